import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Request } from '@hapi/hapi';
import { linkHeader } from '../../../src/adapters/http/link-header.js';

const requestFor = (url: string) => ({ url: new URL(url, 'http://127.0.0.1') }) as unknown as Request;

describe('the Link header', () => {
  it('links first, prev, next and last, keeping the other parameters', () => {
    const link = linkHeader(requestFor('/api/v1/schools?country=fr&limit=10&page=2'), { items: [], total: 45, page: 2, limit: 10 });
    assert.equal(link, [
      '</api/v1/schools?country=fr&limit=10&page=1>; rel="first"',
      '</api/v1/schools?country=fr&limit=10&page=1>; rel="prev"',
      '</api/v1/schools?country=fr&limit=10&page=3>; rel="next"',
      '</api/v1/schools?country=fr&limit=10&page=5>; rel="last"',
    ].join(', '));
  });

  it('keeps page where the request put it, and the other parameters as written, in every relation', () => {
    const link = linkHeader(requestFor("/api/v1/schools?page=3&q=val%20d'is&limit=10"), { items: [], total: 45, page: 3, limit: 10 });
    assert.equal(link, [
      "</api/v1/schools?page=1&q=val+d%27is&limit=10>; rel=\"first\"",
      "</api/v1/schools?page=2&q=val+d%27is&limit=10>; rel=\"prev\"",
      "</api/v1/schools?page=4&q=val+d%27is&limit=10>; rel=\"next\"",
      "</api/v1/schools?page=5&q=val+d%27is&limit=10>; rel=\"last\"",
    ].join(', '));
  });

  it('never points past the page cap that the parameter rules enforce', () => {
    const link = linkHeader(requestFor('/api/v1/instructors?limit=1&page=10000'), { items: [], total: 12_194, page: 10_000, limit: 1 });
    assert.doesNotMatch(link, /rel="next"/);
    assert.match(link, /page=10000>; rel="last"/);
  });

  it('points prev at the last page from a page past the end, and has no next', () => {
    const link = linkHeader(requestFor('/api/v1/schools?page=9'), { items: [], total: 45, page: 9, limit: 20 });
    assert.match(link, /page=3>; rel="prev"/);
    assert.doesNotMatch(link, /rel="next"/);
  });

  it('has only first when nothing matches: there is no last page to point at', () => {
    for (const page of [1, 3]) {
      const link = linkHeader(requestFor(`/api/v1/schools?country=zz&page=${page}`), { items: [], total: 0, page, limit: 20 });
      assert.equal(link, '</api/v1/schools?country=zz&page=1>; rel="first"');
    }
  });

  it('links a single page to itself as first and last, with no neighbours', () => {
    const link = linkHeader(requestFor('/api/v1/resorts'), { items: [], total: 7, page: 1, limit: 20 });
    assert.equal(link, '</api/v1/resorts?page=1>; rel="first", </api/v1/resorts?page=1>; rel="last"');
  });
});
