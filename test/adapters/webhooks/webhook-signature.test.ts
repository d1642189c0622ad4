import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { signWebhook, verifyWebhook } from '../../../src/adapters/webhooks/webhook-signature.js';

const SECRET = 'whsec_signature_test_secret';
const BODY = '{"event":"school.updated","timestamp":"2026-03-01T10:00:00.000Z","data":{"id":1,"schoolId":1,"changes":{"featured":true}}}';
const NOW_MS = Date.parse('2026-03-01T10:00:10Z');
const TIMESTAMP = Math.floor(NOW_MS / 1000) - 10;

describe('signWebhook', () => {
  it('is sha256= and the hex HMAC-SHA256 of "<timestamp>.<body>", as an independent computation gives it', () => {
    const expected = createHmac('sha256', SECRET).update(`${TIMESTAMP}.${BODY}`).digest('hex');
    assert.equal(signWebhook(SECRET, TIMESTAMP, BODY), `sha256=${expected}`);
    assert.equal(signWebhook(SECRET, TIMESTAMP, Buffer.from(BODY)), `sha256=${expected}`, 'bytes and string sign alike');
  });
});

describe('verifyWebhook', () => {
  const signature = signWebhook(SECRET, TIMESTAMP, BODY);
  const check = (overrides: { timestamp?: string | undefined; signature?: string | undefined; body?: string; secret?: string; nowMs?: number }) => verifyWebhook(
    overrides.secret ?? SECRET,
    { timestamp: 'timestamp' in overrides ? overrides.timestamp : String(TIMESTAMP), signature: 'signature' in overrides ? overrides.signature : signature, body: overrides.body ?? BODY },
    { nowMs: overrides.nowMs ?? NOW_MS },
  );

  it('accepts a fresh delivery signed with the secret', () => {
    assert.deepEqual(check({}), { ok: true });
  });

  it('refuses a tampered body, another secret or another timestamp', () => {
    assert.deepEqual(check({ body: BODY.replace('true', 'false') }), { ok: false, reason: 'mismatch' });
    assert.deepEqual(check({ secret: 'another_secret_entirely' }), { ok: false, reason: 'mismatch' });
    assert.deepEqual(check({ timestamp: String(TIMESTAMP + 1) }), { ok: false, reason: 'mismatch' });
  });

  it('refuses a delivery outside the tolerance window, either way (replay, or a clock far ahead)', () => {
    assert.deepEqual(check({ nowMs: (TIMESTAMP + 301) * 1000 }), { ok: false, reason: 'expired' });
    assert.deepEqual(check({ nowMs: (TIMESTAMP - 301) * 1000 }), { ok: false, reason: 'expired' });
    assert.deepEqual(check({ nowMs: (TIMESTAMP + 299) * 1000 }), { ok: true });
  });

  it('refuses missing or malformed headers without comparing anything', () => {
    assert.deepEqual(check({ signature: undefined }), { ok: false, reason: 'missing' });
    assert.deepEqual(check({ timestamp: undefined }), { ok: false, reason: 'missing' });
    assert.deepEqual(check({ signature: signature.slice(7) }), { ok: false, reason: 'malformed' });
    assert.deepEqual(check({ signature: `${signature}00` }), { ok: false, reason: 'malformed' });
    assert.deepEqual(check({ timestamp: '2026-03-01T10:00:00Z' }), { ok: false, reason: 'malformed' });
  });
});
