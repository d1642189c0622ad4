/**
 * JSON Schemas of the public records and envelopes, as the presenters emit them.
 */
type JsonSchema = Record<string, unknown>;

const string = { type: 'string' };
const integer = { type: 'integer' };
const stringList = { type: 'array', items: string };
const nullableString = { type: ['string', 'null'] };
const geo = { type: 'object', required: ['lat', 'lng'], properties: { lat: { type: 'number' }, lng: { type: 'number' } } };
const summary = { type: 'object', required: ['id', 'slug', 'name'], properties: { id: integer, slug: string, name: string } };

function object(properties: Record<string, unknown>): JsonSchema {
  return { type: 'object', required: Object.keys(properties), properties };
}

const School = object({
  id: integer, slug: string, name: string, description: string,
  schoolType: { ...string, description: 'Category slug of type school_type' },
  country: { ...string, description: 'ISO 3166-1 alpha-2' }, region: string, town: string,
  resorts: { type: 'array', items: summary },
  activities: stringList, levels: stringList,
  languages: { ...stringList, description: 'ISO 639-1 codes' },
  certified: { type: 'boolean' }, certifications: stringList, featured: { type: 'boolean' },
  rating: { type: 'number', minimum: 0, maximum: 5 }, reviewCount: integer,
  priceFrom: object({ amount: { type: 'number' }, currency: { ...string, description: 'ISO 4217' } }),
  contact: object({ website: nullableString, email: nullableString, phone: nullableString }),
  location: geo, instructorCount: integer,
  createdAt: { ...string, format: 'date-time' }, updatedAt: { ...string, format: 'date-time' },
});

const SchoolDetail = {
  allOf: [{ $ref: '#/components/schemas/School' }, object({
    categories: { type: 'array', items: object({ slug: string, name: string, type: string }) },
    instructors: object({
      total: integer,
      preview: { type: 'array', items: object({ id: integer, displayName: string, activities: stringList, languages: stringList }) },
      href: string,
    }),
  })],
};

const Resort = object({
  id: integer, slug: string, name: string, country: string, region: string, location: geo,
  baseElevation: { ...integer, description: 'metres' }, summitElevation: { ...integer, description: 'metres' }, schoolCount: integer,
});

const Instructor = object({
  id: integer, displayName: { ...string, description: 'First name and initial only' }, schools: { type: 'array', items: summary },
  languages: stringList, activities: stringList, levels: stringList, certifications: stringList, yearsExperience: integer, bio: string,
});

const Category = object({
  id: integer, slug: string, name: string, type: { type: 'string', enum: ['activity', 'level', 'school_type'] }, description: string, schoolCount: integer,
});

const Country = object({ code: string, name: string, schoolCount: integer });

const Meta = object({ total: integer, page: integer, limit: integer, total_pages: integer });

const Error = object({
  success: { const: false },
  error: {
    type: 'object',
    required: ['message', 'status', 'code'],
    properties: {
      message: string,
      status: { ...integer, description: 'Equal to the HTTP status' },
      code: { ...string, description: 'Stable machine-readable code, e.g. invalid_parameter, school_not_found, rate_limited' },
      requestId: string,
      parameter: { ...string, description: 'The offending parameter, on invalid_parameter' },
    },
  },
});

export const RECORD_SCHEMAS: Record<string, JsonSchema> = { School, SchoolDetail, Resort, Instructor, Category, Country, Meta, Error };

export function successOf(data: JsonSchema, paged: boolean): JsonSchema {
  const properties: Record<string, unknown> = { success: { const: true }, data };
  if (paged) properties.meta = { $ref: '#/components/schemas/Meta' };
  return object(properties);
}
