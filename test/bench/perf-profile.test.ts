/**
 * The HTTP benchmark's --perf reads `perf script`'s call stacks: each
 * frame named without its address, JavaScript's by function, file and line
 * from the checkout, counted once a sample however deep it recurs, and the
 * table shows the service's costliest functions a request beside the bare
 * route's figure for each; a second counts each sample at its innermost
 * frame, of any kind, none left out.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { frameOf, largestFrames, largestSelf, microsPerRequest, perfAvailable, PERF_FREQUENCY, samplesOf } from '../../bench/http/perf-profile.js';

const ROOT = '/work/checkout';

/** A sample as `perf script -g` prints it: a header line, then one indented line a frame, leaf first. */
function sample(...frames: string[]): string {
  return `node 4242 696.164923:     500000 cpu-clock:ppp:\n${frames.map((frame) => `\t    7f070ea7bd73 ${frame}`).join('\n')}\n\n`;
}

const search = 'JS:*search file:///work/checkout/dist/src/adapters/persistence/memory/school-index.js:124:11+0x1f3 (/tmp/perf-4242.map)';
const emit = 'JS:*#emitToEachListener /work/checkout/node_modules/@hapi/podium/lib/index.js:113:24+0x79f (/tmp/perf-4242.map)';
const ticks = 'JS:*processTicksAndRejections node:internal/process/task_queues:67:35+0x3c (/tmp/perf-4242.map)';
const writev = '__GI___writev+0x43 (/usr/lib/x86_64-linux-gnu/libc.so.6)';
const loop = 'uv_run+0x1a4 (/usr/bin/node)';
// A JavaScript frame under every request's work, as Node's HTTP parser's callback is.
const parser = 'JS:*parserOnIncoming node:_http_server:1026:26+0x2e7 (/tmp/perf-4242.map)';
const microtasks = 'Builtins_RunMicrotasks+0x274 (/usr/bin/node)';

