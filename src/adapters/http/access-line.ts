/**
 * The access line's writer: one line a request, with fixed fields.
 *
 * pino writes a line through its general path: each field's key escaped and
 * looked up among serializers and redaction's stringifiers, each value by
 * its type. That was about 2 µs of a lookup's CPU (issue 17; in a loop, 0.4
 * for the same line joined directly). Where the logger changes nothing
 * about these fields, the line is joined here from pino's own parts for the
 * logger (its level's opening, its time, its bindings, its message key, its
 * line end) and handed to its stream, as pino hands it: the same bytes.
 * Wherever a setting of the logger could make pino write it otherwise (a
 * hook, a mixin, a serializer or a redaction of one of the fields, a log
 * formatter, a nested key, a message prefix, a stream that reads each
 * line's level), the line goes through pino instead.
 */
import { pino, type Logger } from 'pino';

/** What an access line says of a request: these fields, in this order, and no other. */
export interface AccessLine {
  requestId: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  /** Undefined once the socket is gone, and then left out, as pino leaves out any undefined field. */
  remoteAddress: string | undefined;
}

export type AccessLineWriter = (line: AccessLine) => void;

const MESSAGE = 'request';
/** AccessLine's fields in its order, which is the order pino writes an object's fields in. */
const FIELDS: readonly (keyof AccessLine)[] = ['requestId', 'method', 'path', 'status', 'durationMs', 'remoteAddress'];
/** Each field's name as it opens its place in the line. */
const FIELD_HEADS = FIELDS.map((field) => `,${JSON.stringify(field)}:`);

type PartName = 'lsCacheSym' | 'timeSym' | 'chindingsSym' | 'endSym' | 'messageKeySym' | 'streamSym' | 'hooksSym' | 'mixinSym'
  | 'formattersSym' | 'serializersSym' | 'stringifiersSym' | 'wildcardFirstSym' | 'nestedKeySym' | 'msgPrefixSym' | 'needsMetadataGsym';

// msgPrefixSym is among pino's symbols, though its declarations leave it out.
const {
  lsCacheSym, timeSym, chindingsSym, endSym, messageKeySym, streamSym, hooksSym, mixinSym, formattersSym, serializersSym,
  stringifiersSym, wildcardFirstSym, nestedKeySym, msgPrefixSym, needsMetadataGsym,
} = pino.symbols as unknown as Record<PartName, symbol>;

/** The logger's parts by pino's symbols (pino.symbols: the names its own modules read them by). */
type Parts = Record<symbol, any>;

/**
 * Whether pino would write the access line exactly as accessLineWriter joins it: nothing of the logger's
 * settings touches these fields or the line around them. Settings are fixed once a logger is made, but for
 * its level (checked at every line) and its bindings (read at every line).
 */
function writesPlainly(logger: Logger): boolean {
  const parts = logger as unknown as Parts;
  const hooks = parts[hooksSym] ?? {};
  const serializers = parts[serializersSym] ?? {};
  const stringifiers = parts[stringifiersSym] ?? {};
  return hooks.logMethod === undefined
    && hooks.streamWrite === undefined
    && parts[mixinSym] === undefined
    && parts[formattersSym]?.log === undefined
    && parts[nestedKeySym] == null
    && parts[msgPrefixSym] === undefined
    && parts[streamSym]?.[needsMetadataGsym] !== true
    && stringifiers[wildcardFirstSym] === undefined
    && [...FIELDS, parts[messageKeySym] as string].every((key) => serializers[key] === undefined && stringifiers[key] === undefined)
    && typeof parts[lsCacheSym]?.[logger.levels.values.info ?? ''] === 'string'
    && typeof parts[timeSym] === 'function';
}

/** What JSON escapes in a string, but for lone surrogates, which none of these fields can hold (pino leaves them be). */
const ESCAPED = /["\\\u0000-\u001f]/;

/** A field's value as pino writes it; a string with nothing to escape (every one, nearly) quoted as it is. */
function jsonOf(value: string | number): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  return ESCAPED.test(value) ? JSON.stringify(value) : `"${value}"`;
}

/** Writes each access line at info on `logger`: joined here where pino would write it plainly, through pino otherwise. */
export function accessLineWriter(logger: Logger): AccessLineWriter {
  if (!writesPlainly(logger)) return (line) => logger.info(line, MESSAGE);
  const parts = logger as unknown as Parts;
  // What a logger keeps from its making; its bindings (setBindings) and its level may change, and are read at each line.
  const opening: string = parts[lsCacheSym][logger.levels.values.info as number];
  const time: () => string = parts[timeSym];
  const closing = `,${JSON.stringify(parts[messageKeySym])}:${JSON.stringify(MESSAGE)}${parts[endSym]}`;
  const stream: { write(line: string): unknown } = parts[streamSym];
  return (line) => {
    if (!logger.isLevelEnabled('info')) return;
    let text = `${opening}${time()}${parts[chindingsSym]}`;
    for (let at = 0; at < FIELDS.length; at += 1) {
      const value = line[FIELDS[at] as keyof AccessLine];
      if (value !== undefined) text += `${FIELD_HEADS[at]}${jsonOf(value)}`;
    }
    stream.write(text + closing);
  };
}
