/**
 * The service over HTTP on 127.0.0.1, driven by wrk, against a bare Hapi
 * route answering the same bytes with no work behind them (issue 17).
 *
 * For each dataset size it starts the service (built as main.ts builds it,
 * production defaults: memory counter store, access log at info) in a child
 * process, and a bare Hapi server in another. Each request kind rotates
 * through its own distinct paths (request-kinds.ts); the bare route gets the
 * same paths under /bare/{kind}/{answer} and answers to every path the
 * kind's answer of median size, as issue 17 asks ("the same bytes as one of
 * its answers"), or with `--bare-answers each` to each path the service's own
 * answer to it: every answer serialised from its own object, as a route
 * serving varied data does, not one object the caches keep warm (what that
 * changes: docs/performance.md, session 36). By
 * default the bare route answers with the answer's value, which Hapi
 * serialises per request as issue 17's bare route does, with `--bare bytes` its text, or
 * with `--bare contract` its text plus the per-request work every answer of
 * the service must carry (bare-process.ts). Service and bare route alternate, kind by kind, for
 * several rounds, after a discarded warm-up run of each; the table gives medians, and
 * the ratios are medians of per-round ratios. Two ratios: requests per
 * second, and the bare route's CPU time per request over the service's
 * (each server process's own user + system time across the run). On a
 * shared, loaded machine the CPU ratio is the steadier: it does not depend
 * on how much of the CPU each process happened to get. Then, at the
 * comparison size, the same service with its counter store replaced by one
 * that always allows, with the Redis store (when redis-server is installed;
 * redis-server's CPU is counted with the service's, as the store's work runs
 * there) and with the access log off, alternated the same way.
 *
 * The benchmark client is 127.0.0.1, raised through RATE_LIMIT_OVERRIDES so
 * that nothing is refused: any 4xx/5xx or socket error is reported.
 * It prints; it asserts nothing.
 *
 *   node dist/bench/http.bench.js [--sizes 10000,100000] [--seconds 5] [--rounds 3]
 *     [--connections 50] [--compare-size 100000|0]
 *     [--kinds part,...] [--compare-kinds part,...]   (the kinds whose names hold a part; a kind's whole name,
 *                                                      commas and all, picks that kind alone: report.ts nameFilter)
 *     [--profile dir]   (the service and the bare route write --cpu-prof profiles into dir/service and dir/bare
 *                        when they stop, one for each thread; with --against, the other build into dir/other)
 *     [--bare value|bytes|contract]   (what the bare route does; see bare-process.ts)
 *     [--bare-answers median|each]   (one answer of median size to every path of a kind, or the service's own to each)
 *     [--pin]   (the servers on one CPU and wrk on another, for comparing builds; see http/cpu-pinning.ts)
 *     [--accept-encoding "br, gzip"]   (sent with every request to both servers: the answers of 1 KB or more then
 *                                       go out compressed, by each server in its own way: the bare route has Hapi's
 *                                       defaults, gzip or deflate and no brotli; none by default, as wrk sends)
 *     [--against DIR]   (instead of the bare route, the service of another checkout, built with `npm run build`:
 *                        both run at once and alternate, so that the machine's drift weighs on both alike)
 *     [--perf]   (instead of the rates table, where each request's CPU goes, function by function, in the service and
 *                 the bare route, then where the processor was (self time, every kind of frame): one run of --seconds
 *                 a kind on each, sampled by Linux perf; http/perf-profile.ts; --rounds and --compare-size do not apply)
 *     [--heap-survivors]   (instead of the bare route, the bytes a request leaves for the old generation, by kind:
 *                           http/heap-survivors.ts; one run of --seconds a kind, no rates, as the sampler slows the
 *                           service; --rounds, --bare and --compare-size do not apply)
 *   npm run bench -- http --sizes 10000,100000,1000000   (1M is opt-in: ~4 minutes to build, several GB)
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, rmSync, statfsSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir, cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { readCatalogue } from './http/catalogue.js';
import { cpuPinning, pinProcess, type CpuPinning } from './http/cpu-pinning.js';
import { MIN_DISTINCT, REQUEST_KINDS, type RequestKind } from './http/request-kinds.js';
import { BARE_YARDSTICKS, type BareYardstick } from './http/yardsticks.js';
import type { CpuUsed } from './http/cpu-used.js';
import { redisCpu, type CpuMeter } from './http/redis-cpu.js';
import type { Survivors } from './http/heap-survivors.js';
import {
  largestFrames, largestSelf, microsPerRequest, PERF_FREQUENCY, PERF_NODE_FLAGS, perfAvailable, recordProcess, samplesIn, WRAPPING_SHARE, type FrameRow, type Samples,
} from './http/perf-profile.js';
import type { LogVariant, ServiceReady, ServiceUsage, StoreVariant } from './http/service-process.js';
import { runWrk, WRK, wrkAvailable, type WrkResult, type WrkSettings } from './http/wrk.js';
import { startScriptEnvironment } from './start-environment.js';
import { median, nameFilter } from './report.js';
import { benchOptions } from './options.js';

const { values: options } = benchOptions({
  options: {
    sizes: { type: 'string', default: '10000,100000' },
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    kinds: { type: 'string', default: '' },
    'compare-size': { type: 'string', default: '100000' },
    'compare-kinds': { type: 'string', default: 'school by id,sort=rating' },
    profile: { type: 'string' },
    bare: { type: 'string', default: 'value' },
    'bare-answers': { type: 'string', default: 'median' },
    pin: { type: 'boolean', default: false },
    'accept-encoding': { type: 'string' },
    against: { type: 'string' },
    'heap-survivors': { type: 'boolean', default: false },
    perf: { type: 'boolean', default: false },
  },
}, import.meta.url);
const SIZES = options.sizes.split(',').filter(Boolean).map(Number);
const ROUNDS = Number(options.rounds);
const PINNING: CpuPinning | null = options.pin ? pinningOrExit() : null;
const WRK_SETTINGS: WrkSettings = {
  connections: Number(options.connections), seconds: Number(options.seconds), cpu: PINNING?.client,
  headers: options['accept-encoding'] === undefined ? [] : [`Accept-Encoding: ${options['accept-encoding']}`],
};
const COMPARE_SIZE = Number(options['compare-size']);
const YARDSTICK: BareYardstick = BARE_YARDSTICKS.find((name) => name === options.bare) ?? (() => {
  throw new Error(`--bare is one of ${BARE_YARDSTICKS.join(', ')}, not ${options.bare}`);
})();
const BARE_ANSWER_CHOICES = ['median', 'each'] as const;
const BARE_ANSWERS: (typeof BARE_ANSWER_CHOICES)[number] = BARE_ANSWER_CHOICES.find((name) => name === options['bare-answers']) ?? (() => {
  throw new Error(`--bare-answers is one of ${BARE_ANSWER_CHOICES.join(', ')}, not ${options['bare-answers']}`);
})();
const HERE = new URL('.', import.meta.url).pathname;
/** The other build's checkout, for --against. */
const OTHER_BUILD = options.against ?? null;
const SURVIVORS = options['heap-survivors'];
const PERF_MODE = options.perf;
/** Frames listed a kind with --perf. */
const PERF_FRAMES = 30;
/** Frames listed a kind with --perf by where the processor was (self time). */
const PERF_SELF_FRAMES = 20;

