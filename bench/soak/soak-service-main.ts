/**
 * The service as main.ts builds it, in a child process of the soak run, so
 * that the load generator's memory is not counted in the service's. On an
 * IPC message it collects garbage (it runs with --expose-gc; not for
 * 'memory-without-gc', which shows what an idle process holds on its own)
 * and answers with its memory figures.
 */
import { getHeapStatistics } from 'node:v8';
import { loadConfig } from '../../src/bootstrap/config.js';
import { createLogger } from '../../src/bootstrap/logger.js';
import { buildService } from '../../src/bootstrap/service.js';
import { installShutdownHandlers } from '../../src/bootstrap/shutdown.js';

export interface MemoryReport {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  mallocedMemory: number;
}

const config = loadConfig(process.env);
const logger = createLogger(config.logLevel);
const service = await buildService(config, logger, { redis: { keyPrefix: `soak:${process.pid}:` } });
installShutdownHandlers(service, logger);
await service.start();

process.on('message', (message) => {
  if (message !== 'memory' && message !== 'memory-without-gc') return;
  const collect = (globalThis as { gc?: () => void }).gc;
  if (message === 'memory') collect?.();
  const usage = process.memoryUsage();
  const report: MemoryReport = {
    rss: usage.rss, heapUsed: usage.heapUsed, heapTotal: usage.heapTotal, external: usage.external, arrayBuffers: usage.arrayBuffers,
    mallocedMemory: getHeapStatistics().malloced_memory,
  };
  process.send?.(report);
});
process.send?.({ port: service.server.info.port });
