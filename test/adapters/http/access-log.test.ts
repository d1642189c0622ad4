/**
 * The access line of each outcome (request-logging-plugin.ts logAccess):
 * Hapi's own responses and errors by their status, a request whose client
 * went away as 499, and an answer written to the raw response (a read
 * route's direct answer, MCP) once all of it has left, however long that
 * takes.
 */
import { EventEmitter } from 'node:events';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import Boom from '@hapi/boom';
import type { Request } from '@hapi/hapi';
import { accessLogOf, logAccess } from '../../../src/adapters/http/request-logging-plugin.js';
import { capturingLogger } from '../../support/capturing-logger.js';

interface RawState { statusCode: number; writableEnded: boolean; writableLength: number; writableFinished: boolean; closed: boolean }

/** What logAccess reads of a request, with a raw response whose sending state the test sets. */
function requestWith(response: unknown, raw: Partial<RawState> = {}): { request: Request; res: EventEmitter & RawState } {
  const res = Object.assign(new EventEmitter(), { statusCode: 200, writableEnded: true, writableLength: 0, writableFinished: true, closed: false, ...raw });
  const request = {
    response, method: 'get', path: '/api/v1/schools', app: { requestId: 'r-1' },
    info: { received: Date.now() - 5, completed: Date.now(), responded: 0, remoteAddress: '127.0.0.1' },
    raw: { res },
  } as unknown as Request;
  return { request, res };
}

const lines = (logged: ReturnType<typeof capturingLogger>) => logged.lines().filter((line) => line.msg === 'request');

describe('access lines', () => {
  it('give Hapi\'s response its status, and an error its own (a Boom has no statusCode of its own)', () => {
    const logged = capturingLogger();
    const accessLog = accessLogOf(logged.logger);
    logAccess(accessLog, requestWith({ statusCode: 201 }).request);
    logAccess(accessLog, requestWith(Boom.notFound()).request);
    // Hapi's answer to a client that went away before its response was sent.
    logAccess(accessLog, requestWith(new Boom.Boom('Request close', { statusCode: 499 })).request);
    assert.deepEqual(lines(logged).map((line) => line.status), [201, 404, 499]);
  });

  it('log an answer written to the raw response at once when all of it has reached the socket', () => {
    const logged = capturingLogger();
    const accessLog = accessLogOf(logged.logger);
    logAccess(accessLog, requestWith(Symbol('abandon'), { statusCode: 200 }).request);
    assert.equal(lines(logged)[0]?.status, 200);
  });

  it('log one still being sent once it closes, with the time it took, and 499 if its client left first', async () => {
    const logged = capturingLogger();
    const accessLog = accessLogOf(logged.logger);
    const sent = requestWith(Symbol('abandon'), { writableLength: 65_536, writableFinished: false });
    logAccess(accessLog, sent.request);
    assert.equal(lines(logged).length, 0, 'not while bytes wait for a slow client');
    await new Promise((resolve) => setTimeout(resolve, 30));
    Object.assign(sent.res, { writableLength: 0, writableFinished: true });
    sent.res.emit('close');
    const [line] = lines(logged);
    assert.equal(line?.status, 200);
    assert.ok(Number(line?.durationMs) >= 30, `${line?.durationMs} ms: until the last byte left`);

    const left = requestWith(Symbol('abandon'), { writableEnded: false, writableLength: 0, writableFinished: false });
    logAccess(accessLog, left.request);
    left.res.emit('close');
    assert.equal(lines(logged)[1]?.status, 499);
    // Gone before the access line was written: there is no close left to wait for.
    logAccess(accessLog, requestWith(Symbol('abandon'), { writableEnded: false, writableFinished: false, closed: true }).request);
    assert.equal(lines(logged)[2]?.status, 499);
  });
});