/** Where a checkout's built bench processes are. */
function benchProcesses(checkout: string): string {
  return join(checkout, 'dist', 'bench', 'http');
}
const YARDSTICK_WORDING: Readonly<Record<BareYardstick, string>> = {
  value: "the answer's value, serialised by Hapi per request",
  bytes: "the answer's bytes, serialised beforehand",
  contract: "the answer's bytes, serialised beforehand, with the rate-limit count and headers, a request id, CORS, an ETag, Cache-Control and an access line per request",
};
/** A --perf run's recordings of one size come to some hundreds of megabytes: a tmpfs with less room is left alone. */
const PERF_ROOM_BYTES = 2 ** 30;

/** Whether `directory` exists and has PERF_ROOM_BYTES free. */
function tmpfsRoom(directory: string): boolean {
  if (!existsSync(directory)) return false;
  const { bavail, bsize } = statfsSync(directory);
  return bavail * bsize >= PERF_ROOM_BYTES;
}

/** With --perf in memory where a tmpfs has room for it: perf's recordings and named functions are hundreds of megabytes of small files. */
const WORK_DIRECTORY = mkdtempSync(join(PERF_MODE && tmpfsRoom('/dev/shm') ? '/dev/shm' : tmpdir(), 'http-bench-'));
// Removed however the bench ends: done, failed, or refused what it was asked before starting anything.
process.once('exit', () => rmSync(WORK_DIRECTORY, { recursive: true, force: true }));
const CLIENT_OVERRIDE = '127.0.0.1:1000000';
/** A discarded run before the measured rounds: a service fresh from building its index is still compiling and collecting. */
const WARM_UP: WrkSettings = { ...WRK_SETTINGS, seconds: Math.min(WRK_SETTINGS.seconds, 3) };

function pinningOrExit(): CpuPinning {
  const pinning = cpuPinning();
  if (typeof pinning === 'string') {
    console.error(pinning);
    process.exit(1);
  }
  return pinning;
}

function selected(filter: string): RequestKind[] {
  const wanted = nameFilter(filter, REQUEST_KINDS.map((kind) => kind.name));
  return REQUEST_KINDS.filter((kind) => wanted(kind.name));
}

interface Child<Ready> { process: ChildProcess; ready: Ready }

interface ChildSettings { env?: NodeJS.ProcessEnv; execArgv?: string[]; stdout?: number; directory?: string }

/**
 * With --profile, a process (and each of its threads) writes a CPU profile into the directory's folder `name` when it
 * stops; with --perf, it writes the jitdump perf names its functions from (http/perf-profile.ts).
 */
