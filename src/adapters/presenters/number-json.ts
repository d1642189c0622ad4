/**
 * A number as JSON.stringify writes it, without its call: a finite number's text is what `String` gives
 * it, and any other (NaN, either infinity) is `null`. For the texts written by hand on hot paths (a page's
 * facet counts, page-meta.ts; the access line, http/access-line.ts), each held to JSON.stringify by its tests.
 */
export function numberJson(value: number): string {
  return Number.isFinite(value) ? String(value) : 'null';
}
