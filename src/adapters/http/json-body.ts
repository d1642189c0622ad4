/**
 * A response body already serialised: UTF-8 JSON in parts (records'
 * remembered bytes, see presenters/record-json.ts, and the envelope around
 * them), handed to Hapi as the response source. validated-answer.ts
 * joins the parts into the bytes it sends and tags them by tagSource, so
 * no part is encoded again per request; should anything else ever serialise
 * the body, toJSON gives back the value it encodes, so the bytes are the
 * same either way.
 */
import { recordTagOf } from '../presenters/record-json.js';
import { utf8Bytes } from './utf8-bytes.js';
import { pageMemory } from './page-memory.js';

/**
 * From this length a body's tag hashes its digest form (JsonBody.taggedBytes) rather than its bytes: a
 * twenty-school page (20 KB) is past it, a page of twenty instructors (8 KB) is not.
 *
 * What the digest form saves is hashing a record's bytes; what it costs is finding the record's digest in
 * the record's own memory, which between requests has left the processor's caches. So it pays for long
 * records (presenters/record-json.ts RECORD_DIGEST_MIN_BYTES) on a long page. bench/page-tag.bench.ts joins
 * and tags pages with 8 MB written through the caches before each: sessions 51 and 52 read the digest form
 * at 0.72–0.90 of the bytes' time for twenty schools (about 1 KB each), and mostly dearer for instructors
 * (about 400 bytes each): 0.98–1.21 for twenty, 1.19 for fifty. Over HTTP (`http.bench.js --perf`, session
 * 52) joining and tagging a twenty-school page took 16–24 µs of CPU by the digest form against 25–29 by the
 * bytes, in runs of each way one after the other; side by side, end to end, the gain was within the runs'
 * spread. Session 50's machine read twenty schools 1.10–1.18 in process and set the limit at 48 KB, where
 * the two were even there; where the limit belongs differs by machine (docs/performance.md, sessions 50–52).
 */
export const DIGEST_FORM_MIN_BYTES = 16 * 1024;

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

  /**
   * What the body's entity tag hashes (browser/validated-answer.ts), given the bytes `bytes()` joined (handed
   * over, so that a body made per answer is not joined twice): those bytes themselves below
   * DIGEST_FORM_MIN_BYTES, and from it their digest form (taggedBytes). Either way the choice and the result
   * depend on the bytes alone, so the same answer has the same tag on any instance and either backend, and
   * the two forms cannot meet: a digest form holds a mark no UTF-8 text does, unless it has no record of
   * presenters/record-json.ts RECORD_DIGEST_MIN_BYTES or more and is the bytes themselves.
   */
  tagSource(joined: Buffer): Buffer {
    return joined.length < DIGEST_FORM_MIN_BYTES ? joined : this.taggedBytes(joined);
  }

  /**
   * The body's digest form: its bytes, with each record's bytes as presenters/record-json.ts made them, if
   * RECORD_DIGEST_MIN_BYTES long or more, replaced by a mark and their digest, kept beside the remembered
   * ones (recordTagOf). A page of a hundred schools then costs a hash of about four kilobytes rather than of
   * the whole body. Different bodies still give different bytes (the mark is a byte no UTF-8 text holds),
   * and the same answer the same bytes on either backend: both serialise records through recordJson, whose
   * long bytes are digested whether it remembers them or not. A record served with a field after it (a
   * listed school with its distance) stands as its digest too, marked as its bytes without their closing
   * brace; so does a school's detail's frame before its preview (presenters/record-json.ts schoolDetailJson),
   * though no detail comes near DIGEST_FORM_MIN_BYTES. A body with no record that long is its own digest
   * form: its bytes, `joined` when given (bytes() as already joined), and nothing is copied.
   */
  taggedBytes(joined?: Buffer): Buffer {
    // Made at the first record that stands as its digest: until then, the body is its own digest form.
    let pieces: Uint8Array[] | undefined;
    this.parts.forEach((part, at) => {
      const tag = recordTagOf(part);
      if (tag !== undefined) (pieces ??= this.parts.slice(0, at)).push(...tag);
      else pieces?.push(part);
    });
    return pieces === undefined ? (joined ?? this.bytes()) : Buffer.concat(pieces);
  }

  toJSON(): unknown {
    return JSON.parse(this.bytes().toString('utf8'));
  }
}
