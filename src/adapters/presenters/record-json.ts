/**
 * Records as UTF-8 JSON bytes, serialised and encoded once per record and
 * reused until the record changes: a page of twenty schools is then twenty
 * lookups and one copy, not twenty presentations, a stringify of the lot
 * and its encoding.
 *
 * Only frozen records are remembered, keyed by the record object itself. The
 * embedded engine's records are frozen and replaced whole when they change
 * (a featured flip from the payment receiver makes a new object), so its bytes
 * can never outlive its record's content; records a backend builds per query
 * (MongoDB's) are serialised each time and never kept.
 *
 * Memory is bounded: bytes live in two generations of at most
 * REMEMBERED_PER_GENERATION records each; when the newer one fills, the older
 * is dropped, so the records clients keep asking for stay and a crawl through
 * a million records does not keep a million records' bytes.
 */
import type { SchoolPage } from '../../application/ports/school-repository.js';
import type { SchoolDetail } from '../../application/use-cases/get-school.js';
import type { School } from '../../domain/records.js';
import { presentDistance, presentSchool, presentSchoolDetailExtras } from './record-presenters.js';

type Presenter<T> = (record: T) => unknown;

export const REMEMBERED_PER_GENERATION = 25_000;

class TwoGenerations {
  #current = new Map<object, Buffer>();
  #previous = new Map<object, Buffer>();

  get(record: object): Buffer | undefined {
    const bytes = this.#current.get(record);
    if (bytes !== undefined) return bytes;
    const older = this.#previous.get(record);
    if (older !== undefined) this.set(record, older);
    return older;
  }

  set(record: object, bytes: Buffer): void {
    if (this.#current.size >= REMEMBERED_PER_GENERATION) {
      this.#previous = this.#current;
      this.#current = new Map();
    }
    this.#current.set(record, bytes);
  }
}

/**
 * Bytes kept for long in memory of their own. Buffer.from puts short texts in a shared 8 KB pool, and one
 * remembered slice keeps its whole pool alive, with every short-lived answer written beside it: a crawl
 * by id then held about three times the records' own size.
 */
function ownBytes(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}

const serialisers = new WeakMap<Presenter<never>, (record: never) => Buffer>();

/** The serialiser for `present`'s output, one per presenter (and so one memory per record type). */
export function recordJson<T>(present: Presenter<T>): (record: T) => Buffer {
  const known = serialisers.get(present as Presenter<never>);
  if (known !== undefined) return known as (record: T) => Buffer;
  const remembered = new TwoGenerations();
  const serialise = (record: T): Buffer => {
    const cacheable = typeof record === 'object' && record !== null && Object.isFrozen(record);
    const cached = cacheable ? remembered.get(record) : undefined;
    if (cached !== undefined) return cached;
    const text = JSON.stringify(present(record));
    if (!cacheable) return Buffer.from(text);
    const bytes = ownBytes(text);
    remembered.set(record, bytes);
    return bytes;
  };
  serialisers.set(present as Presenter<never>, serialise as (record: never) => Buffer);
  return serialise;
}

/**
 * A record's remembered bytes followed by more fields, in two parts: the bytes without their closing brace,
 * then the fields' JSON without its opening one; joined, the bytes JSON.stringify({ ...record, ...fields })
 * gives when the fields are new keys.
 */
function withFields(recordBytes: Buffer, fields: object): Uint8Array[] {
  return [recordBytes.subarray(0, -1), Buffer.from(`,${JSON.stringify(fields).slice(1)}`)];
}

/**
 * The schools of `page` as JSON, each its remembered bytes; after a search near a point, with the distance
 * (a property of the answer) as the last field: the bytes JSON.stringify(presentListedSchool(page)(school, at)) gives.
 */
export function listedSchoolJson(page: SchoolPage): (school: School, at: number) => Uint8Array | Uint8Array[] {
  const schoolJson = recordJson(presentSchool);
  const { distancesKm } = page;
  if (distancesKm === undefined) return schoolJson;
  return (school, at) => withFields(schoolJson(school), presentDistance(distancesKm[at] as number));
}

/** presentSchoolDetail as JSON, in parts: the bytes JSON.stringify(presentSchoolDetail(detail)) gives, joined. */
export function schoolDetailJson(detail: SchoolDetail): Uint8Array[] {
  return withFields(recordJson(presentSchool)(detail.school), presentSchoolDetailExtras(detail));
}
