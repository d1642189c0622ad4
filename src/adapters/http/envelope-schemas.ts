/**
 * The SPEC.md part 2 envelopes as schemas: the OpenAPI document is generated
 * from these, and envelope.ts takes its types from them.
 */
import { z } from 'zod';

/** `{ success: true, ...result }`, where result is `data` (+ `meta` on pages) as the MCP tools also return it. */
export function successEnvelopeOf<Shape extends z.core.$ZodShape>(result: z.ZodObject<Shape>) {
  return z.strictObject({ success: z.literal(true).describe('Always true on success'), ...result.shape });
}

export const errorBodySchema = z.strictObject({
  message: z.string().describe('Human-readable; names the parameter or the record at fault'),
  status: z.int().min(400).max(599).describe('Equal to the HTTP status'),
  code: z.string().regex(/^[a-z]+(?:_[a-z]+)*$/)
    .describe('Stable machine-readable code to branch on, e.g. invalid_parameter, school_not_found, rate_limited'),
  requestId: z.string().optional().describe('The request id, as in the X-Request-Id header; quote it when reporting a problem'),
  parameter: z.string().optional().describe('The offending parameter, on invalid_parameter'),
});

export const errorEnvelopeSchema = z.strictObject({
  success: z.literal(false).describe('Always false on an error'),
  error: errorBodySchema.describe('What went wrong, for people (message) and programs (code)'),
})
  .describe('Every error, with error.status equal to the HTTP status');
