/** All the directory port contracts, for an adapter that provides every port. */
import { categoryRepositoryContract } from './category-repository.contract.js';
import { countryRepositoryContract } from './country-repository.contract.js';
import type { ContractOptions, MakeDirectory } from './directory-ports.js';
import { instructorRepositoryContract } from './instructor-repository.contract.js';
import { resortRepositoryContract } from './resort-repository.contract.js';
import { schoolRepositoryContract } from './school-repository.contract.js';
import { suggestionSourceContract } from './suggestion-source.contract.js';

export function directoryContracts(name: string, make: MakeDirectory, options: ContractOptions = {}): void {
  schoolRepositoryContract(name, make, options);
  resortRepositoryContract(name, make, options);
  instructorRepositoryContract(name, make, options);
  categoryRepositoryContract(name, make, options);
  countryRepositoryContract(name, make, options);
  suggestionSourceContract(name, make, options);
}