function profiled(name: string): string[] {
  const v8Profile = options.profile === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${join(options.profile, name)}`];
  return PERF_MODE ? [...PERF_NODE_FLAGS, ...v8Profile] : v8Profile;
}

/** Starts `script` of this build's bench/http (or of `directory`) and waits for its ready message. */
function startChild<Ready>(script: string, args: string[], settings: ChildSettings = {}): Promise<Child<Ready>> {
  const child = fork(join(settings.directory ?? join(HERE, 'http'), script), args, {
    // With --perf, each server writes its jitdump (http/perf-profile.ts) into a directory of its own, removed with the rest.
    ...(PERF_MODE ? { cwd: mkdtempSync(join(WORK_DIRECTORY, 'jit-')) } : {}),
    env: { ...process.env, ...settings.env },
    execArgv: settings.execArgv ?? [],
    stdio: ['ignore', settings.stdout ?? 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before it was ready`)));
    child.on('message', (message: { ready?: Ready }) => {
      if (message.ready === undefined) return;
      // Once ready: a start-up is measured as it runs unpinned.
      if (PINNING !== null && child.pid !== undefined) pinProcess(child.pid, PINNING.servers);
      resolve({ process: child, ready: message.ready });
    });
  });
}

/** Sends `question` and waits for the answer under `key`; rejects if the child exits first, rather than waiting for ever. */
function ask<T>(child: ChildProcess, question: string | object, key: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const exited = (code: number | null) => {
      child.off('message', listener);
      reject(new Error(`the child exited with ${code} before answering '${key}'`));
    };
    const listener = (message: Record<string, T>) => {
      if (message[key] === undefined) return;
      child.off('message', listener);
      child.off('exit', exited);
      resolve(message[key]);
    };
    child.on('message', listener);
    child.once('exit', exited);
    child.send(question);
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.send('stop');
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}

interface RunningService {
  name: string;
  child: Child<ServiceReady>;
  logFile: string;
  /** A process doing part of each request's work outside the service (the Redis store's redis-server), whose CPU counts too. */
  helper?: CpuMeter;
}

/**
 * The service on `schools` schools with the variant's store and log, from this build or from the one built
 * in `checkout`, started as that checkout's `npm start` starts it.
 */
async function startService(schools: number, store: StoreVariant, log: LogVariant, env: NodeJS.ProcessEnv = {}, checkout?: string): Promise<RunningService> {
  const name = `${store} store, log ${log}`;
  const logFile = join(WORK_DIRECTORY, `access-${schools}-${store}-${log}${checkout === undefined ? '' : '-other'}.log`);
  const startEnvironment = checkout === undefined ? startScriptEnvironment() : startScriptEnvironment(join(checkout, 'package.json'));
  const directory = checkout === undefined ? undefined : benchProcesses(checkout);
  const stdout = openSync(logFile, 'w');
  try {
    const child = await startChild<ServiceReady>('service-process.js', [String(schools), store, log], {
      env: { ...startEnvironment, RATE_LIMIT_OVERRIDES: CLIENT_OVERRIDE, ...env }, execArgv: profiled(checkout === undefined ? 'service' : 'other'), stdout, directory,
    });
    return { name, child, logFile };
  } finally {
    closeSync(stdout);
  }
}

/** What a path answered: its status, its body, and the headers a client caches or follows by. */
interface Answer { status: number; body: string; headers: string }

const COMPARED_HEADERS = ['content-type', 'etag', 'cache-control', 'vary', 'link'] as const;

async function answerOf(port: number, path: string): Promise<Answer> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`);
  const body = await response.text();
  return { status: response.status, body, headers: COMPARED_HEADERS.map((name) => `${name}: ${response.headers.get(name) ?? ''}`).join('\n') };
}

interface Prepared {
  kind: RequestKind;
  paths: string[];
  answers: Answer[];
  /** The service's answer of median size: the table's body size, and the bare route's answer by default. */
  medianBody: string;
}

/** Asks every path once (a warm-up, and a check that each answers 200), keeping the answers for the bare route. */
async function prepare(port: number, kind: RequestKind, paths: string[]): Promise<Prepared> {
  const answers: Answer[] = [];
  for (const path of paths) {
    const answer = await answerOf(port, path);
    if (answer.status !== 200) throw new Error(`${kind.name}: GET ${path} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    answers.push(answer);
  }
  const bySize = answers.map(({ body }) => body).sort((a, b) => a.length - b.length);
  return { kind, paths, answers, medianBody: bySize[Math.floor(bySize.length / 2)] ?? '{}' };
}

/** Every selected kind's paths at this size (from the service at `port`), each asked once. */
async function prepareKinds(port: number, schools: number): Promise<Prepared[]> {
  const catalogue = await readCatalogue(port);
  const kinds: Prepared[] = [];
  for (const kind of selected(options.kinds)) {
    const paths = kind.paths(catalogue);
    if (paths.length < MIN_DISTINCT) console.error(`  ! ${kind.name}: only ${paths.length} distinct paths at ${schools} schools`);
    kinds.push(await prepare(port, kind, paths));
  }
  return kinds;
}

