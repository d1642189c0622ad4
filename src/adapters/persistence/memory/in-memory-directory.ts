import type { DirectoryRepositories } from '../../../application/ports/directory-repositories.js';
import { SEARCH_TARGETS, type SearchTarget } from '../../../application/ports/search-vocabulary.js';
import type { Dataset } from '../../dataset-generator/dataset.js';
import { seededSubscriptions } from '../../dataset-generator/seeded-subscriptions.js';
import { WordList } from '../vocabulary/word-list.js';
import { WordListVocabulary } from '../vocabulary/word-list-vocabulary.js';
import { freezeDataset, type FrozenDataset } from './freeze-dataset.js';
import { InMemoryCategoryRepository } from './in-memory-category-repository.js';
import { InMemoryCountryRepository } from './in-memory-country-repository.js';
import { InMemoryFeaturedSchools } from './in-memory-featured-schools.js';
import { InMemoryInstructorRepository, instructorTextFields } from './in-memory-instructor-repository.js';
import { InMemoryReadinessProbe } from './in-memory-readiness-probe.js';
import { InMemoryPaymentRepository } from './in-memory-payment-repository.js';
import { InMemoryResortRepository } from './in-memory-resort-repository.js';
import { InMemorySchoolRepository } from './in-memory-school-repository.js';
import { SchoolIndex } from './school-index.js';
import { suggestionEntries } from '../../../domain/suggestions.js';
import { InMemorySuggestionSource } from './suggestions/in-memory-suggestion-source.js';
import { SuggestionIndex } from './suggestions/suggestion-index.js';
import type { TextIndex } from './text-index.js';
import { textIndexOffThread } from './text-index-thread.js';

/**
 * The embedded directory: a dataset indexed once, behind the five repository
 * ports and the search vocabulary. It adopts the dataset's records and freezes them in place (see
 * freeze-dataset.ts): the caller may keep reading them but can no longer
 * change them. Counts (schools per resort, instructors per school) are
 * recomputed from the records rather than trusted. The payment receiver's
 * state lives beside it, seeded with a subscription for each featured
 * school; a change of `featured` updates the index without a rebuild.
 */
export class InMemoryDirectory implements DirectoryRepositories {
  readonly schools: InMemorySchoolRepository;
  readonly resorts: InMemoryResortRepository;
  readonly instructors: InMemoryInstructorRepository;
  readonly categories: InMemoryCategoryRepository;
  readonly countries: InMemoryCountryRepository;
  readonly readiness: InMemoryReadinessProbe;
  readonly featuredSchools: InMemoryFeaturedSchools;
  readonly payments: InMemoryPaymentRepository;
  /** The search words of each record kind, for query understanding's corrections. */
  readonly vocabulary: WordListVocabulary;
  readonly suggestions: InMemorySuggestionSource;

  /** `instructorText` and `suggestionIndex`: built already (open); built here, or on first use, otherwise. */
  private constructor(frozen: FrozenDataset, { schoolIndex, categories, countries }: SchoolParts, instructorText?: TextIndex, suggestionIndex?: SuggestionIndex) {
    this.schools = new InMemorySchoolRepository(schoolIndex);
    this.resorts = new InMemoryResortRepository(frozen.resorts);
    this.instructors = new InMemoryInstructorRepository(frozen.instructors, frozen.schools, frozen.resorts, instructorText);
    this.categories = categories;
    this.countries = countries;
    this.readiness = new InMemoryReadinessProbe();
    this.featuredSchools = new InMemoryFeaturedSchools(schoolIndex);
    this.payments = new InMemoryPaymentRepository(seededSubscriptions(frozen.schools));
    const texts = { schools: schoolIndex.text, resorts: this.resorts.text, instructors: this.instructors.text };
    // Each list is built on first use: a deployment that never corrects an instructor name never pays for it.
    const lists = new Map<SearchTarget, WordList>();
    this.vocabulary = new WordListVocabulary(async (target) => {
      let list = lists.get(target);
      if (list === undefined) lists.set(target, (list = new WordList(texts[target].vocabulary)));
      return list;
    });
    this.suggestions = new InMemorySuggestionSource(async () => suggestionIndex ?? suggestionIndexOf(frozen, categories, countries));
  }

  /**
   * Builds now what is otherwise built on first use (the correction word
   * lists, the suggestion index), so that a service reports ready only when
   * no request will wait seconds for a build: at 100k schools the suggestion
   * index alone takes about 3 s. Tests and tools that never ask skip it.
   */
  async prepare(): Promise<void> {
    for (const target of SEARCH_TARGETS) await this.vocabulary.hasPrefix(target, '');
    await this.suggestions.hasPrefix('');
  }

  /** Nothing to release: the directory lives and dies with the process. */
  async close(): Promise<void> {}

  /** Built in this thread; what a first request would wait for is built then (prepare builds it now). */
  static fromDataset(dataset: Dataset): InMemoryDirectory {
    const frozen = freezeDataset(dataset);
    return new InMemoryDirectory(frozen, schoolPartsOf(frozen));
  }

  /**
   * Everything built, as after prepare, using a second thread: the instructors' text index, the largest part
   * of a start-up, is built on a worker while this thread builds the schools' index and the suggestions.
   */
  static async open(dataset: Dataset): Promise<InMemoryDirectory> {
    const frozen = freezeDataset(dataset);
    const instructorText = textIndexOffThread(instructorTextFields(frozen.instructors));
    const parts = schoolPartsOf(frozen);
    const suggestionIndex = await suggestionIndexOf(frozen, parts.categories, parts.countries);
    const directory = new InMemoryDirectory(frozen, parts, await instructorText, suggestionIndex);
    await directory.prepare();
    return directory;
  }
}

/** The school index and what is counted from it. */
interface SchoolParts {
  schoolIndex: SchoolIndex;
  categories: InMemoryCategoryRepository;
  countries: InMemoryCountryRepository;
}

function schoolPartsOf(frozen: FrozenDataset): SchoolParts {
  const schoolIndex = new SchoolIndex(frozen.schools, frozen.resorts);
  return { schoolIndex, categories: new InMemoryCategoryRepository(schoolIndex), countries: new InMemoryCountryRepository(schoolIndex) };
}

async function suggestionIndexOf(frozen: FrozenDataset, categories: InMemoryCategoryRepository, countries: InMemoryCountryRepository): Promise<SuggestionIndex> {
  return new SuggestionIndex(suggestionEntries({
    resorts: frozen.resorts, categories: await categories.list(), countries: await countries.list(), schools: frozen.schools,
  }));
}
