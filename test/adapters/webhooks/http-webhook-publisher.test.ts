/**
 * The delivery adapter against a receiver on 127.0.0.1: what arrives and how
 * it is signed (checked with the test's own HMAC code, not the signer), the
 * retries, abandonment, the bounded queue, and shutdown. Timeouts and
 * backoff are a few milliseconds so the suite stays quick; nothing asserts
 * how long anything took.
 */
import { afterEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { InMemoryWebhookDeliveryRepository } from '../../../src/adapters/persistence/memory/in-memory-webhook-delivery-repository.js';
import { HttpWebhookPublisher } from '../../../src/adapters/webhooks/http-webhook-publisher.js';
import type { DeliverySettings, WebhookEndpoint } from '../../../src/adapters/webhooks/webhook-endpoint.js';
import { systemClock } from '../../../src/application/ports/clock.js';
import type { WebhookDeliveryRepository } from '../../../src/application/ports/webhook-delivery-repository.js';
import { schoolFeaturedChanged } from '../../../src/domain/outbound-events.js';
import { createLogger } from '../../../src/bootstrap/logger.js';
import { startWebhookReceiver, type Answer, type WebhookReceiver } from '../../support/webhook-receiver.js';

const SECRET = 'whsec_receiver_test_0123456789';
// Receivers here answer at once, but on a loaded shared machine not always within 200 ms: a missed attempt then broke the exact attempt lists.
const FAST: DeliverySettings = { timeoutMs: 2_000, maxAttempts: 3, retryBaseMs: 5, retryMaxMs: 20, queueCapacity: 100, concurrency: 2 };

const open: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  while (open.length > 0) await open.pop()?.close();
});

async function receiver(answer?: (index: number) => Answer): Promise<WebhookReceiver> {
  const started = await startWebhookReceiver(answer);
  open.push(started);
  return started;
}

function publisherFor(url: string, options: { settings?: Partial<DeliverySettings>; deliveries?: WebhookDeliveryRepository; events?: WebhookEndpoint['events'] } = {}) {
  const deliveries = options.deliveries ?? new InMemoryWebhookDeliveryRepository();
  const publisher = new HttpWebhookPublisher({
    endpoints: [{ id: 'client-a', url, events: options.events ?? ['school.updated'], secret: SECRET }],
    deliveries,
    settings: { ...FAST, ...options.settings },
    logger: createLogger('silent'),
    clock: systemClock,
  });
  open.push(publisher);
  return { publisher, deliveries };
}

/** The receiver's own check, written from CONTRACT.md alone: no code shared with the signer. */
function receiverAccepts(secret: string, headers: Record<string, string | string[] | undefined>, body: Buffer): boolean {
  const timestamp = String(headers['x-service-timestamp']);
  const expected = `sha256=${createHmac('sha256', secret).update(Buffer.concat([Buffer.from(`${timestamp}.`), body])).digest('hex')}`;
  const given = Buffer.from(String(headers['x-service-signature']));
  return given.length === expected.length && timingSafeEqual(given, Buffer.from(expected));
}

