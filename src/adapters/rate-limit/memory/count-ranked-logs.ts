/**
 * The request logs of the memory store under a cap on keys and bytes, with
 * an eviction order chosen so that flooding keys cannot buy back a budget.
 *
 * A plain LRU forgets the least recently active key first: a client blocked
 * at its limit could wait quietly while other addresses push 100,000 fresh
 * keys through, then come back with a full budget. Here the key forgotten
 * first is the one whose loss frees the fewest requests: logs are ranked in
 * classes by how many requests their window held when they were last active
 * (1, 2-3, 4-7, 8-15, ...), and the lowest class gives up its least recently
 * active key. A key holding n requests is forgotten only once every other key
 * holds at least about n/2, so displacing a blocked client costs the flood
 * maxKeys × limit/2 accepted requests within one window, not maxKeys single
 * ones. Logs whose window has emptied are forgotten first, oldest first.
 */
import { RecencyList, type RecencyNode } from '../../../domain/recency-list.js';
import { TimestampRing } from './timestamp-ring.js';

/** Per-key bookkeeping beyond the ring itself (map entry, list nodes, key string). */
const ENTRY_OVERHEAD_BYTES = 200;

export interface RequestLog {
  readonly key: string;
  readonly ring: TimestampRing;
  windowMs: number;
}

class Entry implements RequestLog {
  readonly key: string;
  readonly ring = new TimestampRing();
  windowMs: number;
  /** floor(log2(count)) when the log was last active; -1 before it is filed. */
  rank = -1;
  bytes = 0;
  /** Its place among all logs, for expiry. */
  readonly age: RecencyNode<Entry> = RecencyList.node(this);
  /** Its place within its rank, for eviction. */
  readonly inRank: RecencyNode<Entry> = RecencyList.node(this);

  constructor(key: string, windowMs: number) {
    this.key = key;
    this.windowMs = windowMs;
  }
}

export interface LogCaps {
  maxKeys: number;
  maxBytes: number;
}

function rankOf(count: number): number {
  return count <= 1 ? 0 : Math.floor(Math.log2(count));
}

function hasExpired(log: RequestLog, now: number): boolean {
  const newest = log.ring.newest();
  return newest === null || newest <= now - log.windowMs;
}

export class CountRankedLogs {
  readonly #logs = new Map<string, Entry>();
  readonly #byAge = new RecencyList<Entry>();
  readonly #ranks: Array<RecencyList<Entry>> = [];
  readonly #caps: LogCaps;
  #bytes = 0;

  constructor(caps: LogCaps) {
    this.#caps = caps;
  }

  get size(): number {
    return this.#logs.size;
  }

  /** The key's log, created empty if absent; the caller records into it, then calls `file`. */
  open(key: string, windowMs: number): RequestLog {
    const existing = this.#logs.get(key);
    if (existing !== undefined) {
      existing.windowMs = windowMs;
      return existing;
    }
    const entry = new Entry(key, windowMs);
    this.#logs.set(key, entry);
    return entry;
  }

  /**
   * Marks the log most recently active, ranks it by its current count, and
   * makes room for it under the caps by forgetting others, never this one.
   */
  file(log: RequestLog, now: number): void {
    // open() hands out nothing but entries.
    const entry = log as Entry;
    this.#byAge.touch(entry.age);
    this.#bytes += entry.ring.byteLength + ENTRY_OVERHEAD_BYTES - entry.bytes;
    entry.bytes = entry.ring.byteLength + ENTRY_OVERHEAD_BYTES;
    this.#rank(entry);
    this.#forgetExpired(now, 2);
    while (this.#logs.size > this.#caps.maxKeys || this.#bytes > this.#caps.maxBytes) {
      if (!this.#evictOne(entry)) break;
    }
  }

  #rank(entry: Entry): void {
    entry.rank = rankOf(entry.ring.size);
    let list = this.#ranks[entry.rank];
    if (list === undefined) {
      list = new RecencyList();
      this.#ranks[entry.rank] = list;
    }
    list.touch(entry.inRank);
  }

  #forget(entry: Entry): void {
    entry.inRank.list?.remove(entry.inRank);
    this.#byAge.remove(entry.age);
    this.#logs.delete(entry.key);
    this.#bytes -= entry.bytes;
  }

  /** Logs whose window has emptied go first; a few per call keeps each call O(1) while they drain. */
  #forgetExpired(now: number, atMost: number): void {
    for (let left = atMost; left > 0; left -= 1) {
      const oldest = this.#byAge.oldest?.value;
      if (oldest === undefined || !hasExpired(oldest, now)) return;
      this.#forget(oldest);
    }
  }

  /** Forgets the least recently active log of the lowest rank, other than `keep`; false when there is none. */
  #evictOne(keep: Entry): boolean {
    for (const list of this.#ranks) {
      let node = list?.oldest ?? null;
      if (node?.value === keep) node = node.newer;
      if (node === null) continue;
      this.#forget(node.value);
      return true;
    }
    return false;
  }
}
