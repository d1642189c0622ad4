/**
 * `sort=distance` and the distances a page shows. A page's documents are the
 * nearest of the matches, so they lie in a smaller circle around the same
 * point as soon as that circle holds as many matches as the page reaches:
 * every match outside it is strictly farther than every match inside. The
 * page is found in the smallest such circle tried, starting narrow (schools
 * gather around resorts) and growing it from there or from what an even
 * spread of the matches suggests, so that a 500 km search reads the schools
 * of a few kilometres. There, the geo index's bounds on each document's
 * haversine term (haversine-bounds.ts) single out the few that can reach the
 * page, and only those get the exact distance that orders them, so the order
 * is exactly that of domain/geo.ts haversineKm, ties by id.
 */
import type { Circle, ScannedCircle } from './circle.js';
import type { GeoIndex } from './geo-index.js';
import { strictlyBeyond } from './haversine-bounds.js';
import { clearedBitmap, keyBuffer, markAll } from './scratch.js';
import { selectRange } from './select-range.js';
import { mappedIds } from './gather.js';

/**
 * A circle that would hold this many times the page's reach were the matches
 * spread evenly over the search's circle: the guess for a centre away from
 * any resort, where they thin out more often than they gather.
 */
const EXPECTED_SHARE = 4;
/**
 * Schools gather within a few kilometres of their resort, and a search
 * `near` a resort is centred on it, where matches lie far closer together
 * than an even spread suggests: the first circle tried is this much narrower
 * than the even spread's guess (a thousandth of its area). One that holds no
 * match at all says the centre is in no such gathering, and the guess is
 * tried next; otherwise each retry doubles the radius. Around resorts at
 * 100k schools this reads about 110 schools a page rather than 790 (issue 17);
 * a sixteenth and a sixty-fourth read within a few per cent of this. A centre
 * on a lone school away from any resort pays up to five narrow scans more.
 */
const GATHERED_NARROWING = 32;

/** The distance of each of `docs` (all within the circle), in their order. */
export function distancesOf(circle: Circle, docs: Uint32Array): Float64Array {
  const out = new Float64Array(docs.length);
  for (let index = 0; index < docs.length; index += 1) out[index] = circle.distanceKm(docs[index] as number);
  return out;
}

/**
 * Documents at positions [offset, offset + limit) of `matched` (ascending,
 * all within `circle`; null: the whole circle) nearest first, ties by
 * document (id) order.
 */
export function pageByDistance(geo: GeoIndex, circle: Circle, matched: Uint32Array | null, offset: number, limit: number): Uint32Array {
  const count = matched === null ? circle.size : matched.length;
  const end = Math.min(offset + limit, count);
  if (offset >= end) return new Uint32Array(0);
  // Every document of a smaller circle is in this one: when nothing else filtered, all are matches.
  const accepted = matched === null || matched.length === circle.size ? null : clearedBitmap(0, (matched[matched.length - 1] as number) + 1);
  if (accepted !== null) markAll(accepted, matched as Uint32Array);
  const { point, radiusKm } = circle.near;
  const evenGuess = radiusKm * Math.sqrt(Math.min(1, (EXPECTED_SHARE * end) / count));
  let radius = evenGuess / GATHERED_NARROWING;
  for (;;) {
    const scanned = geo.scan({ point, radiusKm: radius }, accepted);
    if (scanned.docs.length >= end || radius >= radiusKm) return nearestOf(scanned, circle, offset, end);
    // Circles around one point nest, so only the narrow first one, or the guess after it, can be empty.
    radius = scanned.docs.length === 0 && radius < evenGuess ? evenGuess : Math.min(radiusKm, radius * 2);
  }
}

/** Positions [offset, end) by distance of the scanned documents, which are at least `end`. */
function nearestOf({ docs, upperTerms, lowerTerms }: ScannedCircle, circle: Circle, offset: number, end: number): Uint32Array {
  const keys = keyBuffer(docs.length);
  keys.set(upperTerms);
  // `end` documents lie at or under the end-th smallest upper bound; one whose
  // lower bound is strictly beyond it is farther than each of them: off the page.
  const reach = strictlyBeyond(selectRange(keys, end - 1, end)[0] as number);
  const candidates: number[] = [];
  for (let at = 0; at < docs.length; at += 1) if ((lowerTerms[at] as number) <= reach) candidates.push(docs[at] as number);
  const distances = candidates.map((doc) => circle.distanceKm(doc));
  const ranked = candidates.map((_, index) => index)
    .sort((a, b) => (distances[a] as number) - (distances[b] as number) || (candidates[a] as number) - (candidates[b] as number));
  return mappedIds(ranked.slice(offset, end), (index) => candidates[index] as number);
}
