/**
 * A benchmark's command line, read with parseArgs. `--help` prints the
 * script's header comment, where its usage is written once; an option it
 * does not know, or a value it cannot take, ends it with one line saying
 * so rather than with Node's stack trace.
 */
import { readFileSync } from 'node:fs';
import { parseArgs, type ParseArgsConfig } from 'node:util';

/** The leading block comment of the source at `script` (a module's import.meta.url), without its stars. */
export function usageOf(script: string): string {
  const header = /^\/\*\*([\s\S]*?)\*\//.exec(readFileSync(new URL(script), 'utf8'))?.[1] ?? '';
  return `${header.split('\n').map((line) => line.replace(/^ ?\* ?/, '')).join('\n').trim()}\n`;
}

/** parseArgs's refusals: `code` names each (ERR_PARSE_ARGS_UNKNOWN_OPTION, …). */
function isRefusal(error: unknown): error is Error {
  return error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS_');
}

/** What to print, and the exit code, for a command line a script should stop at. */
interface Stop {
  readonly text: string;
  readonly to: 'stdout' | 'stderr';
  readonly code: number;
}

/** parseArgs(config) for the script at `script` (config.args, or the process's arguments); or where it should stop. */
export function readOptions<T extends ParseArgsConfig>(config: T, script: string): ReturnType<typeof parseArgs<T>> | { stop: Stop } {
  if ((config.args ?? process.argv.slice(2)).includes('--help')) return { stop: { text: usageOf(script), to: 'stdout', code: 0 } };
  try {
    return parseArgs(config);
  } catch (error) {
    if (!isRefusal(error)) throw error;
    return { stop: { text: `${error.message.split('\n')[0]}; --help lists the options\n`, to: 'stderr', code: 2 } };
  }
}

/** The positional arguments of a script that takes no options but `--help`. */
export function benchPositionals(script: string): string[] {
  return benchOptions({ allowPositionals: true, options: {} }, script).positionals;
}

/** readOptions, printing and exiting where it says to stop. */
export function benchOptions<T extends ParseArgsConfig>(config: T, script: string): ReturnType<typeof parseArgs<T>> {
  const read = readOptions(config, script);
  if (!('stop' in read)) return read;
  process[read.stop.to].write(read.stop.text);
  process.exit(read.stop.code);
}
