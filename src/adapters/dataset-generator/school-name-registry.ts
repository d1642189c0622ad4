/**
 * The names and slugs schools have taken, in generation order. A name must be
 * unique within its town (two schools of one name in one village would
 * confuse anyone looking for either); a slug must be unique everywhere, so
 * the first school with a label gets the bare slug and later ones get their
 * id appended.
 *
 * Hashes stand in for the strings so that a million schools stay cheap: equal
 * strings have equal hashes, so a duplicate is always caught, and a mere hash
 * collision only costs a school its first-choice name or lengthens a slug.
 */
export class SchoolNameRegistry {
  readonly #slugs = new Set<number>();
  readonly #townNames = new Set<number>();
  /** The few hundred towns, hashed once each: a name is tried a few times per school. */
  readonly #towns = new Map<string, number>();

  /** Gives `name` to a school in `town` if no school there has it yet; says whether it did. */
  takeName(town: string, name: string): boolean {
    let townHash = this.#towns.get(town);
    if (townHash === undefined) {
      townHash = Math.imul(fnv1a(town, FNV_OFFSET) ^ SEPARATOR, FNV_PRIME);
      this.#towns.set(town, townHash);
    }
    const hash = fnv1a(name, townHash);
    if (this.#townNames.has(hash)) return false;
    this.#townNames.add(hash);
    return true;
  }

  /** A slug no school has yet: `base`, or `base` with the school's id appended. */
  claimSlug(base: string, id: number): string {
    let candidate = base;
    let hash = fnv1a(candidate, FNV_OFFSET);
    for (let attempt = 1; this.#slugs.has(hash); attempt += 1) {
      candidate = attempt === 1 ? `${base}-${id}` : `${base}-${id}-${attempt}`;
      hash = fnv1a(candidate, FNV_OFFSET);
    }
    this.#slugs.add(hash);
    return candidate;
  }
}

const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 0x01000193;
/** Sits between town and name, so that ("Les", "Arcs X") and ("Les Arcs", "X") hash apart. */
const SEPARATOR = 0x1f;

/** `hash` continues an earlier hash, or starts at FNV_OFFSET. */
function fnv1a(text: string, hash: number): number {
  let result = hash | 0;
  for (let index = 0; index < text.length; index += 1) result = Math.imul(result ^ text.charCodeAt(index), FNV_PRIME);
  // A signed 32-bit value stays a small integer in V8, which keeps a Set of a million of them fast.
  return result | 0;
}
