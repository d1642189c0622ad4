/**
 * A directory file in the generator's NDJSON format as the loader's source.
 * The file is read once, a line at a time (node:readline), and handed out as
 * the three streams the loader asks for in turn: resorts, then schools, then
 * instructors. A record out of that order is refused with its line number,
 * because an instructor loaded before its school would lose its placement.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Instructor, Resort, School } from '../../../../domain/records.js';
import { DatasetFormatError, parseDatasetLine, RECORD_KINDS, type DatasetLine, type RecordKind } from '../../../dataset-generator/dataset-ndjson.js';
import type { DirectorySource } from './directory-loader.js';

export function datasetFileSource(path: string): DirectorySource {
  const file = new DatasetFileReader(path);
  return {
    resorts: () => file.section('resort') as AsyncIterable<Resort>,
    schools: () => file.section('school') as AsyncIterable<School>,
    instructors: () => file.section('instructor') as AsyncIterable<Instructor>,
  };
}

class DatasetFileReader {
  readonly #path: string;
  #lines: AsyncIterator<string> | undefined;
  #close: () => void = () => {};
  #lineNumber = 0;
  /** The first record of the next section, read while finishing the previous one. */
  #pending: DatasetLine | undefined;

  constructor(path: string) {
    this.#path = path;
  }

  /** The records of one kind; call in file order, each after the previous one is drained. */
  async *section(kind: RecordKind): AsyncGenerator<DatasetLine['record']> {
    const rank = RECORD_KINDS.indexOf(kind);
    let drained = false;
    try {
      for (let next = await this.#next(); next !== undefined; next = await this.#next()) {
        const nextRank = RECORD_KINDS.indexOf(next.kind);
        if (nextRank > rank) {
          this.#pending = next;
          break;
        }
        if (nextRank < rank) {
          throw new DatasetFormatError(next.line, `a ${next.kind} after the ${kind}s: the file must list resorts, then schools, then instructors`);
        }
        yield next.record;
      }
      drained = true;
    } finally {
      // Abandoned by a failing load: release the file now rather than at exit.
      if (!drained) this.#close();
    }
  }

  async #next(): Promise<DatasetLine | undefined> {
    if (this.#pending !== undefined) {
      const pending = this.#pending;
      this.#pending = undefined;
      return pending;
    }
    const lines = this.#lines ?? this.#open();
    for (let read = await lines.next(); !read.done; read = await lines.next()) {
      this.#lineNumber += 1;
      // A byte-order mark is not JSON; editors on some systems add one.
      const text = this.#lineNumber === 1 ? read.value.replace(/^\uFEFF/, '') : read.value;
      if (text.trim() !== '') return parseDatasetLine(text, this.#lineNumber);
    }
    return undefined;
  }

  #open(): AsyncIterator<string> {
    const input = createReadStream(this.#path, { encoding: 'utf8', highWaterMark: 1 << 20 });
    const reader = createInterface({ input, crlfDelay: Infinity });
    this.#close = () => {
      reader.close();
      input.destroy();
    };
    this.#lines = reader[Symbol.asyncIterator]();
    return this.#lines;
  }
}
