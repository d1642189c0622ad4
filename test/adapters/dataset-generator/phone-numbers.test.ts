import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { generateDataset } from '../../../src/adapters/dataset-generator/generate-dataset.js';
import { phoneNumber } from '../../../src/adapters/dataset-generator/phone-numbers.js';
import { Random } from '../../../src/adapters/dataset-generator/random.js';
import { COUNTRY_NAMES } from '../../../src/domain/countries.js';

/**
 * How each country writes its numbers internationally, from its numbering
 * plan: calling code, grouping, and how many digits follow the calling code
 * (the national number without its trunk 0, except Italy, which keeps it).
 */
const FORMATS: Readonly<Record<string, { pattern: RegExp; digits: [number, number] }>> = {
  AD: { pattern: /^\+376 [3678]\d\d \d{3}$/, digits: [6, 6] },
  AR: { pattern: /^\+54 (9 )?\d{2,4} \d{2,4}-\d{4}$/, digits: [10, 11] },
  AT: { pattern: /^\+43 [1-9]\d{2,3} \d{4,8}$/, digits: [9, 11] },
  AU: { pattern: /^\+61 ([2378] \d{4} \d{4}|4\d\d \d{3} \d{3})$/, digits: [9, 9] },
  BG: { pattern: /^\+359 (\d{1,3} \d{4,5}|\d{1,3} \d{3} \d{4}|8[7-9] \d{3} \d{4})$/, digits: [8, 9] },
  CA: { pattern: /^\+1 [2-9]\d\d-[2-9]\d\d-\d{4}$/, digits: [10, 10] },
  CH: { pattern: /^\+41 [1-9]\d \d{3} \d\d \d\d$/, digits: [9, 9] },
  CL: { pattern: /^\+56 (2 2\d{3} \d{4}|[3-7]\d \d{3} \d{4}|9 \d{4} \d{4})$/, digits: [9, 9] },
  CZ: { pattern: /^\+420 [2-79]\d\d \d{3} \d{3}$/, digits: [9, 9] },
  DE: { pattern: /^\+49 [1-9]\d{1,4} \d{4,8}$/, digits: [10, 11] },
  ES: { pattern: /^\+34 [6-9]\d\d \d\d \d\d \d\d$/, digits: [9, 9] },
  FI: { pattern: /^\+358 \d{1,2} \d{3} \d{3,4}$/, digits: [8, 10] },
  FR: { pattern: /^\+33 [1-79]( \d\d){4}$/, digits: [9, 9] },
  GB: { pattern: /^\+44 (1\d{3} \d{6}|2\d \d{4} \d{4}|7\d{3} \d{6})$/, digits: [10, 10] },
  IT: { pattern: /^\+39 (0\d{1,3} \d{5,8}|3\d\d \d{3} \d{3,4})$/, digits: [9, 11] },
  JP: { pattern: /^\+81 \d{1,4}-\d{1,4}-\d{4}$/, digits: [9, 10] },
  NO: { pattern: /^\+47 ([2-7]\d \d\d \d\d \d\d|[49]\d\d \d\d \d{3})$/, digits: [8, 8] },
  NZ: { pattern: /^\+64 ([34679] \d{3} \d{4}|2\d \d{3} \d{3,4})$/, digits: [8, 10] },
  PL: { pattern: /^\+48 (\d\d \d{3} \d\d \d\d|[5-8]\d\d \d{3} \d{3})$/, digits: [9, 9] },
  SE: { pattern: /^\+46 (\d{1,3} \d{3} \d\d( \d\d)?|7\d \d{3} \d\d \d\d)$/, digits: [7, 9] },
  SI: { pattern: /^\+386 (\d \d{3} \d\d \d\d|[3-7]\d \d{3} \d{3})$/, digits: [8, 8] },
  SK: { pattern: /^\+421 (\d\d \d{3} \d{4}|9\d\d \d{3} \d{3})$/, digits: [9, 9] },
  US: { pattern: /^\+1 [2-9]\d\d-[2-9]\d\d-\d{4}$/, digits: [10, 10] },
};

const callingCode = (phone: string): string => phone.slice(1, phone.indexOf(' '));
const nationalDigits = (phone: string): number => phone.slice(phone.indexOf(' ')).replace(/\D/g, '').length;

function assertFormat(country: string, phone: string, context: string): void {
  const format = FORMATS[country];
  assert.ok(format, `no expected format for ${country}`);
  assert.match(phone, format.pattern, `${context}: ${phone}`);
  const digits = nationalDigits(phone);
  assert.ok(digits >= format.digits[0] && digits <= format.digits[1], `${context}: ${phone} has ${digits} digits`);
}

describe('school phone numbers', () => {
  it('cover every country the directory lists', () => {
    assert.deepEqual(Object.keys(FORMATS).sort(), Object.keys(COUNTRY_NAMES).sort());
  });

  it('are written as each country writes them, in every generated school', () => {
    const { schools } = generateDataset({ schools: 4000, seed: 2025 });
    const perCountry = new Map<string, Set<string>>();
    for (const school of schools) {
      if (school.contact.phone === null) continue;
      assertFormat(school.country, school.contact.phone, `#${school.id} in ${school.country}`);
      const codes = perCountry.get(school.country) ?? new Set();
      codes.add(callingCode(school.contact.phone));
      perCountry.set(school.country, codes);
    }
    const countries = new Set(schools.map((school) => school.country));
    for (const country of countries) assert.ok(perCountry.has(country), `no phone for any school in ${country}`);
    assert.ok(countries.size >= 20, `${countries.size} countries`);
  });

  it('are landlines of the region or mobiles, in every country and region, including those without schools yet', () => {
    const random = new Random(7);
    for (const country of Object.keys(COUNTRY_NAMES)) {
      for (const region of ['Valais', 'Savoie', 'Colorado', 'Hokkaidō', 'Tirol', 'nowhere']) {
        for (let draw = 0; draw < 50; draw += 1) {
          const mobile = draw % 2 === 0;
          assertFormat(country, phoneNumber(random, country, region, mobile), `${country} ${region} ${mobile ? 'mobile' : 'landline'}`);
        }
      }
    }
    assert.throws(() => phoneNumber(random, 'ZZ', 'nowhere', false), /ZZ/);
  });

  it('use the area code of the school\'s region', () => {
    const random = new Random(11);
    assert.match(phoneNumber(random, 'CH', 'Valais', false), /^\+41 27 /);
    assert.match(phoneNumber(random, 'FR', 'Haute-Savoie', false), /^\+33 4 50 /);
    assert.match(phoneNumber(random, 'US', 'Colorado', true), /^\+1 970-555-01\d\d$/);
  });
});
