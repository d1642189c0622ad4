/**
 * What the request kinds are made of, read from the running service itself
 * (so the queries fit whatever dataset it serves): its countries, its
 * resorts, a spread sample of its schools with their ids, slugs and
 * attributes, and of its instructors' names.
 */
export interface SampledSchool {
  id: number;
  slug: string;
  country: string;
  activities: string[];
  languages: string[];
  resorts: { slug: string }[];
}

export interface Catalogue {
  /** Country codes, most schools first. */
  countries: string[];
  resortNames: string[];
  resortSlugs: string[];
  schools: SampledSchool[];
  /** Display names as the service holds them, a spread sample. */
  instructorNames: string[];
}

const SAMPLE_PAGES = 10;
const PAGE_SIZE = 100;
/** Instructors' names sampled from each sampled page: a hundred names at most. */
const NAMES_PER_PAGE = 10;

async function getData<T>(base: string, path: string): Promise<{ data: T; meta?: { total_pages: number } }> {
  const response = await fetch(`${base}${path}`);
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  return await response.json() as { data: T; meta?: { total_pages: number } };
}

export async function readCatalogue(port: number): Promise<Catalogue> {
  const base = `http://127.0.0.1:${port}/api/v1`;
  const countries = (await getData<Array<{ code: string; schoolCount: number }>>(base, '/countries')).data
    .filter((country) => country.schoolCount > 0).sort((a, b) => b.schoolCount - a.schoolCount).map((country) => country.code);
  const resortNames: string[] = [];
  const resortSlugs: string[] = [];
  for (let page = 1; page <= 50; page += 1) {
    const { data } = await getData<Array<{ name: string; slug: string }>>(base, `/resorts?limit=${PAGE_SIZE}&page=${page}`);
    if (data.length === 0) break;
    resortNames.push(...data.map((resort) => resort.name));
    resortSlugs.push(...data.map((resort) => resort.slug));
  }
  const schools = await sampledPages<SampledSchool>(base, '/schools?sort=name');
  const instructors = await sampledPages<{ displayName: string }>(base, '/instructors?');
  const instructorNames = instructors.filter((_, at) => at % (PAGE_SIZE / NAMES_PER_PAGE) === 0).map((instructor) => instructor.displayName);
  return { countries, resortNames, resortSlugs, schools, instructorNames };
}

/** SAMPLE_PAGES pages of PAGE_SIZE records spread evenly over the list `path` (a query, without page or limit) gives. */
async function sampledPages<T>(base: string, path: string): Promise<T[]> {
  const joined = path.endsWith('?') ? path : `${path}&`;
  const first = await getData<T[]>(base, `${joined}limit=${PAGE_SIZE}`);
  const totalPages = first.meta?.total_pages ?? 1;
  const records: T[] = [];
  for (let sample = 0; sample < SAMPLE_PAGES; sample += 1) {
    const page = 1 + Math.floor((sample * totalPages) / SAMPLE_PAGES);
    const { data } = await getData<T[]>(base, `${joined}limit=${PAGE_SIZE}&page=${page}`);
    records.push(...data);
  }
  return records;
}
