/**
 * Where the service's log lines go: stdout, written in batches off the
 * request path. Writing each access line synchronously cost about 40% of a
 * small request's CPU (issue 17); buffered, a write carries dozens of lines.
 *
 * Honest in production means three things, each handled here or in
 * `flushLog`: a quiet service still shows each line within a second
 * (periodic flush); a graceful stop or a fatal error writes every line
 * already logged before the process exits (unless stdout takes nothing
 * for a second: the process then exits without them rather than hang);
 * and a destination that cannot keep up costs bounded memory, with the
 * lines it had to drop counted and reported rather than lost silently.
 */
import { pino } from 'pino';

/**
 * A batch's memory: lines are written once nearly this many bytes wait (about 150 access lines, a few
 * milliseconds of a busy service's). Each write costs the event loop a round trip to libuv's thread pool,
 * and at 4 KB those were about 1 µs of a small request's 48 (issue 17). A quiet service's lines go with
 * the periodic flush.
 */
const BATCH_BYTES = 32 * 1_024;
/** How much of what waits sonic-boom gathers into one write: two batches (a longer line goes alone). */
const MAX_WRITE_BYTES = 2 * BATCH_BYTES;
/** The longest a line waits on a quiet service. */
const FLUSH_EVERY_MS = 1_000;
/** What may wait while stdout is blocked (a stalled pipe or collector); beyond it lines are dropped and counted. */
const MAX_BUFFERED_BYTES = 8 * 2 ** 20;
/**
 * How long a synchronous flush (at exit, or after a fatal error, with no event loop left to wait with) keeps
 * retrying a stdout that takes nothing (EAGAIN: a full pipe nobody reads) before it gives its lines up.
 * sonic-boom alone retries every 100 ms without end, and the process never exits.
 */
const SYNC_FLUSH_WAIT_MS = 1_000;
/** How long after the first dropped line the count is reported, so that a burst is one warning. */
const DROP_REPORT_DELAY_MS = 1_000;

export interface LogDestination extends pino.DestinationStream {
  flush(callback?: (error?: Error) => void): void;
  flushSync(): void;
  on(event: 'drop', listener: (data: Buffer) => void): unknown;
}

/**
 * `destroyed`: set by sonic-boom once ended, though its declarations leave it out; and in its buffer
 * content mode it is written bytes, which they do not allow for either.
 */
type SonicBoom = Omit<ReturnType<typeof pino.destination>, 'write'> & Omit<LogDestination, 'write'> & {
  readonly destroyed: boolean;
  write(bytes: Buffer): boolean;
};

/**
 * pino's exit hook flushes the writer only: the lines still gathering here
 * would be lost on an exit nobody planned. One listener for every open
 * destination, however many a process opens (tests open dozens).
 */
const GATHERING = new Set<BatchedLines>();
process.once('exit', () => {
  for (const destination of GATHERING) destination.flushBeforeExit();
});

/** Until when a synchronous flush of one destination may retry a stdout that takes nothing; shared with its writer. */
interface SyncFlushDeadline {
  at: number;
}

function isStalled(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'EAGAIN' || code === 'EBUSY';
}

/**
 * Lines gathered into a batch of bytes before the writer sees them. Each
 * line is encoded once, as it comes, into the batch's own memory. Handed
 * strings, sonic-boom measures each one and the text it holds, and encodes
 * each batch twice (to write it, and again to cut off what was written):
 * about 0.7 µs of a small request's 49 (issue 17). In bytes, it groups
 * and writes them (on Node 22.7 and later, copying each write first).
 *
 * A full batch is handed over in its own memory, let go once written, a
 * few milliseconds on a busy service: a young collection frees it. Batches
 * cut from a larger shared block kept the block alive across collections,
 * and V8 answered the memory outside its heap piling up with a full
 * collection every few seconds (8% fewer answers by id over 40 s). A batch
 * less than half full (a quiet service's periodic flush, or one cut short
 * by a long line) goes as a copy of its own size, and its memory takes the
 * next: while stdout is stalled, what waits then holds at most about twice
 * the bytes the bound counts, rather than a whole batch's memory per line.
 */
class BatchedLines implements LogDestination {
  readonly #writer: SonicBoom;
  readonly #deadline: SyncFlushDeadline;
  readonly #batchBytes: number;
  #batch: Buffer;
  /** The batch's bytes so far. */
  #used = 0;

