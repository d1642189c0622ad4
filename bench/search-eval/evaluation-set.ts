/**
 * The search evaluation set: queries people really type, each with the
 * schools that answer it right, computed from the dataset's own fields (never
 * from the engine under test). What a query *means* (that "svizzera" is
 * Switzerland, that "langlauf" is cross-country skiing) is this file's own
 * knowledge, written out by hand, so the set also measures whether the engine
 * knows it.
 *
 * Success kinds:
 * - `any`: one of the first three results is right (a school's name);
 * - `all`: every one of the first three results is right (a place, a country,
 *   an intent: a wrong school in the top three is a wrong answer);
 * - `none`: nothing is returned (nonsense).
 */
import type { Dataset } from '../../src/adapters/dataset-generator/dataset.js';
import type { Resort, School } from '../../src/domain/records.js';
import { COUNTRY_NAMES } from '../../src/domain/countries.js';
import { fold, words } from '../../src/domain/text.js';

export type Category = 'name' | 'name-words' | 'place' | 'prefix' | 'typo' | 'intent' | 'country-region' | 'nonsense';
export const CATEGORIES: readonly Category[] = ['name', 'name-words', 'place', 'prefix', 'typo', 'intent', 'country-region', 'nonsense'];

export interface EvalQuery {
  category: Category;
  q: string;
  kind: 'any' | 'all' | 'none';
  /** Ids of the schools that are right answers (empty for `none`). */
  right: ReadonlySet<number>;
}

/** Words in school names that say what a school is, not which one it is. */
const GENERIC_NAME_WORDS = new Set(fold(
  'ski school ecole de du des la le les scuola sci di del della skischule ski- schule escuela esqui y e et and the of ' +
  'snowboard snowboardschule club kids kinder enfants private instructor instructors guides guiding mountain montagne ' +
  'alpine academy centre center international internationale schweizer sport sports skiskola skiskole skole skola ' +
  'szkola narciarska lyzarska skola ski-school academy freeride adventures experience lessons team',
).split(/\s+/));

/** What each intent phrase asks for: a filter on the school, stated from the dataset's fields. */
interface Intent {
  phrase: string;
  matches: (school: School) => boolean;
}
const hasActivity = (slug: string) => (school: School) => school.activities.includes(slug);
const hasLevel = (slug: string) => (school: School) => school.levels.includes(slug);
const isType = (slug: string) => (school: School) => school.schoolType === slug;
const speaks = (code: string) => (school: School) => school.languages.includes(code);

const INTENTS: readonly Intent[] = [
  { phrase: 'snowboard lessons', matches: hasActivity('snowboard') },
  { phrase: 'freeride', matches: hasActivity('freeride') },
  { phrase: 'ski touring', matches: hasActivity('ski-touring') },
  { phrase: 'cross-country skiing', matches: hasActivity('cross-country') },
  { phrase: 'langlauf', matches: hasActivity('cross-country') },
  { phrase: 'ski de fond', matches: hasActivity('cross-country') },
  { phrase: 'telemark', matches: hasActivity('telemark') },
  { phrase: 'adaptive skiing', matches: hasActivity('adaptive') },
  { phrase: 'freestyle park lessons', matches: hasActivity('freestyle') },
  { phrase: 'beginners ski school', matches: hasLevel('beginner') },
  { phrase: 'débutants', matches: hasLevel('beginner') },
  { phrase: 'anfänger skikurs', matches: hasLevel('beginner') },
  { phrase: 'expert off piste', matches: (school) => hasLevel('expert')(school) && hasActivity('freeride')(school) },
  { phrase: 'kids ski school', matches: isType('kids-club') },
  { phrase: 'enfants', matches: isType('kids-club') },
  { phrase: 'kinder skischule', matches: isType('kids-club') },
  { phrase: 'private ski instructor', matches: isType('private-instructor') },
  { phrase: 'cours particuliers', matches: isType('private-instructor') },
  { phrase: 'privatstunden', matches: isType('private-instructor') },
  { phrase: 'english speaking ski school', matches: speaks('en') },
  { phrase: 'mountain guides', matches: isType('guiding-company') },
  { phrase: 'snowboard school', matches: isType('snowboard-school') },
];

/** Country and region names as people type them, with the field value they mean. */
const COUNTRY_FORMS: ReadonlyArray<[string, string]> = [
  ['switzerland', 'CH'], ['Schweiz', 'CH'], ['suisse', 'CH'], ['Svizzera', 'CH'],
  ['Österreich', 'AT'], ['osterreich', 'AT'], ['austria', 'AT'], ['Deutschland', 'DE'],
  ['italia', 'IT'], ['España', 'ES'], ['espana', 'ES'], ['Sverige', 'SE'], ['norge', 'NO'],
  ['Polska', 'PL'], ['czech republic', 'CZ'], ['usa', 'US'], ['japan', 'JP'], ['france', 'FR'],
  ['new zealand', 'NZ'], ['canada', 'CA'],
];
const REGION_FORMS: ReadonlyArray<[string, string]> = [
  ['bavaria', 'Bayern'], ['bayern', 'Bayern'], ['südtirol', 'Alto Adige'], ['south tyrol', 'Alto Adige'],
  ['wallis', 'Valais'], ['valais', 'Valais'], ['grisons', 'Graubünden'], ['graubunden', 'Graubünden'],
  ['tyrol', 'Tirol'], ['aosta valley', "Valle d'Aosta"], ['catalonia', 'Cataluña'], ['quebec', 'Québec'],
  ['hokkaido', 'Hokkaidō'], ['lombardy', 'Lombardia'], ['carinthia', 'Kärnten'], ['styria', 'Steiermark'],
];

