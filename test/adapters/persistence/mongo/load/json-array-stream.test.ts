import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jsonArrayElements, jsonFileArray, JsonShapeError } from '../../../../../src/adapters/persistence/mongo/load/json-array-stream.js';

/** Feeds `text` in chunks of `size` characters, so every split point inside tokens gets exercised. */
async function* chunked(text: string, size: number): AsyncGenerator<string> {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}

async function collect(text: string, key: string, size = 7): Promise<unknown[]> {
  const out: unknown[] = [];
  for await (const element of jsonArrayElements(chunked(text, size), key)) out.push(element);
  return out;
}

const DOCUMENT = {
  meta: { note: 'a "quoted" ] } [ { string', list: [1, [2, 3]] },
  resorts: [{ id: 1, name: 'Val d\'Isère', tags: ['a]', '{b'] }, { id: 2, name: 'Saas-Fee \\ \u00e9\u{1F600}', nested: { deep: [{ x: null }] } }],
  schools: [],
  'in\"structors': [{ id: 9 }],
};

describe('jsonArrayElements', () => {
  for (const size of [1, 2, 7, 64, 100_000]) {
    it(`yields each record of the chosen array, whatever the chunking (${size} chars)`, async () => {
      const text = JSON.stringify(DOCUMENT, null, size % 2 === 0 ? 2 : 0);
      assert.deepEqual(await collect(text, 'resorts', size), DOCUMENT.resorts);
      assert.deepEqual(await collect(text, 'schools', size), []);
      assert.deepEqual(await collect(text, 'in"structors', size), [{ id: 9 }]);
    });
  }

  it('stops reading once the array closes, so trailing content is never parsed', async () => {
    assert.deepEqual(await collect('{"resorts": [{"id": 1}] , "rest": [ this is not json', 'resorts'), [{ id: 1 }]);
  });

  it('names what is wrong with a malformed file', async () => {
    await assert.rejects(collect('[1, 2]', 'resorts'), (error) => error instanceof JsonShapeError && /one JSON object/.test(error.message));
    await assert.rejects(collect('{"resorts": [{"id": 1}, 5]}', 'resorts'), /"resorts"\[1\] must be an object/);
    await assert.rejects(collect('{"schools": []}', 'resorts'), /no "resorts" array/);
    await assert.rejects(collect('{"resorts": [{"id": 1}, {"id": ', 'resorts'), /ends inside "resorts"/);
    await assert.rejects(collect('{"resorts": [{"id": 1,}]}', 'resorts'), /"resorts"\[0\] is not valid JSON/);
  });

  it('reads a file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'json-array-'));
    try {
      const path = join(dir, 'data.json');
      await writeFile(path, JSON.stringify(DOCUMENT));
      const out: unknown[] = [];
      for await (const element of jsonFileArray(path, 'resorts')) out.push(element);
      assert.deepEqual(out, DOCUMENT.resorts);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
