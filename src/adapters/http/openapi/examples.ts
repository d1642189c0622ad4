/**
 * One response example per operation, for readers of /docs and for tools
 * that mock the API. They are written out rather than generated: the
 * document is built without a data backend. A test validates each one
 * against the schema it illustrates, so an example cannot drift from the
 * records the service sends.
 */
import type { RecordName, ResultShape } from './component-schemas.js';

const resortSummary = { id: 66, slug: 'bormio', name: 'Bormio' };

const school = {
  id: 1,
  slug: 'maestro-di-sci-alessandro-bormio',
  name: 'Maestro di Sci Alessandro Bormio',
  description: 'Maestro di Sci Alessandro Bormio insegna a sciare a Bormio dal 2004. Lezioni private su misura, a ore o a giornata.',
  schoolType: 'private-instructor',
  country: 'IT',
  region: 'Lombardia',
  town: 'Bormio',
  resorts: [resortSummary],
  activities: ['ski', 'snowboard', 'freeride'],
  levels: ['beginner', 'intermediate', 'advanced'],
  languages: ['it', 'en'],
  certified: false,
  certifications: [],
  featured: false,
  rating: 4.6,
  reviewCount: 43,
  priceFrom: { amount: 105, currency: 'EUR' },
  contact: {
    website: 'https://www.maestro-di-sci-alessandro-bormio.it',
    email: 'booking@maestro-di-sci-alessandro-bormio.it',
    phone: '+39 549 487 5380',
  },
  location: { lat: 46.47189, lng: 10.35827 },
  instructorCount: 3,
  createdAt: '2022-08-08T00:18:52.000Z',
  updatedAt: '2025-04-20T11:19:52.000Z',
};

const RECORDS: Record<RecordName, object> = {
  School: school,
  SchoolDetail: {
    ...school,
    categories: [
      { slug: 'ski', name: 'Alpine skiing', type: 'activity' },
      { slug: 'snowboard', name: 'Snowboarding', type: 'activity' },
      { slug: 'freeride', name: 'Freeride', type: 'activity' },
      { slug: 'beginner', name: 'Beginner', type: 'level' },
      { slug: 'intermediate', name: 'Intermediate', type: 'level' },
      { slug: 'advanced', name: 'Advanced', type: 'level' },
      { slug: 'private-instructor', name: 'Private instructor', type: 'school_type' },
    ],
    instructors: {
      total: 3,
      preview: [{ id: 1, displayName: 'Simone C.', activities: ['ski', 'snowboard', 'freeride'], languages: ['it'] }],
      href: '/api/v1/instructors?school=1',
    },
  },
  Resort: {
    id: 1,
    slug: 'chamonix-mont-blanc',
    name: 'Chamonix-Mont-Blanc',
    country: 'FR',
    region: 'Haute-Savoie',
    location: { lat: 45.9237, lng: 6.8694 },
    baseElevation: 1035,
    summitElevation: 3842,
    schoolCount: 3,
  },
  Instructor: {
    id: 1,
    displayName: 'Simone C.',
    schools: [{ id: 1, slug: 'maestro-di-sci-alessandro-bormio', name: 'Maestro di Sci Alessandro Bormio' }],
    languages: ['it'],
    activities: ['ski', 'snowboard', 'freeride'],
    levels: ['advanced'],
    certifications: [],
    yearsExperience: 27,
    bio: 'Simone accompagna gli allievi sulle piste da 27 anni. Allena i giovani agonisti.',
  },
  Category: {
    id: 1,
    slug: 'ski',
    name: 'Alpine skiing',
    type: 'activity',
    description: 'Downhill skiing on groomed pistes, from first turns to racing technique.',
    schoolCount: 339,
  },
  Country: { code: 'IT', name: 'Italy', schoolCount: 39 },
  Suggestion: {
    type: 'resort', name: 'Chamonix-Mont-Blanc', id: 12, slug: 'chamonix-mont-blanc', country: 'FR', categoryType: null, schoolCount: 41,
    url: '/api/v1/schools?resort=chamonix-mont-blanc',
  },
};

/** The success envelope an endpoint answers with, around one example record. */
export function recordExample(record: RecordName, shape: ResultShape): object {
  const example = RECORDS[record];
  if (shape === 'one') return { success: true, data: example };
  if (shape === 'list') return { success: true, data: [example] };
  return { success: true, data: [example], meta: { total: 134, page: 1, limit: 1, total_pages: 134 } };
}

export const SERVICE_EXAMPLES = {
  index: {
    success: true,
    data: {
      name: 'ski-school-directory',
      version: '1.0',
      description: 'Public, read-only directory of ski schools, resorts, instructors and categories.',
      links: { self: '/api/v1', schools: '/api/v1/schools', openapi: '/api/v1/openapi.json', docs: '/docs', mcp: '/mcp' },
    },
  },
  openapi: { openapi: '3.1.0', info: { title: 'Ski School Directory API', version: '1.0' }, paths: { '/api/v1/schools': {} } },
  health: { success: true, data: { status: 'ok', version: '1.0.0' } },
  ready: { success: true, data: { status: 'ready', checks: [{ name: 'mongodb', ok: true }, { name: 'rate-limit-store', ok: true, detail: 'redis' }] } },
  docs: '<!doctype html><html lang="en"><head><title>Ski School Directory API v1</title>…',
} as const;
