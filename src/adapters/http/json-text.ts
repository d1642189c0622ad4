/**
 * A response body already serialised (from records' remembered JSON, see
 * presenters/record-json.ts), handed to Hapi as the response source. The
 * conditional-get plugin sends its text as is; should anything else ever
 * serialise it, toJSON gives back the value it encodes, so the bytes are the
 * same either way.
 */
export class JsonText {
  readonly text: string;

  constructor(text: string) {
    this.text = text;
  }

  toJSON(): unknown {
    return JSON.parse(this.text);
  }
}
