/**
 * What `npm start` sets before it starts the service: the `NAME=value`
 * assignments that begin package.json's start script. The benchmarks start
 * the service's entry themselves (with profiling flags, on ports of their
 * own), and read these so that they measure the process operators run, not
 * one without its tuning.
 */
import { readFileSync } from 'node:fs';

const PACKAGE_JSON = new URL('../../package.json', import.meta.url);

/** The leading assignments of `script`, in order; none when it starts with the command. */
export function leadingAssignments(script: string): Record<string, string> {
  const assignments: Record<string, string> = {};
  for (const word of script.trim().split(/\s+/)) {
    const match = /^([A-Za-z_][A-Za-z0-9_]*)=(\S*)$/.exec(word);
    if (match === null) break;
    assignments[match[1] as string] = match[2] as string;
  }
  return assignments;
}

/** The environment package.json's start script gives the service: this checkout's, or the one at `packageJson`. */
export function startScriptEnvironment(packageJson: string | URL = PACKAGE_JSON): Record<string, string> {
  const { scripts } = JSON.parse(readFileSync(packageJson, 'utf8')) as { scripts?: { start?: string } };
  return leadingAssignments(scripts?.start ?? '');
}
