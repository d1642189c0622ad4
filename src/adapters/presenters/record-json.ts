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
 */
import type { SchoolDetail } from '../../application/use-cases/get-school.js';
import { presentSchool, presentSchoolDetailExtras } from './record-presenters.js';

type Presenter<T> = (record: T) => unknown;

const serialisers = new WeakMap<Presenter<never>, (record: never) => string>();

/** The serialiser for `present`'s output, one per presenter (and so one cache per record type). */
export function recordJson<T>(present: Presenter<T>): (record: T) => string {
  const known = serialisers.get(present as Presenter<never>);
  if (known !== undefined) return known as (record: T) => string;
  const texts = new WeakMap<object, string>();
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