/** The answers the bare route is given for a kind (--bare-answers): the median one alone, or the service's to each path in turn. */
function bareBodies(prepared: Prepared): string[] {
  return BARE_ANSWERS === 'median' ? [prepared.medianBody] : prepared.answers.map(({ body }) => body);
}

/** The kind's paths on the bare route: the same query strings, each naming its answer among bareBodies (bare-process.ts). */
function barePaths(prepared: Prepared, index: number): string[] {
  return prepared.paths.map((path, at) => {
    const answer = BARE_ANSWERS === 'median' ? 0 : at;
    return `/bare/${index}/${answer}${path.slice(path.indexOf('?') === -1 ? path.length : path.indexOf('?'))}`;
  });
}

function checked(result: WrkResult, what: string): WrkResult {
  if (result.failures > 0) console.error(`  ! ${what}: ${result.failures} of ${result.requests} requests failed (status > 399 or socket error)`);
  return result;
}

interface Measured extends WrkResult { cpuMicrosPerRequest: number }

const NO_HELPER: CpuMeter = { used: async () => ({ micros: 0 }), close: async () => {} };

/** A wrk run against `child`'s server, with the CPU time the server (and its helper, if any) spent on it per request. */
async function measure(child: ChildProcess, port: number, paths: readonly string[], what: string, helper = NO_HELPER): Promise<Measured> {
  const before = (await ask<CpuUsed>(child, 'cpu', 'cpu')).micros + (await helper.used()).micros;
  const result = checked(await runWrk(port, paths, WRK_SETTINGS), what);
  const after = (await ask<CpuUsed>(child, 'cpu', 'cpu')).micros + (await helper.used()).micros;
  return { ...result, cpuMicrosPerRequest: (after - before) / Math.max(1, result.requests) };
}

/** One kind's rounds: the service's, and its yardstick's (the bare route, or with --against the other build's service). */
interface KindFigures { prepared: Prepared; service: Measured[]; yardstick: Measured[] }

function formatRate(perSecond: number): string {
  return Math.round(perSecond).toLocaleString('en-US');
}

const rows: string[] = [];

/** What the yardstick is called in the progress lines and the table. */
const YARDSTICK_NAME = OTHER_BUILD === null ? 'bare' : 'other build';

/**
 * Every round over every kind, the service and its yardstick in turn: which goes first alternates by round,
 * so a drift in the machine's load favours neither.
 */
async function runRounds(schools: number, figures: readonly KindFigures[], run: Record<keyof Omit<KindFigures, 'prepared'>, (figure: KindFigures, index: number) => Promise<Measured>>): Promise<void> {
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const [index, figure] of figures.entries()) {
      const order = round % 2 === 1 ? ['service', 'yardstick'] as const : ['yardstick', 'service'] as const;
      for (const side of order) figure[side].push(await run[side](figure, index));
      reportRound(schools, round, figure);
    }
  }
}

function reportRound(schools: number, round: number, figure: KindFigures): void {
  const rate = (runs: Measured[]) => formatRate(runs.at(-1)?.perSecond ?? 0);
  console.error(`  ${schools} round ${round}: ${figure.prepared.kind.name}: ${rate(figure.service)} vs ${YARDSTICK_NAME} ${rate(figure.yardstick)} req/s`);
}

/** The table's rows of one size: medians of the rounds, and the medians of each round's ratio to its yardstick. */
async function addRows(schools: number, service: RunningService, figures: readonly KindFigures[]): Promise<void> {
  const usage = await ask<ServiceUsage>(service.child.process, 'usage', 'usage');
  for (const [index, { prepared, service: ran, yardstick }] of figures.entries()) {
    const ratio = median(ran.map((result, round) => result.perSecond / (yardstick[round]?.perSecond ?? Infinity)));
    const cpuRatio = median(ran.map((result, round) => (yardstick[round]?.cpuMicrosPerRequest ?? 0) / result.cpuMicrosPerRequest));
    const sizeCells = index === 0
      ? [schools.toLocaleString('en-US'), `${(service.child.ready.startupMs / 1000).toFixed(1)} s`, `${Math.round(usage.maxRssBytes / 2 ** 20)} MB`]
      : ['', '', ''];
    rows.push(`| ${[
      ...sizeCells, prepared.kind.name, prepared.paths.length, `${(Buffer.byteLength(prepared.medianBody) / 1024).toFixed(1)} KB`,
      formatRate(median(ran.map((result) => result.perSecond))), median(ran.map((result) => result.p50Ms)).toFixed(2), median(ran.map((result) => result.p99Ms)).toFixed(2),
      formatRate(median(yardstick.map((result) => result.perSecond))), ratio.toFixed(2),
      Math.round(median(ran.map((result) => result.cpuMicrosPerRequest))), Math.round(median(yardstick.map((result) => result.cpuMicrosPerRequest))), cpuRatio.toFixed(2),
    ].join(' | ')} |`);
  }
}

