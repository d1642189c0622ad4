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
import { readFileSync } from 'node:fs';

export const TASKSET = process.env.TASKSET ?? 'taskset';

export interface CpuPinning {
  /** The CPU of the service, the bare route and the service variants. */
  readonly servers: number;
  /** wrk's CPU. */
  readonly client: number;
}

/** The first two CPUs this process may run on, or the reason `--pin` cannot be honoured here. */
export function cpuPinning(allowed = allowedCpus(), tasksetRuns = tasksetAvailable()): CpuPinning | string {
  const [servers, client] = allowed;
  if (servers === undefined || client === undefined) return `--pin needs two CPUs; this process may use ${allowed.length}`;
  if (!tasksetRuns) return `--pin needs ${TASKSET} (util-linux), which did not run here`;
  return { servers, client };
}

/** The CPUs in a kernel CPU list (`0-3,8,10-11`), in order. */
export function cpuList(text: string): number[] {
  return text.trim().split(',').filter(Boolean).flatMap((part) => {
    const [first = NaN, last = first] = part.split('-').map(Number);
    return Array.from({ length: Math.max(0, last - first + 1) }, (_, offset) => first + offset);
  });
}

/** The CPUs a task may run on, from its `/proc/<pid>/status` (or a thread's `/proc/<pid>/task/<tid>/status`). */
export function allowedCpusIn(status: string): number[] {
  return cpuList(/^Cpus_allowed_list:\s*(\S+)/m.exec(status)?.[1] ?? '');
}

/** What Linux lets this process run on (a container's cpuset may start anywhere); none where there is no /proc. */
function allowedCpus(): number[] {
  try {
    return allowedCpusIn(readFileSync('/proc/self/status', 'utf8'));
  } catch {
    return [];
  }
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
