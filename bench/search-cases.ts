/**
 * The queries the in-process benchmarks run: issue 17's set, the older
 * representative queries kept for comparison with earlier runs, and what
 * people send while typing a second word. search-schools.bench.ts times them
 * on this build; search-against.bench.ts on this build and another
 * checkout's, side by side. Each query is made with the functions of the
 * build that answers it (EngineBuild), so that another checkout's engine is
 * handed its own kind of text query. The recipes the HTTP kinds share
 * (http/request-kinds.ts) live here too: a school's language, a phrase's
 * keystrokes. It imports only types, so that search-against.bench.ts can
 * load a copy of it for another checkout.
 */
import type { Dataset } from '../src/adapters/dataset-generator/dataset.js';
import type { InMemoryDirectory } from '../src/adapters/persistence/memory/in-memory-directory.js';
import type { GetSchool } from '../src/application/use-cases/get-school.js';
import type { SearchSchools } from '../src/application/use-cases/search-schools.js';
import type { SCHOOL_FACETS, SchoolFacetName } from '../src/domain/facets.js';
import type { SchoolQuery } from '../src/domain/queries.js';
import type { words } from '../src/domain/text.js';
import type { literalText, NO_TEXT } from '../src/domain/text-query.js';

/** The functions of one build a query to its engine is made with (this build's: this-engine.ts). */
export interface EngineModules {
  readonly SearchSchools: typeof SearchSchools;
  readonly GetSchool: typeof GetSchool;
  readonly literalText: typeof literalText;
  readonly NO_TEXT: typeof NO_TEXT;
  readonly words: typeof words;
  readonly SCHOOL_FACETS: typeof SCHOOL_FACETS;
}

/** One build's engine on its own generated directory, and its functions. */
export interface EngineBuild extends EngineModules {
  readonly dataset: Dataset;
  readonly directory: InMemoryDirectory;
}

/** A query by name; `call` counts the calls, for queries that rotate through pages, ids or slugs. */
export type QueryCase = readonly [name: string, run: (call: number) => Promise<unknown>];

/**
 * One of a school's languages, a different one from school to school: the language filter the benchmarks'
 * three-filter queries ask for, in process (the triples below) and over HTTP (http/request-kinds.ts).
 */
export function languageOf(school: { readonly id: number; readonly languages: readonly string[] }): string {
  return school.languages[school.id % school.languages.length] as string;
}

/** Every keystroke of `phrase` as someone typing it sends it, trimmed, each once: `A`, `An`, …, `Anna K`. */
export function keystrokes(phrase: string): string[] {
  return [...new Set(Array.from({ length: phrase.length }, (_, end) => phrase.slice(0, end + 1).trim()))].filter((typed) => typed !== '');
}

/** How many records a query's answer holds: a page's total, one for a record found, none for null. */
export function recordsFound(answer: unknown): number {
  if (answer === null || answer === undefined) return 0;
  return typeof answer === 'object' && 'total' in answer ? Number(answer.total) : 1;
}

/** Queries under a title, as the benchmarks print them. */
export interface QuerySection {
  readonly title: string;
  readonly cases: readonly QueryCase[];
}

export interface QueryCases {
  /** Issue 17's set, the earlier queries, and keystrokes of a second word, in that order. */
  readonly sections: readonly QuerySection[];
  /** What a client's `q` costs end to end: understanding (vocabulary lookups, corrections) and the search. */
  readonly understood: (q: string) => Promise<unknown>;
}

