/**
 * A small hand-written directory behind the real use cases, for the MCP tests.
 * Its filtering is simplistic on purpose: the tests compare the tools with
 * the REST routes over the same use cases, not the search semantics.
 */
import type { DirectoryUseCases } from '../../../src/application/directory-use-cases.js';
import type { Page } from '../../../src/domain/page.js';
import type { InstructorQuery, ResortQuery, SchoolQuery } from '../../../src/domain/queries.js';
import type { Category, CountrySummary, Instructor, Resort, School } from '../../../src/domain/records.js';
import { CATEGORY_DEFINITIONS } from '../../../src/domain/taxonomy.js';
import { GetCategory } from '../../../src/application/use-cases/get-category.js';
import { GetInstructor } from '../../../src/application/use-cases/get-instructor.js';
import { GetResort } from '../../../src/application/use-cases/get-resort.js';
import { GetSchool } from '../../../src/application/use-cases/get-school.js';
import { ListCategories } from '../../../src/application/use-cases/list-categories.js';
import { ListCategorySchools } from '../../../src/application/use-cases/list-category-schools.js';
import { ListCountries } from '../../../src/application/use-cases/list-countries.js';
import { ListResortSchools } from '../../../src/application/use-cases/list-resort-schools.js';
import { SearchInstructors } from '../../../src/application/use-cases/search-instructors.js';
import { SearchResorts } from '../../../src/application/use-cases/search-resorts.js';
import { SearchSchools } from '../../../src/application/use-cases/search-schools.js';

const COUNTRIES = [{ code: 'CH', name: 'Switzerland' }, { code: 'FR', name: 'France' }, { code: 'AT', name: 'Austria' }];

export const resorts: Resort[] = ['Zermatt', 'Verbier', 'Chamonix', 'Méribel', 'St. Anton'].map((name, index) => ({
  id: index + 1,
  slug: name.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z]+/g, '-'),
  name,
  country: index < 2 ? 'CH' : index < 4 ? 'FR' : 'AT',
  region: 'Alps',
  location: { lat: 46 + index / 10, lng: 7 + index / 10 },
  baseElevation: 1000 + index * 100,
  summitElevation: 3000 + index * 100,
  schoolCount: 0,
}));

export const schools: School[] = Array.from({ length: 27 }, (_, index) => {
  const id = index + 1;
  const resort = resorts[index % resorts.length] as Resort;
  return {
    id,
    slug: `school-${id}`,
    name: `${resort.name} Snow School ${String.fromCharCode(90 - index)}`,
    description: 'Lessons for every level.',
    schoolType: index % 3 === 0 ? 'kids-club' : 'ski-school',
    country: resort.country,
    region: resort.region,
    town: resort.name,
    resorts: [{ id: resort.id, slug: resort.slug, name: resort.name }],
    activities: index % 2 === 0 ? ['ski', 'freeride'] : ['snowboard'],
    levels: ['beginner', 'intermediate'],
    languages: index % 4 === 0 ? ['en', 'de'] : ['fr'],
    certified: index % 2 === 1,
    certifications: index % 2 === 1 ? ['ESF'] : [],
    featured: index % 5 === 0,
    rating: 3 + (index % 20) / 10,
    reviewCount: index * 3,
    priceFrom: { amount: 50 + index, currency: 'EUR' },
    contact: { website: `https://school-${id}.example`, email: null, phone: index % 2 ? '+41 27 000 00 00' : null },
    location: resort.location,
    instructorCount: 1,
    createdAt: new Date(Date.UTC(2024, 0, id)).toISOString(),
    updatedAt: new Date(Date.UTC(2025, 0, id)).toISOString(),
  };
});
for (const resort of resorts) resort.schoolCount = schools.filter((school) => school.resorts[0]?.id === resort.id).length;

export const instructors: Instructor[] = schools.slice(0, 12).map((school, index) => ({
  id: index + 1,
  displayName: `${['Anna', 'Ben', 'Chloé', 'Dario'][index % 4]} ${String.fromCharCode(65 + index)}.`,
  schools: [{ id: school.id, slug: school.slug, name: school.name }],
  languages: school.languages,
  activities: school.activities,
  levels: school.levels,
  certifications: ['ISIA'],
  yearsExperience: 2 + index,
  bio: 'Patient and precise.',
}));

