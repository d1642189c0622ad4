/**
 * Declarative rules for every public query parameter: the single source from
 * which the REST validation (joi), the MCP tool input schemas and the OpenAPI
 * document are all derived, so the three can never disagree.
 */

/** How each item of a comma list is checked. */
export type ListItemRule =
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'pattern'; pattern: RegExp; label: string; example: string };

export type ParameterSpec =
  | { type: 'text'; description: string; maxLength: number }
  | { type: 'integer'; description: string; min: number; max: number; default: number }
  | { type: 'boolean'; description: string }
  | { type: 'enum'; description: string; values: readonly string[]; default?: string }
  /** Comma list meaning "any of"; also accepted as the parameter repeated. */
  | { type: 'list'; description: string; item: ListItemRule };

export type ParameterSpecs = Readonly<Record<string, ParameterSpec>>;

/** Values after validation: what a spec of each type yields. */
export type ParameterValue = string | number | boolean | string[];
export type ParameterValues = Record<string, ParameterValue | undefined>;

export const BOOLEAN_TRUE = ['true', '1'] as const;
export const BOOLEAN_FALSE = ['false', '0'] as const;
