/** InstructorRepository semantics (src/application/ports/instructor-repository.ts), for any adapter. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { InstructorQuery } from '../../src/domain/queries.js';
import type { Instructor } from '../../src/domain/records.js';
import { words } from '../../src/domain/text.js';
import { smallDirectory } from '../fixtures/small-directory.js';
import { backendUnderTest, collectAll, type ContractOptions, type MakeDirectory, pageSummary } from './directory-ports.js';
import { referenceInstructors } from './reference-directory.js';
import { literalText } from '../../src/domain/text-query.js';

const q = (overrides: Partial<InstructorQuery> = {}): InstructorQuery => ({ text: literalText([]), page: 1, limit: 100, ...overrides });
const ids = (items: readonly Instructor[]): number[] => items.map((instructor) => instructor.id);

export function instructorRepositoryContract(name: string, make: MakeDirectory, options: ContractOptions = {}): void {
  describe(`InstructorRepository contract: ${name}`, { skip: options.skip ?? false }, () => {
    const dataset = smallDirectory();
    const ports = backendUnderTest(make, dataset);
    const instructorOf = (id: number): Instructor => dataset.instructors.find((instructor) => instructor.id === id) as Instructor;

    it('findById returns the stored instructor, null when unknown', async () => {
      for (const instructor of dataset.instructors) assert.deepEqual(await ports().instructors.findById(instructor.id), instructor);
      assert.equal(await ports().instructors.findById(9999), null);
    });

    const cases: [string, Partial<InstructorQuery>, number[]][] = [
      ['everyone, by ascending id', {}, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]],
      ['a display name or school name prefix, names first, then by id', { text: literalText(['anna']) }, [1, 13, 9]],
      ['a folded display name (Jürgen)', { text: literalText(['jurgen']) }, [6]],
      ['ø folds to o (Ingrid Ø.)', { text: literalText(words('Ingrid Ø')) }, [7]],
      ['a school name', { text: literalText(['zermatt']) }, [1, 2]],
      ['school names before bio words', { text: literalText(['powder']) }, [9, 5]],
      ['bio words in Japanese', { text: literalText(words('パウダー')) }, [8]],
      ['a school by id', { schools: ['1'] }, [1, 2]],
      ['a school by slug', { schools: ['meribel-ski-academy-courchevel'] }, [4]],
      ['schools by slug and id', { schools: ['ecole-du-ski-francais-meribel', '16'] }, [3, 4, 10]],
      ['a resort, through the schools', { resorts: ['zermatt'] }, [1, 2]],
      ["a school's second resort", { resorts: ['courchevel'] }, [4]],
      ['a resort by id', { resorts: ['8'] }, [9, 10, 12, 13]],
      ['a resort without schools', { resorts: ['verbier'] }, []],
      ['an unknown school', { schools: ['no-such-school'] }, []],
      ['a country, through the schools', { countries: ['JP'] }, [8, 9]],
      ['any of several countries', { countries: ['NO', 'AT'] }, [6, 7, 11]],
      ['an activity', { activities: ['snowboard'] }, [2, 5, 8, 12]],
      ['a level', { levels: ['expert'] }, [3, 6, 9]],
      ['a language', { languages: ['it'] }, [2]],
      ['filters combine with AND', { countries: ['FR'], languages: ['en'] }, [4, 5]],
      ['text and filters', { text: literalText(['anna']), countries: ['CA'] }, [13, 9]],
    ];
    for (const [title, overrides, expected] of cases) {
      it(`${title}`, async () => {
        const page = await ports().instructors.search(q(overrides));
        assert.deepEqual(ids(page.items), expected);
        assert.equal(page.total, expected.length);
        assert.deepEqual(pageSummary(page), referenceInstructors(dataset, q(overrides)));
      });
    }

    it('paging visits every match exactly once', async () => {
      const paged = await collectAll((page) => ports().instructors.search(q({ page, limit: 4 })), 4);
      assert.deepEqual(ids(paged.items), dataset.instructors.map((instructor) => instructor.id));
      assert.equal(paged.pages, 4);
    });

    it('paging through one filter value visits its matches once, in id order, and past the end is empty with the true total', async () => {
      const page = (number: number) => ports().instructors.search(q({ activities: ['snowboard'], page: number, limit: 3 }));
      assert.deepEqual(await page(1), { items: [2, 5, 8].map(instructorOf), total: 4, page: 1, limit: 3 });
      assert.deepEqual(await page(2), { items: [instructorOf(12)], total: 4, page: 2, limit: 3 });
      assert.deepEqual(await page(3), { items: [], total: 4, page: 3, limit: 3 });
    });

    it('a page past the end is empty with the true total', async () => {
      assert.deepEqual(await ports().instructors.search(q({ page: 3, limit: 10 })), { items: [], total: 13, page: 3, limit: 10 });
    });
  });
}
