/**
 * The one grammar of every `sort` parameter: a field name orders by that
 * field in its natural direction (names A-Z, prices cheapest first, ratings
 * best first); `-field` reverses it, offered only where the reverse is an
 * order someone wants (Z-A, dearest first), not for rankings.
 */
export type SortValue<Field extends string, Reversible extends Field> = Field | `-${Reversible}`;

/** Every value of a list's sort vocabulary, each field followed by its reverse where it has one. */
export function sortValues<const Field extends string, const Reversible extends Field>(
  fields: readonly Field[],
  reversible: readonly Reversible[],
): readonly SortValue<Field, Reversible>[] {
  return fields.flatMap((field): SortValue<Field, Reversible>[] =>
    (reversible as readonly string[]).includes(field) ? [field, `-${field as Reversible}`] : [field]);
}
