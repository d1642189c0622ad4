/**
 * Refusals decided from the request head: malformed percent-escapes say what
 * is wrong, and an oversize head is a 431 that is counted and carries the
 * rate-limit headers and a request id like any other answer.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestService, type TestService } from '../../support/test-service.js';
import { buildTestService } from '../../support/build-test-service.js';
import { RawConnection } from '../../support/raw-connection.js';

interface ErrorBody { status: number; code: string; message: string; parameter?: string; requestId: string }

function errorOf(payload: string): ErrorBody {
  return (JSON.parse(payload) as { error: ErrorBody }).error;
}

describe('malformed percent-escapes', () => {
  let service: TestService;
  before(async () => { service = await startTestService(); });
  after(() => service.stop());

  it('refuse a malformed escape in a query value as invalid_parameter naming the parameter', async () => {
    for (const url of ['/api/v1/schools?q=%E0%A4%A', '/api/v1/schools?limit=5&q=ab%', '/api/v1/schools?country=%C3%28', '/api/v1/resorts?q=%zz']) {
      const response = await service.inject(url);
      assert.equal(response.statusCode, 400, url);
      const error = errorOf(response.payload);
      assert.deepEqual([error.code, error.parameter], ['invalid_parameter', url.includes('country') ? 'country' : 'q'], url);
      assert.match(error.message, /is not valid percent-encoding: every % must begin a %XX escape/);
    }
  });

  it('say which part is at fault when the parameter name or the path is malformed', async () => {
    const name = errorOf((await service.inject('/api/v1/schools?q%E0=zermatt')).payload);
    assert.equal(name.code, 'bad_request');
    assert.match(name.message, /query parameter name 'q%E0' holds a malformed percent-escape/);
    for (const url of ['/api/v1/schools/%E0%A4%A', '/api/v1/%E0%A4%A', '/mcp/%']) {
      const response = await service.inject(url);
      assert.equal(response.statusCode, 400, url);
      const error = errorOf(response.payload);
      assert.equal(error.code, 'bad_request');
      assert.match(error.message, /^The path '.+' holds a malformed percent-escape: every % must begin a %XX escape/, url);
    }
  });

  it('leave well-formed escapes, plus signs and empty values alone', async () => {
    const response = await service.inject('/api/v1/schools?q=m%C3%A9ribel+ski&country=&limit=1');
    assert.equal(response.statusCode, 200);
  });
});

describe('an oversize request head', () => {
  it('is a 431 that is counted and carries the rate-limit headers and a request id', async () => {
    const service = await buildTestService();
    await service.start();
    const connection = await RawConnection.open(service.server.info.port as number);
    try {
      connection.write(`GET /api/v1/schools?q=${'a'.repeat(17_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
      const response = await connection.response();
      assert.equal(response.status, 431);
      const error = errorOf(response.body);
      assert.deepEqual([error.code, error.requestId], ['headers_too_large', response.headers['x-request-id']]);
      assert.equal(response.headers['x-ratelimit-limit'], '100');
      assert.equal(response.headers['x-ratelimit-remaining'], '99');
      assert.ok(response.headers['x-ratelimit-reset']);
    } finally {
      connection.destroy();
      await service.stop();
    }
  });
});

describe('a request without a Host, or with a bad one', () => {
  it('is a 400 that is counted and carries the rate-limit headers under /api/v1, as every refusal there', async () => {
    const service = await buildTestService();
    await service.start();
    try {
      const preflight = 'Origin: https://page.example\r\nAccess-Control-Request-Method: GET\r\n';
      for (const head of [
        'GET /api/v1/countries HTTP/1.1\r\n\r\n', 'GET /api/v1/countries HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n',
        // Not answered as a preflight either: the 400, though not counted, as no preflight is.
        `OPTIONS /api/v1/countries HTTP/1.1\r\nHost: a b\r\n${preflight}\r\n`,
      ]) {
        const connection = await RawConnection.open(service.server.info.port as number);
        try {
          connection.write(head);
          const response = await connection.response();
          assert.equal(response.status, 400, head);
          assert.match(errorOf(response.body).message, /Host header/);
          if (head.startsWith('OPTIONS')) continue;
          assert.equal(response.headers['x-ratelimit-limit'], '100', head);
          assert.ok(response.headers['x-ratelimit-remaining'] !== undefined, head);
        } finally {
          connection.destroy();
        }
      }
    } finally {
      await service.stop();
    }
  });
});
