/**
 * Per-IP rate limiting at the edge. It runs at onRequest, before routing,
 * payload parsing and validation, so a refused request costs almost nothing
 * and unknown paths under a limited prefix (404s) are counted and carry the
 * headers like any other response.
 *
 * Which tier applies, first match wins:
 * 0. CORS preflights (OPTIONS with Access-Control-Request-Method): never counted.
 * 1. Exempt paths (/health, /ready, /docs, /api/stripe/webhook): never limited.
 * 2. A route's own declaration, for the AI and form tiers (and any other):
 *      options: { plugins: { rateLimit: { tier: 'form-submit' } } }
 *    AI routes declare 'ai'; tierForCaller moves signed-in callers (per the
 *    `isSignedIn` option) to 'ai-authenticated'.
 * 3. The path prefix: /api/v1 -> public-api, /mcp -> mcp.
 *
 * The X-RateLimit-* headers (and the IETF draft RateLimit/RateLimit-Policy
 * beside them) are added with addResponseHeader, which keeps them until the
 * answer is written (request-state.ts), so every final response carries
 * them: successes, error envelopes, and handlers that write to the raw
 * response themselves (MCP). A refusal is a RateLimitedError with
 * Retry-After set too, written directly where Hapi would send it as given
 * (browser/direct-answer.ts wroteFailure), and thrown to Hapi otherwise.
 */
import type { Plugin, Request } from '@hapi/hapi';
import { RateLimitedError } from '../../domain/errors.js';
import { isRateLimitTierName, type RateLimitDecision, type RateLimitTierName } from '../../domain/rate-limit.js';
import { whenAnswered } from '../../application/ports/now-or-later.js';
import type { CheckRateLimit } from '../../application/use-cases/check-rate-limit.js';
import type { ClientResolver } from './client-address.js';
import { wroteFailure } from './browser/direct-answer.js';
import { addResponseHeader } from './request-state.js';
import { addRequestStep } from './request-steps.js';
import { routeFor } from './route-lookup.js';

declare module '@hapi/hapi' {
  interface PluginSpecificConfiguration {
    /** Opts a route into a rate-limit tier instead of its path prefix's. */
    rateLimit?: { tier: RateLimitTierName };
  }
}

export interface RateLimitPluginOptions {
  checkRateLimit: Pick<CheckRateLimit, 'execute'>;
  clientOf: ClientResolver;
  /**
   * Whether the caller is a signed-in user; there are no accounts yet, so nobody is by default.
   * It runs before Hapi's authentication, so it must verify what it reads (a signed session
   * token, say): trusting a bare header would let anyone triple their AI budget.
   */
  isSignedIn?: (request: Request) => boolean;
  prefixTiers?: ReadonlyArray<{ prefix: string; tier: RateLimitTierName }>;
  exemptPaths?: readonly string[];
}

export const DEFAULT_PREFIX_TIERS: ReadonlyArray<{ prefix: string; tier: RateLimitTierName }> = [
  { prefix: '/api/v1', tier: 'public-api' },
  { prefix: '/mcp', tier: 'mcp' },
];
export const DEFAULT_EXEMPT_PATHS: readonly string[] = ['/health', '/ready', '/docs', '/api/stripe/webhook'];

/** A path prefix with its subtree's start written out once, not once per request. */
interface Prefix {
  readonly path: string;
  readonly subtree: string;
}

function prefixOf(path: string): Prefix {
  return { path, subtree: `${path}/` };
}

function underPrefix(path: string, prefix: Prefix): boolean {
  return path === prefix.path || path.startsWith(prefix.subtree);
}

/** The counters, on every answer; Retry-After too on a refusal. Set one by one: no header object per request. */
export function addRateLimitHeaders(request: Request, decision: RateLimitDecision): void {
  const { tier, limit, remaining, resetSeconds } = decision;
  addResponseHeader(request, 'X-RateLimit-Limit', limit);
  addResponseHeader(request, 'X-RateLimit-Remaining', remaining);
  addResponseHeader(request, 'X-RateLimit-Reset', resetSeconds);
  addResponseHeader(request, 'RateLimit-Policy', `"${tier.name}";q=${limit};w=${Math.round(tier.windowMs / 1000)}`);
  addResponseHeader(request, 'RateLimit', `"${tier.name}";r=${remaining};t=${resetSeconds}`);
  if (!decision.allowed) addResponseHeader(request, 'Retry-After', decision.retryAfterSeconds);
}

export const rateLimitPlugin: Plugin<RateLimitPluginOptions> = {
  name: 'rate-limit',
  register(server, options) {
    const prefixTiers = (options.prefixTiers ?? DEFAULT_PREFIX_TIERS).map(({ prefix, tier }) => ({ prefix: prefixOf(prefix), tier }));
    const exemptPaths = (options.exemptPaths ?? DEFAULT_EXEMPT_PATHS).map(prefixOf);
    const isSignedIn = options.isSignedIn ?? (() => false);

    // Matching a route costs a router pass per request; skip it while no route declares a tier.
    let routesDeclareTiers = server.table().some((route) => route.settings.plugins?.rateLimit !== undefined);
    server.events.on('route', (route) => {
      if (route.settings.plugins?.rateLimit !== undefined) routesDeclareTiers = true;
    });

    const tierOf = (request: Request): RateLimitTierName | null => {
      // The router is case-sensitive; lower-casing here means the 404s for /API/V1/... are counted too.
      const path = request.path.toLowerCase();
      if (exemptPaths.some((exempt) => underPrefix(path, exempt))) return null;
      const declared = routesDeclareTiers ? routeFor(request.server, request.method, request.path)?.settings.plugins?.rateLimit?.tier : undefined;
      if (declared !== undefined) {
        if (!isRateLimitTierName(declared)) throw new Error(`Route ${request.path} declares unknown rate-limit tier '${String(declared)}'`);
        return declared;
      }
      return prefixTiers.find(({ prefix }) => underPrefix(path, prefix))?.tier ?? null;
    };

    // Not an async step: with the in-memory store the decision is here at once, and the step returns at once too.
    addRequestStep(server, 'rate-limit', (request, h) => {
      // A CORS preflight is the browser asking permission, not the client using the API (CONTRACT.md).
      if (request.method === 'options' && request.headers['access-control-request-method'] !== undefined) return h.continue;
      const tier = tierOf(request);
      if (tier === null) return h.continue;
      const decided = options.checkRateLimit.execute({
        client: options.clientOf(request),
        tier,
        signedIn: isSignedIn(request),
      });
      return whenAnswered(decided, (decision) => {
        addRateLimitHeaders(request, decision);
        if (decision.allowed) return h.continue;
        // A refusal should cost less than an answer: written directly where it can be (browser/direct-answer.ts).
        const refused = new RateLimitedError(decision.retryAfterSeconds, decision.tier.label);
        if (wroteFailure(request, refused)) return h.abandon;
        throw refused;
      });
    });
  },
};
