/**
 * ParameterSpecs -> zod 4, for the JSON Schema that `tools/list` advertises.
 * zod only describes here: tool input is checked by validateParameters, the
 * same rules REST runs, so both surfaces refuse the same values with the same
 * message (see tool-input.ts).
 */
import { z } from 'zod';
import type { ListItemRule, ParameterSpec, ParameterSpecs } from '../../application/parameters/parameter-spec.js';

/**
 * Case-insensitive patterns are not emitted: JSON Schema has no flags, so
 * `^[a-z]{2}$` would make strict clients refuse `CH`, which the server takes.
 */
function listItemSchema(rule: ListItemRule): z.ZodType {
  if (rule.kind === 'enum') return z.enum(rule.values as [string, ...string[]]);
  return z.string().min(1).describe(`${rule.label}, for example ${rule.example}`);
}

/** One parameter as a tool argument: the REST value types plus the natural JSON ones. */
export function zodSchemaOf(spec: ParameterSpec): z.ZodType {
  switch (spec.type) {
    case 'text':
      return z.string().max(spec.maxLength).describe(spec.description);
    case 'integer':
      return z.number().int().min(spec.min).max(spec.max).default(spec.default).describe(spec.description);
    case 'boolean':
      return z.boolean().describe(spec.description);
    case 'enum': {
      const values = z.enum(spec.values as [string, ...string[]]);
      return (spec.default === undefined ? values : values.default(spec.default)).describe(spec.description);
    }
    case 'list':
      return z.union([
        z.string().describe('One value, or several separated by commas'),
        z.array(listItemSchema(spec.item)).min(1).describe('Several values, any of which may match'),
      ]).describe(spec.description);
  }
}

/**
 * The argument object of a tool: every spec optional (absent means "no
 * filter" or the default, as in a query string) except the `required` extra
 * arguments, and no others allowed, as REST refuses unknown parameters.
 */
export function zodObjectOf(specs: ParameterSpecs, required: Readonly<Record<string, z.ZodType>> = {}): z.ZodObject {
  const optional = Object.fromEntries(Object.entries(specs).map(([name, spec]) => [name, zodSchemaOf(spec).optional()]));
  return z.strictObject({ ...required, ...optional });
}
