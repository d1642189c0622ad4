/**
 * The HTTP benchmark's --heap-survivors reads what outlives young
 * collections from V8's sampling heap profiler: objects still held are
 * counted, under the function that allocated them, and garbage a young
 * collection freed is not.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { SurvivorSampler, survivorsOf } from '../../bench/http/heap-survivors.js';
import { youngCollector } from '../../src/bootstrap/collect-garbage.js';

// Each record made in a function of its own name, which is the site the sampler names.
function keptRecord(at: number): object {
  return { at, values: [at, at + 1, at + 2, at + 3] };
}

function droppedRecord(at: number): object {
  return { at, values: [at, at + 1, at + 2, at + 3] };
}

describe("the benchmark's sampler of what outlives young collections", () => {
  it('counts objects still held under the function that allocated them, and not garbage a young collection freed', async () => {
    const sampler = new SurvivorSampler();
    const collectYoung = youngCollector();
    await sampler.start();
    const kept: object[] = [];
    for (let at = 0; at < 20_000; at += 1) kept.push(keptRecord(at));
    // The young generation emptied, so that the records dropped next are all still in it when sampling stops:
    // only the sampler's own young collection frees them.
    collectYoung();
    let dropped = 0;
    for (let at = 0; at < 5_000; at += 1) dropped += Object.keys(droppedRecord(at)).length;
    const survivors = await sampler.stop();

    const byName = (name: string) => survivors.sites.filter(({ site }) => site.startsWith(`${name} `)).reduce((sum, { bytes }) => sum + bytes, 0);
    // 20,000 records of an object and an array hold well over a megabyte.
    assert.ok(byName('keptRecord') > 500_000, `kept: ${byName('keptRecord')} bytes sampled`);
    // 5,000 dropped records are about a quarter of the kept ones' bytes, all counted if no young collection ran.
    assert.ok(byName('droppedRecord') < byName('keptRecord') / 20, `dropped: ${byName('droppedRecord')} bytes still counted`);
    assert.equal(survivors.bytes, survivors.sites.reduce((sum, { bytes }) => sum + bytes, 0));
    assert.deepEqual([kept.length, dropped], [20_000, 10_000]);
  });

  it("adds up a profile by allocating function, most bytes first, naming each by its path from the build or package and its line from 1, less the sampler's own calls", () => {
    const frame = (functionName: string, url: string, lineNumber: number) => ({ functionName, url, lineNumber, columnNumber: 0, scriptId: '0' });
    const node = (callFrame: ReturnType<typeof frame>, selfSize: number, children: unknown[] = []) => ({ callFrame, selfSize, id: 0, children });
    const profile = {
      head: node(frame('(root)', '', -1), 0, [
        node(frame('answer', 'file:///srv/app/dist/src/routes.js', 9), 100, [node(frame('', 'file:///srv/app/node_modules/@hapi/hapi/lib/request.js', 22), 300)]),
        node(frame('answer', 'file:///srv/app/dist/src/routes.js', 9), 50),
        // The sampler's own call, and what it led to: not the service's.
        node(frame('post', 'node:inspector', 111), 40, [node(frame('parse', '', -1), 1_000)]),
      ]),
      samples: [],
    } as unknown as Parameters<typeof survivorsOf>[0];

    assert.deepEqual(survivorsOf(profile), {
      bytes: 450,
      sites: [{ site: '(anonymous) @hapi/hapi/lib/request.js:23', bytes: 300 }, { site: 'answer src/routes.js:10', bytes: 150 }],
    });
  });
});