/** Waits on the wire fail the test instead of hanging the suite when nothing arrives. */
describe('HttpWebhookPublisher', { timeout: 10_000 }, () => {
  it('POSTs the exact body as JSON, signed so that an independent HMAC check accepts it', async () => {
    const hooks = await receiver();
    const { publisher, deliveries } = publisherFor(hooks.url);
    const event = schoolFeaturedChanged(42, true, Date.parse('2026-03-01T10:00:00Z'));
    await publisher.publish(event);
    await hooks.receivedAtLeast(1);
    await publisher.idle();

    const [request] = hooks.received;
    assert.equal(request?.method, 'POST');
    assert.equal(request?.headers['content-type'], 'application/json');
    assert.deepEqual(JSON.parse(request?.body.toString('utf8') ?? ''), event);
    assert.ok(receiverAccepts(SECRET, request?.headers ?? {}, request?.body ?? Buffer.alloc(0)), 'the signature verifies');
    assert.ok(!receiverAccepts('another-secret-of-16+', request?.headers ?? {}, request?.body ?? Buffer.alloc(0)), 'a wrong secret does not');
    assert.ok(Math.abs(Number(request?.headers['x-service-timestamp']) - Date.now() / 1000) < 60, 'the timestamp is now, in Unix seconds');

    const deliveryId = String(request?.headers['x-service-delivery']);
    const stored = await deliveries.find(deliveryId);
    assert.equal(stored?.status, 'delivered');
    assert.equal(stored?.body, request?.body.toString('utf8'));
    assert.deepEqual(stored?.attempts.map((attempt) => attempt.statusCode), [204]);
  });

  it('sends only the events an endpoint subscribed to', async () => {
    const hooks = await receiver();
    const { publisher, deliveries } = publisherFor(hooks.url, { events: ['booking.created'] });
    await publisher.publish(schoolFeaturedChanged(1, true, Date.now()));
    await publisher.idle();
    assert.equal(hooks.received.length, 0);
    assert.deepEqual(await deliveries.listPending(10), []);
  });

  it('retries a receiver that fails twice, and it gets exactly one successful delivery, under one delivery id', async () => {
    const hooks = await receiver((index) => (index < 2 ? 503 : 200));
    const { publisher, deliveries } = publisherFor(hooks.url, { settings: { maxAttempts: 5 } });
    await publisher.publish(schoolFeaturedChanged(7, false, Date.now()));
    await publisher.idle();

    assert.equal(hooks.received.length, 3, 'two failures, then the success, and nothing after it');
    const ids = new Set(hooks.received.map((request) => request.headers['x-service-delivery']));
    assert.equal(ids.size, 1, 'a retry is the same delivery');
    for (const request of hooks.received) assert.ok(receiverAccepts(SECRET, request.headers, request.body), 'each attempt is signed afresh');
    const stored = await deliveries.find(String([...ids][0]));
    assert.equal(stored?.status, 'delivered');
    assert.deepEqual(stored?.attempts.map((attempt) => [attempt.attempt, attempt.statusCode]), [[1, 503], [2, 503], [3, 200]]);
  });

  it('abandons a receiver that never answers after the maximum attempts, and publish does not wait for it', async () => {
    const hooks = await receiver(() => 'hang');
    const { publisher, deliveries } = publisherFor(hooks.url, { settings: { timeoutMs: 100, maxAttempts: 3 } });
    await publisher.publish(schoolFeaturedChanged(9, true, Date.now()));
    // publish has returned while the delivery is still held: the caller never waits for the wire.
    assert.equal(publisher.held, 1);
    await publisher.idle();

    assert.equal(hooks.received.length, 3);
    const stored = await deliveries.find(String(hooks.received[0]?.headers['x-service-delivery']));
    assert.equal(stored?.status, 'abandoned');
    assert.equal(stored?.nextAttemptAtMs, null);
    assert.deepEqual(stored?.attempts.map((attempt) => [attempt.statusCode, attempt.error]), Array(3).fill([null, 'no answer within the timeout']));
  });

  it('records a refused connection as a failed attempt', async () => {
    const hooks = await receiver();
    await hooks.close();
    const created: string[] = [];
    const store = new InMemoryWebhookDeliveryRepository();
    const deliveries: WebhookDeliveryRepository = {
      create: async (delivery) => { created.push(delivery.deliveryId); return store.create(delivery); },
      save: (delivery) => store.save(delivery),
      find: (deliveryId) => store.find(deliveryId),
      listPending: (limit) => store.listPending(limit),
    };
    const { publisher } = publisherFor(hooks.url, { deliveries, settings: { maxAttempts: 1 } });
    await publisher.publish(schoolFeaturedChanged(3, true, Date.now()));
    await publisher.idle();
    const stored = await store.find(String(created[0]));
    assert.equal(stored?.status, 'abandoned');
    assert.equal(stored?.attempts[0]?.statusCode, null);
    assert.match(String(stored?.attempts[0]?.error), /connection failed \(ECONNREFUSED\)/);
  });

  it('abandons new deliveries past the queue capacity instead of holding unbounded memory', async () => {
    const hooks = await receiver(() => 'hang');
    const { publisher } = publisherFor(hooks.url, { settings: { queueCapacity: 2, concurrency: 1, timeoutMs: 2_000, maxAttempts: 1 } });
    for (let school = 1; school <= 4; school += 1) await publisher.publish(schoolFeaturedChanged(school, true, Date.now()));
    assert.equal(publisher.held, 2);
  });

  it('on close, lets the attempt in flight finish and leaves waiting retries pending; a new publisher on the same store resumes them', async () => {
    let failing = true;
    const hooks = await receiver(() => (failing ? 500 : 200));
    const deliveries = new InMemoryWebhookDeliveryRepository();
    const first = publisherFor(hooks.url, { deliveries, settings: { retryBaseMs: 60_000, retryMaxMs: 60_000 } });
    await first.publisher.publish(schoolFeaturedChanged(5, true, Date.now()));
    await hooks.receivedAtLeast(1);
    await first.publisher.close();

    const [pending] = await deliveries.listPending(10);
    assert.equal(pending?.status, 'pending');
    assert.equal(pending?.attempts.length, 1);
    assert.ok((pending?.nextAttemptAtMs ?? 0) > Date.now(), 'the retry is due later');
    assert.equal(first.publisher.held, 0);

    failing = false;
    const due = { ...pending!, nextAttemptAtMs: Date.now() };
    await deliveries.save(due);
    const second = publisherFor(hooks.url, { deliveries });
    assert.equal(await second.publisher.resume(), 1);
    await second.publisher.idle();
    assert.equal((await deliveries.find(due.deliveryId))?.status, 'delivered');
    assert.equal(hooks.received.length, 2);
  });

  it('drops what is published after close, and abandons a resumed delivery whose endpoint is no longer configured', async () => {
    const hooks = await receiver();
    const { publisher, deliveries } = publisherFor(hooks.url);
    await publisher.close();
    await publisher.publish(schoolFeaturedChanged(5, true, Date.now()));
    assert.equal(publisher.held, 0);

    await deliveries.create({
      deliveryId: 'left-over', endpointId: 'removed-client', event: 'school.updated', body: '{}',
      createdAtMs: 0, status: 'pending', attempts: [], nextAttemptAtMs: 0,
    });
    const next = publisherFor(hooks.url, { deliveries });
    await next.publisher.resume();
    await next.publisher.idle();
    const stored = await deliveries.find('left-over');
    assert.equal(stored?.status, 'abandoned');
    assert.equal(stored?.attempts[0]?.error, 'endpoint no longer configured');
    assert.equal(hooks.received.length, 0);
  });
});
