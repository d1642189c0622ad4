/**
 * A page of schools as JSON items (http/envelope.ts pagedBody): each school its remembered bytes
 * (record-json.ts); after a search near a point, each with its distance from the point as the last
 * field, written here.
 */
import type { SchoolPage } from '../../application/ports/school-repository.js';
import type { School } from '../../domain/records.js';
import { recordJson } from './record-json.js';
import { distanceKmJson, presentDistance, presentSchool } from './record-presenters.js';

/** `{"distanceKm":0}`: presentDistance's own key, around a number of one character. */
const ZERO_DISTANCE = JSON.stringify(presentDistance(0));
/** What follows a listed school's bytes without their closing brace on a page near a point, around the distance's text. */
const DISTANCE_BEFORE = `,${ZERO_DISTANCE.slice(1, -2)}`;
const DISTANCE_AFTER = ZERO_DISTANCE.slice(-1);

/**
 * A page's distance fields, each the text JSON.stringify gives the field (distanceKmJson), all encoded
 * in one go: a record's bytes without their closing brace, then its field, are the bytes
 * JSON.stringify({ ...record, ...presentDistance(km) }) gives. Twenty objects stringified and twenty
 * short texts encoded cost about a tenth of a near page's assembly.
 */
function distanceFields(distancesKm: ArrayLike<number>): Buffer[] {
  const texts: string[] = [];
  for (let at = 0; at < distancesKm.length; at += 1) texts.push(`${DISTANCE_BEFORE}${distanceKmJson(distancesKm[at] as number)}${DISTANCE_AFTER}`);
  const joined = texts.join('');
  const encoded = Buffer.from(joined);
  // Digits and the key's ASCII: a byte a character, unless the key ever has more.
  const bytesOf = encoded.length === joined.length ? (text: string) => text.length : (text: string) => Buffer.byteLength(text);
  let offset = 0;
  return texts.map((text) => {
    const length = bytesOf(text);
    offset += length;
    return encoded.subarray(offset - length, offset);
  });
}

/**
 * The schools of `page` as JSON, each its remembered bytes; after a search near a point, with the distance
 * (a property of the answer) as the last field: the bytes JSON.stringify(presentListedSchool(page)(school, at)) gives.
 */
export function listedSchoolJson(page: SchoolPage): (school: School, at: number) => Uint8Array | Uint8Array[] {
  const schoolJson = recordJson(presentSchool);
  const { distancesKm } = page;
  if (distancesKm === undefined) return schoolJson;
  const distances = distanceFields(distancesKm);
  return (school, at) => [schoolJson(school).subarray(0, -1), distances[at] as Buffer];
}