describe("the HTTP benchmark's perf profile", () => {
  it('names a JavaScript frame by function, file and line from the checkout or the package, and a native one as perf does', () => {
    assert.deepEqual(frameOf(search, ROOT), { name: 'search src/adapters/persistence/memory/school-index.js:124', javascript: true });
    assert.deepEqual(frameOf(emit, ROOT), { name: '#emitToEachListener node_modules/@hapi/podium/lib/index.js:113', javascript: true });
    assert.deepEqual(frameOf(ticks, ROOT), { name: 'processTicksAndRejections node:internal/process/task_queues:67', javascript: true });
    assert.deepEqual(frameOf('JS:~ file:///work/checkout/dist/src/adapters/http/rate-limit-plugin.js:56:46+0x10b (/tmp/perf-1.map)', ROOT),
      { name: '(anonymous) src/adapters/http/rate-limit-plugin.js:56', javascript: true });
    // As `perf inject --jit` leaves it: the function in an ELF file of its own.
    assert.deepEqual(frameOf('\t             3e7 JS:*_asJson /work/checkout/node_modules/pino/lib/tools.js:144:18+0x367 (/tmp/jit/jitted-13530-11579.so)', ROOT),
      { name: '_asJson node_modules/pino/lib/tools.js:144', javascript: true });
    assert.deepEqual(frameOf(writev, ROOT), { name: '__GI___writev', javascript: false });
    assert.deepEqual(frameOf('ffffffff8a2b3c4d tcp_sendmsg+0x2c ([kernel.kallsyms])', ROOT), { name: 'tcp_sendmsg', javascript: false });
  });

  it('counts a frame once a sample however deep it recurs, and every sample, the last without a blank line after it', () => {
    const script = sample(search, search, ticks, loop) + sample(writev, ticks, loop) + sample(ticks, loop).trimEnd();
    const samples = samplesOf(script, ROOT);
    assert.equal(samples.total, 3);
    assert.equal(samples.byFrame.get('search src/adapters/persistence/memory/school-index.js:124'), 1);
    assert.equal(samples.byFrame.get('processTicksAndRejections node:internal/process/task_queues:67'), 3);
    assert.equal(samples.byFrame.get('__GI___writev'), 1);
    assert.deepEqual([...samples.javascript].sort(), ['processTicksAndRejections node:internal/process/task_queues:67', 'search src/adapters/persistence/memory/school-index.js:124']);
  });

  it("counts each sample's innermost frame as where the processor was, whatever frame it is", () => {
    const weakMap = 'Builtins_WeakMapLookupHashIndex+0x2a (/usr/bin/node)';
    const hypervisor = 'pvm_irq_enable+0x19 ([kernel.kallsyms])';
    const samples = samplesOf(sample(search, search, ticks, loop) + sample(weakMap, search, ticks, loop) + sample(hypervisor, writev, ticks, loop) + sample(weakMap, ticks, loop), ROOT);
    assert.deepEqual(Object.fromEntries(samples.bySelf), {
      'search src/adapters/persistence/memory/school-index.js:124': 1,
      Builtins_WeakMapLookupHashIndex: 2,
      pvm_irq_enable: 1,
    });
  });

  it('gives microseconds of CPU a request from samples taken at its frequency', () => {
    // 2,000 samples are a second of one thread's time; over 10,000 requests, 100 µs each.
    assert.equal(microsPerRequest(PERF_FREQUENCY, 10_000), 100);
    assert.equal(microsPerRequest(0, 0), 0);
  });

  it("lists the service's costliest functions and native frames of note, the bare route's figure beside each, without the frames around everything", () => {
    const service = samplesOf(
      sample(search, microtasks, ticks, parser, loop).repeat(3) + sample(writev, microtasks, ticks, parser, loop).repeat(2) + sample(emit, ticks, parser, loop)
        + sample(parser, loop).repeat(4),
      ROOT,
    );
    const bare = samplesOf(sample(writev, ticks, loop).repeat(5) + sample(loop).repeat(5), ROOT);
    const rows = largestFrames(service, 10, bare, 20, 3);
    // The parser's callback is on every sample (around everything); uv_run and Builtins_RunMicrotasks are plumbing; the
    // fourth frame is past the limit.
    assert.deepEqual(rows.map(({ frame }) => frame), [
      'processTicksAndRejections node:internal/process/task_queues:67',
      'search src/adapters/persistence/memory/school-index.js:124',
      '__GI___writev',
    ]);
    assert.deepEqual(rows.map(({ service: micros }) => micros), [microsPerRequest(6, 10), microsPerRequest(3, 10), microsPerRequest(2, 10)]);
    assert.deepEqual(rows.map(({ bare: micros }) => micros), [microsPerRequest(5, 20), null, microsPerRequest(5, 20)]);
  });

  it('lists where the service\'s processor was most often, frames of any kind, the bare route\'s figure beside each', () => {
    const weakMap = 'Builtins_WeakMapLookupHashIndex+0x2a (/usr/bin/node)';
    // A frame the inclusive table leaves out (the loop, on every sample there) is listed here by its self time.
    const service = samplesOf(sample(weakMap, search, ticks, loop).repeat(3) + sample(writev, ticks, loop).repeat(2) + sample(loop).repeat(4) + sample(search, ticks, loop), ROOT);
    const bare = samplesOf(sample(writev, ticks, loop).repeat(5) + sample(loop).repeat(5), ROOT);
    const rows = largestSelf(service, 10, bare, 20, 3);
    assert.deepEqual(rows.map(({ frame }) => frame), ['uv_run', 'Builtins_WeakMapLookupHashIndex', '__GI___writev']);
    assert.deepEqual(rows.map(({ service: micros }) => micros), [microsPerRequest(4, 10), microsPerRequest(3, 10), microsPerRequest(2, 10)]);
    assert.deepEqual(rows.map(({ bare: micros }) => micros), [microsPerRequest(5, 20), null, microsPerRequest(5, 20)]);
    // Innermost on more than WRAPPING_SHARE of the samples, and still listed: where the processor was, whatever it was.
    const mostly = samplesOf(sample(weakMap, ticks, loop).repeat(9) + sample(search, ticks, loop), ROOT);
    assert.deepEqual(largestSelf(mostly, 10, bare, 20, 2).map(({ frame }) => frame), ['Builtins_WeakMapLookupHashIndex', 'search src/adapters/persistence/memory/school-index.js:124']);
  });

  it('says what is missing when there is no perf to run', () => {
    assert.match(String(perfAvailable('/nonexistent/perf')), /needs Linux perf, and there is none at \/nonexistent\/perf/);
  });
});
