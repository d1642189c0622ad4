/**
 * The OpenAPI document describes every answer the service gives. Every
 * startTestService().inject holds its response to the document; this suite
 * provokes the answers the other suites rarely see (429, 500, 503, 405, HEAD)
 * and shows that the check refuses whatever the document does not describe.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { z } from 'zod';
import { BackendUnavailableError } from '../../../src/domain/errors.js';
import { CATEGORY_TYPES } from '../../../src/domain/taxonomy.js';
import { RATE_LIMIT_TIERS } from '../../../src/domain/rate-limit.js';
import { schoolSchema } from '../../../src/adapters/presenters/record-schemas.js';
import type { DirectoryBackend } from '../../../src/bootstrap/directory-backend.js';
import { capturingLogger } from '../../support/capturing-logger.js';
import { OpenApiResponseCheck, type CheckedResponse } from '../../support/openapi-response-check.js';
import { startTestService, type TestService } from '../../support/test-service.js';

type Json = Record<string, any>;

/** Countries report an outage, school search faults, and the readiness probe says the backend is away. */
function failing(directory: DirectoryBackend): DirectoryBackend {
  const { schools } = directory;
  return {
    ...directory,
    schools: {
      search: async () => { throw new Error('unexpected'); },
      findById: (id) => schools.findById(id),
      findBySlug: (slug) => schools.findBySlug(slug),
    },
    countries: { list: async () => { throw new BackendUnavailableError(); } },
    readiness: { name: 'memory', check: async () => ({ ok: false, detail: 'gone' }) },
    // A class's methods are not own properties: spreading would drop close.
    close: () => directory.close(),
  };
}

describe('the OpenAPI document', () => {
  let service: TestService;
  let document: Json;
  before(async () => {
    service = await startTestService();
    document = JSON.parse((await service.inject('/api/v1/openapi.json')).payload);
  });
  after(() => service.stop());

  it('generates its record components from the schemas the presenters and MCP tools use', () => {
    const { $schema: _dialect, ...school } = z.toJSONSchema(schoolSchema, { target: 'draft-2020-12', io: 'output' });
    assert.deepEqual(document.components.schemas.School, JSON.parse(JSON.stringify(school)));
    assert.deepEqual(document.components.schemas.Category.properties.type.enum, [...CATEGORY_TYPES]);
    assert.equal(document.components.schemas.Resort.properties.baseElevation.type, 'integer');
    assert.deepEqual(document.components.schemas.SchoolPage.properties.meta, { $ref: '#/components/schemas/Meta' });
    const components = JSON.stringify(document.components.schemas);
    assert.doesNotMatch(components, /"\$(id|schema)"/, 'components carry neither $id nor $schema');
  });

  it('lists the failures each operation can answer', () => {
    for (const [path, item] of Object.entries(document.paths as Json)) {
      const statuses = Object.keys((item.get ?? item.post).responses);
      assert.ok(statuses.includes('500'), `${path} documents 500`);
      if (path.startsWith('/api/v1')) assert.ok(statuses.includes('429'), `${path} documents 429`);
      if (/\{\w+\}/.test(path)) assert.ok(statuses.includes('404'), `${path} documents 404`);
    }
    assert.ok(document.components.responses.MalformedPath && document.components.responses.RouteNotFound && document.components.responses.MethodNotAllowed);
  });

  it('describes HEAD, wrong methods, unknown paths and malformed ones', async () => {
    const head = await service.inject({ method: 'HEAD', url: '/api/v1/schools?limit=1' });
    assert.equal(head.statusCode, 200);
    const post = await service.inject({ method: 'POST', url: '/api/v1/schools' });
    assert.equal(post.statusCode, 405);
    const undecodable = await service.inject({ method: 'POST', url: '/api/v1/schools/%E0%A4%A' });
    assert.equal(undecodable.statusCode, 400, 'a path that cannot be decoded names no resource, whatever the method');
    assert.equal(JSON.parse(undecodable.payload).error.code, 'bad_request');
    assert.equal((await service.inject('/api/v1/schools/%E0%A4%A')).statusCode, 400);
    assert.equal((await service.inject('/api/v1/nope')).statusCode, 404);
    assert.equal((await service.inject('/api/v1/openapi.json?x=1')).statusCode, 400);
  });

  it('describes the service routes', async () => {
    for (const url of ['/api/v1', '/health', '/ready', '/docs']) assert.equal((await service.inject(url)).statusCode, 200, url);
  });

  it('describes the rate-limit refusal with Retry-After', async () => {
    const remoteAddress = '10.7.0.1';
    let last = await service.inject({ url: '/api/v1/countries', remoteAddress });
    for (let sent = 1; sent <= RATE_LIMIT_TIERS['public-api'].limit; sent += 1) last = await service.inject({ url: '/api/v1/countries', remoteAddress });
    assert.equal(last.statusCode, 429);
  });
});

