/**
 * `--pin`: the servers on one CPU, wrk on another, through util-linux's
 * taskset. Unpinned, on a two-core machine the scheduler moves the server
 * and wrk between the cores and each takes turns on the other's. Two copies
 * of one build, by id at 10k schools, alternated for six to eight rounds of
 * 3 s, three times each way (issue 17, 2026-11-25): their medians of CPU a
 * request were 1.3%, 2.0% and 5.6% apart pinned, 2.8%, 12% and 26%
 * unpinned. It is for comparing builds; unpinned stays the default, the way
 * issue 17's figures were measured and the way a client meets the service.
 *
 * A server is pinned once it has reported ready: its start-up (the index
 * built on a second thread) is measured as it runs unpinned. Its threads
 * all move (`-a`), and the ones it starts later inherit the CPU. The
 * redis-server of the Redis store's comparison is left to the scheduler.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

export const TASKSET = process.env.TASKSET ?? 'taskset';

export interface CpuPinning {
  /** The CPU of the service, the bare route and the service variants. */
  readonly servers: number;
  /** wrk's CPU. */
  readonly client: number;
}

/** The two CPUs, or the reason `--pin` cannot be honoured here. */
export function cpuPinning(cpuCount = availableParallelism(), tasksetRuns = tasksetAvailable()): CpuPinning | string {
  if (cpuCount < 2) return `--pin needs two CPUs; this machine offers ${cpuCount}`;
  if (!tasksetRuns) return `--pin needs ${TASKSET} (util-linux), which did not run here`;
  return { servers: 0, client: 1 };
}

function tasksetAvailable(): boolean {
  return spawnSync(TASKSET, ['--version'], { stdio: 'ignore' }).status === 0;
}

/** Moves every thread of a running process to `cpu`. */
export function pinProcess(pid: number, cpu: number): void {
  execFileSync(TASKSET, ['-a', '-p', '-c', String(cpu), String(pid)], { stdio: 'ignore' });
}

/** The command line that runs `command args` on `cpu` alone, or as it is when nothing is pinned. */
export function onCpu(cpu: number | undefined, command: string, args: readonly string[]): [string, string[]] {
  return cpu === undefined ? [command, [...args]] : [TASKSET, ['-c', String(cpu), command, ...args]];
}
