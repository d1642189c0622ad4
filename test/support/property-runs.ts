/**
 * How many cases a property tries. `npm test` runs each property with the
 * count its test names, chosen so that it still catches a seeded bug while
 * the run stays within its time budget (README, "Tests and benchmarks");
 * `PROPERTY_RUNS_FACTOR=10 npm test` tries ten times as many, for a longer
 * hunt before a release or after touching a search engine.
 */
const FACTOR_VARIABLE = 'PROPERTY_RUNS_FACTOR';

function runsFactor(): number {
  const given = process.env[FACTOR_VARIABLE];
  if (given === undefined || given === '') return 1;
  const factor = Number(given);
  if (!Number.isFinite(factor) || factor <= 0) throw new Error(`${FACTOR_VARIABLE} must be a positive number, got '${given}'`);
  return factor;
}

const FACTOR = runsFactor();

export function propertyRuns(runs: number): number {
  return Math.max(1, Math.ceil(runs * FACTOR));
}
