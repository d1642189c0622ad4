/**
 * SIGTERM while the service is busy, as an operator's deploy sends it: the
 * real entry point in a child process, many keep-alive connections each
 * sending request after request. Every request a connection sent is
 * answered (none is reset or left unanswered) and has its access line (none
 * is lost in the log buffer), each connection is told `Connection: close`
 * before it closes, and the process exits 0. Slow requests of every kind in
 * flight when the signal arrives (REST, MCP, a payment event being stored)
 * are finished and answered.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { checkoutSubscriptionCompleted, signed, TEST_WEBHOOK_SECRET } from '../fixtures/stripe-events.js';
import { killLeftoverProcesses, send, startProcess } from '../support/service-process.js';
import { until } from '../support/within.js';

const CONNECTIONS = 40;
const ANSWERS_BEFORE_SIGNAL = 400;

interface ConnectionOutcome {
  answered: number;
  /** The X-Request-Id of each answer, to find its access line. */
  requestIds: string[];
  /** Requests written whose answer never came: lost. */
  unanswered: number;
  toldToClose: boolean;
  reset: boolean;
}

/**
 * One keep-alive connection sending GETs one after another until an answer
 * says Connection: close; each answer is counted once complete (by
 * Content-Length). Stops sending when told to close, as HTTP clients do.
 */
function keepSending(port: number, paths: readonly string[], answered: () => void): Promise<ConnectionOutcome> {
  return new Promise((resolve) => {
    const socket: Socket = connect({ port, host: '127.0.0.1' });
    const outcome: ConnectionOutcome = { answered: 0, requestIds: [], unanswered: 0, toldToClose: false, reset: false };
    let buffer = Buffer.alloc(0);
    let inFlight = false;
    let sent = 0;
    const sendNext = () => {
      inFlight = true;
      socket.write(`GET ${paths[sent % paths.length]} HTTP/1.1\r\nHost: x\r\n\r\n`);
      sent += 1;
    };
    socket.on('connect', sendNext);
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        const headEnd = buffer.indexOf('\r\n\r\n');
        if (headEnd === -1) return;
        const head = buffer.subarray(0, headEnd).toString('latin1');
        const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
        if (buffer.length < headEnd + 4 + length) return;
        buffer = buffer.subarray(headEnd + 4 + length);
        inFlight = false;
        outcome.answered += 1;
        outcome.requestIds.push(/\r\nx-request-id:\s*(\S+)/i.exec(head)?.[1] ?? 'none');
        answered();
        if (/\r\nconnection:\s*close/i.test(head)) {
          outcome.toldToClose = true;
          return;
        }
        sendNext();
      }
    });
    socket.on('error', () => { outcome.reset = true; });
    socket.on('close', () => {
      outcome.unanswered = inFlight ? 1 : 0;
      resolve(outcome);
    });
  });
}

describe('SIGTERM under load', { timeout: 90_000 }, () => {
  after(killLeftoverProcesses);

  it(`answers every request on ${CONNECTIONS} busy keep-alive connections, logs each, tells each connection to close, and exits 0`, async () => {
    const { child, port, logs, stdoutClosed } = await startProcess('dist/src/bootstrap/main.js', {
      PORT: '0', HOST: '127.0.0.1', SEED_SCHOOLS: '50', RATE_LIMIT_OVERRIDES: '127.0.0.1:1000', SHUTDOWN_TIMEOUT_MS: '20000',
    });
    let answers = 0;
    const answered = new Set<number>();
    const paths = ['/api/v1/schools?limit=5', '/health', '/api/v1/countries'];
    const outcomes = Promise.all(Array.from({ length: CONNECTIONS }, (_, index) => keepSending(port, paths, () => { answers += 1; answered.add(index); })));
    // Every connection is in use (accepted and answered) before the signal: one still in the kernel's accept
    // queue when the listener closes is refused by the kernel, which is "no longer accepting", not a loss.
    await until(() => answers >= ANSWERS_BEFORE_SIGNAL && answered.size === CONNECTIONS, 20_000, `${ANSWERS_BEFORE_SIGNAL} answers, on every connection`);
    child.kill('SIGTERM');
    const exited = once(child, 'exit');
    const results = await outcomes;
    const [code] = await exited;
    const total = results.reduce((sum, result) => sum + result.answered, 0);
    console.log(`SIGTERM under load: ${total} requests answered on ${CONNECTIONS} connections (${ANSWERS_BEFORE_SIGNAL}+ before the signal), `
      + `${results.filter((result) => result.unanswered > 0).length} unanswered, ${results.filter((result) => result.reset).length} reset`);
    assert.deepEqual(results.filter((result) => result.unanswered > 0 || result.reset), [], 'no request is lost, no connection reset');
    assert.equal(results.every((result) => result.toldToClose), true, 'every connection was told Connection: close before it closed');
    assert.equal(code, 0);
    // Access lines are written in batches: the last batch, short of its size at the signal, is flushed on exit.
    await stdoutClosed;
    const logged = logs.filter((entry) => entry.msg === 'request').map((entry) => String(entry.requestId));
    const answeredIds = results.flatMap((result) => result.requestIds);
    assert.equal(new Set(answeredIds).size, total, 'each answer has an id of its own');
    assert.deepEqual(new Set(logged), new Set(answeredIds), 'an access line for every request answered');
    assert.equal(logged.length, total, 'and only one');
    assert.equal(logs.at(-1)?.msg, 'shutdown complete');
  });

  it('finishes slow REST, MCP and payment requests in flight: each answered after its work, REST told the connection closes', async () => {
    const { child, port, logs } = await startProcess('dist/test/support/slow-service-main.js', { STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });
    const url = `http://127.0.0.1:${port}`;
    const listCountries = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'list_countries', arguments: {} } });
    const mcp = send(`${url}/mcp`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: listCountries });
    const rest = send(`${url}/api/v1/countries`);
    const event = checkoutSubscriptionCompleted({ schoolId: 1, plan: 'featured', subscription: 'sub_Shutdown1' });
    const { payload, headers } = signed(event);
    const payment = send(`${url}/api/stripe/webhook`, { method: 'POST', headers, body: payload });
    await until(
      () => logs.filter((entry) => entry.msg === 'countries requested').length === 2 && logs.some((entry) => entry.msg === 'subscription being stored'),
      20_000,
      'the REST and MCP requests reaching the directory, the event the store',
    );
    child.kill('SIGTERM');
    const [mcpAnswer, restAnswer, paymentAnswer] = await Promise.all([mcp, rest, payment]);
    assert.equal(mcpAnswer.status, 200);
    assert.match(mcpAnswer.body, /"isError"|"data"/);
    assert.deepEqual([restAnswer.status, restAnswer.connection], [200, 'close']);
    const acknowledged = JSON.parse(paymentAnswer.body) as { data: { eventId: string; outcome: string } };
    assert.equal(paymentAnswer.status, 200);
    assert.deepEqual([acknowledged.data.eventId, acknowledged.data.outcome], [event.id, 'applied']);
    assert.equal(logs.filter((entry) => entry.msg === 'subscription stored').length, 1, 'the answer came after the write, not before');
    assert.equal((await once(child, 'exit'))[0], 0);
  });
});