describe('the OpenAPI document over a failing backend', () => {
  let service: TestService;
  before(async () => { service = await startTestService({ wrapDirectory: failing, logger: capturingLogger().logger }); });
  after(() => service.stop());

  it('describes the outage (503), the fault (500) and the failed readiness (503)', async () => {
    assert.equal((await service.inject('/api/v1/countries')).statusCode, 503);
    assert.equal((await service.inject('/api/v1/schools')).statusCode, 500);
    assert.equal((await service.inject('/ready')).statusCode, 503);
  });
});

describe('the response check', () => {
  let service: TestService;
  let check: OpenApiResponseCheck;
  let page: CheckedResponse;
  let notFound: CheckedResponse;
  before(async () => {
    service = await startTestService();
    check = new OpenApiResponseCheck(JSON.parse((await service.inject('/api/v1/openapi.json')).payload));
    page = await service.inject('/api/v1/schools?limit=2');
    notFound = await service.inject('/api/v1/schools/nowhere');
  });
  after(() => service.stop());

  const refuses = (url: string, response: CheckedResponse, reason: RegExp, method = 'GET') =>
    assert.throws(() => check.check({ method, url }, response), reason);
  const withBody = (response: CheckedResponse, edit: (body: Json) => void) => {
    const body = JSON.parse(response.payload);
    edit(body);
    return { ...response, payload: JSON.stringify(body) };
  };

  it('accepts the responses it was built on', () => {
    check.check({ url: '/api/v1/schools?limit=2' }, page);
    check.check({ url: '/api/v1/schools/nowhere' }, notFound);
  });

  it('refuses a record with a field the document lacks, or without one it requires', () => {
    refuses('/api/v1/schools', withBody(page, (body) => { body.data[0].internalScore = 1; }), /breaks the document.*additional properties/s);
    refuses('/api/v1/schools', withBody(page, (body) => { delete body.meta; }), /breaks the document.*meta/s);
  });

  it('refuses an error whose status is not the HTTP status', () => {
    refuses('/api/v1/schools/nowhere', withBody(notFound, (body) => { body.error.status = 400; }), /breaks the document/);
  });

  it('refuses a status, a path or a method the document does not describe', () => {
    refuses('/api/v1/schools', { ...page, statusCode: 418 }, /418, a status the document does not list/);
    refuses('/api/v1/hidden', page, /no documented path matches/);
    refuses('/api/v1/schools', page, /lists no DELETE/, 'DELETE');
  });

  it('refuses a missing or malformed documented header, and an undocumented content type', () => {
    const { 'x-ratelimit-limit': _limit, ...withoutLimit } = page.headers;
    refuses('/api/v1/schools', { ...page, headers: withoutLimit }, /without the header X-RateLimit-Limit/);
    refuses('/api/v1/schools', { ...page, headers: { ...page.headers, link: '</api/v1/schools?page=2>; rel="next"' } }, /with Link/);
    refuses('/api/v1/schools', { ...page, headers: { ...page.headers, 'x-ratelimit-remaining': 'many' } }, /with X-RateLimit-Remaining/);
    refuses('/api/v1/schools', { ...page, headers: { ...page.headers, 'content-type': 'text/plain' } }, /Content-Type text\/plain/);
  });

  it('refuses a HEAD answer with a body', () => {
    refuses('/api/v1/schools', page, /with a body/, 'HEAD');
  });
});
