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
 * a million records does not keep a million records' bytes. A school's
 * detail (schoolDetailJson) is kept the same way, in generations of
 * REMEMBERED_DETAILS_PER_GENERATION, with its answer (http/envelope.ts
 * successBody), and so is a resort's, a category's or an instructor's
 * (recordParts). Looking up 25,000 schools one after another (the previewed
 * instructors' bytes included) leaves about 65 MB remembered; 120,000
 * instructors, about 15 MB more than their bytes alone. Each presenter
 * has a memory of its own: the embedded engine's suggestions (frozen, built
 * once) add at most two generations of theirs, a few hundred bytes each.
 */
import type { SchoolDetail } from '../../application/use-cases/get-school.js';
import type { Instructor, School } from '../../domain/records.js';
import { presentPreview, presentSchool, presentSchoolDetailExtras } from './record-presenters.js';

type Presenter<T> = (record: T) => unknown;

export const REMEMBERED_PER_GENERATION = 25_000;

class TwoGenerations<V> {
  readonly #perGeneration: number;
  #current = new Map<object, V>();
  #previous = new Map<object, V>();

  constructor(perGeneration: number) {
    this.#perGeneration = perGeneration;
  }

  get(record: object): V | undefined {
    const value = this.#current.get(record);
    if (value !== undefined) return value;
    const older = this.#previous.get(record);
    if (older !== undefined) this.set(record, older);
    return older;
  }

  set(record: object, value: V): void {
    if (this.#current.size >= this.#perGeneration) {
      this.#previous = this.#current;
      this.#current = new Map();
    }
    this.#current.set(record, value);
  }
}

/**
 * Bytes kept for long, in memory of their own. Buffer.from puts short texts in a shared 8 KB pool, and one
 * remembered slice keeps its whole pool alive, with every short-lived answer written beside it: a crawl by
 * id then held about three times the records' own size.
 */
function ownBytes(text: string): Buffer {
  const memory = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  memory.write(text);
  return memory;
}

const serialisers = new WeakMap<Presenter<never>, (record: never) => Buffer>();

/**
 * The serialiser for `present`'s output, one per presenter (and so one memory per record type): a frozen
 * record's bytes are remembered (ownBytes), any other's made each time, never kept, in Buffer's pool.
 */
export function recordJson<T>(present: Presenter<T>): (record: T) => Buffer {
  const known = serialisers.get(present as Presenter<never>);
  if (known !== undefined) return known as (record: T) => Buffer;
  const remembered = new TwoGenerations<Buffer>(REMEMBERED_PER_GENERATION);
  const serialise = (record: T): Buffer => {
    // A frozen object stays frozen: a record found needs no check.
    const isObject = typeof record === 'object' && record !== null;
    const cached = isObject ? remembered.get(record) : undefined;
    if (cached !== undefined) return cached;
    const text = JSON.stringify(present(record));
    if (!isRemembered(record)) return Buffer.from(text);
    const bytes = ownBytes(text);
    remembered.set(record as object, bytes);
    return bytes;
  };
  serialisers.set(present as Presenter<never>, serialise as (record: never) => Buffer);
  return serialise;
}

/** Whether a record's bytes are remembered: only a frozen record's, which cannot change under them. */
function isRemembered(record: unknown): boolean {
  return typeof record === 'object' && record !== null && Object.isFrozen(record);
}

/**
 * A remembered record's bytes as a body's one part, by record, one memory per presenter: in generations of
 * REMEMBERED_DETAILS_PER_GENERATION, as a school's detail, since the answer kept with each (http/envelope.ts
 * successBody) holds a copy of the bytes and about a kilobyte and a half of objects around it.
 */
const keptParts = new WeakMap<Presenter<never>, TwoGenerations<readonly Uint8Array[]>>();

/**
 * recordJson(present)(record) as the parts of a body (http/envelope.ts successBody): for a remembered record,
 * a frozen list, the same while it stays kept, so that the answer made of it is kept with it as a school's
 * detail's is (schoolDetailJson); for any other (MongoDB's), a list of its own. A resort, a category or an
 * instructor looked up on the embedded engine then joins and tags its answer once, not on every lookup
 * (docs/performance.md, session 56).
 */
export function recordParts<T>(present: Presenter<T>, record: T): readonly Uint8Array[] {
  if (!isRemembered(record)) return [recordJson(present)(record)];
  let kept = keptParts.get(present as Presenter<never>);
  if (kept === undefined) keptParts.set(present as Presenter<never>, (kept = new TwoGenerations(REMEMBERED_DETAILS_PER_GENERATION)));
  let parts = kept.get(record as object);
  if (parts === undefined) kept.set(record as object, (parts = Object.freeze([recordJson(present)(record)])));
  return parts;
}

