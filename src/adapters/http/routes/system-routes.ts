/**
 * Liveness, readiness and the API index. Liveness says only that the process
 * answers; readiness asks every backend, so a load balancer stops routing here
 * while the database is away.
 */
import type { Plugin, ServerRoute } from '@hapi/hapi';
import { BackendUnavailableError } from '../../../domain/errors.js';
import type { ReadinessProbe } from '../../../application/ports/readiness-probe.js';
import { success } from '../envelope.js';
import { JsonBody } from '../json-body.js';
import { NO_PARAMETERS } from '../../validation/endpoint-parameters.js';
import { readRoute } from './read-route.js';

export interface ServiceInfo {
  name: string;
  version: string;
  apiVersion: string;
}

export interface SystemRoutesOptions {
  service: ServiceInfo;
  readinessProbes: readonly ReadinessProbe[];
}

const API_GROUPS = {
  schools: '/api/v1/schools',
  resorts: '/api/v1/resorts',
  instructors: '/api/v1/instructors',
  categories: '/api/v1/categories',
  countries: '/api/v1/countries',
  suggest: '/api/v1/suggest',
};

function indexRoute(service: ServiceInfo): ServerRoute {
  const index = JsonBody.ofLasting(success({
    name: service.name,
    version: service.apiVersion,
    description: 'Public, read-only directory of ski schools, resorts, instructors and categories.',
    links: {
      self: '/api/v1',
      ...API_GROUPS,
      openapi: '/api/v1/openapi.json',
      docs: '/docs',
      mcp: '/mcp',
      health: '/health',
      ready: '/ready',
    },
  }));
  return readRoute({
    path: '/api/v1',
    // Like every endpoint, the index refuses parameters it does not take (CONTRACT.md).
    query: NO_PARAMETERS,
    answer: async () => ({ body: index }),
  });
}

function readinessRoute(probes: readonly ReadinessProbe[]): ServerRoute {
  return {
    method: 'GET',
    path: '/ready',
    handler: async () => {
      const checks = await Promise.all(probes.map(async (probe) => ({ name: probe.name, ...(await probe.check()) })));
      const failing = checks.filter((check) => !check.ok);
      if (failing.length > 0) {
        const reasons = failing.map((check) => `${check.name}: ${check.detail ?? 'not answering'}`).join('; ');
        throw new BackendUnavailableError(`Not ready: ${reasons}`);
      }
      return success({ status: 'ready', checks });
    },
  };
}

export const systemRoutesPlugin: Plugin<SystemRoutesOptions> = {
  name: 'system-routes',
  register(server, { service, readinessProbes }) {
    server.route([
      { method: 'GET', path: '/health', handler: () => success({ status: 'ok', version: service.version }) },
      readinessRoute(readinessProbes),
      indexRoute(service),
    ]);
  },
};
