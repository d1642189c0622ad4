/** What the benchmarks share in reading and printing their figures. */

/** The middle value, or the mean of the two middle ones; 0 for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] ?? 0 : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The value at fraction `q` (0 to 1) of `values` in ascending order: the nearest rank at or below; 0 for none. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/**
 * Which of `names` a filter (`--kinds`, `--queries`) asks for: each of its
 * comma-separated parts asks for the names that hold it, except that parts
 * spelling one of the names whole, one after another (names may hold
 * commas: `q=1 letter, pages 1-7`), ask for that name alone, so that naming
 * a kind never also picks the kinds whose names extend it (`…, all facets`)
 * or that it extends: where whole names overlap, the longest is the one
 * named. Every name when the filter has no parts.
 */
export function nameFilter(filter: string, names: readonly string[]): (name: string) => boolean {
  const wanted = filterParts(filter);
  if (wanted.length === 0) return () => true;
  const spelt: { name: string; from: number; length: number }[] = [];
  for (const name of names) {
    const parts = filterParts(name);
    for (let from = 0; parts.length > 0 && from + parts.length <= wanted.length; from += 1) {
      if (parts.every((part, at) => wanted[from + at] === part)) spelt.push({ name, from, length: parts.length });
    }
  }
  const whole = new Set<string>();
  const spent = new Set<number>();
  for (const { name, from, length } of spelt.sort((a, b) => b.length - a.length)) {
    const at = Array.from({ length }, (_, offset) => from + offset);
    if (at.some((position) => spent.has(position))) continue;
    whole.add(name);
    for (const position of at) spent.add(position);
  }
  const held = wanted.filter((_, at) => !spent.has(at));
  return (name) => whole.has(name) || held.some((part) => name.includes(part));
}

function filterParts(text: string): string[] {
  return text.split(',').map((part) => part.trim()).filter(Boolean);
}

/** Rows as aligned columns: the first (the names) to the left, the figures to the right. */
export function printTable(rows: readonly (readonly string[])[]): void {
  const widths = (rows[0] ?? []).map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  for (const row of rows) console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  '));
}
