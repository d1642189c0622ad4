/**
 * Redis for tests: whether the shared one on 127.0.0.1:6379 answers (with the
 * reason when not, so suites skip loudly), and throwaway redis-server
 * processes on random ports that a test may kill and restart.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { closeRedisClient } from '../../src/adapters/rate-limit/redis/rate-limit-redis-connection.js';
import { within } from './within.js';

export const SHARED_REDIS_URL = 'redis://127.0.0.1:6379';

/** A prefix unique to this test run, so parallel or repeated runs never share keys. */
export function uniquePrefix(label: string): string {
  return `test:${label}:${process.pid}:${randomBytes(4).toString('hex')}:`;
}

/** A client configured like production's (no offline queue); it connects in the background. */
export function testRedisClient(url: string, options: { retry?: boolean } = {}): Redis {
  const client = new Redis(url, {
    commandTimeout: 1_000,
    connectTimeout: 1_000,
    disconnectTimeout: 100,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: options.retry ? () => 50 : () => null,
  });
  client.on('error', () => {});
  return client;
}

/** Without an offline queue, commands fail until the connection is ready; tests that need it wait (bounded). */
export async function connectedTestClient(url: string): Promise<Redis> {
  const client = testRedisClient(url);
  if (client.status !== 'ready') {
    await within(once(client, 'ready'), 5_000, `a connection to ${url}`, { holdsProcess: false });
  }
  return client;
}

/** Null when Redis answers PING, otherwise why not. */
export async function redisUnavailableReason(url = SHARED_REDIS_URL): Promise<string | null> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 1_000, disconnectTimeout: 100, commandTimeout: 1_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG' ? null : `Redis at ${url} did not answer PONG`;
  } catch (error) {
    return `Redis at ${url} is not answering (${error instanceof Error ? error.message : String(error)})`;
  } finally {
    await closeTestClient(client);
  }
}

/** The adapter's own close: QUIT when connected, else disconnect. */
export const closeTestClient = closeRedisClient;

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Null when a redis-server binary can be started, otherwise why not. */
export function redisServerMissingReason(): string | null {
  const probe = spawnSync('redis-server', ['--version'], { stdio: 'ignore' });
  return probe.error ? `redis-server cannot be started (${probe.error.message})` : null;
}

/** Starts redis-server without persistence and waits (bounded) until it answers. */
export async function startRedisServer(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) break;
    if ((await redisUnavailableReason(`redis://127.0.0.1:${port}`)) === null) return child;
    await sleep(50);
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server on port ${port} did not start`);
}

export async function stopRedisServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}
