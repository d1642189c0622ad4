/**
 * node dist/src/adapters/dataset-generator/generate-cli.js --schools 1000000 --seed 42 [--out file.ndjson]
 *
 * Writes the generated directory as NDJSON (dataset-ndjson.ts: one record a
 * line, the load command's --file format) to stdout or a file, progress on
 * stderr. Exit codes: 0 done, 1 write failure, 2 bad arguments.
 */
import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { writeDatasetNdjson, type WriteProgress } from './write-dataset-ndjson.js';

const USAGE = `usage: generate-cli --schools <1..2000000> [--seed <integer>] [--out <file.ndjson>]
Writes NDJSON, one {"kind": "resort" | "school" | "instructor", "record": {...}} per line
(resorts, then schools, then instructors), to stdout or --out: the format of data:load --file.`;
const MAX_SCHOOLS = 2_000_000;

interface CliOptions {
  schools: number;
  seed: number;
  out: string | null;
}

function parse(argv: string[]): CliOptions | string {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { schools: { type: 'string' }, seed: { type: 'string' }, out: { type: 'string' }, help: { type: 'boolean' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return (error as Error).message;
  }
  if (values.help === true) return '';
  if (values.schools === undefined) return '--schools is required';
  if (!/^\d+$/.test(values.schools) || Number(values.schools) < 1 || Number(values.schools) > MAX_SCHOOLS) {
    return `--schools must be an integer from 1 to ${MAX_SCHOOLS}, got '${values.schools}'`;
  }
  const seed = values.seed ?? '42';
  if (!/^-?\d{1,10}$/.test(seed) || Math.abs(Number(seed)) > 0xffffffff) return `--seed must be an integer between -4294967295 and 4294967295, got '${seed}'`;
  if (values.out === '') return '--out needs a file name';
  return { schools: Number(values.schools), seed: Number(seed), out: values.out ?? null };
}

function progressReporter(): (progress: WriteProgress) => void {
  let last = 0;
  return ({ phase, done, total }) => {
    const now = Date.now();
    if (done !== total && now - last < 1000) return;
    last = now;
    process.stderr.write(`${phase}: ${done}/${total} schools (${Math.round((100 * done) / total)}%)\n`);
  };
}

async function main(): Promise<number> {
  const options = parse(process.argv.slice(2));
  if (typeof options === 'string') {
    process.stderr.write(options === '' ? `${USAGE}\n` : `generate-cli: ${options}\n${USAGE}\n`);
    return options === '' ? 0 : 2;
  }
  const started = Date.now();
  const sink = options.out === null ? process.stdout : createWriteStream(options.out);
  try {
    await writeDatasetNdjson({ schools: options.schools, seed: options.seed }, sink, progressReporter());
    if (sink !== process.stdout) {
      sink.end();
      await finished(sink);
    }
  } catch (error) {
    // A closed pipe (`| head`) is the reader's choice, not a failure worth a stack trace.
    if ((error as NodeJS.ErrnoException).code === 'EPIPE') return 0;
    process.stderr.write(`generate-cli: ${(error as Error).message}\n`);
    return 1;
  }
  process.stderr.write(`done: ${options.schools} schools, seed ${options.seed}, in ${((Date.now() - started) / 1000).toFixed(1)} s${options.out === null ? '' : ` -> ${options.out}`}\n`);
  return 0;
}

process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
});
process.exitCode = await main();
