/**
 * The values a declaration takes as they come, recognised without joi.
 *
 * Nearly every request names a school by a plain slug, pages with plain
 * digits and filters with one lower-case slug, yet joi spends tens of
 * microseconds on each (issue 17): a nested validation for the blank check,
 * the preparation, the conversion, the rules. A shortcut recognises only
 * the plainest form of an accepted value and gives exactly what joi would
 * give for it; for anything else (blanks, spaces, case, repeats, a value
 * joi might refuse) it answers undefined and joi decides, so refusals and
 * their wording never come from here. The declarations stay the rules;
 * a shortcut is a faster reading of a few values they accept, held to joi
 * by test/adapters/validation/shortcuts.test.ts.
 */
import type { Schema, SchemaMap } from 'joi';

/** The value joi would accept `raw` as, or undefined to let joi decide. */
export type Shortcut = (raw: unknown) => unknown;

const shortcuts = new WeakMap<Schema, Shortcut>();

/** Declares `schema`'s shortcut; returns the schema, so a declaration reads as one expression. */
export function withShortcut<S extends Schema>(schema: S, shortcut: Shortcut): S {
  shortcuts.set(schema, shortcut);
  return schema;
}

/** Digits without a leading zero, short enough to be a safe integer. */
const PLAIN_INTEGER = /^[1-9][0-9]{0,14}$/;

export function integerShortcut(min: number, max: number): Shortcut {
  return (raw) => {
    if (typeof raw !== 'string' || !PLAIN_INTEGER.test(raw)) return undefined;
    const value = Number(raw);
    return value >= min && value <= max ? value : undefined;
  };
}

/** A value of a closed vocabulary as written there: joi's trimming and lower-casing would leave it as it is. */
export function vocabularyShortcut(values: readonly string[]): Shortcut {
  const plain = new Set(values.filter((value) => value === value.trim().toLowerCase()));
  return (raw) => (typeof raw === 'string' && plain.has(raw) ? raw : undefined);
}

const FLAGS: ReadonlyMap<string, boolean> = new Map([['true', true], ['false', false], ['1', true], ['0', false]]);

export const flagShortcut: Shortcut = (raw) => (typeof raw === 'string' ? FLAGS.get(raw) : undefined);

/** Printable ASCII with no space at either end, which trimming and NFC leave as it is: checked first, as a pattern costs less than normalize(). */
const PLAIN_TEXT = /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/;

/**
 * Text, in any script, that trimming and NFC normalisation leave as it is (joi's `trim().normalize('NFC')`
 * calls the same String functions): `Méribel`, `Håkon L`, `Zoë` as keyboards send them. Asking NFC whether it
 * would change a short text takes about 0.04 µs; joi took about 10 µs for such a `q`, and a fifth of the
 * instructors' names the HTTP benchmark types carry a letter outside ASCII.
 */
export function textShortcut(maxLength: number): Shortcut {
  return (raw) => (typeof raw === 'string' && raw.length <= maxLength && (PLAIN_TEXT.test(raw) || unchangedText(raw)) ? raw : undefined);
}

function unchangedText(text: string): boolean {
  // Blank text is the parameter absent (parameter-joi.ts): joi's to read.
  return text !== '' && text === text.trim() && text === text.normalize('NFC');
}

export function patternShortcut(pattern: RegExp, maxLength = Number.POSITIVE_INFINITY): Shortcut {
  return (raw) => (typeof raw === 'string' && raw.length <= maxLength && pattern.test(raw) ? raw : undefined);
}

/** A comma list given once, every item in its plainest form: the array joi would build. */
export function listShortcut(item: Shortcut): Shortcut {
  return (raw) => {
    if (typeof raw !== 'string') return undefined;
    const items = raw.split(',');
    for (let index = 0; index < items.length; index += 1) {
      const accepted = item(items[index]);
      if (accepted === undefined) return undefined;
      items[index] = accepted as string;
    }
    return items;
  };
}

interface KeyShortcut {
  readonly name: string;
  readonly shortcut: Shortcut | undefined;
  /** What joi puts in place of the parameter absent: its default, or undefined (left out). */
  readonly absent: unknown;
  readonly required: boolean;
}

/**
 * The parameters of `keys` (as `parameters()` declares them) read without
 * joi when every one given has a shortcut that takes it and every absent one
 * is optional; undefined otherwise. The result is built as joi builds it: the
 * given parameters in their order on the input's prototype, then the
 * defaults of absent ones in declaration order. Defaults are computed once,
 * here, by joi itself; a declaration whose default is not a plain value gets
 * no shortcut, since one object would then be shared by every request.
 */
export function parametersShortcut(keys: SchemaMap): Shortcut | undefined {
  const declared = new Map<string, KeyShortcut>();
  for (const [name, schema] of Object.entries(keys) as Array<[string, Schema]>) {
    const { value: absent, error } = schema.validate(undefined);
    if (absent !== null && typeof absent === 'object') return undefined;
    declared.set(name, { name, shortcut: shortcuts.get(schema), absent, required: error !== undefined });
  }
  const all = [...declared.values()];
  return (raw) => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
    const given = raw as Record<string, unknown>;
    const accepted = Object.create(Object.getPrototypeOf(given)) as Record<string, unknown>;
    let count = 0;
    for (const name in given) {
      const shortcut = declared.get(name)?.shortcut;
      const value = shortcut === undefined ? undefined : shortcut(given[name]);
      if (value === undefined) return undefined;
      accepted[name] = value;
      count += 1;
    }
    if (count === all.length) return accepted;
    for (const key of all) {
      if (key.name in given) continue;
      if (key.required) return undefined;
      if (key.absent !== undefined) accepted[key.name] = key.absent;
    }
    return accepted;
  };
}
