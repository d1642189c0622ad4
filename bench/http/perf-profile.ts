/**
 * The HTTP benchmark's `--perf`: where a request's CPU goes, function by
 * function and by each sample's innermost frame, in the service and in the
 * bare route, from Linux `perf` sampling the server's process while wrk
 * drives it. perf counts only time on a processor, the kernel's included;
 * V8's own profiler (`--profile`) also charges to the function under way
 * the time the process waited for a core, which on a shared two-core
 * machine made the socket's `writev` look like half a request
 * (docs/performance.md, session 51). The servers are started with
 * `--perf-prof`: V8 writes each function it compiles, and each move of its
 * code, with the time, into a jitdump file in the process's working
 * directory, from which `perf inject --jit` names every sample's functions
 * as they were at that moment. `--perf-basic-prof`'s map has no times, and
 * once V8 had collected and moved code, a run of kinds one after another
 * named the later kinds' functions after code that had been there before
 * (`pagedBody` at 60% of the resorts list).
 */
import { execFile, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Debian's perf (linux-perf), or the one PERF names. */
export const PERF = process.env.PERF ?? 'perf';

/** Samples a second and a thread: fine enough for a microsecond a request over a few seconds at thousands of requests a second. */
export const PERF_FREQUENCY = 2000;

/**
 * What a server needs to be started with for perf to name its JavaScript functions: a jitdump in its working
 * directory, and a frame of its own for each function the interpreter runs (else they all show as the
 * interpreter's one entry, which the table leaves out).
 */
export const PERF_NODE_FLAGS = ['--perf-prof', '--interpreted-frames-native-stack'];

/**
 * Frames on the stack of more than this share of a server's samples (the event loop, the HTTP parser's
 * callback) wrap all of a request's work and say nothing of where it goes: left out of the table.
 */
export const WRAPPING_SHARE = 0.8;

/**
 * The native frames the table shows besides JavaScript functions: the socket's writes (the kernel's
 * sending included) and the collector's young and full collections. The rest of the runtime's and the
 * kernel's frames are the plumbing between these and the functions above them.
 */
const NATIVE_OF_NOTE = /^(?:__GI___writev|writev|v8::internal::Heap::Scavenge|v8::internal::MarkCompactCollector::CollectGarbage)$/;

/**
 * perf's arguments for `command` on a recording in `file`, with its cache of binaries beside the file, removed with
 * it: by default the cache is in the home directory, where the functions `perf inject` writes add hundreds of
 * megabytes a run.
 */
function perfArgs(file: string, command: string[]): string[] {
  return ['--buildid-dir', join(dirname(file), 'perf-buildid-cache'), ...command];
}

/** Whether perf runs here and may sample processes (the kernel's perf_event_paranoid allows it), or why not. */
export function perfAvailable(perf = PERF): true | string {
  // Without perf's cache of binaries, which it would otherwise fill in the home directory for this one probe.
  const probe = spawnSync(perf, ['record', '-q', '--no-buildid-cache', '-o', '/dev/null', '--', 'true'], { encoding: 'utf8' });
  if (probe.error !== undefined) return `--perf needs Linux perf, and there is none at ${perf} (set PERF to its path, or install Debian's linux-perf).`;
  if (probe.status !== 0) return `--perf: perf cannot sample here (${probe.stderr.trim().split('\n')[0] ?? `exit ${probe.status}`}).`;
  return true;
}

/**
 * Samples the process `pid` (every thread, with call stacks) into `file` for `seconds`; resolves once perf has
 * written it. On the monotonic clock, which the jitdump's times are on.
 */
export async function recordProcess(pid: number, seconds: number, file: string): Promise<void> {
  const args = ['record', '-q', '-k', 'mono', '-F', String(PERF_FREQUENCY), '-g', '-p', String(pid), '-o', file, '--', 'sleep', String(seconds)];
  // Rejected with perf's own message if it fails; bounded, as the wrk run beside it is.
  await run(PERF, perfArgs(file, args), { timeout: (seconds + 30) * 1000 });
}

/**
 * The call stacks perf recorded in `file`, as `perf script` prints them, the JavaScript functions named from the
 * jitdump (`perf inject --jit` writes `file`.jit, and a small ELF file a function beside the jitdump).
 */
export function stacksOf(file: string): string {
  const injected = `${file}.jit`;
  const inject = spawnSync(PERF, perfArgs(file, ['inject', '--jit', '-i', file, '-o', injected]), { encoding: 'utf8' });
  if (inject.status !== 0) throw new Error(`perf inject exited with ${inject.status}: ${inject.stderr.trim()}`);
  const script = spawnSync(PERF, perfArgs(file, ['script', '-i', injected]), { encoding: 'utf8', maxBuffer: 1 << 30 });
  rmSync(injected, { force: true });
  if (script.status !== 0) throw new Error(`perf script exited with ${script.status}: ${script.stderr.trim()}`);
  return script.stdout;
}

/**
 * A server's samples: how many, on how many of them each frame was (once a sample, however deep it recurs), and
 * on how many each was the innermost, where the processor was (its self time).
 */
export interface Samples {
  total: number;
  byFrame: Map<string, number>;
  bySelf: Map<string, number>;
  /** The frames that are JavaScript functions (frameOf gives them their file and line). */
  javascript: Set<string>;
}

/** A frame as frameOf names it, and whether it is a JavaScript function's. */
export interface Frame { name: string; javascript: boolean }

/**
 * A frame as `perf script` prints it, named without its address and binary, and JavaScript's without V8's
 * marks and the path to the checkout (or to the packages): `JS:*search file:///…/dist/src/…/school-index.js:124:11+0x1f3
 * (/tmp/perf-1.map)` is `search src/…/school-index.js:124`.
 */
export function frameOf(line: string, root: string): Frame {
  const symbol = line.trim().replace(/^[0-9a-f]+\s+/, '').replace(/\s+\([^()]*\)$/, '').replace(/\+0x[0-9a-f]+$/, '');
  const javascript = /^JS:[*~^+-]?(.*?) (?:file:\/\/)?(\S+?):(\d+)(?::\d+)?$/.exec(symbol);
  if (javascript === null) return { name: symbol, javascript: false };
  const [, name, path = '', lineNumber] = javascript;
  const relative = path.startsWith(root) ? path.slice(root.length).replace(/^\/(?:dist\/)?/, '') : path.replace(/^.*\/node_modules\//, 'node_modules/');
  return { name: `${name === '' ? '(anonymous)' : name} ${relative}:${lineNumber}`, javascript: true };
}

/**
 * Counts each frame once per sample it is on, and the innermost once more as the sample's self, from `perf script`'s
 * text: a sample is a header line, then one indented line a frame, the innermost first.
 */
export function samplesOf(script: string, root: string): Samples {
  const byFrame = new Map<string, number>();
  const bySelf = new Map<string, number>();
  const javascript = new Set<string>();
  let total = 0;
  let stack = new Set<string>();
  const close = () => {
    if (stack.size === 0) return;
    total += 1;
    for (const frame of stack) byFrame.set(frame, (byFrame.get(frame) ?? 0) + 1);
    // A Set keeps the order frames were added in: the first is the innermost.
    const [innermost] = stack;
    if (innermost !== undefined) bySelf.set(innermost, (bySelf.get(innermost) ?? 0) + 1);
    stack = new Set();
  };
  for (const line of script.split('\n')) {
    if (line.trim() === '') close();
    else if (/^\s/.test(line)) {
      const frame = frameOf(line, root);
      stack.add(frame.name);
      if (frame.javascript) javascript.add(frame.name);
    } else close();
  }
  close();
  return { total, byFrame, bySelf, javascript };
}

/** Microseconds of CPU a request, of `count` samples over `requests` requests. */
export function microsPerRequest(count: number, requests: number): number {
  return (count / PERF_FREQUENCY) * 1e6 / Math.max(1, requests);
}

/** A table row: a frame, and its microseconds a request in the service and the bare route (null where it never ran). */
export interface FrameRow { frame: string; service: number; bare: number | null }

/**
 * The `limit` frames of `counts` (the service's) with the most samples, each in µs a request, with the bare route's
 * figure for the same frame (from `bareCounts`) beside it.
 */
function rowsOf(
  counts: Iterable<[string, number]>, serviceRequests: number, bareCounts: ReadonlyMap<string, number>, bareRequests: number, limit: number,
): FrameRow[] {
  return [...counts]
    .sort(([, a], [, b]) => b - a)
    .slice(0, limit)
    .map(([frame, count]) => {
      const inBare = bareCounts.get(frame);
      return { frame, service: microsPerRequest(count, serviceRequests), bare: inBare === undefined ? null : microsPerRequest(inBare, bareRequests) };
    });
}

/**
 * The `limit` JavaScript functions and native frames of note (NATIVE_OF_NOTE) on which the service spent the most
 * per request, with the bare route's figure for the same frame beside each, leaving out those that wrap
 * everything (WRAPPING_SHARE).
 */
export function largestFrames(service: Samples, serviceRequests: number, bare: Samples, bareRequests: number, limit: number): FrameRow[] {
  const ofNote = [...service.byFrame]
    .filter(([frame, count]) => count <= service.total * WRAPPING_SHARE && (service.javascript.has(frame) || NATIVE_OF_NOTE.test(frame)));
  return rowsOf(ofNote, serviceRequests, bare.byFrame, bareRequests, limit);
}

/**
 * The `limit` frames of any kind (JavaScript, the runtime's builtins and collector, the libraries, the kernel) where
 * the service's processor was most often (self time), per request, with the bare route's figure for the same frame
 * beside each, none left out: what no function's inclusive time names, such as a builtin's lookups (a WeakMap's,
 * session 53) or where in the collector the time goes.
 */
export function largestSelf(service: Samples, serviceRequests: number, bare: Samples, bareRequests: number, limit: number): FrameRow[] {
  return rowsOf(service.bySelf, serviceRequests, bare.bySelf, bareRequests, limit);
}

/** The stacks in `file`, read and then removed: a run of a few seconds writes megabytes. */
export function samplesIn(file: string, root: string): Samples {
  try {
    return samplesOf(stacksOf(file), root);
  } finally {
    rmSync(file, { force: true });
  }
}