export function queryCases({ dataset, directory, SearchSchools, GetSchool, literalText, NO_TEXT, words, SCHOOL_FACETS }: EngineBuild): QueryCases {
  const school = (overrides: Partial<SchoolQuery>): SchoolQuery => ({ text: literalText([]), page: 1, limit: 20, sort: 'featured', ...overrides });
  const zermatt = (dataset.resorts.find((resort) => resort.slug === 'zermatt') ?? dataset.resorts[0])!.location;
  const searchSchools = new SearchSchools(directory.schools, directory.vocabulary, directory.resorts);
  const getSchool = new GetSchool(directory.schools, directory.instructors);
  const understood = (q: string, extra: Partial<SchoolQuery> = {}, page = 1) => searchSchools.execute({ q, page, limit: 20, sort: 'relevance', ...extra });
  // Spread over the whole directory, so that lookups do not all hit one cache line.
  const sampleSchool = (call: number) => dataset.schools[(call * 7919) % dataset.schools.length]!;
  const firstFour = dataset.resorts[0]!.slug.slice(0, 4);
  // Filter values by the HTTP bench's THREE_FILTERS recipe (http/request-kinds.ts), over every 100th school: its country, first activity and one of its languages.
  const triples = [...new Map(dataset.schools.filter((_, at) => at % 100 === 0).map((s) => {
    const triple = [s.country, s.activities[0]!, languageOf(s)] as const;
    return [triple.join(' '), triple];
  })).values()];
  const tripleQuery = (call: number, facets: readonly SchoolFacetName[]): SchoolQuery => {
    const [country, activity, language] = triples[call % triples.length]!;
    return school({ countries: [country], activities: [activity], languages: [language], facets });
  };
  const pairQuery = (call: number, facets: readonly SchoolFacetName[]): SchoolQuery => {
    const [country, activity] = triples[call % triples.length]!;
    return school({ countries: [country], activities: [activity], facets });
  };

  const issue17: QueryCase[] = [
    [`q=${firstFour} (a resort's first four letters)`, () => understood(firstFour)],
    ['q=s (one letter), pages 1-3', (call) => understood('s', {}, 1 + (call % 3))],
    ['country=FR activity=freeride language=en', () => directory.schools.search(school({ countries: ['FR'], activities: ['freeride'], languages: ['en'] }))],
    ['country=AT,CH deep page 300 x50, sort=newest', () => directory.schools.search(school({ countries: ['AT', 'CH'], page: 300, limit: 50, sort: 'newest' }))],
    ['sort=rating, pages 1-200', (call) => directory.schools.search(school({ sort: 'rating', page: 1 + (call % 200) }))],
    ['school by id', async (call) => directory.schools.findById(sampleSchool(call).id)],
    ['q=cham country=FR level=expert', () => understood('cham', { countries: ['FR'], levels: ['expert'] })],
    ['q=chamonx (one typo)', () => understood('chamonx')],
    ['school by slug', async (call) => directory.schools.findBySlug(sampleSchool(call).slug)],
    ['resorts list, sort=name', () => directory.resorts.search({ text: NO_TEXT, page: 1, limit: 20, sort: 'name' })],
    ['instructors list', () => directory.instructors.search({ text: NO_TEXT, page: 1, limit: 20 })],
  ];
  const earlier: QueryCase[] = [
    ['q=zer (prefix), relevance', () => directory.schools.search(school({ text: literalText(['zer']), sort: 'relevance' }))],
    ['q=s (one letter), relevance', () => directory.schools.search(school({ text: literalText(['s']), sort: 'relevance' }))],
    ["q=val d'is, relevance", () => directory.schools.search(school({ text: literalText(words("val d'is")), sort: 'relevance' }))],
    ['q=ski school, sort=rating', () => directory.schools.search(school({ text: literalText(['ski', 'school']), sort: 'rating' }))],
    ['q=mer level=expert certified=true', () => directory.schools.search(school({ text: literalText(['mer']), levels: ['expert'], certified: true }))],
    ['resort=zermatt,verbier sort=reviews', () => directory.schools.search(school({ resorts: ['zermatt', 'verbier'], sort: 'reviews' }))],
    ['no filter, page 1 (featured)', () => directory.schools.search(school({}))],
    ['no filter, deep page 1000 x100, sort=name', () => directory.schools.search(school({ page: 1000, limit: 100, sort: 'name' }))],
    ['sort=price, page 1', () => directory.schools.search(school({ sort: 'price' }))],
    ['country=US,CA certified=false sort=-price', () => directory.schools.search(school({ countries: ['US', 'CA'], certified: false, sort: '-price' }))],
    ['featured=true sort=price page 20', () => directory.schools.search(school({ featured: true, sort: 'price', page: 20 }))],
    ['q=s (one letter), relevance, all facets', () => directory.schools.search(school({ text: literalText(['s']), sort: 'relevance', facets: SCHOOL_FACETS }))],
    ['country=FR activity=freeride language=en, all facets', () => directory.schools.search(school({ countries: ['FR'], activities: ['freeride'], languages: ['en'], facets: SCHOOL_FACETS }))],
    ['country x activity x language (rotating), all facets', (call) => directory.schools.search(tripleQuery(call, SCHOOL_FACETS))],
    ['country x activity x language (rotating), facets=resort,level', (call) => directory.schools.search(tripleQuery(call, ['resort', 'level']))],
    ['country x activity (rotating), all facets', (call) => directory.schools.search(pairQuery(call, SCHOOL_FACETS))],
    ['near=zermatt (50 km), sort=distance', () => directory.schools.search(school({ near: { point: zermatt, radiusKm: 50 }, sort: 'distance' }))],
    ['near=zermatt (500 km), sort=distance', () => directory.schools.search(school({ near: { point: zermatt, radiusKm: 500 }, sort: 'distance' }))],
    ['near=zermatt (500 km, the maximum), featured', () => directory.schools.search(school({ near: { point: zermatt, radiusKm: 500 } }))],
    ['near=zermatt (500 km) q=ski, relevance', () => directory.schools.search(school({ near: { point: zermatt, radiusKm: 500 }, text: literalText(['ski']), sort: 'relevance' }))],
    ['near=zermatt (50 km) q=ski, relevance', () => directory.schools.search(school({ near: { point: zermatt, radiusKm: 50 }, text: literalText(['ski']), sort: 'relevance' }))],
    ['near=zermatt (50 km) language=en level=expert, sort=distance', () => directory.schools.search(school({ near: { point: zermatt, radiusKm: 50 }, languages: ['en'], levels: ['expert'], sort: 'distance' }))],
    ['near=zermatt (50 km) country=CH, sort=rating', () => directory.schools.search(school({ near: { point: zermatt, radiusKm: 50 }, countries: ['CH'], sort: 'rating' }))],
    ['q=zer, understood', () => understood('zer')],
    ['q=grindeelwald (typo, 2 edits allowed), understood', () => understood('grindeelwald')],
    ['q=snowboard lessons tignes (intent), understood', () => understood('snowboard lessons tignes')],
    ['q=kinder skischule st moritz (intent), understood', () => understood('kinder skischule st moritz')],
    ['q=svizzera (country alias), understood', () => understood('svizzera')],
    ['q=zermatt verbier (partial), understood', () => understood('zermatt verbier')],
    ['instructors q=anna country=AT', () => directory.instructors.search({ text: literalText(['anna']), countries: ['AT'], page: 1, limit: 20 })],
    ['instructors resort=kitzbuhel language=en', () => directory.instructors.search({ text: literalText([]), resorts: ['kitzbuhel'], languages: ['en'], page: 1, limit: 20 })],
    // What a lookup by id over HTTP asks of the engine: the school, and its instructors' total and first few.
    ['school by id, with its instructor preview', (call) => getSchool.execute({ id: sampleSchool(call).id })],
    ['instructors country=FR, pages 1-20', (call) => directory.instructors.search({ text: NO_TEXT, countries: ['FR'], page: 1 + (call % 20), limit: 20 })],
    ['resorts q=val', () => directory.resorts.search({ text: literalText(['val']), page: 1, limit: 20, sort: 'name' })],
  ];

  // Keystrokes: a first word or filler words, then the first letter of the next word (best-bucket.ts pageOfBestBucket,
  // bucket-order.ts bucketSliceByHits); the last matches no school in full (match-most.ts).
  const typing: QueryCase[] = ['la c', 'ski school c', 'école de ski s', 'st a', 'val d', 'mont b', 'ski a', 'snowboard s', 'private ski lessons v', 'bansko private l']
    .map((q): QueryCase => [`q=${q}, understood`, () => understood(q)]);
  // An instructor's first name and the first letter of the surname, as the HTTP bench's names typed reach them: the
  // match is two lists of thousands intersected (restrict.ts), its page read off the best run (first-matches.ts). Names spread over the directory.
  const nameAndInitial = (displayName: string): string => {
    const [first = '', second = ''] = words(displayName);
    return `${first} ${second.slice(0, 1)}`.trim();
  };
  const initials = [...new Set(dataset.instructors.filter((_, at) => at % 6151 === 0).map((instructor) => nameAndInitial(instructor.displayName)))];
  const instructorsNamed = (q: string) => directory.instructors.search({ text: literalText(words(q)), page: 1, limit: 20 });
  typing.push(
    ['instructors q=sarah j', () => instructorsNamed('sarah j')],
    [`instructors q=first name and initial (${initials.length}, rotating)`, (call) => instructorsNamed(initials[call % initials.length] as string)],
  );

  return {
    sections: [{ title: 'issue 17 set', cases: issue17 }, { title: 'earlier queries', cases: earlier }, { title: 'typed a letter at a time', cases: typing }],
    understood: (q) => understood(q),
  };
}
