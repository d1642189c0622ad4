/**
 * The suggestion record (GET /api/v1/suggest, the `suggest` tool), declared
 * once like the records of record-schemas.ts: the presenter is typed by it,
 * the MCP tool advertises it and the OpenAPI component is generated from it.
 */
import { z } from 'zod';
import { COUNTRY_CODE_PATTERN, SLUG_PATTERN } from '../../domain/formats.js';
import { SUGGESTION_TYPES } from '../../domain/suggestions.js';
import { CATEGORY_TYPES } from '../../domain/taxonomy.js';

export const suggestionSchema = z.strictObject({
  type: z.enum(SUGGESTION_TYPES).describe('What is suggested: a resort, a town, a region, a country, a category (activity, level or school type) or a school'),
  name: z.string().describe('Display name (Unicode NFC); towns and regions as the schools there write them'),
  id: z.int().positive().nullable().describe('Id of the resort, category or school; null for towns, regions and countries'),
  slug: z.string().regex(SLUG_PATTERN).nullable().describe('Slug of the resort, category or school; null for towns, regions and countries'),
  country: z.string().regex(COUNTRY_CODE_PATTERN).nullable().describe('ISO 3166-1 alpha-2 code of the country it is in (a country: its own code); null for categories'),
  categoryType: z.enum(CATEGORY_TYPES).nullable().describe('A category\'s type, which is also the schools filter it sets; null for the other types'),
  schoolCount: z.int().nonnegative().nullable().describe(
    'Schools there or in it; null for a school. A town\'s or region\'s url is a text search within its country, which also lists '
    + 'schools whose other fields name the place (Haute-Savoie for Savoie), so it may list more than this count',
  ),
  url: z.string().meta({ format: 'uri-reference' }).describe('Where to go next, on this host: the schools of a resort, place or category (/api/v1/schools?…), a school\'s page (/api/v1/schools/{slug})'),
}).describe('One suggestion for what is being typed');

export type SuggestionRecord = z.output<typeof suggestionSchema>;
