import assert from 'node:assert/strict';
import { format } from 'node:url';
import type { ServerInjectOptions, ServerInjectResponse } from '@hapi/hapi';
import { isContentEncoding } from '../../src/adapters/http/browser/compression.js';
import { buildTestService, type TestServiceOptions } from './build-test-service.js';
import { decodedBytes } from './decoded.js';
import { OpenApiResponseCheck } from './openapi-response-check.js';
import type { Dataset } from '../../src/adapters/dataset-generator/dataset.js';
import type { Service } from '../../src/bootstrap/service.js';

export interface TestService {
  service: Service;
  dataset: Dataset;
  /** server.inject(), and the response must match the service's OpenAPI document (see openapi-response-check.ts). */
  inject(request: string | ServerInjectOptions): Promise<ServerInjectResponse>;
  /** inject(url), which must answer `status`; its body parsed. */
  json<Body = any>(url: string, status?: number): Promise<Body>;
  stop(): Promise<void>;
}

/** Compiled once per distinct document: every test service of a run serves the same one. */
const checks = new Map<string, OpenApiResponseCheck>();

async function documentCheckOf(service: Service): Promise<OpenApiResponseCheck> {
  // An address of its own, so that fetching the document never spends a test's rate-limit budget.
  const response = await service.server.inject({ url: '/api/v1/openapi.json', remoteAddress: '10.8.0.1' });
  if (response.statusCode !== 200) throw new Error(`The OpenAPI document answered ${response.statusCode}: ${response.payload}`);
  let check = checks.get(response.payload);
  if (!check) {
    check = new OpenApiResponseCheck(JSON.parse(response.payload));
    checks.set(response.payload, check);
  }
  return check;
}

/**
 * The service as main.ts wires it, on the in-memory directory, for
 * server.inject(). Each call gets its own client address so the rate limiter
 * never couples unrelated tests, and each response is held to the OpenAPI
 * document, so every HTTP test also proves the document true.
 */
export async function startTestService(options: TestServiceOptions = {}): Promise<TestService> {
  const service = await buildTestService(options);
  await service.server.initialize();
  const documented = await documentCheckOf(service);
  let client = 0;
  const testService: TestService = {
    service,
    dataset: service.dataset,
    async inject(request) {
      client = (client + 1) % 250;
      const given = typeof request === 'string' ? { url: request } : request;
      const response = await service.server.inject({ remoteAddress: `10.9.${Math.floor(client / 250)}.${client + 1}`, ...given });
      const url = typeof given.url === 'string' ? given.url : format(given.url);
      // A compressed answer is held to the document (and handed back) as the client reads it, decoded; a HEAD's has no body to decode.
      const encoding = response.headers['content-encoding'];
      if (typeof encoding === 'string' && isContentEncoding(encoding) && response.rawPayload.length > 0) {
        response.payload = decodedBytes(response.rawPayload, encoding).toString('utf8');
      }
      documented.check({ method: given.method, url }, response);
      return response;
    },
    async json(url, status = 200) {
      const response = await testService.inject(url);
      assert.equal(response.statusCode, status, `${url}: ${response.payload.slice(0, 300)}`);
      return JSON.parse(response.payload);
    },
    stop: () => service.stop(),
  };
  return testService;
}