/**
 * This build's service against another build's (--against), on the same
 * paths, both up at once and alternated kind by kind, which goes first
 * changing by round: a drift in the machine's speed then weighs on both
 * alike. Run one after the other, the two builds would each meet a
 * different part of the drift, which on this machine is larger than most
 * changes. The answers are compared first, and the paths the builds answer
 * differently are counted and the first few named.
 */
async function compareBuilds(schools: number, otherBuild: string): Promise<void> {
  const services: RunningService[] = [];
  try {
    const ours = await startService(schools, 'memory', 'info');
    services.push(ours);
    const theirs = await startService(schools, 'memory', 'info', {}, otherBuild);
    services.push(theirs);
    const kinds = await prepareKinds(ours.child.ready.port, schools);
    for (const prepared of kinds) await reportDifferences(prepared, theirs.child.ready.port);
    const figures: KindFigures[] = kinds.map((prepared) => ({ prepared, service: [], yardstick: [] }));
    for (const running of services) for (const { paths } of kinds) await runWrk(running.child.ready.port, paths, WARM_UP);
    const measured = (running: RunningService, suffix: string) => (figure: KindFigures) =>
      measure(running.child.process, running.child.ready.port, figure.prepared.paths, `${figure.prepared.kind.name}${suffix}`);
    await runRounds(schools, figures, { service: measured(ours, ''), yardstick: measured(theirs, ', other build') });
    await addRows(schools, ours, figures);
  } finally {
    for (const running of services) await stopChild(running.child.process);
  }
}

/** The paths the build at `port` answers otherwise than this one (status, body, or a header clients act on), the first few named. */
async function reportDifferences(prepared: Prepared, port: number): Promise<void> {
  const differing: string[] = [];
  for (const [index, path] of prepared.paths.entries()) {
    const theirs = await answerOf(port, path);
    const ours = prepared.answers[index];
    if (theirs.status !== ours?.status || theirs.body !== ours.body || theirs.headers !== ours.headers) differing.push(path);
  }
  if (differing.length === 0) return;
  console.error(`  ! ${prepared.kind.name}: ${differing.length} of ${prepared.paths.length} answers differ between the builds, such as ${differing.slice(0, 3).join(', ')}`);
}

/** A bare route: the child process, and the port it listens on. */
type BareRoute = Child<{ port: number }>;

/**
 * The service on `schools` schools and the bare route, the selected kinds prepared from the service and the
 * bare route given their answers, for `work`; both stopped after it, however it ends.
 */
async function withBareRoute(schools: number, work: (service: RunningService, bare: BareRoute, kinds: Prepared[]) => Promise<void>): Promise<void> {
  const service = await startService(schools, 'memory', 'info');
  // Started inside the try, so that a bare route that fails to start still stops the service.
  let bareProcess: ChildProcess | undefined;
  try {
    const bare: BareRoute = await startChild('bare-process.js', [YARDSTICK], { execArgv: profiled('bare') });
    bareProcess = bare.process;
    const kinds = await prepareKinds(service.child.ready.port, schools);
    await ask<number>(bare.process, { bodies: Object.fromEntries(kinds.map((prepared, index) => [String(index), bareBodies(prepared)])) }, 'loaded');
    await work(service, bare, kinds);
  } finally {
    await stopChild(service.child.process);
    if (bareProcess !== undefined) await stopChild(bareProcess);
  }
}

/** Measures one size, in a service of its own. */
async function measureSize(schools: number): Promise<void> {
  await withBareRoute(schools, async (service, bare, kinds) => {
    const figures: KindFigures[] = kinds.map((prepared) => ({ prepared, service: [], yardstick: [] }));
    for (const { paths } of kinds) await runWrk(service.child.ready.port, paths, WARM_UP);
    // The bare route too: with the contract's work it has code of its own to compile before its first round.
    for (const [index, prepared] of kinds.entries()) await runWrk(bare.ready.port, barePaths(prepared, index), WARM_UP);
    await runRounds(schools, figures, {
      service: (figure) => measure(service.child.process, service.child.ready.port, figure.prepared.paths, figure.prepared.kind.name),
      yardstick: (figure, index) => measure(bare.process, bare.ready.port, barePaths(figure.prepared, index), `bare ${figure.prepared.kind.name}`),
    });
    await addRows(schools, service, figures);
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))));
    }).on('error', reject);
  });
}

async function startRedis(): Promise<{ url: string; process: ChildProcess } | null> {
  const port = await freePort();
  const redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const started = await new Promise<boolean>((resolve) => {
    redis.once('error', () => resolve(false));
    setTimeout(() => resolve(redis.exitCode === null), 500);
  });
  return started ? { url: `redis://127.0.0.1:${port}`, process: redis } : null;
}