const NONSENSE = ['xqzv', 'ski xqzv', 'qwrtzp', 'zzxq school', 'blorft vrask', 'jjjjqqq', 'lessons xkcdq', 'pmqzw', 'wvxyq kkz', 'qqqqqqqqq'];

/** Misspellings people make of place names, beside the generated ones. */
const KNOWN_TYPOS: ReadonlyArray<[string, string]> = [
  ['obergurgel', 'Obergurgl-Hochgurgl'], ['lake luise', 'Lake Louise'], ['zermat', 'Zermatt'], ['kitzbuhl', 'Kitzbühel'],
  ['chamonx', 'Chamonix-Mont-Blanc'], ['courcheval', 'Courchevel'], ['verbeir', 'Verbier'], ['whistler blackcom', 'Whistler Blackcomb'],
];

function every<T>(items: readonly T[], count: number, offset = 0): T[] {
  if (items.length === 0) return [];
  const step = Math.max(1, Math.floor(items.length / count));
  return Array.from({ length: Math.min(count, items.length) }, (_, index) => items[(offset + index * step) % items.length]!);
}

/** One deterministic edit of `word`: the kinds people make (swap, drop, double, wrong vowel). */
function misspell(word: string, variant: number): string {
  const at = Math.max(1, Math.min(word.length - 2, Math.floor(word.length / 2)));
  switch (variant % 4) {
    case 0: return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    case 1: return word.slice(0, at) + word.slice(at + 1);
    case 2: return word.slice(0, at) + word[at] + word.slice(at);
    default: {
      const vowel = [...word].findIndex((letter, index) => index > 0 && 'aeiou'.includes(letter));
      if (vowel < 0) return word.slice(0, at) + word.slice(at + 1);
      return word.slice(0, vowel) + (word[vowel] === 'e' ? 'a' : 'e') + word.slice(vowel + 1);
    }
  }
}

class Facts {
  readonly #schoolsByResort = new Map<number, School[]>();
  readonly dataset: Dataset;

  constructor(dataset: Dataset) {
    this.dataset = dataset;
    for (const school of dataset.schools) {
      for (const resort of school.resorts) {
        const list = this.#schoolsByResort.get(resort.id) ?? [];
        list.push(school);
        this.#schoolsByResort.set(resort.id, list);
      }
    }
  }

  schoolsAt(resort: Resort): School[] {
    return this.#schoolsByResort.get(resort.id) ?? [];
  }

  /** Schools at any resort, or in any town, whose name holds every word of `place`. */
  schoolsAtPlace(place: string): Set<number> {
    const wanted = words(place);
    const holds = (text: string) => { const have = new Set(words(text)); return wanted.every((word) => have.has(word)); };
    const right = new Set<number>();
    for (const school of this.dataset.schools) {
      if (holds(school.town) || school.resorts.some((resort) => holds(resort.name))) right.add(school.id);
    }
    return right;
  }

  resortsWithSchools(): Resort[] {
    return this.dataset.resorts.filter((resort) => this.schoolsAt(resort).length > 0);
  }
}

const ids = (schools: readonly School[]): Set<number> => new Set(schools.map((school) => school.id));

