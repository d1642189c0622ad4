/**
 * The joi every query parameter, path reference and tool argument is
 * declared with. It adds the rules of a query string that plain joi lacks,
 * once, so that each declaration states only its own type and bounds:
 * - an empty value (blank text, or JSON null) is the parameter absent;
 * - a list is a comma list, the parameter repeated, or a JSON array;
 * - any other parameter given twice is refused;
 * - booleans also take 1 and 0 (text or numbers);
 * - numbers given as text are written in plain decimals (`10`, `-2`, `2.5`; integers without a fraction),
 *   and one refused is quoted as sent;
 * - text's length is its characters, not its UTF-16 units (`max`).
 * The built-in types are extended under their own names, so `describe()`,
 * and the JSON Schema generated from it, keep the standard types.
 */
import BaseJoi, { type CustomHelpers, type ErrorReport, type ObjectSchema, type Root, type Schema, type SchemaMap } from 'joi';

/** Built from the base joi: it must not itself treat blanks as empty. */
const BLANK = BaseJoi.string().trim().valid('', null);

const REPEATED = 'any.repeated';

/** In a query string an array only arises from a repeated parameter. */
function refuseRepeats(value: unknown, helpers: CustomHelpers): { value: unknown; errors: ErrorReport[] } | undefined {
  return Array.isArray(value) ? { value, errors: [helpers.error(REPEATED)] } : undefined;
}

/** joi trims `true` and `false` itself, but matches `1` and `0` as given. */
function trimmedSingle(value: unknown, helpers: CustomHelpers): { value: unknown; errors?: ErrorReport[] } | undefined {
  return refuseRepeats(value, helpers) ?? (typeof value === 'string' ? { value: value.trim() } : undefined);
}

/**
 * `a,b`, `x=a&x=b` and `["a", "b"]` all mean the list a, b; an empty list is no list. A JSON caller's numbers
 * (`[12, 40]`, ids) are items as they are, for the item's declaration to take or refuse.
 */
function splitList(value: unknown): { value: Array<string | number> | undefined } | undefined {
  const parts: unknown[] = Array.isArray(value) ? value : [value];
  // Anything else is left to joi's own array and item checks to refuse.
  if (!parts.every((part): part is string | number => typeof part === 'string' || typeof part === 'number')) return undefined;
  const items = parts.flatMap((part): Array<string | number> => (typeof part === 'number' ? [part] : part.split(',').map((item) => item.trim()).filter((item) => item !== '')));
  return { value: items.length > 0 ? items : undefined };
}

// Several values, or a list: repeated in a query string, or a JSON caller's array (an MCP tool's argument).
const repeatedMessage = { [REPEATED]: 'takes one value, not a list or a repeat; give it once' };

/** A number as people write one in a query string: decimal digits, a minus sign and a fraction if need be (`-2`, `2.5`, `.5`). */
export const DECIMAL_NUMBER = String.raw`-?(?:\d+(?:\.\d*)?|\.\d+)`;
const DECIMAL = new RegExp(`^${DECIMAL_NUMBER}$`);
/** An integer as people write one: digits, a minus sign if need be. */
const WHOLE = /^-?\d+$/;

/**
 * A number given as text is read only in the notation people write: joi's own conversion also took `1e1` as 10,
 * `.5e1` as 5 and `100.0` as the integer 100, and quoted a number too large to hold as `1e+23`, not as sent. Text
 * in any other form is refused with what was sent, as is text naming a number past the safe integers; a JSON
 * number (an MCP tool's argument) is joi's to check as it is.
 */
function plainNumber(value: unknown, helpers: CustomHelpers): { value: unknown; errors?: ErrorReport[] } | undefined {
  const repeated = refuseRepeats(value, helpers);
  if (repeated !== undefined || typeof value !== 'string') return repeated;
  const text = value.trim();
  // Blank is the parameter absent: empty()'s to decide, after this.
  if (text === '') return undefined;
  const notation = helpers.schema.$_getRule('integer') === undefined ? DECIMAL : WHOLE;
  if (!notation.test(text)) return { value, errors: [helpers.error('number.base')] };
  if (Math.abs(Number(text)) > Number.MAX_SAFE_INTEGER) return { value, errors: [helpers.error('number.unsafe')] };
  return undefined;
}

type Comparison = '<' | '<=' | '>' | '>=';

const COMPARED: Readonly<Record<Comparison, (value: number, limit: number) => boolean>> = {
  '<': (value, limit) => value < limit,
  '<=': (value, limit) => value <= limit,
  '>': (value, limit) => value > limit,
  '>=': (value, limit) => value >= limit,
};