/**
 * --heap-survivors: what each kind's requests leave for the old generation, instead of a yardstick. Per kind, a
 * warm-up, then one run with the service sampling what no young collection frees (http/heap-survivors.ts):
 * bytes a request, and the functions that allocated most of them. The sampler slows the service, so no rate
 * is reported. For comparing builds on what requests keep, run alike in each checkout: the functions named show
 * the cause where rates cannot tell it from the machine's drift.
 */
async function measureSurvivors(schools: number): Promise<void> {
  const service = await startService(schools, 'memory', 'info');
  try {
    const { port } = service.child.ready;
    for (const { kind, paths } of await prepareKinds(port, schools)) {
      await runWrk(port, paths, WARM_UP);
      await ask(service.child.process, 'survivors-start', 'survivorsStarted');
      const { requests } = checked(await runWrk(port, paths, WRK_SETTINGS), kind.name);
      const survivors = await ask<Survivors>(service.child.process, 'survivors-stop', 'survivors');
      const perRequest = (bytes: number) => Math.round(bytes / Math.max(1, requests));
      const largest = survivors.sites.slice(0, 3).map(({ site, bytes }) => `${site} ${perRequest(bytes)}`).join('; ');
      console.error(`  ${schools}: ${kind.name}: ${perRequest(survivors.bytes)} bytes a request outlived young collections`);
      rows.push(`| ${[schools.toLocaleString('en-US'), kind.name, requests.toLocaleString('en-US'), perRequest(survivors.bytes), largest].join(' | ')} |`);
    }
  } finally {
    await stopChild(service.child.process);
  }
}

/** The checkout whose build this is: perf's names of its functions are given from here (http/perf-profile.ts frameOf). */
const CHECKOUT = join(HERE, '..', '..');

/** One server's run under perf: its recording, and the requests it answered while sampled. */
interface SampledRun { file: string; requests: number; perSecond: number }

/**
 * A wrk run of --seconds against `child`'s server, sampled by perf from half a second in for all but its last
 * half second, so that no connection opening or closing is counted; the requests of that window are the run's
 * rate times its length. The recording is read later (perfTable), once no server is measured.
 */
async function sampledRun(child: ChildProcess, port: number, paths: readonly string[], what: string): Promise<SampledRun> {
  if (child.pid === undefined) throw new Error(`${what}: the server has no process id to sample`);
  const window = WRK_SETTINGS.seconds - 1;
  const file = join(WORK_DIRECTORY, `perf-${child.pid}-${what.replace(/\W+/g, '-')}.data`);
  const load = runWrk(port, paths, WRK_SETTINGS);
  await new Promise((resolve) => setTimeout(resolve, 500));
  // The load is awaited whether the recording succeeds or not, so that its failure, if any, is not left unhandled.
  const [recorded, loaded] = await Promise.allSettled([recordProcess(child.pid, window, file), load]);
  if (recorded.status === 'rejected') throw recorded.reason;
  if (loaded.status === 'rejected') throw loaded.reason;
  const { perSecond } = checked(loaded.value, what);
  return { file, requests: perSecond * window, perSecond };
}

/** A kind's two recordings, read once every run of the size is done. */
interface KindRuns { kind: string; service: SampledRun; bare: SampledRun }

function perfTable(schools: number, { kind, service, bare }: KindRuns): string[] {
  const [ours, theirs] = [service, bare].map((run) => samplesIn(run.file, CHECKOUT)) as [Samples, Samples];
  const total = (run: SampledRun, samples: Samples) => `${formatRate(run.perSecond)} req/s, ${Math.round(microsPerRequest(samples.total, run.requests))} µs of CPU a request`;
  const cell = (micros: number | null) => (micros === null ? '–' : micros.toFixed(1));
  const row = ({ frame, service: inOurs, bare: inTheirs }: FrameRow) => `| ${frame.replaceAll('|', '\\|')} | ${cell(inOurs)} | ${cell(inTheirs)} |`;
  return [
    `\n${kind}, ${schools.toLocaleString('en-US')} schools: the service ${total(service, ours)}; the bare route ${total(bare, theirs)}.`,
    '\n| on the stack (µs of CPU a request) | service | bare route |',
    '|---|---|---|',
    ...largestFrames(ours, service.requests, theirs, bare.requests, PERF_FRAMES).map(row),
    '\n| where the processor was (self, µs of CPU a request) | service | bare route |',
    '|---|---|---|',
    ...largestSelf(ours, service.requests, theirs, bare.requests, PERF_SELF_FRAMES).map(row),
  ];
}

/**
 * --perf: per kind, after a warm-up of each, one sampled run on the service and one on the bare route; once every
 * kind has run and both servers have stopped, the frames the service's requests spent the most CPU on, the bare
 * route's figure for each beside it. The recordings are read only then: naming a run's functions writes thousands
 * of small files (perf inject), whose writing back would otherwise weigh on the runs after it.
 */
