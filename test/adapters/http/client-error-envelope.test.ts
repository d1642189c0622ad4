/** What Node's HTTP parser refuses never reaches Hapi: checked on a real socket. */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import type { Server } from '@hapi/hapi';
import { createServer } from '../../../src/adapters/http/server.js';
import { capturingLogger } from '../../support/capturing-logger.js';

function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => { answer += chunk; });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.setTimeout(5_000, () => socket.destroy(new Error('no answer within 5 s')));
  });
}

describe('requests the HTTP parser refuses', () => {
  let server: Server;
  before(async () => {
    server = await createServer({
      logger: capturingLogger().logger,
      service: { name: 'test', version: '0.0.0', apiVersion: '1.0' },
      readinessProbes: [],
    });
    await server.start();
  });
  after(() => server.stop());

  it('answers oversize headers with 431 in the envelope', async () => {
    const answer = await rawExchange(server.info.port as number, `GET /api/v1/${'a'.repeat(17_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    assert.match(answer, /^HTTP\/1\.1 431 /);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    assert.deepEqual({ success: body.success, status: body.error.status, code: body.error.code }, { success: false, status: 431, code: 'headers_too_large' });
  });

  it('answers a broken request line with 400 in the envelope', async () => {
    const answer = await rawExchange(server.info.port as number, 'GARBAGE\r\n\r\n');
    assert.match(answer, /^HTTP\/1\.1 400 /);
    assert.equal(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)).error.status, 400);
  });
});
