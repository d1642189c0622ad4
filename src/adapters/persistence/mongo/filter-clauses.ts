/**
 * Filter pieces shared by the three searchable collections. Each helper
 * returns a list of clauses (empty when the query field is absent) so that a
 * builder reads as the list of rules it applies.
 */
import type { Document } from 'mongodb';
import { parseRecordRef } from '../../../domain/queries.js';

/** A list filters only when it has values: absent and empty both mean "any value", as in the embedded engine. */
function active<T>(values: readonly T[] | undefined): values is readonly T[] {
  return values !== undefined && values.length > 0;
}

/** `{ field: { $in: values } }` (lists mean "any of"), or nothing when the list does not filter. */
export function anyOf(field: string, values: readonly unknown[] | undefined): Document[] {
  return active(values) ? [{ [field]: { $in: [...values] } }] : [];
}

/** `{ field: value }`, or nothing when the flag is absent. */
export function equalTo(field: string, value: unknown): Document[] {
  return value === undefined ? [] : [{ [field]: value }];
}

/**
 * References, each an id or a slug (domain/queries.ts parseRecordRef
 * decides which), matched against the id and slug fields of an embedded
 * summary. An unknown reference simply matches nothing.
 */
export function refsOf(idField: string, slugField: string, refs: readonly string[] | undefined): Document[] {
  if (!active(refs)) return [];
  const ids: number[] = [];
  const slugs: string[] = [];
  for (const ref of refs) {
    const parsed = parseRecordRef(ref);
    if ('id' in parsed) ids.push(parsed.id);
    else slugs.push(parsed.slug);
  }
  const either = [...anyOf(idField, ids), ...anyOf(slugField, slugs)];
  return [either.length === 1 ? (either[0] as Document) : { $or: either }];
}

/** Combines clauses with AND; `{}` matches everything. */
export function allOf(clauses: readonly Document[]): Document {
  if (clauses.length === 0) return {};
  if (clauses.length === 1) return clauses[0] as Document;
  return { $and: [...clauses] };
}