async function measurePerf(schools: number): Promise<void> {
  const runs: KindRuns[] = [];
  await withBareRoute(schools, async (service, bare, kinds) => {
    for (const [index, prepared] of kinds.entries()) {
      const { name } = prepared.kind;
      await runWrk(service.child.ready.port, prepared.paths, WARM_UP);
      await runWrk(bare.ready.port, barePaths(prepared, index), WARM_UP);
      const ours = await sampledRun(service.child.process, service.child.ready.port, prepared.paths, name);
      const theirs = await sampledRun(bare.process, bare.ready.port, barePaths(prepared, index), `bare ${name}`);
      console.error(`  ${schools}: ${name}: ${formatRate(ours.perSecond)} vs bare ${formatRate(theirs.perSecond)} req/s, sampled`);
      runs.push({ kind: name, service: ours, bare: theirs });
    }
  });
  for (const kindRuns of runs) rows.push(...perfTable(schools, kindRuns));
}

/**
 * The production service against itself with one part changed: the limiter's store, or the access log.
 * Each started for this, the production one too: one that has just served the main table differs from a
 * fresh one in its heap and compiled code, and that difference would be charged to the parts compared.
 */
async function compareVariants(schools: number): Promise<string[]> {
  const redis = await startRedis();
  const services: RunningService[] = [];
  try {
    services.push(await startService(schools, 'memory', 'info'));
    services.push(await startService(schools, 'allow', 'info'));
    services.push(await startService(schools, 'memory', 'silent'));
    if (redis) services.push({ ...await startService(schools, 'redis', 'info', { REDIS_URL: redis.url }), helper: redisCpu(redis.url) });
    const catalogue = await readCatalogue(services[0]?.child.ready.port ?? 0);
    const lines: string[] = [];
    for (const kind of selected(options['compare-kinds'])) {
      const paths = kind.paths(catalogue);
      for (const running of services) await prepare(running.child.ready.port, kind, paths);
      const runs = services.map(() => [] as Measured[]);
      for (const running of services) await runWrk(running.child.ready.port, paths, WARM_UP);
      for (let round = 1; round <= ROUNDS; round += 1) {
        for (const [index, running] of services.entries()) {
          runs[index]?.push(await measure(running.child.process, running.child.ready.port, paths, `${kind.name}, ${running.name}`, running.helper));
        }
      }
      // How much more CPU a request takes in variant `index` than in `base`, and how much slower it is, round by round.
      const cost = (index: number, base: number) => {
        const cpu = median((runs[index] ?? []).map((run, round) => run.cpuMicrosPerRequest / (runs[base]?.[round]?.cpuMicrosPerRequest ?? Infinity)));
        const rate = median((runs[index] ?? []).map((run, round) => run.perSecond / (runs[base]?.[round]?.perSecond ?? Infinity)));
        return `${((cpu - 1) * 100).toFixed(1)}% CPU, ${((rate - 1) * 100).toFixed(1)}% req/s`;
      };
      const figures = (index: number) => `${formatRate(median((runs[index] ?? []).map((run) => run.perSecond)))} req/s, ${Math.round(median((runs[index] ?? []).map((run) => run.cpuMicrosPerRequest)))} µs/req`;
      const cells = [
        kind.name, figures(0), figures(1), cost(0, 1), figures(2), cost(0, 2),
        redis ? `${figures(3)}; ${cost(3, 1)}` : 'redis-server not installed',
      ];
      lines.push(`| ${cells.join(' | ')} |`);
    }
    return lines;
  } finally {
    for (const running of services) {
      await running.helper?.close();
      await stopChild(running.child.process);
    }
    redis?.process.kill('SIGTERM');
  }
}

