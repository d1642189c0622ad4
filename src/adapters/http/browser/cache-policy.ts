/**
 * How long a client may reuse each answer of the read API before asking
 * again, declared once: validated-answer.ts sends it and the OpenAPI
 * document states it.
 *
 * Every answer under /api/v1 carries the caller's own rate-limit counters,
 * so it is `private`: a browser may keep it, a shared cache (a CDN, a
 * corporate proxy) must not hand it to someone else with another client's
 * counters. Revalidating costs a request but not the body: send the ETag
 * back in If-None-Match and get a 304.
 */
export interface CachePolicy {
  maxAgeSeconds: number;
}

/** Records and search pages: the featured flag follows payments within a minute. */
const DIRECTORY_DATA: CachePolicy = { maxAgeSeconds: 60 };
/** The taxonomy and the country list change with the data set, not with requests. */
const REFERENCE_DATA: CachePolicy = { maxAgeSeconds: 300 };
/** The index and the document change only with a deployment. */
const SERVICE_DESCRIPTION: CachePolicy = { maxAgeSeconds: 3600 };

const BY_ROUTE: Readonly<Record<string, CachePolicy>> = {
  '/api/v1': SERVICE_DESCRIPTION,
  '/api/v1/openapi.json': SERVICE_DESCRIPTION,
  '/api/v1/categories': REFERENCE_DATA,
  '/api/v1/categories/{idOrSlug}': REFERENCE_DATA,
  '/api/v1/countries': REFERENCE_DATA,
};

/** The policy of a route under /api/v1, by its path template. */
export function cachePolicyOf(routePath: string): CachePolicy {
  return BY_ROUTE[routePath] ?? DIRECTORY_DATA;
}

export function cacheControlOf(policy: CachePolicy): string {
  return `private, max-age=${policy.maxAgeSeconds}`;
}
