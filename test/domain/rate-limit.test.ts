import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { RATE_LIMIT_TIERS, decisionOf, scaledLimit, slidingWindowResult, tierForCaller } from '../../src/domain/rate-limit.js';

describe('rate-limit tiers', () => {
  it('match SPEC.md part 8', () => {
    const table = Object.values(RATE_LIMIT_TIERS).map(({ label, limit, windowMs }) => [label, limit, windowMs]);
    assert.deepEqual(table, [
      ['Public API', 100, 60_000],
      ['MCP Server', 60, 60_000],
      ['AI Features', 5, 60_000],
      ['AI (Authenticated)', 15, 60_000],
      ['Form Submit', 3, 60_000],
    ]);
  });

  it('give signed-in callers of AI routes the authenticated tier, and nobody else', () => {
    assert.equal(tierForCaller('ai', { signedIn: true }), 'ai-authenticated');
    assert.equal(tierForCaller('ai', { signedIn: false }), 'ai');
    assert.equal(tierForCaller('ai-authenticated', { signedIn: false }), 'ai');
    assert.equal(tierForCaller('form-submit', { signedIn: true }), 'form-submit');
    assert.equal(tierForCaller('public-api', { signedIn: true }), 'public-api');
  });

  it('scale limits by override factors, never below one request', () => {
    assert.equal(scaledLimit(100, 10), 1_000);
    assert.equal(scaledLimit(5, 1.5), 7);
    assert.equal(scaledLimit(3, 0.1), 1);
  });
});

describe('sliding-window decisions', () => {
  const tier = RATE_LIMIT_TIERS['public-api'];

  it('round seconds up so that waiting the announced time is enough', () => {
    const result = slidingWindowResult({ allowed: false, count: 100, oldest: 1_000, blocker: 1_000, now: 60_999.5, windowMs: 60_000, limit: 100 });
    assert.equal(result.retryAfterMs, 0.5);
    const decision = decisionOf(tier, 100, result);
    assert.equal(decision.retryAfterSeconds, 1);
    assert.equal(decision.resetSeconds, 1);
  });

  it('report Reset 0 when nothing is counted and Retry-After 0 when allowed', () => {
    const decision = decisionOf(tier, 100, slidingWindowResult({ allowed: true, count: 0, oldest: null, blocker: null, now: 5, windowMs: 60_000, limit: 100 }));
    assert.deepEqual([decision.remaining, decision.resetSeconds, decision.retryAfterSeconds], [100, 0, 0]);
  });

  it('never announce Retry-After 0 on a refusal', () => {
    const decision = decisionOf(tier, 1, { allowed: false, remaining: 0, resetMs: 0, retryAfterMs: 0 });
    assert.equal(decision.retryAfterSeconds, 1);
  });
});
