/**
 * The headers every answer carries (request-state.ts): kept with the request
 * in the order added, one entry per name, until they go onto the raw
 * response; from then on straight there.
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Request } from '@hapi/hapi';
import { addResponseHeader, addedResponseHeaders, setResponseHeaders } from '../../../src/adapters/http/request-state.js';

function aRequest(): Request {
  return { raw: { res: new ServerResponse(new IncomingMessage(new Socket())) }, app: {} } as unknown as Request;
}

describe('headers every answer carries', () => {
  it('are kept in the order added, a name set again keeping its first place with its last value', () => {
    const request = aRequest();
    assert.deepEqual(addedResponseHeaders(request), []);
    addResponseHeader(request, 'X-Request-Id', 'r-1');
    addResponseHeader(request, 'X-RateLimit-Limit', 100);
    addResponseHeader(request, 'X-Request-Id', 'r-2');
    assert.deepEqual(addedResponseHeaders(request), ['X-Request-Id', 'r-2', 'X-RateLimit-Limit', '100']);
  });

  it('never take a value for a name', () => {
    const request = aRequest();
    addResponseHeader(request, 'Vary', 'Origin');
    addResponseHeader(request, 'Origin', 'https://a.example');
    assert.deepEqual(addedResponseHeaders(request), ['Vary', 'Origin', 'Origin', 'https://a.example']);
  });

  it('go onto the raw response once set there, and any added later go straight after them', () => {
    const request = aRequest();
    addResponseHeader(request, 'X-Request-Id', 'r-1');
    setResponseHeaders(request);
    addResponseHeader(request, 'Retry-After', 3);
    assert.deepEqual({ ...request.raw.res.getHeaders() }, { 'x-request-id': 'r-1', 'retry-after': '3' });
    assert.deepEqual(addedResponseHeaders(request), []);
  });
});
