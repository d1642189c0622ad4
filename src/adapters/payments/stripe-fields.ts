/**
 * Defensive readers for Stripe payloads. The signature proves who sent a
 * body, not that every field is where this API version puts it, so each read
 * checks its type and answers null rather than trusting a cast.
 */
import { isPlan, type Plan } from '../../domain/payments.js';

export type StripeObject = Record<string, unknown>;

export function objectAt(value: unknown): StripeObject | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as StripeObject) : null;
}

export function stringAt(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

export function integerAt(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : null;
}

/** An id field, which Stripe sends as the id or, when expanded, as the object carrying it. */
export function idAt(value: unknown): string | null {
  return stringAt(value) ?? stringAt(objectAt(value)?.id);
}

/** `metadata.schoolId` / `metadata.bookingId`: our record ids, written as decimal strings. */
export function recordIdAt(metadata: unknown, key: string): number | null {
  const text = stringAt(objectAt(metadata)?.[key]);
  if (text === null || !/^[1-9]\d{0,15}$/.test(text.trim())) return null;
  const id = Number(text.trim());
  return Number.isSafeInteger(id) ? id : null;
}

export function planAt(value: unknown): Plan | null {
  return isPlan(value) ? value : null;
}

/** Unix seconds to ISO 8601 UTC. */
export function isoAt(seconds: unknown): string | null {
  const value = integerAt(seconds);
  return value === null ? null : new Date(value * 1000).toISOString();
}

/** The items of a Stripe list (`{ object: 'list', data: [...] }`). */
export function listItems(list: unknown): StripeObject[] {
  const data = objectAt(list)?.data;
  return Array.isArray(data) ? data.map(objectAt).filter((item): item is StripeObject => item !== null) : [];
}

/** The latest of some Unix-second fields, as ISO 8601 UTC. */
export function latestIso(values: readonly unknown[]): string | null {
  const seconds = values.map(integerAt).filter((value): value is number => value !== null);
  return seconds.length === 0 ? null : isoAt(Math.max(...seconds));
}
