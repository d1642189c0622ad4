import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { datasetFileSource } from '../../../../../src/adapters/persistence/mongo/load/dataset-file-source.js';
import type { DirectorySource } from '../../../../../src/adapters/persistence/mongo/load/directory-loader.js';

async function all<T>(records: Iterable<T> | AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const record of records) out.push(record);
  return out;
}

/** Drains the source as the loader does: each stream in turn. */
async function read(source: DirectorySource): Promise<{ resorts: unknown[]; schools: unknown[]; instructors: unknown[] }> {
  const resorts = await all(source.resorts());
  const schools = await all(source.schools());
  const instructors = await all(source.instructors());
  return { resorts, schools, instructors };
}

const line = (kind: string, record: unknown) => JSON.stringify({ kind, record });

describe('datasetFileSource', () => {
  let dir: string;
  let files = 0;
  before(async () => { dir = await mkdtemp(join(tmpdir(), 'dataset-file-')); });
  after(() => rm(dir, { recursive: true, force: true }));

  async function fileOf(text: string): Promise<string> {
    const path = join(dir, `${(files += 1)}.ndjson`);
    await writeFile(path, text);
    return path;
  }

  it('hands out each kind in turn from one pass over the file', async () => {
    const path = await fileOf([
      line('resort', { id: 1, name: 'Zermatt' }),
      line('resort', { id: 2, name: 'Saas-Fee \\ "é"' }),
      line('school', { id: 7, resorts: [{ id: 1 }] }),
      line('instructor', { id: 3, schools: [{ id: 7 }] }),
      line('instructor', { id: 4, schools: [{ id: 7 }] }),
    ].join('\n'));
    assert.deepEqual(await read(datasetFileSource(path)), {
      resorts: [{ id: 1, name: 'Zermatt' }, { id: 2, name: 'Saas-Fee \\ "é"' }],
      schools: [{ id: 7, resorts: [{ id: 1 }] }],
      instructors: [{ id: 3, schools: [{ id: 7 }] }, { id: 4, schools: [{ id: 7 }] }],
    });
  });

  it('accepts what editors and other tools leave: a byte-order mark, CRLF, blank lines, a kind with no records', async () => {
    const path = await fileOf(`\uFEFF${line('resort', { id: 1 })}\r\n\r\n${line('instructor', { id: 2 })}\r\n\n`);
    assert.deepEqual(await read(datasetFileSource(path)), { resorts: [{ id: 1 }], schools: [], instructors: [{ id: 2 }] });
  });

  const broken: Array<[string, string, RegExp]> = [
    ['a line that is not JSON', `${line('resort', { id: 1 })}\n{"kind": "school", "record": {"id": 2,}}`, /line 2: not valid JSON/],
    ['an unknown kind', line('lift', { id: 1 }), /line 1: expected \{"kind": "resort" \| "school" \| "instructor"/],
    ['a record without a numeric id', `\n${line('school', { id: '7' })}`, /line 2: the school record must be an object with a numeric id/],
    ['a record out of order', [line('school', { id: 1 }), line('instructor', { id: 2 }), line('school', { id: 3 })].join('\n'), /line 3: a school after the instructors: the file must list resorts, then schools, then instructors/],
  ];
  for (const [title, text, message] of broken) {
    it(`names the line of ${title}`, async () => {
      await assert.rejects(read(datasetFileSource(await fileOf(text))), message);
    });
  }

  it('reads the file only when the first stream is asked for', async () => {
    const source = datasetFileSource(join(dir, 'not-yet-written.ndjson'));
    await writeFile(join(dir, 'not-yet-written.ndjson'), line('resort', { id: 5 }));
    assert.deepEqual(await all(source.resorts()), [{ id: 5 }]);
  });
});
