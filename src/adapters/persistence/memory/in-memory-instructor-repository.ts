import type { InstructorRepository } from '../../../application/ports/instructor-repository.js';
import type { Page } from '../../../domain/page.js';
import type { InstructorQuery } from '../../../domain/queries.js';
import type { Instructor, Resort, School } from '../../../domain/records.js';
import { visitInstructorSearchText } from '../../../domain/search-text.js';
import { hasText, type TextField } from '../../../domain/text-query.js';
import { DocLookup } from './doc-lookup.js';
import type { Clause } from './clause.js';
import { keyedById, PostingsBuilder } from './postings-builder.js';
import { isActive, checkedOffset, refIds } from './query-inputs.js';
import { matchBuffer } from './scratch.js';
import { NO_DOCS } from './sorted-ids.js';
import { textFieldsOf, textIndexOf, type TextFields } from './text-fields.js';
import type { TextIndex } from './text-index.js';
import { relevancePage } from './relevance-page.js';
import { matchText, pageInDocOrder, type TextTarget } from './text-search.js';
import { mappedIds, recordsAt } from './gather.js';
import { TermLists } from './term-lists.js';

/** The instructors' searchable text in the form a text index is built from, here or on another thread. */
export function instructorTextFields(instructors: readonly Instructor[]): TextFields {
  return textFieldsOf(instructors, visitInstructorSearchText);
}

type InstructorFacet = RecordFacet | ValueFacet;
/** Filters by a record (a school, a resort), looked up by its numeric id. */
type RecordFacet = 'school' | 'resort';
type ValueFacet = 'country' | 'activity' | 'level' | 'language';
const RECORD_FACETS: readonly RecordFacet[] = ['school', 'resort'];
const VALUE_FACETS: readonly ValueFacet[] = ['country', 'activity', 'level', 'language'];
const FACETS: readonly InstructorFacet[] = [...RECORD_FACETS, ...VALUE_FACETS];

/**
 * InstructorRepository: the text index over the instructor's search words
 * (domain/search-text.ts); resort and country filters reach instructors
 * through the schools they teach at, resolved once at build time.
 * Without text, instructors are listed by ascending id, which is the order
 * of the posting lists themselves, so a page is a slice of the matches.
 */
export class InMemoryInstructorRepository implements InstructorRepository, TextTarget {
  readonly text: TextIndex;
  readonly #records: readonly Instructor[];
  readonly #docOfId: DocLookup;
  readonly #schoolIdOfSlug = new Map<string, number>();
  readonly #resortIdOfSlug = new Map<string, number>();
  readonly #byRecord: Readonly<Record<RecordFacet, ReadonlyMap<number, Uint32Array>>>;
  readonly #byValue: Readonly<Record<ValueFacet, ReadonlyMap<string, Uint32Array>>>;

  /**
   * All three lists in ascending id order. `text`: the instructors' text index when built elsewhere
   * (InMemoryDirectory.open builds it on another thread); built here from the same fields otherwise.
   */
  constructor(instructors: readonly Instructor[], schools: readonly School[], resorts: readonly Resort[], text?: TextIndex) {
    this.#records = instructors;
    this.#docOfId = DocLookup.of(instructors);
    for (const school of schools) this.#schoolIdOfSlug.set(school.slug, school.id);
    for (const resort of resorts) this.#resortIdOfSlug.set(resort.slug, resort.id);
    this.text = text ?? textIndexOf(instructorTextFields(instructors));
    const facets = Object.fromEntries(FACETS.map((facet) => [facet, new PostingsBuilder()])) as Record<InstructorFacet, PostingsBuilder>;
    // Each school's keys are made once, as term numbers, not once per instructor: a million instructors share a
    // hundred thousand schools. By the school's position, in flat lists rather than an object each (term-lists.ts).
    const schoolAt = DocLookup.of(schools);
    const idTerms = mappedIds(schools, (school) => facets.school.term(String(school.id)));
    const countryTerms = mappedIds(schools, (school) => facets.country.term(school.country));
    const resortTerms = new TermLists();
    for (const school of schools) resortTerms.push(facets.resort.termsOfKeys(school.resorts.map((resort) => String(resort.id))));
    instructors.forEach((instructor, doc) => {
      for (const summary of instructor.schools) {
        const at = schoolAt.get(summary.id);
        if (at === undefined) {
          facets.school.add(doc, String(summary.id));
          if (!this.#schoolIdOfSlug.has(summary.slug)) this.#schoolIdOfSlug.set(summary.slug, summary.id);
          continue;
        }
        facets.school.addTerm(doc, idTerms[at] as number);
        facets.country.addTerm(doc, countryTerms[at] as number);
        facets.resort.addTerms(doc, resortTerms.at(at));
      }
      facets.activity.addAll(doc, instructor.activities);
      facets.level.addAll(doc, instructor.levels);
      facets.language.addAll(doc, instructor.languages);
    });
    this.#byRecord = Object.fromEntries(RECORD_FACETS.map((facet) => [facet, keyedById(facets[facet].build())])) as Record<RecordFacet, Map<number, Uint32Array>>;
    this.#byValue = Object.fromEntries(VALUE_FACETS.map((facet) => [facet, facets[facet].build()])) as Record<ValueFacet, Map<string, Uint32Array>>;
  }

  get universe(): number {
    return this.#records.length;
  }

  fieldDocs(field: TextField, value: string): Uint32Array {
    const facet = field === 'activity' || field === 'level' || field === 'language' ? this.#byValue[field] : undefined;
    return facet?.get(value) ?? NO_DOCS;
  }

  async search(query: InstructorQuery): Promise<Page<Instructor>> {
    const clauses: Clause[] = [];
    // An active list whose refs all are unknown slugs resolves to no ids: a clause without lists, which matches nothing.
    const records = (name: RecordFacet, refs: readonly string[] | undefined, idOfSlug: ReadonlyMap<string, number>): void => {
      if (isActive(refs)) clauses.push(refIds(refs, (slug) => idOfSlug.get(slug)).map((id) => this.#byRecord[name].get(id) ?? NO_DOCS));
    };
    const values = (name: ValueFacet, keys: readonly string[] | undefined): void => {
      if (isActive(keys)) clauses.push(keys.map((key) => this.#byValue[name].get(key) ?? NO_DOCS));
    };
    records('school', query.schools, this.#schoolIdOfSlug);
    records('resort', query.resorts, this.#resortIdOfSlug);
    values('country', query.countries);
    values('activity', query.activities);
    values('level', query.levels);
    values('language', query.languages);

    // In scratch memory (why: scratch.ts): the page below is read from the match before this returns. With text, the page
    // is by relevance, which reads the match's size first (text-search.ts matchText).
    const match = matchText(this, query.text, clauses, matchBuffer(this.universe), hasText(query.text));
    const total = match.size;
    const offset = checkedOffset(query);
    const page = { total, page: query.page, limit: query.limit, ...(hasText(query.text) ? { groupsMatched: match.groupsMatched } : {}) };
    // Ranked by relevance, a match found as a bitmap is listed only if the ranking needs it; in id order it is counted past, never listed (text-search.ts BitmapMatch).
    if (hasText(query.text)) return { items: recordsAt(this.#records, relevancePage(this, query.text, match, null, offset, query.limit)), ...page };
    return { items: recordsAt(this.#records, pageInDocOrder(match, offset, query.limit)), ...page };
  }

  async findById(id: number): Promise<Instructor | null> {
    const doc = this.#docOfId.get(id);
    return doc === undefined ? null : (this.#records[doc] as Instructor);
  }
}