  constructor(writer: SonicBoom, deadline: SyncFlushDeadline, batchBytes: number) {
    this.#writer = writer;
    this.#deadline = deadline;
    this.#batchBytes = batchBytes;
    this.#batch = Buffer.allocUnsafeSlow(batchBytes);
    // What keeps a quiet service's lines at most FLUSH_EVERY_MS old: the writer's own timer cannot see them here.
    // No callback, as sonic-boom's own periodic flush: with one it would fsync each time and, while stdout is
    // stalled, add a drain listener per tick.
    const timer = setInterval(() => this.#tick(), FLUSH_EVERY_MS).unref();
    GATHERING.add(this);
    writer.once('close', () => {
      clearInterval(timer);
      GATHERING.delete(this);
    });
  }

  write(line: string): boolean {
    // A UTF-16 unit is at most three bytes of UTF-8: a line that might not fit ends the batch.
    if (this.#used + line.length * 3 > this.#batchBytes) {
      this.#handOver();
      // A line that might not fit even an empty batch goes on its own.
      if (line.length * 3 > this.#batchBytes) {
        this.#writer.write(Buffer.from(line));
        return true;
      }
    }
    this.#used += this.#batch.write(line, this.#used);
    return true;
  }

  flush(callback?: (error?: Error) => void): void {
    this.#handOver();
    this.#writer.flush(callback);
  }

  /** Writes every line now; false if stdout took nothing for SYNC_FLUSH_WAIT_MS, the rest then still waiting. */
  flushSync(): boolean {
    this.#handOver();
    this.#deadline.at = Date.now() + SYNC_FLUSH_WAIT_MS;
    try {
      this.#writer.flushSync();
      return true;
    } catch (error) {
      if (!isStalled(error)) throw error;
      return false;
    } finally {
      this.#deadline.at = Number.POSITIVE_INFINITY;
    }
  }

  /**
   * At exit. A stdout that cannot take the lines now never will: they are given up, and the writer is
   * closed, as pino's own exit hook, which flushes it next, would otherwise wait on it without end.
   */
  flushBeforeExit(): void {
    try {
      if (!this.flushSync()) this.#writer.destroy();
    } catch {
      // Any other failure to write: the process is ending either way.
    }
  }

  on(event: 'drop', listener: (data: Buffer) => void): this {
    this.#writer.on(event, listener);
    return this;
  }

  #tick(): void {
    if (this.#writer.destroyed) return;
    this.#handOver();
    this.#writer.flush();
  }

  /** The batch under way to the writer, which holds it until written. */
  #handOver(): void {
    if (this.#used === 0) return;
    const filled = this.#batch.subarray(0, this.#used);
    let batch: Buffer;
    if (this.#used * 2 < this.#batchBytes) {
      batch = Buffer.allocUnsafeSlow(this.#used);
      filled.copy(batch);
    } else {
      batch = filled;
      this.#batch = Buffer.allocUnsafeSlow(this.#batchBytes);
    }
    this.#used = 0;
    this.#writer.write(batch);
  }
}

/**
 * Stdout (file descriptor 1) unless told otherwise; tests give a file and a smaller bound. Batches stay
 * well below the bound: the writer drops a batch that would cross it whole, every line in it.
 */
export function bufferedDestination({ fd = 1, maxBufferedBytes = MAX_BUFFERED_BYTES } = {}): LogDestination {
  const batchBytes = Math.min(BATCH_BYTES, Math.floor(maxBufferedBytes / 4));
  // Retried without end while the event loop runs (a slow reader catches up); a synchronous flush sets a deadline.
  const deadline: SyncFlushDeadline = { at: Number.POSITIVE_INFINITY };
  const writer = pino.destination({
    retryEAGAIN: () => Date.now() < deadline.at,
    // sonic-boom writes what waits once it reaches minLength: a full batch goes at once; one cut short by a long
    // line may wait for the next, or for the periodic flush.
    dest: fd, sync: false, minLength: Math.floor(batchBytes / 2), maxWrite: MAX_WRITE_BYTES, maxLength: maxBufferedBytes, contentMode: 'buffer',
  }) as unknown as SonicBoom;
  return new BatchedLines(writer, deadline, batchBytes);
}

/** Counts the lines a full buffer drops and reports the count once per burst, through `report`. */
export function reportDroppedLines(
  destination: Pick<LogDestination, 'on'>,
  report: (droppedLines: number) => void,
  delayMs = DROP_REPORT_DELAY_MS,
): void {
  let dropped = 0;
  destination.on('drop', (data: Buffer) => {
    if (dropped === 0) {
      setTimeout(() => {
        const count = dropped;
        dropped = 0;
        report(count);
      }, delayMs).unref();
    }
    dropped += lineCount(data);
  });
}

function lineCount(data: Buffer): number {
  let lines = 0;
  for (let index = data.indexOf('\n'); index !== -1; index = data.indexOf('\n', index + 1)) lines += 1;
  return Math.max(1, lines);
}
