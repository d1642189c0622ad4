/**
 * Writes a generated dataset as NDJSON (see dataset-ndjson.ts) without ever
 * holding it whole: resorts first (their school counts come from a cheap
 * counting pass), then the blocks are generated twice, once for the schools
 * (without instructor profiles) and once for the instructors (without school
 * presentation). Memory stays flat at any size.
 */
import type { Writable } from 'node:stream';
import type { DatasetOptions } from './dataset.js';
import { datasetLine } from './dataset-ndjson.js';
import { buildResorts, countSchoolsPerResort, createGenerationContext, generateBlocks } from './generate-dataset.js';

export interface WriteProgress {
  phase: 'resorts' | 'schools' | 'instructors';
  /** Schools covered so far in this phase. */
  done: number;
  total: number;
}

const CHUNK_CHARS = 1 << 20;

export async function writeDatasetNdjson(options: DatasetOptions, sink: Writable, onProgress: (progress: WriteProgress) => void = () => {}): Promise<void> {
  const context = createGenerationContext(options);
  const out = new ChunkedWriter(sink);
  const total = context.schoolCount;

  onProgress({ phase: 'resorts', done: 0, total });
  for (const resort of buildResorts(context, countSchoolsPerResort(context))) out.push(datasetLine('resort', resort));

  let done = 0;
  for (const block of generateBlocks(context, { schoolPresentation: true, instructors: false })) {
    for (const school of block.schools) {
      if (out.push(datasetLine('school', school))) await out.flush();
    }
    done += block.schools.length;
    onProgress({ phase: 'schools', done, total });
  }

  done = 0;
  for (const block of generateBlocks(context, { schoolPresentation: false, instructors: true })) {
    for (const instructor of block.instructors) {
      if (out.push(datasetLine('instructor', instructor))) await out.flush();
    }
    done += block.schools.length;
    onProgress({ phase: 'instructors', done, total });
  }
  await out.flush();
}

/** Batches small strings into large writes and honours the sink's backpressure. */
class ChunkedWriter {
  readonly #sink: Writable;
  #parts: string[] = [];
  #size = 0;

  constructor(sink: Writable) {
    this.#sink = sink;
  }

  /** Buffers `text`; true when the buffer is big enough to be flushed. */
  push(text: string): boolean {
    this.#parts.push(text);
    this.#size += text.length;
    return this.#size >= CHUNK_CHARS;
  }

  async flush(): Promise<void> {
    const chunk = this.#parts.join('');
    this.#parts = [];
    this.#size = 0;
    if (chunk.length > 0 && !this.#sink.write(chunk)) await waitForDrain(this.#sink);
  }
}

function waitForDrain(sink: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const onDrain = (): void => { sink.off('error', onError); resolve(); };
    const onError = (error: Error): void => { sink.off('drain', onDrain); reject(error); };
    sink.once('drain', onDrain);
    sink.once('error', onError);
  });
}