const BOUNDS: Readonly<Record<string, Comparison>> = { min: '>=', max: '<=', greater: '>', less: '<' };

/**
 * joi's bounds (`min`, `max`, `greater`, `less`) as joi checks them, but a value out of range is quoted as sent:
 * joi quoted the number it had converted, so `limit=000` was refused as "0" and `radius=-.5` as "-0.5".
 */
const sentCompare = {
  method: false as const,
  args: [{ name: 'limit', ref: true, assert: (value: unknown) => typeof value === 'number' && !Number.isNaN(value), message: 'must be a number' }],
  validate(value: number, helpers: CustomHelpers, { limit }: { limit: number }, rule: { name: string; operator: Comparison; args: { limit: unknown } }) {
    return COMPARED[rule.operator](value, limit) ? value : helpers.error(`number.${rule.name}`, { limit: rule.args.limit, value: helpers.original });
  },
};

/** How many characters (Unicode code points) `text` holds: a letter outside the BMP (`𝐀`, most emoji) is one, not two. */
function characterCount(text: string): number {
  let count = text.length;
  for (let at = 0; at < text.length - 1; at += 1) {
    const unit = text.charCodeAt(at);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(at + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        count -= 1;
        at += 1;
      }
    }
  }
  return count;
}

/**
 * Text's `max` counts characters, as the JSON Schema `maxLength` that the OpenAPI document and the tools'
 * schemas give (joi-to-json writes the rule, still named `max`, as that): joi's own counts UTF-16 units, and
 * refused 105 characters of `q` as 202. The refusal's `length` is the count, for the message to quote.
 */
const characters = {
  method: false as const,
  args: [{ name: 'limit', assert: (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0, message: 'must be a non-negative integer' }],
  validate(value: string, helpers: CustomHelpers, { limit }: { limit: number }) {
    // A text no longer in UTF-16 units is no longer in characters: only a longer one is counted.
    if (value.length <= limit) return value;
    const length = characterCount(value);
    return length <= limit ? value : helpers.error('string.max', { limit, length });
  },
};

/**
 * A method adding joi's rule `name` with a `limit`, checked by this extension's definition `method`: joi's own
 * definitions cannot be replaced, only the methods adding their rules. The rule keeps its name, so `describe()`
 * and the generated JSON Schema are unchanged. joi's own rules name the definition that checks them (`method`)
 * as string.js does; its types leave it out.
 */
function ruleCheckedBy(name: string, method: string, extra: Readonly<Record<string, unknown>> = {}) {
  return function addRule<S extends Schema>(this: S, limit: number): S {
    const rule: { name: string; method: string; args: { limit: number } } = { name, method, args: { limit }, ...extra };
    return this.$_addRule(rule) as S;
  };
}

export const parameterJoi: Root = BaseJoi.extend(
  (joi: Root) => ({
    type: 'string',
    base: joi.string().empty(BLANK),
    prepare: refuseRepeats,
    messages: repeatedMessage,
    rules: { characters },
    overrides: { max: ruleCheckedBy('max', 'characters') },
  }),
  (joi: Root) => ({
    type: 'number',
    base: joi.number().empty(BLANK),
    prepare: plainNumber,
    messages: repeatedMessage,
    rules: { sentCompare },
    overrides: Object.fromEntries(Object.entries(BOUNDS).map(([name, operator]) => [name, ruleCheckedBy(name, 'sentCompare', { operator })])),
  }),
  // 1 and 0 as text from a query string, or as numbers from a JSON caller (an MCP tool's arguments), alike.
  (joi: Root) => ({ type: 'boolean', base: joi.boolean().truthy('1', 1).falsy('0', 0).empty(BLANK), prepare: trimmedSingle, messages: repeatedMessage }),
  (joi: Root) => ({ type: 'alternatives', base: joi.alternatives().empty(BLANK) }),
  (joi: Root) => ({ type: 'array', base: joi.array().empty(BLANK), prepare: splitList }),
);

/**
 * The parameters of one endpoint or tool: exactly these, any other is
 * refused by name with the list of those accepted.
 */
export function parameters(keys: SchemaMap): ObjectSchema {
  const names = Object.keys(keys);
  const accepted = names.length > 0 ? `accepted parameters: ${names.join(', ')}` : 'this endpoint takes no parameters';
  // Worded in error() rather than messages(): messages on the object are preferences, and joi merges a parent's
  // preferences into each parameter's anew on every validation (a tenth of a small request's CPU).
  return parameterJoi.object(keys).unknown(false).error((errors) => errors.map((error) => {
    if ('code' in error && error.code === 'object.unknown') error.message = `is not a known parameter; ${accepted}`;
    return error;
  }));
}
