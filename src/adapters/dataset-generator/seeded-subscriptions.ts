/**
 * `featured` derives from a subscription everywhere, seeded data included:
 * each featured school of a generated directory comes with an active
 * subscription to the featured plan, so a cancellation unfeatures it like
 * any other. Derived from the school alone (ids from its id, times from its
 * own dates), so every backend loading the same dataset seeds the same ones.
 */
import type { SchoolSubscription } from '../../domain/payments.js';
import type { School } from '../../domain/records.js';
import { DATASET_AS_OF } from './dataset.js';

const PERIOD_MS = 30 * 24 * 3600 * 1000;

export function seededSubscription(school: School): SchoolSubscription | null {
  if (!school.featured) return null;
  const key = `seed${String(school.id).padStart(8, '0')}`;
  return {
    schoolId: school.id,
    plan: 'featured',
    status: 'active',
    currentPeriodEnd: new Date(Date.parse(DATASET_AS_OF) + PERIOD_MS).toISOString(),
    failedAttempts: 0,
    nextRetryAt: null,
    providerSubscriptionId: `sub_${key}`,
    providerCustomerId: `cus_${key}`,
    // As old as the listing: any real event about the school is newer.
    lastEventId: `evt_${key}`,
    lastEventCreated: Math.floor(Date.parse(school.createdAt) / 1000),
    recentEventIds: [],
  };
}

export function seededSubscriptions(schools: readonly School[]): SchoolSubscription[] {
  return schools.map(seededSubscription).filter((subscription) => subscription !== null);
}
