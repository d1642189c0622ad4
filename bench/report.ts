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

/** Whether `name` holds any of the comma-separated parts of `filter` (`--kinds`, `--queries`); every name when it has none. */
export function matchesFilter(name: string, filter: string): boolean {
  const wanted = filter.split(',').map((part) => part.trim()).filter(Boolean);
  return wanted.length === 0 || wanted.some((part) => name.includes(part));
}

/** Rows as aligned columns: the first (the names) to the left, the figures to the right. */
export function printTable(rows: readonly (readonly string[])[]): void {
  const widths = (rows[0] ?? []).map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  for (const row of rows) console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  '));
}
