import type { InstructorRepository } from '../../../application/ports/instructor-repository.js';
import type { Page } from '../../../domain/page.js';
import type { InstructorQuery } from '../../../domain/queries.js';
import type { Instructor, Resort, School } from '../../../domain/records.js';
import { instructorSearchText } from '../../../domain/search-text.js';
import { DocLookup } from './doc-lookup.js';
import { matchAll, type Clause } from './clauses.js';
import { PostingsBuilder } from './postings-builder.js';
import { PrefixIndex } from './prefix-index.js';
import { isActive, checkedOffset, refIds } from './query-inputs.js';
import { NO_DOCS } from './sorted-ids.js';

type InstructorFacet = 'school' | 'resort' | 'country' | 'activity' | 'level' | 'language';
const FACETS: readonly InstructorFacet[] = ['school', 'resort', 'country', 'activity', 'level', 'language'];

/**
 * InstructorRepository: prefix search over the instructor's search words
 * (domain/search-text.ts); resort and country filters reach instructors
 * through the schools they teach at, resolved once at build time.
 * Instructors are listed by ascending id, which is the order of the posting
 * lists themselves, so a page is a slice of the matches.
 */
export class InMemoryInstructorRepository implements InstructorRepository {
  readonly #records: readonly Instructor[];
  readonly #docOfId: DocLookup;
  readonly #schoolIdOfSlug = new Map<string, number>();
  readonly #resortIdOfSlug = new Map<string, number>();
  readonly #text: PrefixIndex;
  readonly #facets: Readonly<Record<InstructorFacet, ReadonlyMap<string, Uint32Array>>>;

  /** All three lists in ascending id order. */
  constructor(instructors: readonly Instructor[], schools: readonly School[], resorts: readonly Resort[]) {
    this.#records = instructors;
    this.#docOfId = DocLookup.of(instructors);
    for (const school of schools) this.#schoolIdOfSlug.set(school.slug, school.id);
    for (const resort of resorts) this.#resortIdOfSlug.set(resort.slug, resort.id);
    // Each school's keys are made once, not once per instructor: a million instructors share a few thousand schools.
    // About two words of name, a dozen of bio and five of school names per instructor.
    const text = new PostingsBuilder(instructors.length * 20);
    const keysOfSchool = new Map(schools.map((school) => [school.id, {
      id: String(school.id),
      country: school.country,
      resorts: school.resorts.map((resort) => String(resort.id)),
    }]));
    // School names recur across many instructors and would be pushed out of the builder's bounded text cache by bios.
    const schoolNameTerms = new Map<string, Uint32Array>();
    const termsOfSchoolName = (name: string): Uint32Array => {
      let terms = schoolNameTerms.get(name);
      if (terms === undefined) schoolNameTerms.set(name, (terms = text.termsOf(name)));
      return terms;
    };
    const facets = Object.fromEntries(FACETS.map((facet) => [facet, new PostingsBuilder(instructors.length * 2)])) as Record<InstructorFacet, PostingsBuilder>;
    instructors.forEach((instructor, doc) => {
      for (const field of instructorSearchText(instructor)) {
        if (field.role === 'school') text.addTerms(doc, termsOfSchoolName(field.text));
        else text.addWords(doc, field.text);
      }
      for (const summary of instructor.schools) {
        const keys = keysOfSchool.get(summary.id);
        if (keys === undefined) {
          facets.school.add(doc, String(summary.id));
          if (!this.#schoolIdOfSlug.has(summary.slug)) this.#schoolIdOfSlug.set(summary.slug, summary.id);
          continue;
        }
        facets.school.add(doc, keys.id);
        facets.country.add(doc, keys.country);
        facets.resort.addAll(doc, keys.resorts);
      }
      facets.activity.addAll(doc, instructor.activities);
      facets.level.addAll(doc, instructor.levels);
      facets.language.addAll(doc, instructor.languages);
    });
    this.#text = new PrefixIndex(text.build(), instructors.length);
    this.#facets = Object.fromEntries(FACETS.map((facet) => [facet, facets[facet].build()])) as Record<InstructorFacet, Map<string, Uint32Array>>;
  }

  async search(query: InstructorQuery): Promise<Page<Instructor>> {
    const clauses: Clause[] = query.terms.map((term) => [this.#text.matching(term)]);
    const facet = (name: InstructorFacet, keys: readonly string[] | undefined): void => {
      if (keys !== undefined) clauses.push(keys.map((key) => this.#facets[name].get(key) ?? NO_DOCS));
    };
    // An active list whose refs all are unknown slugs resolves to no keys: a clause without lists, which matches nothing.
    const refs = (values: readonly string[] | undefined, ids: ReadonlyMap<string, number>): string[] | undefined =>
      isActive(values) ? refIds(values, (slug) => ids.get(slug)).map(String) : undefined;
    const active = (values: readonly string[] | undefined): readonly string[] | undefined => (isActive(values) ? values : undefined);
    facet('school', refs(query.schools, this.#schoolIdOfSlug));
    facet('resort', refs(query.resorts, this.#resortIdOfSlug));
    facet('country', active(query.countries));
    facet('activity', active(query.activities));
    facet('level', active(query.levels));
    facet('language', active(query.languages));

    const matched = matchAll(clauses, this.#records.length);
    const total = matched === null ? this.#records.length : matched.length;
    const from = Math.min(checkedOffset(query), total);
    const to = Math.min(from + query.limit, total);
    const items: Instructor[] = [];
    for (let position = from; position < to; position += 1) {
      items.push(this.#records[matched === null ? position : (matched[position] as number)] as Instructor);
    }
    return { items, total, page: query.page, limit: query.limit };
  }

  async findById(id: number): Promise<Instructor | null> {
    const doc = this.#docOfId.get(id);
    return doc === undefined ? null : (this.#records[doc] as Instructor);
  }
}
