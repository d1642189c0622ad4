/**
 * An in-process stand-in for the small part of the driver's Db/Collection
 * API the Mongo adapters use, with mingo (MongoDB's query language in
 * JavaScript) as the query engine. The real repository classes and the real
 * loader run on it unchanged, so the filters, sorts, pipelines, projections
 * and mappers they use are all exercised; only the wire is left out.
 *
 * Stored documents are deep-frozen: a pipeline that tried to modify its
 * input would throw here instead of passing by accident.
 */
import { aggregate, find, Query } from 'mingo';
import type { Db, Document } from 'mongodb';

type Stored = Document & { _id: unknown };

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

const clone = <T>(value: T): T => structuredClone(value);
const matcher = (filter: Document) => new Query(filter);
const applySet = (doc: Stored, update: Document): Stored => deepFreeze({ ...clone(doc), ...clone(update.$set as Document) });
/** The document an upsert inserts: the filter's equalities, then $setOnInsert and $set. */
const upserted = (_id: string, filter: Document, update: Document): Stored => deepFreeze({
  _id,
  ...Object.fromEntries(Object.entries(filter).filter(([key, value]) => !key.startsWith('$') && (value === null || typeof value !== 'object'))),
  ...clone((update.$setOnInsert ?? {}) as Document),
  ...clone((update.$set ?? {}) as Document),
});

/** The driver's duplicate key failure, as the adapters read it: code 11000 and the index's key pattern. */
class DuplicateKeyError extends Error {
  readonly code = 11000;
  readonly keyPattern: Document;

  constructor(keyPattern: Document) {
    super(`E11000 duplicate key error: ${JSON.stringify(keyPattern)}`);
    this.keyPattern = keyPattern;
  }
}
/** The cursor surface the adapters use: toArray and async iteration. */
const cursorOf = (docs: Document[]) => ({
  toArray: async () => docs,
  async *[Symbol.asyncIterator]() {
    yield* docs;
  },
});

export class MingoCollection {
  docs: Stored[] = [];
  /** Generated ids count up per collection, so two identical runs store identical documents. */
  #inserted = 0;
  readonly indexes: Array<{ key: Document; options: Document }> = [];

  aggregate(pipeline: Document[]) {
    return cursorOf(aggregate(this.docs, pipeline) as Document[]);
  }

  find(filter: Document, options: { projection?: Document; sort?: Document; limit?: number } = {}) {
    let cursor = find(this.docs, filter, options.projection);
    if (options.sort) cursor = cursor.sort(options.sort as Record<string, 1 | -1>);
    if (options.limit) cursor = cursor.limit(options.limit);
    return cursorOf(cursor.all() as Document[]);
  }

  async findOne(filter: Document, options: { projection?: Document } = {}) {
    return (await this.find(filter, { ...options, limit: 1 }).toArray())[0] ?? null;
  }

  async bulkWrite(operations: Document[]) {
    for (const operation of operations) {
      if (operation.replaceOne) {
        const { filter, replacement } = operation.replaceOne as { filter: { _id: unknown }; replacement: Stored };
        const at = this.docs.findIndex((doc) => doc._id === filter._id);
        const doc = deepFreeze(clone(replacement));
        if (at >= 0) this.docs[at] = doc;
        else this.docs.push(doc);
      } else if (operation.updateOne) {
        const { filter, update, upsert } = operation.updateOne as { filter: Document; update: Document; upsert?: boolean };
        await this.updateOne(filter, update, { upsert });
      } else {
        throw new Error(`bulk operation not supported by the stand-in: ${Object.keys(operation).join()}`);
      }
    }
    return {};
  }

  async insertOne(doc: Document) {
    const stored = deepFreeze({ _id: this.#nextId(), ...clone(doc) }) as Stored;
    this.#checkUnique(stored, -1);
    this.docs.push(stored);
    return { acknowledged: true, insertedId: stored._id };
  }

  /** $set, and with `upsert` $setOnInsert; the unique indexes are enforced like the server's. */
  async updateOne(filter: Document, update: Document, options: { upsert?: boolean } = {}) {
    const query = matcher(filter);
    const at = this.docs.findIndex((doc) => query.test(doc));
    if (at < 0) {
      if (!options.upsert) return { matchedCount: 0, modifiedCount: 0, upsertedCount: 0 };
      const doc = upserted(this.#nextId(), filter, update);
      this.#checkUnique(doc, -1);
      this.docs.push(doc);
      return { matchedCount: 0, modifiedCount: 0, upsertedCount: 1 };
    }
    const doc = applySet(this.docs[at] as Stored, update);
    this.#checkUnique(doc, at);
    this.docs[at] = doc;
    return { matchedCount: 1, modifiedCount: 1, upsertedCount: 0 };
  }

  #nextId(): string {
    this.#inserted += 1;
    return `generated-${this.#inserted}`;
  }

  /** Unique indexes on one field, partial ones only over documents their filter matches. */
  #checkUnique(doc: Stored, self: number): void {
    for (const { key, options } of this.indexes) {
      if (!options.unique) continue;
      const fields = Object.keys(key);
      // One query per index, not per document: building a mingo Query costs more than testing one.
      const partial = options.partialFilterExpression ? matcher(options.partialFilterExpression as Document) : null;
      const covered = (candidate: Document) => partial === null || partial.test(candidate);
      if (!covered(doc)) continue;
      const clash = this.docs.some((other, index) => index !== self && covered(other) && fields.every((field) => other[field] === doc[field]));
      if (clash) throw new DuplicateKeyError(key);
    }
  }

  async updateMany(filter: Document, update: Document) {
    const query = matcher(filter);
    this.docs = this.docs.map((doc) => (query.test(doc) ? applySet(doc, update) : doc));
    return {};
  }

  async deleteMany(filter: Document) {
    const query = matcher(filter);
    this.docs = this.docs.filter((doc) => !query.test(doc));
    return {};
  }

  async createIndex(key: Document, options: Document) {
    this.indexes.push({ key, options });
    return String(options.name);
  }

  /** Distinct values of `field`, array elements one by one, as MongoDB answers `distinct`. */
  async distinct(field: string) {
    const values = new Set<unknown>();
    for (const doc of this.docs) {
      const value = doc[field];
      for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) values.add(item);
    }
    return [...values];
  }

  async estimatedDocumentCount() {
    return this.docs.length;
  }

  async drop() {
    this.docs = [];
    return true;
  }
}

export class MingoDb {
  readonly collections = new Map<string, MingoCollection>();

  collection(name: string): MingoCollection {
    let collection = this.collections.get(name);
    if (!collection) this.collections.set(name, (collection = new MingoCollection()));
    return collection;
  }

  listCollections() {
    return cursorOf([...this.collections.keys()].map((name) => ({ name })));
  }

  /** Typed as the driver's Db for the adapters; only the methods above exist. */
  asDb(): Db {
    return this as unknown as Db;
  }
}
