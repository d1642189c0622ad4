import type { ServerInjectOptions, ServerInjectResponse } from '@hapi/hapi';
import { buildTestService, type TestServiceOptions } from './build-test-service.js';
import type { Dataset } from '../../src/adapters/dataset-generator/dataset.js';
import type { Service } from '../../src/bootstrap/service.js';

export interface TestService {
  service: Service;
  dataset: Dataset;
  inject(request: string | ServerInjectOptions): Promise<ServerInjectResponse>;
  stop(): Promise<void>;
}

/**
 * The service as main.ts wires it, on the in-memory directory, for
 * server.inject(). Each call gets its own client address so the rate limiter
 * never couples unrelated tests.
 */
export async function startTestService(options: TestServiceOptions = {}): Promise<TestService> {
  const service = await buildTestService(options);
  await service.server.initialize();
  let client = 0;
  return {
    service,
    dataset: service.dataset,
    inject(request) {
      client = (client + 1) % 250;
      const given = typeof request === 'string' ? { url: request } : request;
      return service.server.inject({ remoteAddress: `10.9.${Math.floor(client / 250)}.${client + 1}`, ...given });
    },
    stop: () => service.stop(),
  };
}
