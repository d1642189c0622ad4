/**
 * A response body already serialised: UTF-8 JSON in parts (records'
 * remembered bytes, see presenters/record-json.ts, and the envelope around
 * them), handed to Hapi as the response source. validated-answer.ts
 * joins the parts into the bytes it sends and tags them by tagSource, so
 * no part is encoded again per request; should anything else ever serialise
 * the body, toJSON gives back the value it encodes, so the bytes are the
 * same either way.
 */
import { pushRecordTag } from '../presenters/record-json.js';
import { utf8Bytes } from './utf8-bytes.js';

/**
 * From this length a body's tag hashes its digest form (JsonBody.taggedBytes) rather than its bytes.
 * Below it, hashing the bytes just joined costs less than finding each record's digest in the record's
 * own memory, which between requests has left the processor's caches. bench/page-tag.bench.ts joins and
 * tags pages that way, with 8 MB written through the caches before each; in two runs the digest form
 * took 1.25–1.52 times as long up to 8 KB (ten resorts, ten or twenty instructors), 1.10 and 1.18 for
 * twenty schools (20 KB), 1.01–1.15 for thirty-five and fifty, 0.98 and 1.05 for a hundred (101 KB;
 * docs/performance.md, session 50). The digest form, far the cheaper in a warm loop (`1f50891`: 8 µs
 * against 30 for fifty schools), is kept for pages past about 47 schools, where the two cost the same.
 * Session 51's machine read the digest form the cheaper from twenty schools (0.85–0.90; fifty 0.75–0.90,
 * a hundred 0.79–0.91) and dearer up to twenty instructors: where the limit belongs differs by machine,
 * and it stays.
 */
export const DIGEST_FORM_MIN_BYTES = 48 * 1024;

export class JsonBody {
  readonly parts: readonly Uint8Array[];
  /**
   * A body answered unchanged for as long as it is kept (the API index and the OpenAPI document for the
   * life of the process, a school's detail while its school and preview stay the same): its bytes never
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

  /** The whole body: one copy of each part, or the one part itself when there is only one; a lasting body keeps its copy. */
  bytes(): Buffer {
    if (this.#joined !== undefined) return this.#joined;
    const [only] = this.parts;
    if (this.parts.length === 1 && only !== undefined) return Buffer.from(only.buffer, only.byteOffset, only.byteLength);
    if (!this.lasting) return Buffer.concat(this.parts);
    // In memory of its own: a short copy from Buffer.concat is a slice of a shared pool, which a kept slice
    // keeps alive whole, with every short-lived answer written beside it (presenters/record-json.ts ownBytes).
    const joined = Buffer.allocUnsafeSlow(this.parts.reduce((length, part) => length + part.length, 0));
    let at = 0;
    for (const part of this.parts) {
      joined.set(part, at);
      at += part.length;
    }
    return (this.#joined = joined);
  }

  /**
   * What the body's entity tag hashes (browser/validated-answer.ts), given the bytes `bytes()` joined (handed
   * over, so that a body made per answer is not joined twice): those bytes themselves below
   * DIGEST_FORM_MIN_BYTES, and from it their digest form (taggedBytes). Either way the choice and the result
   * depend on the bytes alone, so the same answer has the same tag on any instance and either backend, and
   * the two forms cannot meet: a digest form holds a mark no UTF-8 text does, unless it has no record and
   * is the bytes themselves.
   */
  tagSource(joined: Buffer): Buffer {
    return joined.length < DIGEST_FORM_MIN_BYTES ? joined : this.taggedBytes();
  }

  /**
   * The body's digest form: its bytes, with each record's bytes as presenters/record-json.ts made them
   * replaced by a mark and their digest, kept beside the remembered ones. A page of a hundred remembered
   * records then costs a hash of about four kilobytes rather than of the whole body. Different bodies
   * still give different bytes (the mark is a byte no UTF-8 text holds), and the same answer the same
   * bytes on either backend: both serialise records through recordJson, whose bytes are digested whether
   * it remembers them or not. A record served with a field after it (a listed school with its distance)
   * stands as its digest too, marked as its bytes without their closing brace; a school's detail's frame
   * stands as its digests (presenters/record-json.ts schoolDetailJson).
   */
  taggedBytes(): Buffer {
    const pieces: Uint8Array[] = [];
    for (const part of this.parts) if (!pushRecordTag(pieces, part)) pieces.push(part);
    return Buffer.concat(pieces);
  }

  toJSON(): unknown {
    return JSON.parse(this.bytes().toString('utf8'));
  }
}
