/**
 * Records serialised once: the remembered bytes are exactly what presenting,
 * stringifying and encoding gives, they are reused only for the very record
 * object they were made from (a frozen one), and a record replaced whole (a
 * featured flip) gets fresh bytes. Pages and details assembled from those
 * bytes equal the envelopes JSON.stringify would have written, whichever
 * backend's records they are made of.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { School } from '../../../src/domain/records.js';
import { INSTRUCTOR_PREVIEW_SIZE } from '../../../src/application/use-cases/get-school.js';
import { generateDataset } from '../../../src/adapters/dataset-generator/generate-dataset.js';
import { JsonBody } from '../../../src/adapters/http/json-body.js';
import { listBody, paged, pagedBody, recordBody, success, successBody } from '../../../src/adapters/http/envelope.js';
import { listedSchoolJson } from '../../../src/adapters/presenters/listed-school-json.js';
import { recordJson, REMEMBERED_DETAILS_PER_GENERATION, REMEMBERED_PER_GENERATION, schoolDetailJson } from '../../../src/adapters/presenters/record-json.js';
import { presentSuggestion } from '../../../src/adapters/presenters/suggestion-presenter.js';
import { InMemoryDirectory } from '../../../src/adapters/persistence/memory/in-memory-directory.js';
import { presentInstructor, presentListedSchool, presentPreview, presentResort, presentSchool, presentSchoolDetail } from '../../../src/adapters/presenters/record-presenters.js';
import { SCHOOL_LIST } from '../../../src/adapters/validation/endpoint-parameters.js';
import { parameters } from '../../../src/adapters/validation/parameter-joi.js';
import { toSchoolQuery, type ParameterValues } from '../../../src/adapters/validation/to-queries.js';
import { buildTestService, DEFAULT_TEST_DATASET } from '../../support/build-test-service.js';

const dataset = generateDataset({ schools: 60, seed: DEFAULT_TEST_DATASET.seed });
const frozen = (school: School): School => Object.freeze({ ...school });
const parsed = (bytes: Uint8Array): Record<string, unknown> => JSON.parse(Buffer.from(bytes).toString('utf8')) as Record<string, unknown>;
const text = (bytes: Uint8Array): string => Buffer.from(bytes).toString('utf8');

describe('a record serialised once', () => {
  it('is the UTF-8 JSON of its presentation, for every school and instructor', () => {
    for (const school of dataset.schools) {
      assert.deepEqual(recordJson(presentSchool)(school), Buffer.from(JSON.stringify(presentSchool(school))));
      assert.deepEqual(recordJson(presentSchool)(frozen(school)), Buffer.from(JSON.stringify(presentSchool(school))), 'remembered');
    }
    for (const instructor of dataset.instructors) {
      assert.deepEqual(recordJson(presentInstructor)(instructor), Buffer.from(JSON.stringify(presentInstructor(instructor))));
    }
  });

  it('presents a frozen record once and reuses the bytes, per presenter', () => {
    const school = frozen(dataset.schools[0]!);
    let presented = 0;
    const counting = (record: School) => { presented += 1; return presentSchool(record); };
    const serialise = recordJson(counting);
    assert.equal(recordJson(counting), serialise, 'one serialiser per presenter');
    assert.equal(serialise(school), serialise(school));
    assert.equal(presented, 1);
  });

  it("keeps a remembered record's bytes in memory of their own, not in a slice of Buffer's shared pool", () => {
    // A pooled slice would keep its whole 8 KB pool alive, with whatever short-lived bytes were written beside it.
    const school = frozen(dataset.schools[3]!);
    const bytes = recordJson(presentSchool)(school);
    assert.equal(bytes.byteOffset, 0);
    assert.equal(bytes.buffer.byteLength, bytes.byteLength, 'its own memory, holding its bytes alone');
  });

  it('follows a record replaced whole, as a featured flip replaces it', () => {
    const before = frozen({ ...dataset.schools[1]!, featured: false });
    const bytesBefore = recordJson(presentSchool)(before);
    const after = frozen({ ...before, featured: true, updatedAt: '2030-01-01T00:00:00.000Z' });
    const bytesAfter = recordJson(presentSchool)(after);
    assert.equal(parsed(bytesBefore).featured, false);
    assert.equal(parsed(bytesAfter).featured, true);
    assert.equal(parsed(bytesAfter).updatedAt, '2030-01-01T00:00:00.000Z');
    assert.equal(recordJson(presentSchool)(before), bytesBefore, 'the old record keeps its own bytes');
  });

  it('remembers a bounded number of records, keeping those asked for again', () => {
    let presented = 0;
    const serialise = recordJson((record: { n: number }) => { presented += 1; return record; });
    const hot = Object.freeze({ n: -1 });
    const crawl = Array.from({ length: REMEMBERED_PER_GENERATION * 3 }, (_, n) => Object.freeze({ n }));
    serialise(hot);
    crawl.forEach((record, n) => {
      assert.equal(text(serialise(record)), `{"n":${n}}`);
      if (n % 1000 === 0) assert.equal(text(serialise(hot)), '{"n":-1}');
    });
    const crawled = presented;
    serialise(hot);
    serialise(crawl.at(-1)!);
    assert.equal(presented, crawled, 'the record asked for throughout, and the latest, are still remembered');
    serialise(crawl[0]!);
    assert.equal(presented, crawled + 1, 'the first of the crawl was forgotten');
  });

  it('never remembers a record that can change in place (a backend building records per query)', () => {
    const school: School = { ...dataset.schools[2]!, featured: false };
    let presented = 0;
    const serialise = recordJson((record: School) => { presented += 1; return presentSchool(record); });
    assert.equal(parsed(serialise(school)).featured, false);
    (school as { featured: boolean }).featured = true;
    assert.equal(parsed(serialise(school)).featured, true);
    assert.equal(presented, 2);
  });
});

describe('envelopes assembled from serialised records', () => {
  it('a page, with and without what q was understood as, is the bytes paged() stringifies to', async () => {
    const service = await buildTestService();
    try {
      for (const query of [{}, { q: 'zermat ski school' }, { q: 'snowboard kinder', page: '2', limit: '5' }, { country: 'zz' }]) {
        const values = parameters(SCHOOL_LIST).validate(query).value as ParameterValues;
        const page = await service.useCases.searchSchools.execute(toSchoolQuery(values));
        assert.equal(text(pagedBody(page, recordJson(presentSchool)).bytes()), JSON.stringify(paged(page, presentSchool)), JSON.stringify(query));
      }
    } finally {
      await service.stop();
    }
  });

  it('a page near a point, each school with its distance, is the bytes its presentation stringifies to', async () => {
    const service = await buildTestService();
    try {
      for (const query of [{ near: 'zermatt', sort: 'distance' }, { near: '46.5,7.5', radius: '500', sort: 'rating', limit: '50' }, { near: '0,0', radius: '0.1' }]) {
        const values = parameters(SCHOOL_LIST).validate(query).value as ParameterValues;
        const page = await service.useCases.searchSchools.execute(toSchoolQuery(values));
        assert.equal(page.distancesKm?.length, page.items.length, JSON.stringify(query));
        const body = JSON.parse(text(pagedBody(page, listedSchoolJson(page)).bytes())) as { data: Array<{ distanceKm: number }> };
        assert.equal(text(pagedBody(page, listedSchoolJson(page)).bytes()), JSON.stringify(paged(page, presentListedSchool(page))), JSON.stringify(query));
        body.data.forEach((school, at) => assert.equal(school.distanceKm, Math.round((page.distancesKm?.[at] as number) * 1000) / 1000));
      }
      const plain = await service.useCases.searchSchools.execute(toSchoolQuery(parameters(SCHOOL_LIST).validate({}).value as ParameterValues));
      assert.equal(listedSchoolJson(plain), recordJson(presentSchool), 'without near, a listed school is its remembered record');
    } finally {
      await service.stop();
    }
  });

  it("a resort's or an instructor's detail is its remembered bytes in the envelope success() stringifies to", () => {
    for (const resort of dataset.resorts.map((record) => Object.freeze({ ...record }))) {
      const body = recordBody(resort, presentResort);
      assert.equal(text(body.bytes()), JSON.stringify(success(presentResort(resort))));
      assert.ok(body.parts.includes(recordJson(presentResort)(resort)), 'the bytes a list page serves');
      assert.equal(body.lasting, true, 'a remembered record: its answer is kept');
      assert.equal(recordBody(resort, presentResort), body, 'and so the same answer');
    }
    const loose = { ...dataset.resorts[0]! };
    const body = recordBody(loose, presentResort);
    assert.equal(text(body.bytes()), JSON.stringify(success(presentResort(loose))));
    assert.equal(body.lasting, false, 'a record that can change: its answer made anew');
    assert.notEqual(recordBody(loose, presentResort), body);
    for (const instructor of dataset.instructors.slice(0, 50)) {
      assert.equal(text(recordBody(instructor, presentInstructor).bytes()), JSON.stringify(success(presentInstructor(instructor))));
    }
  });

  it("keeps a remembered record's answer while it is kept, a bounded number of them, and a record replaced whole gets its own", () => {
    const resort = Object.freeze({ ...dataset.resorts[0]! });
    const first = recordBody(resort, presentResort);
    const replaced = Object.freeze({ ...resort, schoolCount: resort.schoolCount + 1 });
    assert.equal(text(recordBody(replaced, presentResort).bytes()), JSON.stringify(success(presentResort(replaced))), 'the new record, the new text');
    assert.equal(text(first.bytes()), JSON.stringify(success(presentResort(resort))), 'the earlier answer untouched');
    // Two generations of others push the first out: its answer is then made anew, alike.
    for (let n = 0; n < REMEMBERED_DETAILS_PER_GENERATION * 2; n += 1) recordBody(Object.freeze({ ...resort, id: 100_000 + n }), presentResort);
    const again = recordBody(resort, presentResort);
    assert.notEqual(again, first, 'no longer kept');
    assert.equal(text(again.bytes()), text(first.bytes()));
  });

  it('an unpaged list is its records\' remembered bytes in the envelope success() stringifies to, an empty one included', () => {
    const resorts = dataset.resorts.map((record) => Object.freeze({ ...record }));
    for (const list of [resorts, resorts.slice(0, 1), []]) {
      const body = listBody(list, presentResort);
      assert.equal(text(body.bytes()), JSON.stringify(success(list.map(presentResort))));
      for (const resort of list) assert.ok(body.parts.includes(recordJson(presentResort)(resort)));
    }
  });

  it("a school's detail is the bytes its presentation stringifies to", () => {
    for (const school of dataset.schools) {
      const instructors = dataset.instructors.filter((instructor) => instructor.schools.some((summary) => summary.id === school.id));
      const detail = { school, instructors: { total: instructors.length, preview: instructors.slice(0, INSTRUCTOR_PREVIEW_SIZE) } };
      assert.equal(text(successBody(schoolDetailJson(detail)).bytes()), JSON.stringify(success(presentSchoolDetail(detail))));
    }
  });

  // The school's and instructors' own text holds the bytes the splice looks for: only the extras may be searched.
  it("a school's detail takes its previewed instructors' remembered bytes, the same whatever the preview's length", () => {
    const school = Object.freeze({ ...(dataset.schools[0] as School), name: 'École "preview":[] Zermatt' });
    const instructors = dataset.instructors.slice(0, INSTRUCTOR_PREVIEW_SIZE).map((instructor) => Object.freeze({ ...instructor, displayName: `${instructor.displayName} "preview":[]` }));
    for (let length = 0; length <= instructors.length; length += 1) {
      const detail = { school, instructors: { total: 40, preview: instructors.slice(0, length) } };
      const parts = schoolDetailJson(detail);
      assert.equal(text(successBody(parts).bytes()), JSON.stringify(success(presentSchoolDetail(detail))), `${length} previewed`);
      for (const instructor of detail.instructors.preview) assert.ok(parts.includes(recordJson(presentPreview)(instructor)), 'a preview is its remembered bytes');
    }
  });

  it("remembers a frozen school's detail, for as long as its instructor total and preview stay the same", () => {
    const school = frozen(dataset.schools[4]!);
    const instructors = dataset.instructors.slice(0, 3).map((instructor) => Object.freeze({ ...instructor }));
    const detailOf = (total: number, preview = instructors.slice(0, 2)) => ({ school, instructors: { total, preview } });
    const first = schoolDetailJson(detailOf(12));
    assert.ok(Object.isFrozen(first), 'frozen: the same list for the same detail');
    assert.equal(schoolDetailJson(detailOf(12)), first, 'the same parts, not a copy, for an equal preview in a new list');
    const body = successBody(first);
    assert.equal(body.lasting, true);
    assert.equal(successBody(schoolDetailJson(detailOf(12))), body, 'and so the same answer');

    const otherPreview = schoolDetailJson(detailOf(12, instructors.slice(1, 3)));
    assert.notEqual(otherPreview, first, 'another preview, other parts');
    assert.equal(otherPreview[0], first[0], 'around the same frame');
    assert.equal(otherPreview.at(-1), first.at(-1));
    assert.equal(text(successBody(otherPreview).bytes()), JSON.stringify(success(presentSchoolDetail(detailOf(12, instructors.slice(1, 3))))));

    const callersList = instructors.slice(0, 2);
    schoolDetailJson(detailOf(14, callersList));
    callersList.reverse();
    assert.equal(text(successBody(schoolDetailJson(detailOf(14, callersList))).bytes()), JSON.stringify(success(presentSchoolDetail(detailOf(14, callersList)))), "the caller's list, changed since, is not what was remembered");

    const grown = schoolDetailJson(detailOf(13));
    assert.notEqual(grown[0], first[0], 'another total, another frame');
    assert.equal(text(successBody(grown).bytes()), JSON.stringify(success(presentSchoolDetail(detailOf(13)))));
    assert.equal(text(body.bytes()), JSON.stringify(success(presentSchoolDetail(detailOf(12)))), 'the earlier answer is untouched');

    const unfrozen = { ...school };
    const perQuery = schoolDetailJson({ ...detailOf(12), school: unfrozen });
    assert.ok(!Object.isFrozen(perQuery));
    assert.notEqual(schoolDetailJson({ ...detailOf(12), school: unfrozen })[0], perQuery[0], 'a school that can change is framed anew each time');
    assert.equal(successBody(perQuery).lasting, false, 'and its answer made anew');
    assert.deepEqual(successBody(perQuery).bytes(), body.bytes(), 'the same bytes, and so the same tag');
  });

  it('gives the same bytes, and so the same tag, for records remembered or built per query (either backend)', () => {
    const schools = dataset.schools.slice(0, 20);
    const pageOf = (items: School[]) => ({ items, total: 60, page: 1, limit: 20 });
    const remembered = pageOf(schools.map(frozen));
    const perQuery = pageOf(schools.map((school) => ({ ...school })));
    assert.deepEqual(pagedBody(remembered, recordJson(presentSchool)).bytes(), pagedBody(perQuery, recordJson(presentSchool)).bytes(), 'a page');
    const distancesKm = Float64Array.from(schools, (_, at) => 1.5 + at);
    const near = (page: ReturnType<typeof pageOf>) => ({ ...page, distancesKm });
    const nearBytes = (page: ReturnType<typeof near>) => pagedBody(page, listedSchoolJson(page)).bytes();
    assert.deepEqual(nearBytes(near(remembered)), nearBytes(near(perQuery)), 'a page near a point');
    const instructors = dataset.instructors.slice(0, INSTRUCTOR_PREVIEW_SIZE);
    const detailOf = (school: School, preview: typeof instructors) => successBody(schoolDetailJson({ school, instructors: { total: 9, preview } })).bytes();
    assert.deepEqual(detailOf(frozen(schools[0]!), instructors.map((instructor) => Object.freeze({ ...instructor }))), detailOf({ ...schools[0]! }, instructors.map((instructor) => ({ ...instructor }))), "a school's detail");
  });

  it("lists suggestions from the embedded index's remembered bytes, as success() stringifies them, and alike from MongoDB's copies", async () => {
    // A dataset of its own: the directory freezes the records it adopts.
    const { suggestions } = InMemoryDirectory.fromDataset(generateDataset({ schools: 60, seed: DEFAULT_TEST_DATASET.seed }));
    const found = await suggestions.matching([[{ word: 's', match: 'prefix' }]], 10);
    assert.equal(found.length, 10);
    const remembered = listBody(found, presentSuggestion);
    assert.equal(text(remembered.bytes()), JSON.stringify(success(found.map(presentSuggestion))));
    assert.equal(recordJson(presentSuggestion)(found[0]!), recordJson(presentSuggestion)(found[0]!), 'each serialised once');
    const copies = found.map((suggestion) => ({ ...suggestion }));
    assert.deepEqual(listBody(copies, presentSuggestion).bytes(), remembered.bytes(), 'either backend, the same bytes');
  });

  it('stringifies to the value it holds wherever it is serialised as a value', () => {
    const json = '{"success":true,"data":[{"id":1,"name":"É"}]}';
    const body = new JsonBody([Buffer.from(json.slice(0, 30)), Buffer.from(json.slice(30))]);
    assert.equal(JSON.stringify(body), json);
    assert.equal(JSON.stringify({ wrapped: body }), `{"wrapped":${json}}`);
  });
});
