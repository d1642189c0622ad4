/**
 * The service's own answers (index, liveness, readiness): not directory
 * records, so no presenter shapes them, but the document describes them
 * as strictly as the records and the HTTP suite checks them against it.
 */
import { z } from 'zod';

export const serviceIndexSchema = z.strictObject({
  name: z.string().describe('The service name'),
  version: z.string().describe('The interface version, 1.0'),
  description: z.string().describe('What the service is, in one sentence'),
  links: z.record(z.string(), z.string()).describe('Paths of every group, the docs, the OpenAPI document, /mcp, /health and /ready'),
}).describe('What the service is and where everything is');

export const healthSchema = z.strictObject({
  status: z.literal('ok').describe('Always ok: an answer at all is the signal'),
  version: z.string().describe('The running build'),
}).describe('The process answers; says nothing of its backends');

export const readinessSchema = z.strictObject({
  status: z.literal('ready').describe('Always ready on a 200; a failing check makes the answer a 503 envelope naming it'),
  checks: z.array(z.strictObject({
    name: z.string().describe('The backend checked, e.g. memory, mongodb, rate-limit-store'),
    ok: z.boolean().describe('Whether it answered'),
    detail: z.string().optional().describe('What it said, e.g. which store is counting'),
  }))
    .describe('One verdict per backend'),
}).describe('Every backend answers');
