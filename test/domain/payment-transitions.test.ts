/** The rules every store shares: duplicates, stale events, and which subscription an event may overwrite. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { PaymentEvent, SubscriptionChange } from '../../src/domain/payment-events.js';
import { RECENT_EVENT_IDS, bookingPaymentStatus, isFeatured } from '../../src/domain/payments.js';
import { transitionSubscription } from '../../src/domain/payment-transitions.js';
import { aSubscription } from '../contracts/payment-repository.contract.js';

const ref = { schoolId: 5, providerCustomerId: 'cus_T' };
const event = (id: string, created: number, change: SubscriptionChange): PaymentEvent<SubscriptionChange> => ({ id, type: 'test', created, change });
const stored = aSubscription({ schoolId: 5, providerSubscriptionId: 'sub_Current', lastEventId: 'evt_A', lastEventCreated: 100, recentEventIds: ['evt_A'] });

describe('subscription transitions', () => {
  it('knows a duplicate by its id even when it is not the last event, and a stale one by created', () => {
    const later = { ...stored, lastEventId: 'evt_B', lastEventCreated: 200, recentEventIds: ['evt_A', 'evt_B'] };
    const ended = { kind: 'subscription_ended', ...ref, providerSubscriptionId: 'sub_Current' } as const;
    assert.deepEqual(transitionSubscription(5, later, event('evt_A', 100, ended)), { outcome: 'duplicate' });
    assert.deepEqual(transitionSubscription(5, later, event('evt_C', 199, ended)), { outcome: 'stale' });
    assert.equal(transitionSubscription(5, later, event('evt_C', 200, ended)).outcome, 'applied', 'the same second applies');
  });

  it('lets a new checkout replace the subscription, and an update replace it only once it has ended', () => {
    const other = { ...ref, providerSubscriptionId: 'sub_Other' };
    const started = transitionSubscription(5, stored, event('evt_S', 300, { kind: 'subscription_started', ...other, plan: 'basic', status: 'active' }));
    assert.equal(started.outcome === 'applied' && started.next.providerSubscriptionId, 'sub_Other');
    const changed = { kind: 'subscription_changed', ...other, plan: 'featured', status: 'active', currentPeriodEnd: null } as const;
    assert.equal(transitionSubscription(5, stored, event('evt_U', 300, changed)).outcome, 'unmatched');
    assert.equal(transitionSubscription(5, { ...stored, status: 'canceled' }, event('evt_U', 300, changed)).outcome, 'applied');
    const failed = { kind: 'subscription_payment_failed', ...other, failedAttempts: 1, nextRetryAt: null } as const;
    assert.equal(transitionSubscription(5, stored, event('evt_F', 300, failed)).outcome, 'unmatched');
    assert.equal(transitionSubscription(5, null, event('evt_F', 300, failed)).outcome, 'unmatched', 'an invoice names no plan');
  });

  it('keeps an ended subscription ended when a late invoice arrives, and remembers a bounded number of events', () => {
    const canceled = { ...stored, status: 'canceled' as const };
    const paid = transitionSubscription(5, canceled, event('evt_P', 300, { kind: 'subscription_renewed', ...ref, providerSubscriptionId: 'sub_Current', currentPeriodEnd: null }));
    assert.equal(paid.outcome === 'applied' && paid.next.status, 'canceled');
    const full = { ...stored, recentEventIds: Array.from({ length: RECENT_EVENT_IDS }, (_, index) => `evt_${index}`) };
    const next = transitionSubscription(5, full, event('evt_New', 300, { kind: 'subscription_ended', ...ref, providerSubscriptionId: 'sub_Current' }));
    assert.ok(next.outcome === 'applied');
    assert.equal(next.next.recentEventIds.length, RECENT_EVENT_IDS);
    assert.equal(next.next.recentEventIds.at(-1), 'evt_New');
  });

  it('features only the featured plan, active or past due; refunds set the booking status from the amounts', () => {
    assert.deepEqual(['active', 'past_due', 'trialing', 'canceled', 'unpaid'].map((status) => isFeatured({ plan: 'featured', status: status as never })), [true, true, false, false, false]);
    assert.equal(isFeatured({ plan: 'basic', status: 'active' }), false);
    assert.equal(isFeatured(null), false);
    assert.deepEqual([bookingPaymentStatus(100, 0), bookingPaymentStatus(100, 40), bookingPaymentStatus(100, 100)], ['paid', 'partially_refunded', 'refunded']);
  });
});
