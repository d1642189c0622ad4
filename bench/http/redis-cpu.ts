/**
 * The CPU time a redis-server has used, user and system, in microseconds,
 * as it reports it (INFO cpu). The Redis store's counting runs there, not in
 * the service: a comparison that counted only the service's own CPU would
 * make the store that does its work elsewhere look the cheapest.
 */
import { Redis } from 'ioredis';
import type { CpuUsed } from './cpu-used.js';

/** Reads the CPU time a process has used so far. */
export interface CpuMeter {
  used(): Promise<CpuUsed>;
  close(): Promise<void>;
}

function seconds(info: string, field: string): number {
  const value = new RegExp(`^${field}:([0-9.]+)\\s*$`, 'm').exec(info)?.[1];
  if (value === undefined) throw new Error(`redis-server's INFO cpu has no ${field}`);
  return Number(value);
}

export function redisCpu(url: string): CpuMeter {
  const client = new Redis(url, { maxRetriesPerRequest: 1 });
  return {
    async used() {
      const info = await client.info('cpu');
      return { micros: Math.round((seconds(info, 'used_cpu_user') + seconds(info, 'used_cpu_sys')) * 1e6) };
    },
    async close() {
      await client.quit();
    },
  };
}
