import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { Page } from '../../../src/domain/page.js';
import { linkHeader as linkHeaderOf } from '../../../src/adapters/http/link-header.js';
import { anyCodePoint, urlEncoding } from '../../support/hostile-input.js';
import { propertyRuns } from '../../support/property-runs.js';
import { buildTestService } from '../../support/build-test-service.js';

const linkHeader = (target: string, page: Page<unknown>) => linkHeaderOf(target.split('?')[0]!, target, page);

/** Each relation as a URL's searchParams.set('page', n) writes it: what the header's one parse must equal. */
function referenceTargets(target: string, numbers: readonly number[]): string[] {
  const url = new URL(target, 'http://127.0.0.1');
  return numbers.map((number) => {
    url.searchParams.set('page', String(number));
    return `${url.pathname}${url.search}`;
  });
}

describe('the Link header', () => {
  it('links first, prev, next and last, keeping the other parameters', () => {
    const link = linkHeader('/api/v1/schools?country=fr&limit=10&page=2', { items: [], total: 45, page: 2, limit: 10 });
    assert.equal(link, [
      '</api/v1/schools?country=fr&limit=10&page=1>; rel="first"',
      '</api/v1/schools?country=fr&limit=10&page=1>; rel="prev"',
      '</api/v1/schools?country=fr&limit=10&page=3>; rel="next"',
      '</api/v1/schools?country=fr&limit=10&page=5>; rel="last"',
    ].join(', '));
  });

  it('keeps page where the request put it, and the other parameters as written, in every relation', () => {
    const link = linkHeader("/api/v1/schools?page=3&q=val%20d'is&limit=10", { items: [], total: 45, page: 3, limit: 10 });
    assert.equal(link, [
      "</api/v1/schools?page=1&q=val+d%27is&limit=10>; rel=\"first\"",
      "</api/v1/schools?page=2&q=val+d%27is&limit=10>; rel=\"prev\"",
      "</api/v1/schools?page=4&q=val+d%27is&limit=10>; rel=\"next\"",
      "</api/v1/schools?page=5&q=val+d%27is&limit=10>; rel=\"last\"",
    ].join(', '));
  });

  it('never points past the page cap that the parameter rules enforce', () => {
    const link = linkHeader('/api/v1/instructors?limit=1&page=10000', { items: [], total: 12_194, page: 10_000, limit: 1 });
    assert.doesNotMatch(link, /rel="next"/);
    assert.match(link, /page=10000>; rel="last"/);
  });

  it('points prev at the last page from a page past the end, and has no next', () => {
    const link = linkHeader('/api/v1/schools?page=9', { items: [], total: 45, page: 9, limit: 20 });
    assert.match(link, /page=3>; rel="prev"/);
    assert.doesNotMatch(link, /rel="next"/);
  });

  it('has only first when nothing matches: there is no last page to point at', () => {
    for (const page of [1, 3]) {
      const link = linkHeader(`/api/v1/schools?country=zz&page=${page}`, { items: [], total: 0, page, limit: 20 });
      assert.equal(link, '</api/v1/schools?country=zz&page=1>; rel="first"');
    }
  });

  it('links a single page to itself as first and last, with no neighbours', () => {
    const link = linkHeader('/api/v1/resorts', { items: [], total: 7, page: 1, limit: 20 });
    assert.equal(link, '</api/v1/resorts?page=1>; rel="first", </api/v1/resorts?page=1>; rel="last"');
  });

  it('writes every relation as a URL re-serialising the request with page set would, whatever the query', () => {
    const parameter = fc.tuple(
      fc.oneof(fc.constantFrom('page', 'q', 'country', 'limit'), fc.string({ unit: anyCodePoint, maxLength: 6 })),
      fc.string({ unit: anyCodePoint, maxLength: 8 }),
      urlEncoding,
    );
    fc.assert(fc.property(fc.array(parameter, { maxLength: 5 }), fc.integer({ min: 1, max: 9 }), (parameters, current) => {
      const query = parameters.map(([name, value, encode]) => `${encode(name)}=${encode(value)}`).join('&');
      const target = `/api/v1/schools${query === '' ? '' : `?${query}`}`;
      const link = linkHeader(target, { items: [], total: 200, page: current, limit: 20 });
      const numbers = [1, ...(current > 1 ? [current - 1] : []), ...(current < 10 ? [current + 1] : []), 10];
      assert.deepEqual([...link.matchAll(/<([^>]*)>/g)].map((match) => match[1]), referenceTargets(target, numbers), target);
    }), { numRuns: propertyRuns(300) });
  });

  it('cuts a plain query as text exactly where re-serialising it would put page, repeated pages and bare names included', () => {
    // Plain characters and near misses: a bare name or an empty pair (re-serialised as name=), '+', '%', ',' and '~' (encoded).
    const plain = fc.constantFrom('page', 'pages', 'q', 'limit', 'a_b', 'x.y', 'z-1', '*', '');
    const unusual = fc.constantFrom('+', '%20', ',', '~');
    const pair = fc.oneof(
      { weight: 6, arbitrary: fc.tuple(plain.filter((name) => name !== ''), plain).map(([name, value]) => `${name}=${value}`) },
      { weight: 1, arbitrary: fc.oneof(plain, fc.tuple(plain, unusual).map(([name, odd]) => `${name}=${odd}`)) },
    );
    fc.assert(fc.property(fc.array(pair, { maxLength: 6 }), fc.integer({ min: 1, max: 9 }), (pairs, current) => {
      const target = `/api/v1/schools${pairs.length === 0 ? '' : `?${pairs.join('&')}`}`;
      const link = linkHeader(target, { items: [], total: 200, page: current, limit: 20 });
      const numbers = [1, ...(current > 1 ? [current - 1] : []), ...(current < 10 ? [current + 1] : []), 10];
      assert.deepEqual([...link.matchAll(/<([^>]*)>/g)].map((match) => match[1]), referenceTargets(target, numbers), target);
    }), { numRuns: propertyRuns(300) });
  });

  it('reads the query of an absolute-form target and ignores a fragment, even one holding a ?', () => {
    assert.equal(
      linkHeaderOf('/api/v1/resorts', 'http://ski.example/api/v1/resorts?sort=name#top', { items: [], total: 7, page: 1, limit: 20 }),
      '</api/v1/resorts?sort=name&page=1>; rel="first", </api/v1/resorts?sort=name&page=1>; rel="last"',
    );
    // The server read no query here (it ends at #), so the links carry none but page.
    assert.equal(
      linkHeaderOf('/api/v1/schools', '/api/v1/schools#x?limit=5&page=2', { items: [], total: 45, page: 1, limit: 20 }),
      '</api/v1/schools?page=1>; rel="first", </api/v1/schools?page=2>; rel="next", </api/v1/schools?page=3>; rel="last"',
    );
  });

  it('on the service, follows the request target whatever the Host header says', async () => {
    const service = await buildTestService();
    try {
      // Any well-formed Host (a malformed one is a 400 before any route: request-guards-plugin.ts).
      for (const host of ['evil.example', 'a:99999', '[::1]:8080', '']) {
        const response = await service.server.inject({ url: '/api/v1/schools?limit=5&page=2', headers: { host } });
        assert.equal(response.statusCode, 200, host);
        assert.match(String(response.headers.link), /^<\/api\/v1\/schools\?limit=5&page=1>; rel="first", /, host);
      }
    } finally {
      await service.stop();
    }
  });
});
