/**
 * The service as an operator runs it: a child process, real signals, real sockets on 127.0.0.1.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { request } from 'node:http';
import { createInterface } from 'node:readline';

interface Started {
  child: ChildProcess;
  url: string;
  logs: Array<Record<string, unknown>>;
}

async function startProcess(script: string, env: NodeJS.ProcessEnv): Promise<Started> {
  const child = spawn(process.execPath, [script], { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const logs: Array<Record<string, unknown>> = [];
  const lines = createInterface({ input: child.stdout! });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the service did not report listening within 20 s')), 20_000);
    lines.on('line', (line) => {
      const entry = JSON.parse(line) as Record<string, unknown>;
      logs.push(entry);
      if (entry.msg === 'listening') {
        clearTimeout(timer);
        resolve(String(entry.url));
      }
    });
    child.once('exit', (code) => reject(new Error(`exited early with ${code}`)));
  });
  return { child, url, logs };
}

function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request(url, (response) => {
      let body = '';
      response.on('data', (chunk) => { body += chunk; });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    }).on('error', reject).end();
  });
}

/** Runs the real entry point with `env` and waits for it to exit on its own (a refused configuration). */
async function runMainToExit(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['dist/src/bootstrap/main.js'], { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => { stderr += chunk; });
  const [code] = await once(child, 'exit');
  return { code, stderr };
}

/** Polls a condition every 20 ms, for at most 10 s (bounded: it fails rather than hangs). */
async function waitFor(condition: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('condition not met within 10 s');
}

describe('the service process', () => {
  it('exits non-zero with one line naming PORT when PORT is not a number', async () => {
    const { code, stderr } = await runMainToExit({ PORT: 'abc' });
    assert.notEqual(code, 0);
    assert.match(stderr, /PORT must be an integer from 0 to 65535/);
    assert.equal(stderr.trim().split('\n').length, 1);
  });

  it('refuses to start in production without a durable backend', async () => {
    const { code, stderr } = await runMainToExit({ NODE_ENV: 'production' });
    assert.notEqual(code, 0);
    assert.match(stderr, /MONGODB_URI/);
  });

  it('serves, then exits 0 on SIGTERM', async () => {
    const { child, url } = await startProcess('dist/src/bootstrap/main.js', { PORT: '0', HOST: '127.0.0.1', SEED_SCHOOLS: '50' });
    assert.equal((await get(`${url}/api/v1`)).status, 200);
    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    assert.equal(code, 0);
  });

  it('finishes a slow in-flight request on SIGTERM, then exits 0', async () => {
    const { child, url, logs } = await startProcess('dist/test/support/slow-service-main.js', {});
    const inFlight = get(`${url}/ready`);
    await waitFor(() => logs.some((entry) => entry.msg === 'readiness check started'));
    child.kill('SIGTERM');
    const exited = once(child, 'exit');
    const response = await inFlight;
    assert.equal(response.status, 200);
    assert.equal(JSON.parse(response.body).data.status, 'ready');
    const [code] = await exited;
    assert.equal(code, 0);
    assert.ok(logs.some((entry) => entry.msg === 'shutdown complete'), 'logs say the shutdown completed');
  });
});
