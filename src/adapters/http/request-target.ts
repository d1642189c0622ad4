/**
 * Percent-escapes in the request target, checked strictly. Left to Hapi, a
 * malformed escape in the query (`q=%E0%A4%A`) was decoded leniently and
 * searched as `a`, and one in the path was a 400 that said only "Bad
 * Request". These find the part at fault so the answer can name it.
 */

export const ESCAPE_RULE = 'every % must begin a %XX escape, and the escaped bytes must form UTF-8 text';

export function decodesCleanly(text: string): boolean {
  if (!text.includes('%')) return true;
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

export interface MalformedQueryPart {
  /** The parameter's decoded name, or null when the name itself is malformed. */
  parameter: string | null;
  /** The part as sent: the value, or the name when that is at fault. */
  raw: string;
}

/** The first query parameter whose name or value holds a malformed escape, or null. */
export function malformedQueryPart(query: string): MalformedQueryPart | null {
  for (const pair of query.split('&')) {
    const cut = pair.indexOf('=');
    const name = (cut === -1 ? pair : pair.slice(0, cut)).replace(/\+/g, ' ');
    const value = cut === -1 ? '' : pair.slice(cut + 1).replace(/\+/g, ' ');
    if (!decodesCleanly(name)) return { parameter: null, raw: name };
    if (!decodesCleanly(value)) return { parameter: decodeURIComponent(name), raw: value };
  }
  return null;
}

/** Long raw input shortened for an error message. */
export function excerpt(text: string, max = 80): string {
  return text.length <= max ? text : `${text.slice(0, max)}…`;
}
