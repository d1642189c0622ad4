/**
 * Streams the records of one top-level array out of a JSON document shaped
 * like the generator's output (`{ "resorts": [...], "schools": [...], ... }`)
 * without holding the whole file: a dataset of a million schools is far
 * larger than V8's longest string, so JSON.parse of the file cannot work.
 *
 * Only the structure is tracked (depth, strings, escapes); each record's own
 * text is handed to JSON.parse, so values keep JSON's exact semantics.
 * Reading stops as soon as the wanted array closes.
 */
import { createReadStream } from 'node:fs';

export class JsonShapeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JsonShapeError';
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const COLON = 0x3a;
const COMMA = 0x2c;
const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d, 0xfeff]);

/** Yields every element of the array stored under `key` in the top-level object; each must be an object. */
export async function* jsonArrayElements(chunks: AsyncIterable<string>, key: string): AsyncGenerator<unknown> {
  let depth = 0;
  let inString = false;
  let escaped = false;
  let expectKey = false;
  let readingKey = false;
  let rawKey = '';
  let currentKey: string | undefined;
  let inTarget = false;
  let found = false;
  let element: string | undefined;
  let index = 0;

  for await (const chunk of chunks) {
    let start = 0;
    for (let i = 0; i < chunk.length; i += 1) {
      const c = chunk.charCodeAt(i);
      if (inString) {
        if (escaped) escaped = false;
        else if (c === BACKSLASH) escaped = true;
        else if (c === QUOTE) {
          inString = false;
          if (readingKey) {
            readingKey = false;
            currentKey = JSON.parse(`"${rawKey}"`) as string;
          }
          continue;
        }
        if (readingKey) rawKey += chunk[i];
        continue;
      }
      if (WHITESPACE.has(c)) continue;
      if (c === QUOTE) {
        inString = true;
        if (depth === 1 && expectKey) {
          readingKey = true;
          rawKey = '';
        }
      } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
        depth += 1;
        if (depth === 1 && c !== OPEN_OBJECT) throw new JsonShapeError('the file must hold one JSON object, e.g. {"resorts": [...], "schools": [...], "instructors": [...]}');
        if (depth === 1) expectKey = true;
        if (depth === 2 && c === OPEN_ARRAY && currentKey === key) inTarget = found = true;
        if (depth === 3 && inTarget) {
          if (c !== OPEN_OBJECT) throw new JsonShapeError(`"${key}"[${index}] must be an object`);
          element = '';
          start = i;
        }
      } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
        if (depth === 3 && element !== undefined) {
          const text = element + chunk.slice(start, i + 1);
          element = undefined;
          try {
            yield JSON.parse(text);
          } catch (error) {
            if (error instanceof SyntaxError) throw new JsonShapeError(`"${key}"[${index}] is not valid JSON: ${error.message}`);
            throw error;
          }
          index += 1;
        }
        if (depth === 2 && inTarget) return;
        depth -= 1;
      } else if (depth === 1 && c === COLON) {
        expectKey = false;
      } else if (depth === 1 && c === COMMA) {
        expectKey = true;
      } else if (depth === 0) {
        throw new JsonShapeError('the file must hold one JSON object');
      } else if (depth === 2 && inTarget && c !== COMMA) {
        throw new JsonShapeError(`"${key}"[${index}] must be an object`);
      }
    }
    if (element !== undefined) element += chunk.slice(start);
  }
  if (!found) throw new JsonShapeError(`the file has no "${key}" array`);
  throw new JsonShapeError(`the file ends inside "${key}" (truncated?)`);
}

/** The elements of `key` in the file at `path`, read as a UTF-8 stream. */
export function jsonFileArray(path: string, key: string): AsyncGenerator<unknown> {
  return jsonArrayElements(createReadStream(path, { encoding: 'utf8', highWaterMark: 1 << 20 }), key);
}
