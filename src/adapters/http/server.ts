/**
 * The Hapi driving adapter. It receives ready-made use cases and adapters
 * (it never sees the container) and composes the HTTP surface from plugins.
 * The Node listener under it is ours: its timeouts, the per-client
 * connection cap, the parser-error answers and the graceful drain live at
 * the socket level, below anything a route can do.
 */
import { createServer as createHttpListener } from 'node:http';
import Hapi, { type Plugin, type Server, type ServerRegisterPluginObject } from '@hapi/hapi';
import type { Logger } from 'pino';
import type { ReadinessProbe } from '../../application/ports/readiness-probe.js';
import { registerBrotli, COMPRESSION_MIN_BYTES } from './browser/compression.js';
import { readApiCorsPlugin } from './browser/read-api-cors-plugin.js';
import { answerClientErrorsInEnvelope } from './client-error-envelope.js';
import { trustedProxyMatcher } from './client-address.js';
import { capConnectionsPerClient } from './connection-cap.js';
import { ConnectionTracker } from './connection-tracker.js';
import { allowedMethods, errorEnvelopePlugin } from './error-envelope-plugin.js';
import { drainConnectionsOnStop } from './graceful-drain.js';
import { DEFAULT_HTTP_LIMITS, PARSER_MAX_HEAD_BYTES, TIMEOUT_CHECK_INTERVAL_MS, type HttpLimits } from './http-limits.js';
import { requestGuardsPlugin } from './request-guards-plugin.js';
import { requestLoggingPlugin } from './request-logging-plugin.js';
import { systemRoutesPlugin, type ServiceInfo } from './routes/system-routes.js';

export interface HttpServerOptions {
  host?: string;
  port?: number;
  logger: Logger;
  service: ServiceInfo;
  readinessProbes: readonly ReadinessProbe[];
  /** Feature plugins (directory routes, rate limits, MCP, payments), registered after the core ones. */
  plugins?: ServerRegisterPluginObject<any>[];
  /** Timeouts and the per-client connection cap; DEFAULT_HTTP_LIMITS for anything not given. */
  limits?: Partial<HttpLimits>;
  /** Proxies whose clients share their address: exempt from the connection cap. */
  trustedProxies?: readonly string[];
  /** How long stop() lets in-flight requests finish before cutting their connections. */
  shutdownTimeoutMs?: number;
}

/** Largest request body accepted anywhere; the API itself is GET-only. */
const MAX_PAYLOAD_BYTES = 256 * 1024;
const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

export async function createServer(options: HttpServerOptions): Promise<Server> {
  const limits: HttpLimits = { ...DEFAULT_HTTP_LIMITS, ...options.limits };
  const listener = createHttpListener({
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    maxHeaderSize: PARSER_MAX_HEAD_BYTES,
    // Node answers a missing Host itself, with a bare 400: the request guards answer it in the envelope.
    requireHostHeader: false,
  });
  // Node keeps the first 1,000 header fields and drops the rest unseen: an Origin or a size past them went
  // unchecked. Every field is kept; PARSER_MAX_HEAD_BYTES bounds them.
  listener.maxHeadersCount = 0;
  const tracker = new ConnectionTracker(listener);
  capConnectionsPerClient(listener, {
    max: limits.maxConnectionsPerClient,
    isExempt: trustedProxyMatcher(options.trustedProxies ?? []),
    logger: options.logger,
  });
  const server = Hapi.server({
    host: options.host ?? '127.0.0.1',
    port: options.port ?? 0,
    listener,
    // The drain below replaces Hapi's, which ends connections whose next request is already on the wire.
    operations: { cleanStop: false },
    routes: {
      payload: { maxBytes: MAX_PAYLOAD_BYTES, timeout: limits.payloadTimeoutMs },
      // The API reads no cookies; a browser's unrelated cookie for this host that Hapi cannot parse must not turn into a 400.
      state: { parse: false, failAction: 'ignore' },
      // Answers are small JSON pages and assets: a Range header (416 when unsatisfiable) would be a status nothing documents.
      response: { ranges: false },
    },
    router: { stripTrailingSlash: true },
    compression: { minBytes: COMPRESSION_MIN_BYTES },
  });
  registerBrotli(server);
  answerClientErrorsInEnvelope(listener, { tracker, limits, logger: options.logger, allowedMethods: (path) => allowedMethods(server, path) });
  drainConnectionsOnStop(server, tracker, options.shutdownTimeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS);
  const core: ServerRegisterPluginObject<any>[] = [
    { plugin: requestLoggingPlugin as Plugin<unknown>, options: { logger: options.logger } },
    { plugin: errorEnvelopePlugin as Plugin<unknown>, options: { logger: options.logger } },
    { plugin: requestGuardsPlugin },
    { plugin: readApiCorsPlugin },
    { plugin: systemRoutesPlugin as Plugin<unknown>, options: { service: options.service, readinessProbes: options.readinessProbes } },
  ];
  await server.register([...core, ...(options.plugins ?? [])]);
  return server;
}