/** One item's JSON: its bytes, or consecutive parts of them (a remembered record and fields after it). */
export type ItemJson = Uint8Array | readonly Uint8Array[];

const ITEM_SEPARATOR = Buffer.from(',');

/** What goes between the brackets of a JSON array of these items: each item's parts, comma-separated. */
export function arrayItemsJson(items: readonly ItemJson[]): Uint8Array[] {
  const parts: Uint8Array[] = [];
  items.forEach((json, index) => {
    if (index > 0) parts.push(ITEM_SEPARATOR);
    if (json instanceof Uint8Array) parts.push(json);
    else parts.push(...json);
  });
  return parts;
}

/**
 * The detail's instructor preview, empty. Inside a string JSON escapes the quotes, so in the extras (fixed
 * taxonomy, a count, a link) this text can only be that key and its value.
 */
const EMPTY_PREVIEW = '"preview":[]';

/**
 * A frozen school's detail in parts: the school and its extras up to the preview's `[`, each previewed
 * instructor's remembered bytes, and the rest from the `]`; frozen, and the same list for as long as its
 * instructor total and previewed instructors stay the same.
 */
interface RememberedDetail {
  readonly total: number;
  readonly preview: readonly Instructor[];
  /** The school's frame first and last (detailParts). */
  readonly parts: readonly Uint8Array[];
}

/**
 * Fewer than records: each detail holds a copy of its school's bytes, and its answer (http/envelope.ts
 * successBody) a copy of the whole.
 */
export const REMEMBERED_DETAILS_PER_GENERATION = 5_000;
const details = new TwoGenerations<RememberedDetail>(REMEMBERED_DETAILS_PER_GENERATION);

function samePreview(known: readonly Instructor[], preview: readonly Instructor[]): boolean {
  return known.length === preview.length && known.every((instructor, at) => instructor === preview[at]);
}

/**
 * The school and its extras up to the preview's `[` (head), and from its `]` (tail), as text. Only the
 * instructor total varies for the same school, so a frozen school's are kept (schoolDetailJson).
 */
function detailFrameText(school: School, total: number): { head: string; tail: string } {
  // Only the extras are searched: the school's own text may hold the same characters.
  const extras = JSON.stringify(presentSchoolDetailExtras({ school, instructors: { total, preview: [] } }));
  const at = extras.indexOf(EMPTY_PREVIEW);
  if (at === -1) throw new Error('presentSchoolDetailExtras no longer writes "preview":[] for an empty preview');
  const inList = at + EMPTY_PREVIEW.length - 1;
  return { head: `${JSON.stringify(presentSchool(school)).slice(0, -1)},${extras.slice(1, inList)}`, tail: extras.slice(inList) };
}

function ownFrame({ head, tail }: { head: string; tail: string }): { head: Uint8Array; tail: Uint8Array } {
  return { head: ownBytes(head), tail: ownBytes(tail) };
}

function frameOf({ parts }: RememberedDetail): { head: Uint8Array; tail: Uint8Array } {
  return { head: parts[0] as Uint8Array, tail: parts.at(-1) as Uint8Array };
}

function detailParts(head: Uint8Array, preview: readonly Instructor[], tail: Uint8Array): Uint8Array[] {
  return [head, ...arrayItemsJson(preview.map(recordJson(presentPreview))), tail];
}

/**
 * presentSchoolDetail as JSON, in parts: the bytes JSON.stringify(presentSchoolDetail(detail)) gives, joined.
 * The previewed instructors are their remembered bytes (stringifying them was most of a detail's own cost);
 * around them, the school's frame. A frozen school's parts are remembered like a record's bytes, frozen, and
 * given again while its instructor total and previewed instructors stay the same, so that the answer made
 * of them can be kept too (http/envelope.ts successBody). Presenting and stringifying the extras and
 * copying the school's bytes were a tenth of a lookup's CPU; joining the parts and tagging them on every
 * lookup, about 8% more, when tags were SHA-256 (issue 17).
 */
export function schoolDetailJson(detail: SchoolDetail): readonly Uint8Array[] {
  const { school, instructors: { total, preview } } = detail;
  if (!isRemembered(school)) {
    const { head, tail } = detailFrameText(school, total);
    return detailParts(Buffer.from(head), preview, Buffer.from(tail));
  }
  const known = details.get(school);
  const framed = known !== undefined && known.total === total ? known : undefined;
  if (framed !== undefined && samePreview(framed.preview, preview)) return framed.parts;
  // The same total with another preview keeps the frame: only the items between are new.
  const { head, tail } = framed !== undefined ? frameOf(framed) : ownFrame(detailFrameText(school, total));
  // A copy of the preview: the caller's list is its own to change.
  const remembered = { total, preview: Object.freeze([...preview]), parts: Object.freeze(detailParts(head, preview, tail)) };
  details.set(school, remembered);
  return remembered.parts;
}
