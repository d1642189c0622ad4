import type { Dataset } from '../../dataset-generator/dataset.js';
import { seededSubscriptions } from '../../dataset-generator/seeded-subscriptions.js';
import { freezeDataset } from './freeze-dataset.js';
import { InMemoryCategoryRepository } from './in-memory-category-repository.js';
import { InMemoryCountryRepository } from './in-memory-country-repository.js';
import { InMemoryFeaturedSchools } from './in-memory-featured-schools.js';
import { InMemoryInstructorRepository } from './in-memory-instructor-repository.js';
import { InMemoryReadinessProbe } from './in-memory-readiness-probe.js';
import { InMemoryPaymentRepository } from './in-memory-payment-repository.js';
import { InMemoryResortRepository } from './in-memory-resort-repository.js';
import { InMemorySchoolRepository } from './in-memory-school-repository.js';
import { SchoolIndex } from './school-index.js';

/**
 * The embedded directory: a dataset indexed once, behind the five repository
 * ports. It adopts the dataset's records and freezes them in place (see
 * freeze-dataset.ts): the caller may keep reading them but can no longer
 * change them. Counts (schools per resort, instructors per school) are
 * recomputed from the records rather than trusted. The payment receiver's
 * state lives beside it, seeded with a subscription for each featured
 * school; a change of `featured` updates the index without a rebuild.
 */
export class InMemoryDirectory {
  readonly schools: InMemorySchoolRepository;
  readonly resorts: InMemoryResortRepository;
  readonly instructors: InMemoryInstructorRepository;
  readonly categories: InMemoryCategoryRepository;
  readonly countries: InMemoryCountryRepository;
  readonly readiness: InMemoryReadinessProbe;
  readonly featuredSchools: InMemoryFeaturedSchools;
  readonly payments: InMemoryPaymentRepository;

  private constructor(dataset: Dataset) {
    const frozen = freezeDataset(dataset);
    const schoolIndex = new SchoolIndex(frozen.schools, frozen.resorts);
    this.schools = new InMemorySchoolRepository(schoolIndex);
    this.resorts = new InMemoryResortRepository(frozen.resorts);
    this.instructors = new InMemoryInstructorRepository(frozen.instructors, frozen.schools, frozen.resorts);
    this.categories = new InMemoryCategoryRepository(schoolIndex);
    this.countries = new InMemoryCountryRepository(schoolIndex);
    this.readiness = new InMemoryReadinessProbe();
    this.featuredSchools = new InMemoryFeaturedSchools(schoolIndex);
    this.payments = new InMemoryPaymentRepository(seededSubscriptions(frozen.schools));
  }

  /** Nothing to release: the directory lives and dies with the process. */
  async close(): Promise<void> {}

  static fromDataset(dataset: Dataset): InMemoryDirectory {
    return new InMemoryDirectory(dataset);
  }
}
