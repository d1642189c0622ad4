/**
 * What each ParameterSpec type accepts, as one coercing check per type. Input
 * arrives as query-string text (REST: a repeated parameter is an array) or as
 * typed JSON (MCP tool arguments); both are accepted and normalised to the
 * same value, so both surfaces behave identically.
 */
import { BOOLEAN_FALSE, BOOLEAN_TRUE, type ListItemRule, type ParameterSpec, type ParameterValue } from '../../application/parameters/parameter-spec.js';

/** Thrown by a rule; the message completes "Invalid parameter 'x': ...". */
export class RuleViolation extends Error {}

function single(value: unknown): unknown {
  if (Array.isArray(value)) throw new RuleViolation('was given more than once; give it once');
  return value;
}

function readText(value: unknown, maxLength: number): string | undefined {
  const given = single(value);
  if (typeof given !== 'string') throw new RuleViolation('must be a string');
  const text = given.trim().normalize('NFC');
  if (text.length > maxLength) throw new RuleViolation(`must be at most ${maxLength} characters (got ${text.length})`);
  return text === '' ? undefined : text;
}

function readInteger(value: unknown, min: number, max: number): number {
  const given = single(value);
  const parsed = typeof given === 'number' ? given : typeof given === 'string' && /^\s*\d{1,16}\s*$/.test(given) ? Number(given) : NaN;
  if (!Number.isSafeInteger(parsed) || parsed < min || parsed > max) {
    throw new RuleViolation(`must be an integer from ${min} to ${max} (got ${JSON.stringify(given)})`);
  }
  return parsed;
}

function readBoolean(value: unknown): boolean {
  const given = single(value);
  if (typeof given === 'boolean') return given;
  const text = typeof given === 'string' ? given.trim().toLowerCase() : '';
  if ((BOOLEAN_TRUE as readonly string[]).includes(text)) return true;
  if ((BOOLEAN_FALSE as readonly string[]).includes(text)) return false;
  throw new RuleViolation(`must be true or false (or 1 or 0) (got ${JSON.stringify(given)})`);
}

function readEnum(value: unknown, values: readonly string[]): string {
  const given = single(value);
  const text = typeof given === 'string' ? given.trim().toLowerCase() : '';
  if (!values.includes(text)) throw new RuleViolation(`must be one of ${values.join(', ')} (got ${JSON.stringify(given)})`);
  return text;
}

function readListItem(item: string, rule: ListItemRule): string {
  if (rule.kind === 'enum') {
    const slug = item.toLowerCase();
    if (!rule.values.includes(slug)) throw new RuleViolation(`'${item}' is not allowed; allowed values: ${rule.values.join(', ')}`);
    return slug;
  }
  if (!rule.pattern.test(item)) throw new RuleViolation(`'${item}' is not ${rule.label} (for example ${rule.example})`);
  return item;
}

function readList(value: unknown, rule: ListItemRule): string[] | undefined {
  const parts = Array.isArray(value) ? value : [value];
  if (!parts.every((part) => typeof part === 'string')) throw new RuleViolation('must be a comma-separated list of strings');
  const items = (parts as string[]).flatMap((part) => part.split(',')).map((item) => item.trim()).filter(Boolean);
  return items.length === 0 ? undefined : items.map((item) => readListItem(item, rule));
}

/** The accepted value of `value` under `spec`; undefined means "not given". */
export function readParameter(spec: ParameterSpec, value: unknown): ParameterValue | undefined {
  switch (spec.type) {
    case 'text': return readText(value, spec.maxLength);
    case 'integer': return readInteger(value, spec.min, spec.max);
    case 'boolean': return readBoolean(value);
    case 'enum': return readEnum(value, spec.values);
    case 'list': return readList(value, spec.item);
  }
}