function nameQueries(facts: Facts): EvalQuery[] {
  const schools = facts.dataset.schools;
  return every(schools, 30, 3).map((school, index) => {
    const forms = [school.name, fold(school.name), fold(school.name).replace(/'/g, '')];
    const sameName = schools.filter((other) => fold(other.name) === fold(school.name));
    return { category: 'name', q: forms[index % forms.length]!, kind: 'any', right: ids(sameName) };
  });
}

function nameWordQueries(facts: Facts): EvalQuery[] {
  const schools = facts.dataset.schools;
  const queries: EvalQuery[] = [];
  for (const school of every(schools, 60, 11)) {
    const placeWords = new Set(words(`${school.town} ${school.resorts.map((resort) => resort.name).join(' ')}`));
    const distinctive = words(school.name).filter((word) => word.length > 2 && !GENERIC_NAME_WORDS.has(word) && !placeWords.has(word));
    if (distinctive.length === 0) continue;
    const typed = [...distinctive.slice(0, 2), words(school.town)[0] ?? ''].join(' ').trim();
    const wanted = words(typed);
    const right = schools.filter((other) => {
      const have = new Set(words(`${other.name} ${other.town}`));
      return wanted.every((word) => have.has(word));
    });
    queries.push({ category: 'name-words', q: typed, kind: 'any', right: ids(right) });
    if (queries.length === 20) break;
  }
  return queries;
}

function placeQueries(facts: Facts): EvalQuery[] {
  return every(facts.resortsWithSchools(), 25, 1).map((resort, index) => {
    const forms = [resort.name, fold(resort.name), resort.name.toUpperCase(), fold(resort.name).replace(/[-']/g, ' ')];
    const q = forms[index % forms.length]!;
    return { category: 'place', q, kind: 'all', right: facts.schoolsAtPlace(resort.name) };
  });
}

function prefixQueries(facts: Facts): EvalQuery[] {
  const queries: EvalQuery[] = [];
  const seen = new Set<string>();
  for (const resort of every(facts.resortsWithSchools(), 40, 5)) {
    const first = words(resort.name).find((word) => word.length >= 5);
    if (!first) continue;
    const prefix = first.slice(0, 4);
    if (seen.has(prefix)) continue;
    seen.add(prefix);
    // Right: any school one of whose place words (or name words) starts with what was typed.
    const right = facts.dataset.schools.filter((school) => words([
      school.name, school.town, school.region, COUNTRY_NAMES[school.country] ?? '', ...school.resorts.map((r) => r.name),
    ].join(' ')).some((word) => word.startsWith(prefix)));
    queries.push({ category: 'prefix', q: prefix, kind: 'all', right: ids(right) });
    if (queries.length === 15) break;
  }
  return queries;
}

function typoQueries(facts: Facts): EvalQuery[] {
  const queries: EvalQuery[] = KNOWN_TYPOS.map(([typed, place]) => ({
    category: 'typo' as const, q: typed, kind: 'all' as const, right: facts.schoolsAtPlace(place),
  }));
  let variant = 0;
  for (const resort of every(facts.resortsWithSchools(), 60, 7)) {
    const resortWords = words(resort.name);
    const longest = resortWords.reduce((best, word) => (word.length > best.length ? word : best), '');
    if (longest.length < 5) continue;
    const typed = resortWords.map((word) => (word === longest ? misspell(word, variant) : word)).join(' ');
    variant += 1;
    if (typed === resortWords.join(' ')) continue;
    queries.push({ category: 'typo', q: typed, kind: 'all', right: facts.schoolsAtPlace(resort.name) });
    if (queries.length === 25) break;
  }
  return queries;
}

function intentQueries(facts: Facts): EvalQuery[] {
  const queries: EvalQuery[] = [];
  const resorts = every(facts.resortsWithSchools(), 80, 2);
  let next = 0;
  for (const intent of INTENTS) {
    for (let tries = 0; tries < resorts.length; tries += 1) {
      const resort = resorts[next++ % resorts.length]!;
      const place = facts.schoolsAtPlace(resort.name);
      const right = facts.dataset.schools.filter((school) => place.has(school.id) && intent.matches(school));
      if (right.length === 0) continue;
      queries.push({ category: 'intent', q: `${intent.phrase} ${fold(resort.name)}`, kind: 'all', right: ids(right) });
      break;
    }
  }
  // Intent with a country rather than a resort.
  for (const [phrase, code] of [['ski touring', 'AT'], ['snowboard lessons', 'CA'], ['freeride', 'CH']] as const) {
    const intent = INTENTS.find((candidate) => candidate.phrase === phrase)!;
    const right = facts.dataset.schools.filter((school) => school.country === code && intent.matches(school));
    queries.push({ category: 'intent', q: `${phrase} ${fold(COUNTRY_NAMES[code]!)}`, kind: 'all', right: ids(right) });
  }
  return queries;
}

function countryRegionQueries(facts: Facts): EvalQuery[] {
  const schools = facts.dataset.schools;
  return [
    ...COUNTRY_FORMS.map(([typed, code]) => ({
      category: 'country-region' as const, q: typed, kind: 'all' as const, right: ids(schools.filter((school) => school.country === code)),
    })),
    ...REGION_FORMS.map(([typed, region]) => ({
      category: 'country-region' as const, q: typed, kind: 'all' as const, right: ids(schools.filter((school) => school.region === region)),
    })),
  ];
}

/** The whole set, in category order; queries whose right answers the dataset lacks are left out. */
export function evaluationSet(dataset: Dataset): EvalQuery[] {
  const facts = new Facts(dataset);
  const answerable = [
    ...nameQueries(facts), ...nameWordQueries(facts), ...placeQueries(facts), ...prefixQueries(facts),
    ...typoQueries(facts), ...intentQueries(facts), ...countryRegionQueries(facts),
  ].filter((query) => query.right.size > 0);
  const nonsense = NONSENSE.map((q) => ({ category: 'nonsense' as const, q, kind: 'none' as const, right: new Set<number>() }));
  return [...answerable, ...nonsense];
}

/** Whether `top` (the first results, best first) answers `query` right. */
export function answersRight(query: EvalQuery, top: readonly number[], total: number): boolean {
  if (query.kind === 'none') return total === 0;
  const firstThree = top.slice(0, 3);
  if (firstThree.length === 0) return false;
  if (query.kind === 'any') return firstThree.some((id) => query.right.has(id));
  const needed = Math.min(3, query.right.size);
  return firstThree.length >= needed && firstThree.every((id) => query.right.has(id));
}
