/**
 * The service as an operator runs it: a child process, real signals, real sockets on 127.0.0.1.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { request } from 'node:http';
import { parseResponse, RawConnection } from '../support/raw-connection.js';
import { startProcess } from '../support/service-process.js';

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

function send(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request(url, { method: options.method ?? 'GET', headers: options.headers ?? {} }, (response) => {
      let body = '';
      response.on('data', (chunk) => { body += chunk; });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }));
    }).on('error', reject).end(options.body);
  });
}

const get = (url: string) => send(url);

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

// Each test runs a process of its own and waits on it (start-up, signals, draining): side by side,
// the file takes the time of its slowest test rather than the sum of all seven.
describe('the service process', { concurrency: true }, () => {
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

  it('writes an access line for every request answered before SIGTERM, none lost in the log buffer', async () => {
    const { child, url, logs, stdoutClosed } = await startProcess('dist/src/bootstrap/main.js', { PORT: '0', HOST: '127.0.0.1', SEED_SCHOOLS: '50' });
    const answered: string[] = [];
    // Enough lines for several batches, with a last one below the batch size still waiting at SIGTERM.
    for (let batch = 0; batch < 30; batch += 1) {
      const ids = await Promise.all(Array.from({ length: 10 }, (_, index) => new Promise<string>((resolve, reject) => {
        request(`${url}/api/v1/schools/${(batch * 10 + index) % 50 + 1}`, (response) => {
          response.resume();
          response.on('end', () => resolve(String(response.headers['x-request-id'])));
        }).on('error', reject).end();
      })));
      answered.push(...ids);
    }
    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    await stdoutClosed;
    assert.equal(code, 0);
    const logged = logs.filter((entry) => entry.msg === 'request').map((entry) => String(entry.requestId));
    assert.equal(answered.length, 300);
    assert.deepEqual(new Set(logged), new Set(answered));
    assert.equal(logged.length, answered.length);
    assert.equal(logs.at(-1)?.msg, 'shutdown complete');
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

  it('finishes REST and MCP requests in flight on SIGTERM, telling REST clients the connection closes', async () => {
    const { child, url, logs } = await startProcess('dist/test/support/slow-service-main.js', {});
    const listCountries = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'list_countries', arguments: {} } });
    const mcp = send(`${url}/mcp`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: listCountries });
    const rest = get(`${url}/api/v1/countries`);
    await waitFor(() => logs.filter((entry) => entry.msg === 'countries requested').length === 2);
    child.kill('SIGTERM');
    const exited = once(child, 'exit');
    const [mcpAnswer, restAnswer] = await Promise.all([mcp, rest]);
    assert.equal(mcpAnswer.status, 200);
    assert.match(mcpAnswer.body, /"isError"|"data"/);
    assert.deepEqual([restAnswer.status, restAnswer.connection], [200, 'close']);
    assert.equal((await exited)[0], 0);
  });

  it('answers a request sent on an idle keep-alive connection while draining, then closes that connection', async () => {
    const { child, url, logs } = await startProcess('dist/test/support/slow-service-main.js', {});
    const idle = await RawConnection.open(Number(new URL(url).port));
    idle.write('GET /health HTTP/1.1\r\nHost: x\r\n\r\n');
    assert.equal((await idle.response()).headers.connection, 'keep-alive');
    const inFlight = get(`${url}/ready`);
    await waitFor(() => logs.some((entry) => entry.msg === 'readiness check started'));
    child.kill('SIGTERM');
    await waitFor(() => logs.some((entry) => entry.msg === 'shutting down: draining in-flight requests'));
    // The client had no way to know: its last answer promised keep-alive.
    const sentAt = idle.received.length;
    const listTools = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    idle.write(`POST /mcp HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: ${listTools.length}\r\n\r\n${listTools}`);
    assert.equal(await idle.closedByServerWithin(10_000), true);
    const answer = parseResponse(idle.received.slice(sentAt));
    assert.equal(answer?.status, 200, 'the request was answered, not reset');
    // The SDK asks for keep-alive on its event streams; while draining the connection closes regardless.
    assert.equal(answer?.headers.connection, 'close');
    assert.match(idle.received.slice(sentAt), /search_schools/);
    assert.equal((await inFlight).status, 200);
    assert.equal((await once(child, 'exit'))[0], 0);
  });
});
