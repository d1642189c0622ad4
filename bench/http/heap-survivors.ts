/**
 * What outlives young collections, sampled in the service's own process
 * (http.bench.ts --heap-survivors): V8's sampling heap profiler, keeping only
 * the sampled objects no young collection freed. Under steady load that is
 * what a request leaves for the old generation, which only a full
 * collection frees: a request's objects kept through young collections by
 * something old (session 37 found the connection tracker's Set doing it,
 * docs/performance.md), or requests still in flight across two of them.
 * The allocating functions name the cause: the tracker's Set showed as
 * `delete`, 120 bytes a request.
 */
import { Session } from 'node:inspector/promises';
import type { HeapProfiler } from 'node:inspector';
import { youngCollector } from '../../src/bootstrap/collect-garbage.js';

/** One object sampled about every this many bytes allocated: fine enough for a few hundred bytes a request. */
const SAMPLING_INTERVAL_BYTES = 256;

export interface SurvivorSite {
  /** The allocating function and where it is, `name path:line`, the path from the package or the build's root. */
  site: string;
  bytes: number;
}

export interface Survivors {
  bytes: number;
  /** The allocating functions, most bytes first. */
  sites: SurvivorSite[];
}

export class SurvivorSampler {
  readonly #session = new Session();
  // Reached before sampling starts: reaching it allocates, and what it allocates would count.
  readonly #collectYoung = youngCollector();

  constructor() {
    this.#session.connect();
  }

  async start(): Promise<void> {
    await this.#session.post('HeapProfiler.startSampling', {
      samplingInterval: SAMPLING_INTERVAL_BYTES,
      includeObjectsCollectedByMinorGC: false,
      includeObjectsCollectedByMajorGC: true,
    });
  }

  /** Called once the load has stopped: what the last requests left in the young generation is garbage by then. */
  async stop(): Promise<Survivors> {
    // Else everything allocated since the last young collection would count, as none has freed it yet: up to a
    // young generation's worth (about 16 MB at 100k schools), hundreds of bytes a request over a run.
    this.#collectYoung();
    const { profile } = await this.#session.post('HeapProfiler.stopSampling');
    return survivorsOf(profile);
  }
}

/** The inspector's module, whose calls are the sampler's own: its answers, the profile itself, are made while sampling. */
const SAMPLER_OWN = 'node:inspector';

/** The profile's bytes, in all and by allocating function, less what the sampler's own calls allocated. */
export function survivorsOf(profile: HeapProfiler.SamplingHeapProfile): Survivors {
  const bySite = new Map<string, number>();
  const visit = (node: HeapProfiler.SamplingHeapProfileNode): void => {
    if (node.callFrame.url === SAMPLER_OWN) return;
    if (node.selfSize > 0) {
      const site = siteOf(node.callFrame);
      bySite.set(site, (bySite.get(site) ?? 0) + node.selfSize);
    }
    for (const child of node.children) visit(child);
  };
  visit(profile.head);
  const sites = [...bySite].map(([site, bytes]) => ({ site, bytes })).sort((a, b) => b.bytes - a.bytes);
  return { bytes: sites.reduce((sum, { bytes }) => sum + bytes, 0), sites };
}

function siteOf({ functionName, url, lineNumber }: HeapProfiler.SamplingHeapProfileNode['callFrame']): string {
  const path = url.replace(/^.*\/node_modules\//, '').replace(/^.*\/dist\//, '');
  // V8 counts lines from 0.
  return `${functionName || '(anonymous)'} ${path}:${lineNumber + 1}`;
}
