/**
 * A response body already serialised: UTF-8 JSON in parts (records'
 * remembered bytes, see presenters/record-json.ts, and the envelope around
 * them), handed to Hapi as the response source. The conditional-get plugin
 * joins the parts into the bytes it sends and hashes, so no part is encoded
 * again per request; should anything else ever serialise the body, toJSON
 * gives back the value it encodes, so the bytes are the same either way.
 */
export class JsonBody {
  readonly parts: readonly Uint8Array[];

  constructor(parts: readonly Uint8Array[]) {
    this.parts = parts;
  }

  /** The whole body, one copy of each part. */
  bytes(): Buffer {
    return Buffer.concat(this.parts);
  }

  toJSON(): unknown {
    return JSON.parse(this.bytes().toString('utf8'));
  }
}
