/**
 * CPU time a process has used, user and system, in microseconds (the access
 * log's writes count too). Per request, it is the benchmark's steadiest
 * figure on a shared machine: it does not depend on how much of the CPU the
 * process was given, only on the work each request took.
 */
export interface CpuUsed { micros: number }

export function cpuUsed(): CpuUsed {
  const { user, system } = process.cpuUsage();
  return { micros: user + system };
}
