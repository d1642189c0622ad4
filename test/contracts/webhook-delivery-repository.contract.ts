/**
 * The WebhookDeliveryRepository contract, run against every adapter: a
 * delivery id names one delivery, saves replace whole records and report an
 * unknown id, copies handed out change nothing stored, and pending
 * deliveries come back earliest due first.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { WebhookDeliveryRepository } from '../../src/application/ports/webhook-delivery-repository.js';
import type { WebhookDelivery } from '../../src/domain/webhook-deliveries.js';

export type MakeWebhookDeliveryRepository = () => Promise<{ deliveries: WebhookDeliveryRepository; close?: () => Promise<void> }>;

export function aDelivery(overrides: Partial<WebhookDelivery> & { deliveryId: string }): WebhookDelivery {
  return {
    endpointId: 'client-a',
    event: 'school.updated',
    body: '{"event":"school.updated","timestamp":"2026-03-01T10:00:00.000Z","data":{"id":1,"schoolId":1,"changes":{"featured":true}}}',
    createdAtMs: Date.parse('2026-03-01T10:00:00Z'),
    status: 'pending',
    attempts: [],
    nextAttemptAtMs: Date.parse('2026-03-01T10:00:00Z'),
    ...overrides,
  };
}

export function webhookDeliveryRepositoryContract(name: string, make: MakeWebhookDeliveryRepository, options: { skip?: string | false } = {}): void {
  describe(`WebhookDeliveryRepository contract: ${name}`, { skip: options.skip ?? false }, () => {
    const withRepository = (test: (deliveries: WebhookDeliveryRepository) => Promise<void>) => async () => {
      const { deliveries, close } = await make();
      try {
        await test(deliveries);
      } finally {
        await close?.();
      }
    };

    it('finds nothing in an empty store', withRepository(async (deliveries) => {
      assert.equal(await deliveries.find('none'), null);
      assert.deepEqual(await deliveries.listPending(10), []);
    }));

    it('stores a delivery once per id: a second create is refused and changes nothing', withRepository(async (deliveries) => {
      const first = aDelivery({ deliveryId: 'd-1' });
      assert.equal(await deliveries.create(first), true);
      assert.equal(await deliveries.create({ ...first, endpointId: 'client-b', body: '{}' }), false);
      assert.deepEqual(await deliveries.find('d-1'), first);
    }));

    it('saves attempts and status over the stored delivery, and reports an unknown id', withRepository(async (deliveries) => {
      const created = aDelivery({ deliveryId: 'd-2' });
      await deliveries.create(created);
      const attempted: WebhookDelivery = {
        ...created,
        status: 'delivered',
        nextAttemptAtMs: null,
        attempts: [
          { attempt: 1, atMs: created.createdAtMs + 5, statusCode: 503, error: 'answered 503' },
          { attempt: 2, atMs: created.createdAtMs + 20_000, statusCode: 200, error: null },
        ],
      };
      assert.equal(await deliveries.save(attempted), true);
      assert.deepEqual(await deliveries.find('d-2'), attempted);
      assert.equal(await deliveries.save(aDelivery({ deliveryId: 'never-created' })), false);
      assert.equal(await deliveries.find('never-created'), null);
    }));

    it('hands out copies: changing one changes nothing stored', withRepository(async (deliveries) => {
      await deliveries.create(aDelivery({ deliveryId: 'd-3' }));
      const found = await deliveries.find('d-3') as WebhookDelivery & { attempts: unknown[] };
      try {
        found.attempts.push({ attempt: 1, atMs: 0, statusCode: 500, error: null });
        (found as { status: string }).status = 'delivered';
      } catch {
        // A frozen copy is as good as a fresh one.
      }
      const again = await deliveries.find('d-3');
      assert.equal(again?.status, 'pending');
      assert.deepEqual(again?.attempts, []);
    }));

    it('lists pending deliveries only, earliest due first (not by id), ties by id, up to the limit', withRepository(async (deliveries) => {
      const at = Date.parse('2026-03-01T10:00:00Z');
      await deliveries.create(aDelivery({ deliveryId: 'a-late', nextAttemptAtMs: at + 60_000 }));
      await deliveries.create(aDelivery({ deliveryId: 'b-early', nextAttemptAtMs: at }));
      await deliveries.create(aDelivery({ deliveryId: 'a-early', nextAttemptAtMs: at }));
      await deliveries.create(aDelivery({ deliveryId: 'done', status: 'delivered', nextAttemptAtMs: null }));
      await deliveries.create(aDelivery({ deliveryId: 'given-up', status: 'abandoned', nextAttemptAtMs: null }));
      assert.deepEqual((await deliveries.listPending(10)).map((delivery) => delivery.deliveryId), ['a-early', 'b-early', 'a-late']);
      assert.deepEqual((await deliveries.listPending(2)).map((delivery) => delivery.deliveryId), ['a-early', 'b-early']);
      await deliveries.save(aDelivery({ deliveryId: 'a-early', status: 'delivered', nextAttemptAtMs: null }));
      assert.deepEqual((await deliveries.listPending(10)).map((delivery) => delivery.deliveryId), ['b-early', 'a-late']);
    }));
  });
}
