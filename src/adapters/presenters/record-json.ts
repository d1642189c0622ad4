/**
 * Records as JSON text, serialised once per record and reused until the
 * record changes: a page of twenty schools is then twenty lookups and a
 * join, not twenty presentations and a stringify of the lot.
 *
 * Only frozen records are remembered, keyed by the record object itself. The
 * embedded engine's records are frozen and replaced whole when they change
 * (a featured flip from the payment receiver makes a new object), so a text
 * can never outlive its record's content; records a backend builds per query
 * (MongoDB's) are serialised each time and never kept.
 *
 * Memory is bounded: texts live in two generations of at most
 * REMEMBERED_PER_GENERATION records each; when the newer one fills, the older
 * is dropped, so the records clients keep asking for stay and a crawl through
 * a million records does not keep a million texts.
 */
import type { SchoolDetail } from '../../application/use-cases/get-school.js';
import { presentSchool, presentSchoolDetailExtras } from './record-presenters.js';

type Presenter<T> = (record: T) => unknown;

export const REMEMBERED_PER_GENERATION = 25_000;

class TwoGenerations {
  #current = new Map<object, string>();
  #previous = new Map<object, string>();

  get(record: object): string | undefined {
    const text = this.#current.get(record);
    if (text !== undefined) return text;
    const older = this.#previous.get(record);
    if (older !== undefined) this.set(record, older);
    return older;
  }

  set(record: object, text: string): void {
    if (this.#current.size >= REMEMBERED_PER_GENERATION) {
      this.#previous = this.#current;
      this.#current = new Map();
    }
    this.#current.set(record, text);
  }
}

const serialisers = new WeakMap<Presenter<never>, (record: never) => string>();

/** The serialiser for `present`'s output, one per presenter (and so one memory per record type). */
export function recordJson<T>(present: Presenter<T>): (record: T) => string {
  const known = serialisers.get(present as Presenter<never>);
  if (known !== undefined) return known as (record: T) => string;
  const texts = new TwoGenerations();
  const serialise = (record: T): string => {
    const cacheable = typeof record === 'object' && record !== null && Object.isFrozen(record);
    const cached = cacheable ? texts.get(record) : undefined;
    if (cached !== undefined) return cached;
    const text = JSON.stringify(present(record));
    if (cacheable) texts.set(record, text);
    return text;
  };
  serialisers.set(present as Presenter<never>, serialise as (record: never) => string);
  return serialise;
}

/** presentSchoolDetail as JSON text around the school's remembered text: the bytes JSON.stringify(presentSchoolDetail(detail)) gives. */
export function schoolDetailJson(detail: SchoolDetail): string {
  const school = recordJson(presentSchool)(detail.school);
  const extras = JSON.stringify(presentSchoolDetailExtras(detail));
  return `${school.slice(0, -1)},${extras.slice(1)}`;
}
