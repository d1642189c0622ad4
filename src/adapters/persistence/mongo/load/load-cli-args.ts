/**
 * Arguments of the load command. Parsing is pure so that every rejection is
 * unit-tested; the command turns a UsageError into exit status 2.
 */
import { parseArgs } from 'node:util';

export const LOAD_USAGE = `Usage: node dist/src/bootstrap/load-mongo-cli.js (--schools <n> [--seed <n>] | --file <path>) [options]

Creates the indexes, then upserts the directory into MongoDB by id (re-runs are safe)
and recomputes the derived counts (schools per resort, category and country).

Source (exactly one, unless --indexes-only):
  --schools <n>       generate n schools (1 to 2000000) with the built-in generator
  --seed <n>          generator seed (default: SEED, else 42)
  --file <path>       an NDJSON file as \`npm run data:generate -- --out <path>\` writes it: one
                      {"kind": "resort" | "school" | "instructor", "record": {...}} per line,
                      resorts, then schools, then instructors

Options:
  --batch-size <n>    records per bulk write (1 to 10000, default 1000)
  --drop              drop the directory collections first (payment collections are never touched)
  --indexes-only      create the indexes and stop
  --help              show this text

Environment: MONGODB_URI (required), MONGODB_DATABASE (default ski_directory).`;

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export type LoadSourceArgs = { kind: 'generate'; schools: number; seed: number | undefined } | { kind: 'file'; path: string };

export type LoadArgs =
  | { command: 'help' }
  | { command: 'load'; source: LoadSourceArgs | undefined; batchSize: number; drop: boolean; indexesOnly: boolean };

function integer(name: string, raw: string | undefined, min: number, max: number): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new UsageError(`--${name} must be an integer from ${min} to ${max}, got '${raw}'`);
  }
  return Number(raw);
}

export function parseLoadArgs(argv: readonly string[]): LoadArgs {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        schools: { type: 'string' },
        seed: { type: 'string' },
        file: { type: 'string' },
        'batch-size': { type: 'string' },
        drop: { type: 'boolean', default: false },
        'indexes-only': { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return { command: 'help' };

  const schools = integer('schools', values.schools, 1, 2_000_000);
  const seed = integer('seed', values.seed, 0, 2 ** 31 - 1);
  const batchSize = integer('batch-size', values['batch-size'], 1, 10_000) ?? 1000;
  if (values.file !== undefined && (schools !== undefined || seed !== undefined)) {
    throw new UsageError('--file cannot be combined with --schools or --seed');
  }
  if (values.file === '') throw new UsageError('--file needs a path');
  if (seed !== undefined && schools === undefined) throw new UsageError('--seed needs --schools');
  const source: LoadSourceArgs | undefined = values.file !== undefined
    ? { kind: 'file', path: values.file }
    : schools !== undefined ? { kind: 'generate', schools, seed } : undefined;
  if (source === undefined && !values['indexes-only']) throw new UsageError('give a source: --schools <n> or --file <path>');
  return { command: 'load', source, batchSize, drop: values.drop, indexesOnly: values['indexes-only'] };
}
