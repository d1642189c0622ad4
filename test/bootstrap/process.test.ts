/**
 * The service as an operator runs it: a child process, real signals, real sockets on 127.0.0.1.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { parseResponse, RawConnection } from '../support/raw-connection.js';
import { killLeftoverProcesses, send, startCommand, startProcess } from '../support/service-process.js';
import { until, within } from '../support/within.js';

const get = (url: string) => send(url);

/** Runs the real entry point with `env` and waits for it to exit on its own (a refused configuration). */
async function runMainToExit(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['dist/src/bootstrap/main.js'], { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => { stderr += chunk; });
  const [code] = await once(child, 'exit');
  return { code, stderr };
}

// Each test runs a process of its own and waits on it (start-up, signals, draining): side by side,
// the file takes the time of its slowest test rather than the sum of all three. Draining under
// load, with its access lines, and requests of every kind in flight: shutdown-under-load.test.ts.
describe('the service process', { concurrency: true, timeout: 60_000 }, () => {
  after(killLeftoverProcesses);

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

  // npm runs the start script in `sh -c` and passes SIGINT and SIGTERM on to it. The script execs node, so the
  // shell becomes the service: a signal to npm alone (a container's stop, npm being its first process) reaches
  // it, where a shell that forked it would die and leave it running, never drained. A signal to the whole group
  // (Ctrl-C, a supervisor stopping the group) reaches it twice, from its sender and from npm: still one drain.
  // Without prestart's build (--ignore-scripts skips only the pre and post scripts): the tests run on dist.
  for (const signalled of ['npm alone', 'the whole group'] as const) {
    it(`started with npm start, drains and exits 0 on SIGTERM to ${signalled}`, { skip: process.platform === 'win32' && 'the start script is a POSIX shell line' }, async () => {
      const env = { PORT: '0', HOST: '127.0.0.1', SEED_SCHOOLS: '200', HOME: process.env.HOME };
      const { child, url, logs } = await startCommand('npm', ['start', '--silent', '--ignore-scripts'], env, { ownGroup: true });
      assert.equal((await get(`${url}/health`)).status, 200);
      if (signalled === 'npm alone') child.kill('SIGTERM');
      else process.kill(-(child.pid as number), 'SIGTERM');
      assert.equal((await within(once(child, 'exit'), 15_000, 'npm exiting'))[0], 0);
      assert.ok(logs.some((entry) => entry.msg === 'shutdown complete'), 'the service drained and said so');
      assert.ok(!logs.some((entry) => entry.msg === 'second signal while draining: exiting now'));
    });
  }

  it('finishes a slow in-flight request on SIGTERM, answers a request sent on an idle keep-alive connection while draining, closes that connection, then exits 0', async () => {
    const { child, url, logs } = await startProcess('dist/test/support/slow-service-main.js', {});
    const idle = await RawConnection.open(Number(new URL(url).port));
    idle.write('GET /health HTTP/1.1\r\nHost: x\r\n\r\n');
    assert.equal((await idle.response()).headers.connection, 'keep-alive');
    const inFlight = get(`${url}/ready`);
    await until(() => logs.some((entry) => entry.msg === 'readiness check started'), 10_000, 'the readiness check started');
    child.kill('SIGTERM');
    await until(() => logs.some((entry) => entry.msg === 'shutting down: draining in-flight requests'), 10_000, 'the drain started');
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
    const slow = await inFlight;
    assert.equal(slow.status, 200);
    assert.equal(JSON.parse(slow.body).data.status, 'ready');
    assert.equal((await once(child, 'exit'))[0], 0);
    assert.ok(logs.some((entry) => entry.msg === 'shutdown complete'), 'logs say the shutdown completed');
  });
});
