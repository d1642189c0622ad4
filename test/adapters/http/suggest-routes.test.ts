/**
 * GET /api/v1/suggest over the default test directory: the envelope, the
 * acceptance examples (a resort from a three-letter prefix and from a word
 * with one typo), URLs that lead where they say, the refusals every
 * endpoint gives, and the public rate limit.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestService, type TestService } from '../../support/test-service.js';

interface SuggestionBody {
  type: string;
  name: string;
  id: number | null;
  slug: string | null;
  country: string | null;
  categoryType: string | null;
  schoolCount: number | null;
  url: string;
}

describe('GET /api/v1/suggest', () => {
  let service: TestService;
  before(async () => { service = await startTestService(); });
  after(() => service.stop());

  const json = (url: string, status?: number) => service.json(url, status);
  const suggestions = async (query: string): Promise<SuggestionBody[]> => {
    const body = await json(`/api/v1/suggest?${query}`);
    assert.equal(body.success, true);
    assert.equal(body.meta, undefined, 'a short list, never paged');
    return body.data;
  };

  it('finds a resort from a three-letter prefix, first, with the URL of its schools', async () => {
    const zermatt = service.dataset.resorts.find((resort) => resort.slug === 'zermatt');
    assert.ok(zermatt && zermatt.schoolCount > 0, 'the test directory has schools at Zermatt');
    const found = await suggestions('q=Zer');
    assert.deepEqual(found[0], {
      type: 'resort', name: 'Zermatt', id: zermatt.id, slug: 'zermatt', country: 'CH', categoryType: null, schoolCount: zermatt.schoolCount,
      url: '/api/v1/schools?resort=zermatt',
    });
    assert.ok(found.length <= 8, 'eight at most by default');
    const schools = await json(found[0]!.url);
    assert.equal(schools.meta.total, zermatt.schoolCount);
  });

  it('finds a resort from a word with one typo, and folds accents like search', async () => {
    assert.equal((await suggestions('q=zermtat&limit=1'))[0]?.name, 'Zermatt', 'two letters swapped');
    assert.equal((await suggestions('q=chamonx&limit=1'))[0]?.slug, 'chamonix-mont-blanc', 'a letter missing');
    assert.deepEqual(await suggestions('q=M%C3%89RIB'), await suggestions('q=merib'));
  });

  it('mixes places, categories and schools, each with a URL that answers', async () => {
    const found = [...await suggestions('q=s&limit=10'), ...await suggestions('q=zer&limit=4'), ...await suggestions('q=snowboard%20sch&limit=10'), ...await suggestions('q=tirol&limit=2')];
    assert.deepEqual(new Set(found.map((suggestion) => suggestion.type)), new Set(['category', 'country', 'region', 'resort', 'school', 'town']));
    for (const suggestion of found) {
      const answer = await json(suggestion.url);
      if (suggestion.type === 'school') assert.equal(answer.data.slug, suggestion.slug);
      else assert.ok(answer.meta.total > 0, `${suggestion.url} lists schools`);
    }
  });

  it('answers an empty list when nothing is close', async () => {
    assert.deepEqual(await suggestions('q=qqqqqqqq'), []);
  });

  it('refuses a missing or blank q, a limit out of range and unknown or repeated parameters, naming the parameter', async () => {
    const refusals: Array<[string, string, string]> = [
      ['', 'q', "Invalid parameter 'q': is required"],
      ['q=', 'q', "Invalid parameter 'q': is required"],
      ['q=%20%20', 'q', "Invalid parameter 'q': is required"],
      ['q=zer&limit=0', 'limit', "Invalid parameter 'limit': must be an integer from 1 to 10 (got \"0\")"],
      ['q=zer&limit=11', 'limit', "Invalid parameter 'limit': must be an integer from 1 to 10 (got \"11\")"],
      ['q=zer&limit=two', 'limit', "Invalid parameter 'limit': must be an integer from 1 to 10 (got \"two\")"],
      [`q=${'x'.repeat(201)}`, 'q', "Invalid parameter 'q': must be at most 200 characters (got 201)"],
      ['q=zer&q=cha', 'q', "Invalid parameter 'q': takes one value, not a list or a repeat; give it once"],
      ['q=zer&page=2', 'page', "Invalid parameter 'page': is not a known parameter; accepted parameters: q, limit"],
    ];
    for (const [query, parameter, message] of refusals) {
      const body = await json(`/api/v1/suggest${query ? `?${query}` : ''}`, 400);
      assert.deepEqual({ parameter: body.error.parameter, message: body.error.message, code: body.error.code, status: body.error.status },
        { parameter, message, code: 'invalid_parameter', status: 400 }, query);
    }
  });

  it('counts against the public rate limit like any request', async () => {
    const typing = (q: string) => service.inject({ url: `/api/v1/suggest?q=${q}`, remoteAddress: '198.51.100.7' });
    const remaining: string[] = [];
    for (let typed = 1; typed <= 100; typed += 1) {
      const response = await typing('zermatt'.slice(0, 1 + (typed % 7)));
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['x-ratelimit-limit'], '100');
      remaining.push(String(response.headers['x-ratelimit-remaining']));
    }
    assert.deepEqual(remaining.slice(0, 3), ['99', '98', '97']);
    assert.equal(remaining.at(-1), '0');
    const refused = await typing('zer');
    assert.equal(refused.statusCode, 429);
    assert.ok(Number(refused.headers['retry-after']) >= 1);
  });
});