async function main(): Promise<void> {
  if (PERF_MODE) refusePerfRun();
  if (OTHER_BUILD !== null && !existsSync(join(benchProcesses(OTHER_BUILD), 'service-process.js'))) {
    console.error(`--against ${OTHER_BUILD}: no ${join(benchProcesses(OTHER_BUILD), 'service-process.js')}; build that checkout first (npm ci && npm run build there).`);
    process.exit(1);
  }
  if (!wrkAvailable()) {
    console.error(`The HTTP benchmark needs wrk, and there is none at ${WRK} (set WRK to its path, or install Debian's wrk).`);
    process.exit(1);
  }
  if (SURVIVORS && OTHER_BUILD !== null) {
    console.error('--heap-survivors samples this build alone: run it in each checkout rather than with --against.');
    process.exit(1);
  }
  const kinds = selected(options.kinds).length;
  const estimate = SURVIVORS || PERF_MODE
    ? SIZES.length * kinds * (SURVIVORS ? 1 : 2) * (WRK_SETTINGS.seconds + WARM_UP.seconds)
    : SIZES.length * kinds * (ROUNDS * 2 * WRK_SETTINGS.seconds + 2 * WARM_UP.seconds)
      + (COMPARE_SIZE > 0 ? selected(options['compare-kinds']).length * 4 * (ROUNDS * WRK_SETTINGS.seconds + WARM_UP.seconds) : 0);
  const runs = SURVIVORS || PERF_MODE ? `one sampled run of ${WRK_SETTINGS.seconds} s a kind${PERF_MODE ? ' on each server' : ''}` : `${ROUNDS} rounds of ${WRK_SETTINGS.seconds} s`;
  const mode = SURVIVORS ? ', what requests leave for the old generation' : PERF_MODE ? ", where a request's CPU goes (perf)" : '';
  console.error(`HTTP benchmark${mode}: ${SIZES.join(', ')} schools, ${kinds} kinds, ${runs}, ${WRK_SETTINGS.connections} connections: about ${Math.ceil(estimate / 60)} min of load plus start-ups.`);
  console.error(`Machine: ${cpus().length} × ${cpus()[0]?.model ?? '?'}, Node ${process.version}, load average ${loadavg().map((load) => load.toFixed(2)).join(' ')} at start.`);
  if (PINNING !== null) console.error(`Pinned: the servers on CPU ${PINNING.servers} once ready, wrk on CPU ${PINNING.client}.`);
  if (options['accept-encoding'] !== undefined) console.error(`Every request says Accept-Encoding: ${options['accept-encoding']}.`);
  await (SURVIVORS ? surveySurvivors() : PERF_MODE ? surveyPerf() : measureAgainstYardsticks());
  console.error(`Load average at the end: ${loadavg().map((load) => load.toFixed(2)).join(' ')}.`);
}

/** Every size against its yardstick (the bare route, or --against the other build), then the variants compared. */
async function measureAgainstYardsticks(): Promise<void> {
  for (const schools of SIZES) await (OTHER_BUILD === null ? measureSize(schools) : compareBuilds(schools, OTHER_BUILD));
  console.log(OTHER_BUILD === null
    ? `\nBare route: ${YARDSTICK_WORDING[YARDSTICK]}; ${BARE_ANSWERS === 'each' ? "to each path, the service's own answer to it" : "to every path of a kind, the kind's answer of median size"}. Body: the service's median answer.`
    : `\nOther build: the service of ${OTHER_BUILD}, run beside this one. Above 1.00, this build is the faster: ÷ by req/s is this build's rate over the other's, ÷ by CPU the other build's CPU µs a request over this build's.`);
  if (options['accept-encoding'] !== undefined) {
    console.log(`Every request said Accept-Encoding: ${options['accept-encoding']}; body: the size before encoding. The bare route encodes as plain Hapi does (gzip or deflate, no brotli), streamed.`);
  }
  const y = YARDSTICK_NAME;
  console.log(`\n| schools | start-up | peak RSS | request kind | distinct | body | req/s | p50 ms | p99 ms | ${y} req/s | ÷ ${y} | CPU µs/req | ${y} CPU µs/req | ÷ ${y} by CPU |`);
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  if (COMPARE_SIZE > 0) {
    const lines = await compareVariants(COMPARE_SIZE);
    console.log(`\n| ${COMPARE_SIZE.toLocaleString('en-US')} schools | memory store, log info (production) | store always allows | memory store's cost | log off | access log's cost | Redis store (redis-server's CPU counted too), its cost vs always allows |`);
    console.log('|---|---|---|---|---|---|---|');
    for (const line of lines) console.log(line);
  }
}

/** Where each request's CPU goes, by function, at every size (--perf). */
async function surveyPerf(): Promise<void> {
  for (const schools of SIZES) await measurePerf(schools);
  console.log(`\nSampled by perf at ${PERF_FREQUENCY} Hz a thread, every thread of each server; in the first table a frame counts once a sample however deep it recurs, and those on more than ${WRAPPING_SHARE * 100}% of a server's samples (the event loop around everything) are left out; the second counts each sample's innermost frame, of any kind (JavaScript, the runtime, libraries, the kernel). Bare route: ${YARDSTICK_WORDING[YARDSTICK]}.`);
  for (const row of rows) console.log(row);
}

/** Why --perf cannot run as asked, before anything starts; exits then. */
function refusePerfRun(): void {
  const problem = SURVIVORS || OTHER_BUILD !== null || options.profile !== undefined
    ? '--perf samples this build against the bare route: run it without --heap-survivors, --against and --profile (V8\'s profiler would be sampled too).'
    : WRK_SETTINGS.seconds < 2 ? '--perf samples all but the first and last half second of a run: --seconds must be 2 or more.' : perfAvailable();
  if (problem === true) return;
  console.error(problem);
  process.exit(1);
}

/** Every size's kinds sampled for what their requests leave behind (--heap-survivors). */
async function surveySurvivors(): Promise<void> {
  for (const schools of SIZES) await measureSurvivors(schools);
  console.log('\n| schools | request kind | requests sampled | bytes a request outliving young collections | largest allocating functions, bytes a request |');
  console.log('|---|---|---|---|---|');
  for (const row of rows) console.log(row);
}

await main();
