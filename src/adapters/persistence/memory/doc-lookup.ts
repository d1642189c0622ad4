/**
 * Record id -> document number. Generated data has ids 1..n in order, where
 * the document number is simply id - 1 and no map is needed; anything else
 * falls back to a Map. A million-entry Map is tens of megabytes the garbage
 * collector would otherwise walk on every major collection.
 */
export class DocLookup {
  readonly #count: number;
  readonly #map: Map<number, number> | null;

  /** `ids` ascending. */
  constructor(ids: readonly number[]) {
    this.#count = ids.length;
    const dense = ids.every((id, doc) => id === doc + 1);
    this.#map = dense ? null : new Map(ids.map((id, doc) => [id, doc]));
  }

  static of(records: readonly { id: number }[]): DocLookup {
    return new DocLookup(records.map((record) => record.id));
  }

  get(id: number): number | undefined {
    if (this.#map !== null) return this.#map.get(id);
    return Number.isInteger(id) && id >= 1 && id <= this.#count ? id - 1 : undefined;
  }
}
