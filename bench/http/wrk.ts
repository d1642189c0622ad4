/**
 * Drives one server with wrk for a fixed time, rotating through a list of
 * paths (a Lua script per run, each connection taking the next path), and
 * reads back what wrk measured from a line the script prints when done.
 * Latencies are wrk's (microseconds, per request, client side).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { onCpu } from './cpu-pinning.js';

export const WRK = process.env.WRK ?? '/usr/bin/wrk';
const run = promisify(execFile);

export interface WrkSettings {
  connections: number;
  seconds: number;
  /** The CPU wrk runs on alone (`--pin`, cpu-pinning.ts); anywhere when absent. */
  cpu?: number;
  /** Headers sent with every request, as `Name: value` (wrk's -H). */
  headers?: readonly string[];
}

export interface WrkResult {
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Answers with a status above 399 (wrk's count) and socket errors: both should be 0. */
  failures: number;
}

export function wrkAvailable(): boolean {
  return existsSync(WRK);
}

function rotationScript(paths: readonly string[]): string {
  // Paths are percent-encoded ASCII, so a JSON string is also a valid Lua string literal.
  return `local paths = {${paths.map((path) => JSON.stringify(path)).join(',\n')}}
local next_index = 0
request = function()
  next_index = next_index % #paths + 1
  return wrk.format("GET", paths[next_index])
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("WRK_RESULT %d %d %d %d %d\\n", summary.requests, summary.duration,
    latency:percentile(50), latency:percentile(99), e.status + e.connect + e.read + e.write + e.timeout))
end
`;
}

export async function runWrk(port: number, paths: readonly string[], settings: WrkSettings): Promise<WrkResult> {
  const directory = mkdtempSync(join(tmpdir(), 'http-bench-'));
  const script = join(directory, 'rotate.lua');
  writeFileSync(script, rotationScript(paths));
  try {
    const [command, args] = onCpu(settings.cpu, WRK, [
      '-t1', `-c${settings.connections}`, `-d${settings.seconds}s`, '--timeout', '10s',
      ...(settings.headers ?? []).flatMap((header) => ['-H', header]), '-s', script, `http://127.0.0.1:${port}`,
    ]);
    const { stdout } = await run(command, args, { timeout: (settings.seconds + 30) * 1000 });
    const line = stdout.split('\n').find((text) => text.startsWith('WRK_RESULT '));
    if (line === undefined) throw new Error(`wrk printed no result:\n${stdout}`);
    const [requests = 0, durationMicros = 1, p50 = 0, p99 = 0, failures = 0] = line.split(' ').slice(1).map(Number);
    return { perSecond: requests / (durationMicros / 1e6), p50Ms: p50 / 1000, p99Ms: p99 / 1000, requests, failures };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
