/**
 * The rules of a search near a point: `near` (a point or a resort), `radius`,
 * and the orders and radii that need `near`. Limits come from domain/geo.ts.
 */
import type { AlternativesSchema, CustomHelpers, NumberSchema } from 'joi';
import { InvalidParameterError } from '../../domain/errors.js';
import { DEFAULT_RADIUS_KM, MAX_RADIUS_KM, MIN_RADIUS_KM } from '../../domain/geo.js';
import { DISTANCE_SORT, parseRecordRef, type RecordRef } from '../../domain/queries.js';
import type { GeoPoint } from '../../domain/records.js';
import { jsonId } from './common-parameters.js';
import { DECIMAL_NUMBER, parameterJoi } from './parameter-joi.js';
import { RECORD_REFERENCE } from './record-reference.js';
import { integerShortcut, withShortcut, type Shortcut } from './shortcuts.js';

/** `lat,lng` in decimal degrees, each a number as any parameter's (parameter-joi.ts); anything else must be a record reference. */
const DEGREES = DECIMAL_NUMBER;
const POINT = new RegExp(String.raw`^(${DEGREES})\s*,\s*(${DEGREES})$`);
const EITHER = new RegExp(String.raw`^(?:${DEGREES}\s*,\s*${DEGREES}|${RECORD_REFERENCE.source.slice(1, -1)})$`);
const NEAR_SHAPE = 'must be a point as lat,lng in decimal degrees (for example 46.02,7.75) or a resort slug or id';

/** What a valid `near` names: a point, or the resort whose coordinates stand for it. */
export type NearValue = { point: GeoPoint } | { resort: RecordRef };

/** A trimmed `near` read: its value, or the rule it breaks (with what the message names). */
type NearReading = NearValue | { refused: 'string.pattern.base' } | { refused: 'near.latitude'; lat: string } | { refused: 'near.longitude'; lng: string };

/** The one reading of `near`, for joi's rule and for the shortcut alike. */
function readNear(value: string): NearReading {
  const point = POINT.exec(value);
  if (point === null) return RECORD_REFERENCE.test(value) ? { resort: parseRecordRef(value) } : { refused: 'string.pattern.base' };
  const [latText, lngText] = [point[1] as string, point[2] as string];
  const [lat, lng] = [Number(latText), Number(lngText)];
  // Out of range, a degree is quoted as sent (`091`, not 91), as any number is.
  if (lat < -90 || lat > 90) return { refused: 'near.latitude', lat: latText };
  if (lng < -180 || lng > 180) return { refused: 'near.longitude', lng: lngText };
  return { point: { lat, lng } };
}

function toNear(value: string, helpers: CustomHelpers): NearValue | ReturnType<CustomHelpers['error']> {
  const reading = readNear(value);
  if (!('refused' in reading)) return reading;
  const { refused, ...named } = reading;
  return helpers.error(refused, named);
}

const MAX_NEAR_LENGTH = 100;

/** A value joi would not trim, read as joi's rule reads it; a refusal (and its wording) stays joi's. */
const nearShortcut: Shortcut = (raw) => {
  if (typeof raw !== 'string' || raw.length > MAX_NEAR_LENGTH || raw !== raw.trim()) return undefined;
  const reading = readNear(raw);
  return 'refused' in reading ? undefined : reading;
};

/** A JSON caller's resort id (an MCP tool's argument), as the number the records carry. */
const nearResortId = jsonId().custom((id: number): NearValue => ({ resort: parseRecordRef(String(id)) }));

export const near: AlternativesSchema = withShortcut(parameterJoi.alternatives()
  .try(parameterJoi.string().trim().max(MAX_NEAR_LENGTH).pattern(EITHER).custom(toNear), nearResortId)
  .description(`Only schools within \`radius\` km of here (great-circle distance); each listed school then carries \`distanceKm\`. A point as \`lat,lng\` in decimal degrees (WGS 84), or a resort's slug or id standing for the resort's coordinates. Combine with \`sort=distance\` for nearest first.`)
  .example('46.02,7.75')
  .messages({
    'string.base': NEAR_SHAPE,
    'string.max': NEAR_SHAPE,
    ...Object.fromEntries(['string.pattern.base', 'alternatives.types', 'number.base', 'number.integer', 'number.min', 'number.unsafe', 'number.infinity']
      .map((code) => [code, `${NEAR_SHAPE} (got {:#value})`])),
    'near.latitude': 'latitude must be from -90 to 90 (got {:#lat})',
    'near.longitude': 'longitude must be from -180 to 180 (got {:#lng})',
  }), nearShortcut);

export const radius: NumberSchema = withShortcut(parameterJoi.number().min(MIN_RADIUS_KM).max(MAX_RADIUS_KM)
  .description(`Kilometres around \`near\`, from ${MIN_RADIUS_KM} to ${MAX_RADIUS_KM}; default ${DEFAULT_RADIUS_KM}. Only with \`near\`.`)
  .example(20)
  .messages(Object.fromEntries(['number.base', 'number.min', 'number.max', 'number.infinity', 'number.unsafe']
    .map((code) => [code, `must be a number of kilometres from ${MIN_RADIUS_KM} to ${MAX_RADIUS_KM} (got {:#value})`]))),
  // Whole kilometres, the common case; fractions such as 0.1 go through joi.
  integerShortcut(Math.ceil(MIN_RADIUS_KM), MAX_RADIUS_KM));

const NEEDS_NEAR = 'needs `near`: a point or resort to measure from';

/**
 * The rules between parameters, which joi's `when` would state but the
 * generated JSON Schema cannot: `radius` alone would be silently ignored, and
 * `sort=distance` alone has no sensible fallback (unlike relevance without q).
 */
export function checkNearDependents(values: { near?: unknown; radius?: unknown; sort?: unknown }): void {
  if (values.near !== undefined) return;
  if (values.radius !== undefined) throw new InvalidParameterError('radius', NEEDS_NEAR);
  if (values.sort === DISTANCE_SORT) throw new InvalidParameterError('sort', `${DISTANCE_SORT} ${NEEDS_NEAR}`);
}