function pageOf<T>(items: T[], { page, limit }: { page: number; limit: number }): Page<T> {
  return { items: items.slice((page - 1) * limit, page * limit), total: items.length, page, limit };
}

const anyOf = (wanted: string[] | undefined, values: readonly string[]) => !wanted || wanted.some((value) => values.includes(value));
const matchesRef = (refs: string[] | undefined, record: { id: number; slug: string }) => anyOf(refs, [String(record.id), record.slug]);
const matchesTerms = (terms: string[], text: string) => terms.every((term) => text.toLowerCase().includes(term));

function searchSchools(query: SchoolQuery): Page<School> {
  const found = schools.filter((school) => anyOf(query.countries, [school.country])
    && (!query.resorts || school.resorts.some((resort) => matchesRef(query.resorts, resort)))
    && anyOf(query.activities, school.activities) && anyOf(query.levels, school.levels)
    && anyOf(query.languages, school.languages) && anyOf(query.schoolTypes, [school.schoolType])
    && (query.certified === undefined || school.certified === query.certified)
    && (query.featured === undefined || school.featured === query.featured)
    && matchesTerms(query.terms, school.name));
  if (query.sort === 'name') found.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  return pageOf(found, query);
}

function searchResorts(query: ResortQuery): Page<Resort> {
  const found = resorts.filter((resort) => anyOf(query.countries, [resort.country]) && matchesTerms(query.terms, resort.name));
  found.sort(query.sort === 'schools' ? (a, b) => b.schoolCount - a.schoolCount || a.id - b.id : (a, b) => a.name.localeCompare(b.name));
  return pageOf(found, query);
}

function searchInstructors(query: InstructorQuery): Page<Instructor> {
  return pageOf(instructors.filter((instructor) => (!query.schools || instructor.schools.some((school) => matchesRef(query.schools, school)))
    && anyOf(query.languages, instructor.languages) && matchesTerms(query.terms, instructor.displayName)), query);
}

function categories(): Category[] {
  return CATEGORY_DEFINITIONS.map((definition) => ({
    ...definition,
    schoolCount: schools.filter((school) => [school.schoolType, ...school.activities, ...school.levels].includes(definition.slug)).length,
  }));
}

function countries(): CountrySummary[] {
  return COUNTRIES.map(({ code, name }) => ({ code, name, schoolCount: schools.filter((school) => school.country === code).length }))
    .sort((a, b) => a.code.localeCompare(b.code));
}

export function fakeDirectoryUseCases(): DirectoryUseCases {
  const schoolRepository = {
    search: async (query: SchoolQuery) => searchSchools(query),
    findById: async (id: number) => schools.find((school) => school.id === id) ?? null,
    findBySlug: async (slug: string) => schools.find((school) => school.slug === slug) ?? null,
  };
  const resortRepository = {
    search: async (query: ResortQuery) => searchResorts(query),
    findById: async (id: number) => resorts.find((resort) => resort.id === id) ?? null,
    findBySlug: async (slug: string) => resorts.find((resort) => resort.slug === slug) ?? null,
  };
  const instructorRepository = {
    search: async (query: InstructorQuery) => searchInstructors(query),
    findById: async (id: number) => instructors.find((instructor) => instructor.id === id) ?? null,
  };
  const categoryRepository = {
    list: async (type?: Category['type']) => categories().filter((category) => !type || category.type === type),
    findBySlug: async (slug: string) => categories().find((category) => category.slug === slug) ?? null,
  };
  const getResort = new GetResort(resortRepository);
  const getCategory = new GetCategory(categoryRepository);
  return {
    searchSchools: new SearchSchools(schoolRepository),
    getSchool: new GetSchool(schoolRepository, instructorRepository),
    searchResorts: new SearchResorts(resortRepository),
    getResort,
    listResortSchools: new ListResortSchools(getResort, schoolRepository),
    searchInstructors: new SearchInstructors(instructorRepository),
    getInstructor: new GetInstructor(instructorRepository),
    listCategories: new ListCategories(categoryRepository),
    getCategory,
    listCategorySchools: new ListCategorySchools(getCategory, schoolRepository),
    listCountries: new ListCountries({ list: async () => countries() }),
  };
}
