/**
 * Client webhooks through the whole service, as an operator configures them:
 * a featured change made by the payment callback publishes school.updated.
 * With WEBHOOK_DELIVERY unset the stub records it and a live receiver on
 * 127.0.0.1 gets nothing; switched on, the receiver gets it signed, and a
 * receiver that never answers holds up neither the callback nor other
 * requests, and is abandoned after the maximum attempts.
 */
import { afterEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { HttpWebhookPublisher } from '../../src/adapters/webhooks/http-webhook-publisher.js';
import { StubEventPublisher } from '../../src/adapters/webhooks/stub-event-publisher.js';
import { systemClock } from '../../src/application/ports/clock.js';
import { loadConfig } from '../../src/bootstrap/config.js';
import { createLogger } from '../../src/bootstrap/logger.js';
import { openWebhooks } from '../../src/bootstrap/open-webhooks.js';
import { checkoutSubscriptionCompleted, signed, TEST_WEBHOOK_SECRET } from '../fixtures/stripe-events.js';
import { capturingLogger } from '../support/capturing-logger.js';
import { startTestService, type TestService } from '../support/test-service.js';
import { startWebhookReceiver, type Answer, type WebhookReceiver } from '../support/webhook-receiver.js';

const CLIENT_SECRET = 'whsec_client_receiver_secret';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

async function receiver(answer?: (index: number) => Answer): Promise<WebhookReceiver> {
  const started = await startWebhookReceiver(answer);
  cleanups.push(() => started.close());
  return started;
}

function endpointsFor(url: string): string {
  return JSON.stringify([{ id: 'client-a', url, events: ['school.updated'], secret: CLIENT_SECRET }]);
}

async function service(env: NodeJS.ProcessEnv, level: 'debug' | 'info' = 'info') {
  const captured = capturingLogger(level);
  const app = await startTestService({ env: { STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, ...env }, logger: captured.logger });
  cleanups.push(() => app.stop());
  return { app, lines: captured.lines };
}

/** Features a school the dataset does not: the change the callback publishes as school.updated. */
async function featureASchool(app: TestService, subscription: string): Promise<number> {
  const schoolId = app.dataset.schools.find((school) => !school.featured)!.id;
  const { payload, headers } = signed(checkoutSubscriptionCompleted({ schoolId, plan: 'featured', subscription, customer: `cus_${subscription.slice(4)}` }));
  const response = await app.inject({ method: 'POST', url: '/api/stripe/webhook', payload, headers });
  assert.equal(response.statusCode, 200);
  assert.equal(JSON.parse(response.payload).data.outcome, 'applied');
  return schoolId;
}

/** Waits on the wire fail the test instead of hanging the suite when nothing arrives. */
const BOUNDED = { timeout: 30_000 };

describe('client webhooks, switched off (the default)', BOUNDED, () => {
  it('chooses the recording stub whatever endpoints are configured', async () => {
    const hooks = await receiver();
    const config = loadConfig({ WEBHOOK_ENDPOINTS: endpointsFor(hooks.url) });
    const opened = await openWebhooks(config, createLogger('silent'), { clock: systemClock });
    assert.ok(opened.eventPublisher instanceof StubEventPublisher);
    const on = await openWebhooks(loadConfig({ WEBHOOK_DELIVERY: 'on', WEBHOOK_ENDPOINTS: endpointsFor(hooks.url) }), createLogger('silent'), { clock: systemClock });
    cleanups.push(() => on.close());
    assert.ok(on.eventPublisher instanceof HttpWebhookPublisher);
  });

  it('records and logs the event at debug level, and the receiver gets no request', async () => {
    const hooks = await receiver();
    const { app, lines } = await service({ WEBHOOK_ENDPOINTS: endpointsFor(hooks.url) }, 'debug');
    const schoolId = await featureASchool(app, 'sub_WebhooksOff01');
    const recorded = lines().find((line) => line.component === 'event-publisher' && String(line.msg).includes('nothing was sent'));
    assert.deepEqual((recorded?.outboundEvent as { data?: unknown } | undefined)?.data, { id: schoolId, schoolId, changes: { featured: true } });
    // Switched on, this wait is ample for a delivery to 127.0.0.1 (the test below shows one arriving); switched off, none may come.
    await sleep(200);
    assert.equal(hooks.received.length, 0);
  });
});

describe('client webhooks, switched on', BOUNDED, () => {
  it('delivers the school.updated body, signed so that the receiver verifies it with its own HMAC', async () => {
    const hooks = await receiver();
    const { app } = await service({ WEBHOOK_DELIVERY: 'on', WEBHOOK_ENDPOINTS: endpointsFor(hooks.url) });
    const schoolId = await featureASchool(app, 'sub_WebhooksOn001');
    await hooks.receivedAtLeast(1);
    const [request] = hooks.received;
    const body = JSON.parse(request!.body.toString('utf8'));
    assert.equal(body.event, 'school.updated');
    assert.deepEqual(body.data, { id: schoolId, schoolId, changes: { featured: true } });
    const timestamp = String(request!.headers['x-service-timestamp']);
    const mac = createHmac('sha256', CLIENT_SECRET).update(`${timestamp}.`).update(request!.body).digest('hex');
    assert.equal(request!.headers['x-service-signature'], `sha256=${mac}`);
  });

  it('answers the callback and other requests while a receiver never answers, and abandons it after the maximum attempts', async () => {
    const hooks = await receiver(() => 'hang');
    const { app, lines } = await service({
      WEBHOOK_DELIVERY: 'on', WEBHOOK_ENDPOINTS: endpointsFor(hooks.url), WEBHOOK_TIMEOUT_MS: '150', WEBHOOK_MAX_ATTEMPTS: '2', WEBHOOK_RETRY_BASE_MS: '5',
    });
    await featureASchool(app, 'sub_WebhooksHang1');
    await hooks.receivedAtLeast(1);
    // The receiver holds the first attempt open: the service keeps answering.
    assert.equal((await app.inject('/health')).statusCode, 200);
    assert.equal((await app.inject('/api/v1/schools?limit=1')).statusCode, 200);
    await hooks.receivedAtLeast(2);
    await app.stop();
    cleanups.pop();
    const abandoned = lines().filter((line) => line.msg === 'webhook delivery abandoned');
    assert.equal(abandoned.length, 1);
    assert.equal(abandoned[0]?.attempt, 2);
    assert.equal(hooks.received.length, 2, 'no attempt past the maximum');
    assert.ok(!JSON.stringify(lines()).includes(CLIENT_SECRET), 'the secret is never logged');
  });
});
