/**
 * A response body already serialised: UTF-8 JSON in parts (records'
 * remembered bytes, see presenters/record-json.ts, and the envelope around
 * them), handed to Hapi as the response source. validated-answer.ts
 * joins the parts into the bytes it sends and tags them by a hash of those, so
 * no part is encoded again per request; should anything else ever serialise
 * the body, toJSON gives back the value it encodes, so the bytes are the
 * same either way.
 */
import { utf8Bytes } from './utf8-bytes.js';
import { pageMemory } from './page-memory.js';

export class JsonBody {
  readonly parts: readonly Uint8Array[];
  /**
   * A body answered unchanged for as long as it is kept (the API index and the OpenAPI document for the
   * life of the process, a school's detail while its school and preview stay the same, another record's
   * while it stays kept: presenters/record-json.ts recordParts): its bytes never
   * change while this object lives, so its tag is worked out once, its answer is one object
   * (browser/validated-answer.ts), and a long one's encodings are kept with that (browser/compression.ts).
   */
  readonly lasting: boolean;
  #joined: Buffer | undefined;

  constructor(parts: readonly Uint8Array[], { lasting = false }: { lasting?: boolean } = {}) {
    this.parts = parts;
    this.lasting = lasting;
  }

  /** A value that never changes while the process runs (the API index, the OpenAPI document), serialised now, once. */
  static ofLasting(value: unknown): JsonBody {
    return new JsonBody([utf8Bytes(JSON.stringify(value))], { lasting: true });
  }

  /**
   * The whole body: one copy of each part, or the one part itself when there is only one; a lasting body
   * keeps its copy. Another's copy, for an answer to be sent `unencoded`, is in memory that its writer
   * hands back once written (page-memory.ts; from PAGE_MEMORY_MIN_BYTES on).
   */
  bytes(unencoded = false): Buffer {
    if (this.#joined !== undefined) return this.#joined;
    const [only] = this.parts;
    if (this.parts.length === 1 && only !== undefined) return Buffer.from(only.buffer, only.byteOffset, only.byteLength);
    let length = 0;
    for (const part of this.parts) length += part.length;
    if (!this.lasting) return unencoded ? this.#joinedInto(pageMemory(length)) : Buffer.concat(this.parts, length);
    // In memory of its own: a short copy from Buffer.concat is a slice of a shared pool, which a kept slice
    // keeps alive whole, with every short-lived answer written beside it (presenters/record-json.ts ownBytes).
    return (this.#joined = this.#joinedInto(Buffer.allocUnsafeSlow(length)));
  }

  /** The parts copied one after another into `memory`, exactly as long as they are together. */
  #joinedInto(memory: Buffer): Buffer {
    let at = 0;
    for (const part of this.parts) {
      memory.set(part, at);
      at += part.length;
    }
    return memory;
  }

  toJSON(): unknown {
    return JSON.parse(this.bytes().toString('utf8'));
  }
}
