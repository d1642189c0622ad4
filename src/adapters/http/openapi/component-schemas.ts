/**
 * components.schemas of the OpenAPI document, generated with zod's
 * toJSONSchema from the schemas the presenters are typed by, so the document
 * cannot describe a record other than the one sent. Every registered schema
 * becomes a component and is referenced wherever it is nested.
 */
import { z } from 'zod';
import { pageMetaSchema } from '../../presenters/page-meta.js';
import {
  categorySchema, countrySchema, instructorSchema, resortSchema, schoolDetailSchema, schoolSchema,
} from '../../presenters/record-schemas.js';
import { itemOf, listOf, pageOf } from '../../presenters/result-schemas.js';
import { suggestionSchema } from '../../presenters/suggestion-schema.js';
import { errorEnvelopeSchema, successEnvelopeOf } from '../envelope-schemas.js';
import { paymentReceiptSchema } from './payment-callback-path.js';
import { healthSchema, readinessSchema, serviceIndexSchema } from './system-schemas.js';

type JsonSchema = Record<string, unknown>;

const RECORD_SCHEMAS = {
  School: schoolSchema,
  SchoolDetail: schoolDetailSchema,
  Resort: resortSchema,
  Instructor: instructorSchema,
  Category: categorySchema,
  Country: countrySchema,
  Suggestion: suggestionSchema,
} as const;

export type RecordName = keyof typeof RECORD_SCHEMAS;
export type ResultShape = 'page' | 'list' | 'one';

const RESULTS: Record<ResultShape, (record: z.ZodType) => z.ZodObject> = { page: pageOf, list: listOf, one: itemOf };
const SUFFIXES: Record<ResultShape, string> = { page: 'Page', list: 'List', one: 'Item' };

/** The component holding the success envelope of `record` in `shape`, e.g. SchoolPage. */
export function envelopeName(record: RecordName, shape: ResultShape): string {
  return `${record}${SUFFIXES[shape]}`;
}

/** Every component schema the paths refer to; `results` names the record envelopes the operations answer with. */
export function componentSchemas(results: ReadonlyArray<{ record: RecordName; shape: ResultShape }>): Record<string, JsonSchema> {
  const components = new Map<string, z.ZodType>([
    ...Object.entries(RECORD_SCHEMAS),
    ['Meta', pageMetaSchema],
    ['Error', errorEnvelopeSchema],
    ['ServiceIndex', successEnvelopeOf(itemOf(serviceIndexSchema))],
    ['Health', successEnvelopeOf(itemOf(healthSchema))],
    ['Readiness', successEnvelopeOf(itemOf(readinessSchema))],
    ['PaymentReceipt', successEnvelopeOf(itemOf(paymentReceiptSchema))],
  ]);
  for (const { record, shape } of results) {
    const name = envelopeName(record, shape);
    if (!components.has(name)) components.set(name, successEnvelopeOf(RESULTS[shape](RECORD_SCHEMAS[record])));
  }
  // A registry of our own, not zod's global one: the MCP SDK converts the same schemas and must keep them inline.
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of components) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, { target: 'draft-2020-12', io: 'output', uri: (id) => `#/components/schemas/${id}` });
  // Each would otherwise carry its own $schema and an $id equal to its reference: the document's dialect covers both.
  return Object.fromEntries(Object.entries(schemas).map(([id, { $schema: _dialect, $id: _id, ...schema }]) => [id, schema]));
}
