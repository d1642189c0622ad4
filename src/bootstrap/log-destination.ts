/**
 * Where the service's log lines go: stdout, written in batches off the
 * request path. Writing each access line synchronously cost about 40% of a
 * small request's CPU (issue 17); buffered, a write carries dozens of lines.
 *
 * Honest in production means three things, each handled here or in
 * `flushLog`: a quiet service still shows each line within a second
 * (periodic flush); a graceful stop or a fatal error writes every line
 * already logged before the process exits; and a destination that cannot
 * keep up costs bounded memory, with the lines it had to drop counted and
 * reported rather than lost silently.
 */
import { pino } from 'pino';

/** Lines are written once this many bytes wait (about 15 access lines); it must stay below sonic-boom's 16 KB maxWrite. */
const BATCH_BYTES = 4_096;
/** The longest a line waits on a quiet service. */
const FLUSH_EVERY_MS = 1_000;
/** What may wait while stdout is blocked (a stalled pipe or collector); beyond it lines are dropped and counted. */
const MAX_BUFFERED_BYTES = 8 * 2 ** 20;
/** How long after the first dropped line the count is reported, so that a burst is one warning. */
const DROP_REPORT_DELAY_MS = 1_000;

export interface LogDestination extends pino.DestinationStream {
  flush(callback?: (error?: Error) => void): void;
  flushSync(): void;
  on(event: 'drop', listener: (data: string) => void): unknown;
}

/** `destroyed`: set by sonic-boom once ended, though its declarations leave it out. */
type SonicBoom = ReturnType<typeof pino.destination> & LogDestination & { readonly destroyed: boolean };

/**
 * pino's exit hook flushes the writer only: the lines still gathering here
 * would be lost on an exit nobody planned. One listener for every open
 * destination, however many a process opens (tests open dozens).
 */
const GATHERING = new Set<BatchedLines>();
process.once('exit', () => {
  for (const destination of GATHERING) {
    try {
      destination.flushSync();
    } catch {
      // A stdout that cannot take the lines now never will: the process is ending either way.
    }
  }
});

/**
 * Lines gathered into a batch before the writer sees them. sonic-boom appends
 * each line it is given to the text it holds and then measures that text's
 * UTF-8 length, which flattens it: handing it lines one by one copies the
 * growing batch once per line (about 6 KB of garbage and its scan per access
 * line, issue 17). Joined here, the writer sees one string per batch.
 */
class BatchedLines implements LogDestination {
  readonly #writer: SonicBoom;
  #lines: string[] = [];
  #length = 0;

  constructor(writer: SonicBoom) {
    this.#writer = writer;
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
    this.#lines.push(line);
    // UTF-16 units rather than bytes: a batch's size need not be exact, only bounded.
    this.#length += line.length;
    if (this.#length >= BATCH_BYTES) this.#handOver();
    return true;
  }

  flush(callback?: (error?: Error) => void): void {
    this.#handOver();
    this.#writer.flush(callback);
  }

  flushSync(): void {
    this.#handOver();
    this.#writer.flushSync();
  }

  on(event: 'drop', listener: (data: string) => void): this {
    this.#writer.on(event, listener);
    return this;
  }

  #tick(): void {
    if (this.#writer.destroyed) return;
    this.#handOver();
    this.#writer.flush();
  }

  #handOver(): void {
    if (this.#lines.length === 0) return;
    const batch = this.#lines.join('');
    this.#lines = [];
    this.#length = 0;
    this.#writer.write(batch);
  }
}

/** Stdout (file descriptor 1) unless told otherwise; tests give a file and a smaller bound. */
export function bufferedDestination({ fd = 1, maxBufferedBytes = MAX_BUFFERED_BYTES } = {}): LogDestination {
  const writer = pino.destination({ dest: fd, sync: false, minLength: BATCH_BYTES, maxLength: maxBufferedBytes }) as SonicBoom;
  return new BatchedLines(writer);
}

/** Counts the lines a full buffer drops and reports the count once per burst, through `report`. */
export function reportDroppedLines(
  destination: Pick<LogDestination, 'on'>,
  report: (droppedLines: number) => void,
  delayMs = DROP_REPORT_DELAY_MS,
): void {
  let dropped = 0;
  destination.on('drop', (data: string) => {
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

function lineCount(data: string): number {
  let lines = 0;
  for (let index = data.indexOf('\n'); index !== -1; index = data.indexOf('\n', index + 1)) lines += 1;
  return Math.max(1, lines);
}
