import type { Db } from 'mongodb';
import type { FeaturedSchools } from '../../../../application/ports/featured-schools.js';
import { COLLECTIONS } from '../collections.js';

interface FeaturedFields {
  _id: number;
  featured: boolean;
  updatedAt: string;
}

/**
 * FeaturedSchools on the schools collection: one conditional update, so
 * `updatedAt` moves only when the flag really changes. The compound indexes
 * that lead with `featured` are maintained by the write itself, so the next
 * query sees the new order.
 */
export class MongoFeaturedSchools implements FeaturedSchools {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async setFeatured(schoolId: number, featured: boolean, atMs: number): Promise<boolean | null> {
    const schools = this.#db.collection<FeaturedFields>(COLLECTIONS.schools);
    const { matchedCount } = await schools.updateOne(
      { _id: schoolId, featured: !featured },
      { $set: { featured, updatedAt: new Date(atMs).toISOString() } },
    );
    if (matchedCount === 1) return !featured;
    const unchanged = await schools.findOne({ _id: schoolId }, { projection: { _id: 1 } });
    return unchanged === null ? null : featured;
  }
}
