/**
 * The tools advertise the records the presenters are typed by, self-contained:
 * the component ids the OpenAPI document gives the same schemas must not turn
 * into references in a tool's output schema.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { z } from 'zod';
import type { DirectoryUseCases } from '../../../src/application/directory-use-cases.js';
import { directoryTools } from '../../../src/adapters/mcp/directory-tools.js';
import {
  categorySchema, countrySchema, instructorSchema, resortSchema, schoolDetailSchema, schoolSchema,
} from '../../../src/adapters/presenters/record-schemas.js';
import { suggestionSchema } from '../../../src/adapters/presenters/suggestion-schema.js';
import { openApiDocument } from '../../../src/adapters/http/openapi/openapi-document.js';

const RECORDS: z.ZodType[] = [schoolSchema, schoolDetailSchema, resortSchema, instructorSchema, categorySchema, countrySchema, suggestionSchema];
// Building the definitions runs no use case.
const tools = directoryTools({} as DirectoryUseCases);

describe('MCP tool output schemas', () => {
  it('carry the presenters\' record schemas', () => {
    for (const tool of tools) {
      const data = tool.output.shape.data as z.ZodType;
      const record = data instanceof z.ZodArray ? data.element : data;
      assert.ok(RECORDS.includes(record as z.ZodType), `${tool.name} advertises a presenter's record schema`);
    }
  });

  it('stay inline once the OpenAPI document has registered the same schemas as components', () => {
    openApiDocument({ name: 'test', version: '0.0.0' }, []);
    for (const tool of tools) {
      const advertised = JSON.stringify(tool.output['~standard'].jsonSchema.output({ target: 'draft-2020-12' }));
      assert.doesNotMatch(advertised, /\$ref|\$defs/, tool.name);
    }
  });
});
