/**
 * SchoolRepository over the `schools` collection. Every query it sends comes
 * from school-queries.ts, the builders the differential test checks against
 * the embedded engine; this class only sends them and maps the answers.
 */
import type { Collection, Db, Document } from 'mongodb';
import type { SchoolPage, SchoolRepository } from '../../../application/ports/school-repository.js';
import { topFacetValues, type FacetCounts } from '../../../domain/facets.js';
import type { SchoolQuery } from '../../../domain/queries.js';
import type { School } from '../../../domain/records.js';
import { COLLECTIONS } from './collections.js';
import { DISTANCE_FIELD } from './geo-stages.js';
import { buildSchoolFacetPipelines, type FacetPipelines } from './school-facet-queries.js';
import { guarded } from './mongo-errors.js';
import { QUERY_TIME_LIMIT_MS } from './mongo-client.js';
import { searchText } from './text-pipelines.js';
import { buildSchoolSearchPipelines } from './school-queries.js';
import { fromSchoolDocument, SCHOOL_PROJECTION, type SchoolDocument, type StoredSchool } from './school-document.js';

export class MongoSchoolRepository implements SchoolRepository {
  #schools: Collection<SchoolDocument>;

  constructor(db: Db) {
    this.#schools = db.collection<SchoolDocument>(COLLECTIONS.schools);
  }

  search(query: SchoolQuery): Promise<SchoolPage> {
    return guarded(async () => {
      const { items: listed, ...found } = await searchText(this.#schools, buildSchoolSearchPipelines(query), listedSchool, query, query.text);
      const page: SchoolPage = {
        ...found,
        items: listed.map(({ school }) => school),
        ...(query.near === undefined ? {} : { distancesKm: listed.map(({ distanceKm }) => distanceKm as number) }),
      };
      if (query.facets === undefined) return page;
      const counted = await Promise.all(buildSchoolFacetPipelines(query).map((pipelines) => this.#countFacets(pipelines)));
      return { ...page, facets: Object.assign({}, ...counted) as FacetCounts };
    });
  }

  /** The partial selection is counted only when nothing matches every group, as the page itself is chosen. */
  async #countFacets(pipelines: FacetPipelines): Promise<FacetCounts> {
    const options = { allowDiskUse: true, maxTimeMS: QUERY_TIME_LIMIT_MS };
    let [result] = await this.#schools.aggregate(pipelines.all, options).toArray();
    if (((result?._total as Array<{ n: number }> | undefined)?.[0]?.n ?? 0) === 0 && pipelines.partial !== null) {
      [result] = await this.#schools.aggregate(pipelines.partial, options).toArray();
    }
    return Object.fromEntries(pipelines.facets.map((facet) => {
      const groups = (result?.[facet] as Array<{ _id: unknown; count: number }> | undefined) ?? [];
      return [facet, topFacetValues(groups.map((group) => [String(group._id), group.count] as const))];
    }));
  }

  findById(id: number): Promise<School | null> {
    return this.#findOne({ _id: id });
  }

  findBySlug(slug: string): Promise<School | null> {
    return this.#findOne({ slug });
  }

  #findOne(filter: { _id: number } | { slug: string }): Promise<School | null> {
    return guarded(async () => {
      const doc = await this.#schools.findOne<StoredSchool>(filter, { projection: SCHOOL_PROJECTION, maxTimeMS: QUERY_TIME_LIMIT_MS });
      return doc === null ? null : fromSchoolDocument(doc);
    });
  }
}

/** The record, and its distance when the query had `near`. */
function listedSchool(doc: StoredSchool & { [DISTANCE_FIELD]?: number }): { school: School; distanceKm?: number } {
  const distance = (doc as Document)[DISTANCE_FIELD] as number | undefined;
  return { school: fromSchoolDocument(doc), ...(distance === undefined ? {} : { distanceKm: distance }) };
}
