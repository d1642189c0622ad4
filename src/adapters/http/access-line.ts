/**
 * The access line's writer: one line a request, with fixed fields.
 *
 * pino writes a line through its general path: each field's key escaped and
 * looked up among serializers and redaction's stringifiers, each value by
 * its type. In a loop that took 1.1–2.0 µs a line, and the line joined
 * directly 0.4–0.8 (docs/performance.md, session 57). Where the logger
 * changes nothing about these fields, the line is joined here from pino's
 * own parts for the logger (its level's opening, its time, its bindings,
 * its message key, its line end) and handed to its stream, as pino hands
 * it: the same bytes. Wherever a setting of the logger could make pino
 * write it otherwise (a hook, a mixin, a serializer or a redaction of one
 * of the fields, a log formatter, a nested key, a message prefix, a stream
 * that reads each line's level, a subscriber to pino's tracing of its
 * lines), the line goes through pino instead. The parts are pino's
 * internals, read through `pino.symbols`: test/adapters/http/access-line.test.ts
 * holds the line to the installed pino's, byte for byte, so that an upgrade
 * that changes them fails there rather than in the logs.
 */
import { tracingChannel } from 'node:diagnostics_channel';
import { pino, type Logger } from 'pino';
import { numberJson } from '../presenters/number-json.js';

/** What an access line says of a request: these fields (FIELDS gives their order), and no other. */
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
/**
 * AccessLine's fields in the order written, by either way (pino writes an object's fields in their order):
 * the compiler holds the list to the interface, every field once.
 */
const FIELDS = Object.keys({
  requestId: true, method: true, path: true, status: true, durationMs: true, remoteAddress: true,
} satisfies Record<keyof AccessLine, true>) as readonly (keyof AccessLine)[];
/** Each field's name as it opens its place in the line. */
const FIELD_HEADS = FIELDS.map((field) => `,${JSON.stringify(field)}:`);

/** pino's symbols for the parts read here (msgPrefixSym is among them, though pino's declarations leave it out). */
const PART_NAMES = [
  'lsCacheSym', 'timeSym', 'chindingsSym', 'endSym', 'messageKeySym', 'errorKeySym', 'streamSym', 'hooksSym', 'mixinSym',
  'formattersSym', 'serializersSym', 'stringifiersSym', 'wildcardFirstSym', 'nestedKeySym', 'msgPrefixSym', 'needsMetadataGsym',
] as const;
/** Each of them, by its name: a symbol wherever writesPlainly lets the line be joined here. */
const SYM = pino.symbols as unknown as Record<(typeof PART_NAMES)[number], symbol>;

/** pino publishes every line it writes here (tools.js asJson); a line joined here would go unseen by a subscriber. */
const PINO_LINES = tracingChannel('pino_asJson');

/** The logger's parts by pino's symbols. */
type Parts = Record<symbol, any>;

/**
 * Whether pino would write the access line exactly as accessLineWriter joins it: nothing of the logger's
 * settings touches these fields or the line around them. Settings are fixed once a logger is made, but for
 * its level (checked at every line) and its bindings (read at every line).
 */
function writesPlainly(logger: Logger): boolean {
  // A pino whose symbols are not all where they were read here is not the one this was written against.
  if (!PART_NAMES.every((name) => typeof SYM[name] === 'symbol')) return false;
  const parts = logger as unknown as Parts;
  const hooks = parts[SYM.hooksSym] ?? {};
  const serializers = parts[SYM.serializersSym] ?? {};
  const stringifiers = parts[SYM.stringifiersSym] ?? {};
  const keys: readonly string[] = [...FIELDS, parts[SYM.messageKeySym]];
  return hooks.logMethod === undefined
    && hooks.streamWrite === undefined
    && parts[SYM.mixinSym] === undefined
    && parts[SYM.formattersSym]?.log === undefined
    && parts[SYM.nestedKeySym] == null
    && parts[SYM.msgPrefixSym] === undefined
    && parts[SYM.streamSym]?.[SYM.needsMetadataGsym] !== true
    && stringifiers[SYM.wildcardFirstSym] === undefined
    && keys.every((key) => serializers[key] === undefined && stringifiers[key] === undefined)
    // pino gives the error key's field the `err` serializer, whatever the key is called.
    && (serializers.err === undefined || !keys.includes(parts[SYM.errorKeySym]))
    && typeof parts[SYM.lsCacheSym]?.[logger.levels.values.info ?? ''] === 'string'
    && typeof parts[SYM.timeSym] === 'function';
}

/** What JSON escapes in a string but lone surrogates, which none of these fields can hold: they come from the request's head, read as latin1. */
const ESCAPED = /["\\\u0000-\u001f]/;
/** pino writes a string longer than this through JSON.stringify (tools.js asString). */
const PINO_STRINGIFIES_OVER = 100;

/** A field's value as pino writes it: a string with nothing to escape (every one, nearly) quoted as it is. */
function jsonOf(value: string | number): string {
  if (typeof value === 'number') return numberJson(value);
  return value.length > PINO_STRINGIFIES_OVER || ESCAPED.test(value) ? JSON.stringify(value) : `"${value}"`;
}

/** The line's fields as an object in FIELDS' order, for pino: the two ways then write them in one order. */
function fieldsOf(line: AccessLine): Partial<AccessLine> {
  const fields: Partial<Record<keyof AccessLine, unknown>> = {};
  for (const field of FIELDS) fields[field] = line[field];
  return fields as Partial<AccessLine>;
}

/** Writes each access line at info on `logger`: joined here where pino would write it plainly, through pino otherwise. */
export function accessLineWriter(logger: Logger): AccessLineWriter {
  const throughPino: AccessLineWriter = (line) => logger.info(fieldsOf(line), MESSAGE);
  if (!writesPlainly(logger)) return throughPino;
  const parts = logger as unknown as Parts;
  // What a logger keeps from its making; its bindings (setBindings) and its level may change, and are read at each line.
  const opening: string = parts[SYM.lsCacheSym][logger.levels.values.info as number];
  const time: (this: Logger) => string = parts[SYM.timeSym];
  // As pino writes the message key: unescaped.
  const closing = `,"${parts[SYM.messageKeySym]}":${JSON.stringify(MESSAGE)}${parts[SYM.endSym]}`;
  const stream: { write(line: string): unknown } = parts[SYM.streamSym];
  return (line) => {
    if (PINO_LINES.hasSubscribers) {
      throughPino(line);
      return;
    }
    if (!logger.isLevelEnabled('info')) return;
    let text = `${opening}${time.call(logger)}${parts[SYM.chindingsSym]}`;
    for (let at = 0; at < FIELDS.length; at += 1) {
      const value = line[FIELDS[at] as keyof AccessLine];
      if (value !== undefined) text += `${FIELD_HEADS[at]}${jsonOf(value)}`;
    }
    stream.write(text + closing);
  };
}
