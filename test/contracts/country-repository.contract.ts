/** CountryRepository semantics (src/application/ports/country-repository.ts), for any adapter. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { countryName } from '../../src/domain/countries.js';
import { smallDirectory } from '../fixtures/small-directory.js';
import { backendUnderTest, type ContractOptions, type MakeDirectory } from './directory-ports.js';

export function countryRepositoryContract(name: string, make: MakeDirectory, options: ContractOptions = {}): void {
  describe(`CountryRepository contract: ${name}`, { skip: options.skip ?? false }, () => {
    const dataset = smallDirectory();
    const ports = backendUnderTest(make, dataset);

    it('lists the countries that have schools, by ISO code, with English names and school counts', async () => {
      assert.deepEqual(await ports().countries.list(), [
        { code: 'AT', name: 'Austria', schoolCount: 2 },
        { code: 'CA', name: 'Canada', schoolCount: 3 },
        { code: 'CH', name: 'Switzerland', schoolCount: 4 },
        { code: 'DE', name: 'Germany', schoolCount: 2 },
        { code: 'FR', name: 'France', schoolCount: 5 },
        { code: 'JP', name: 'Japan', schoolCount: 2 },
        { code: 'NO', name: 'Norway', schoolCount: 2 },
      ]);
    });

    it('agrees with the schools themselves', async () => {
      for (const country of await ports().countries.list()) {
        assert.equal(country.name, countryName(country.code));
        assert.equal(country.schoolCount, dataset.schools.filter((school) => school.country === country.code).length);
      }
    });
  });
}
