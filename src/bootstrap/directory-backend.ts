/**
 * What a data backend hands the composition root: one adapter per repository
 * port, a readiness probe, and a way to release its connections.
 */
import type { CategoryRepository } from '../application/ports/category-repository.js';
import type { CountryRepository } from '../application/ports/country-repository.js';
import type { InstructorRepository } from '../application/ports/instructor-repository.js';
import type { ReadinessProbe } from '../application/ports/readiness-probe.js';
import type { ResortRepository } from '../application/ports/resort-repository.js';
import type { SchoolRepository } from '../application/ports/school-repository.js';
import type { SearchVocabulary } from '../application/ports/search-vocabulary.js';

export interface DirectoryBackend {
  schools: SchoolRepository;
  resorts: ResortRepository;
  instructors: InstructorRepository;
  categories: CategoryRepository;
  countries: CountryRepository;
  vocabulary: SearchVocabulary;
  readiness: ReadinessProbe;
  close(): Promise<void>;
}
