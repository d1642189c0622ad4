/**
 * The service's own answers (index, liveness, readiness): not directory
 * records, so no presenter shapes them, but the document describes them
 * as strictly as the records and the HTTP suite checks them against it.
 */
import { z } from 'zod';

export const serviceIndexSchema = z.strictObject({
  name: z.string(),
  version: z.string().describe('The interface version, 1.0'),
  description: z.string(),
  links: z.record(z.string(), z.string()).describe('Paths of every group, the docs, the OpenAPI document, /mcp, /health and /ready'),
});

export const healthSchema = z.strictObject({
  status: z.literal('ok'),
  version: z.string().describe('The running build'),
}).describe('The process answers; says nothing of its backends');

export const readinessSchema = z.strictObject({
  status: z.literal('ready'),
  checks: z.array(z.strictObject({ name: z.string(), ok: z.boolean(), detail: z.string().optional() }))
    .describe('One verdict per backend'),
}).describe('Every backend answers');
