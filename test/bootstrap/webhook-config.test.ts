import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../../src/bootstrap/config.js';

const SECRET = 'whsec_config_test_do_not_echo';
const entry = { url: 'https://client.example/hooks', events: ['booking.created', 'school.updated'], secret: SECRET };

function refused(env: NodeJS.ProcessEnv, variable: string, pattern: RegExp): void {
  assert.throws(() => loadConfig(env), (error: unknown) => {
    assert.ok(error instanceof ConfigError);
    assert.equal(error.variable, variable);
    assert.match(error.message, pattern);
    assert.ok(!error.message.includes(SECRET), 'the message never echoes a secret');
    return true;
  });
}

describe('webhook configuration', () => {
  it('is off by default, with no endpoints and the default tuning', () => {
    const { webhooks } = loadConfig({});
    assert.equal(webhooks.delivery, false);
    assert.deepEqual(webhooks.endpoints, []);
    assert.deepEqual(webhooks.settings, { timeoutMs: 5_000, maxAttempts: 6, retryBaseMs: 10_000, retryMaxMs: 600_000, queueCapacity: 1_000, concurrency: 4 });
  });

  it('reads endpoints inline or from a file, numbering those without an id', () => {
    const inline = loadConfig({ WEBHOOK_DELIVERY: 'on', WEBHOOK_ENDPOINTS: JSON.stringify([entry, { ...entry, id: 'crm' }]) }).webhooks;
    assert.equal(inline.delivery, true);
    assert.deepEqual(inline.endpoints.map((endpoint) => endpoint.id), ['endpoint-1', 'crm']);
    assert.deepEqual(inline.endpoints[0], { id: 'endpoint-1', ...entry });

    // The file holds a secret: it goes with its directory however the assertion ends.
    const directory = mkdtempSync(join(tmpdir(), 'webhooks-'));
    try {
      const file = join(directory, 'endpoints.json');
      writeFileSync(file, JSON.stringify([entry]));
      assert.deepEqual(loadConfig({ WEBHOOK_ENDPOINTS: file }).webhooks.endpoints, [{ id: 'endpoint-1', ...entry }]);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it('takes the delivery tuning from its variables', () => {
    const { settings } = loadConfig({ WEBHOOK_TIMEOUT_MS: '2500', WEBHOOK_MAX_ATTEMPTS: '3', WEBHOOK_RETRY_BASE_MS: '1000', WEBHOOK_QUEUE_CAPACITY: '50' }).webhooks;
    assert.deepEqual({ ...settings }, { timeoutMs: 2_500, maxAttempts: 3, retryBaseMs: 1_000, retryMaxMs: 600_000, queueCapacity: 50, concurrency: 4 });
  });

  it('refuses bad values, naming the variable and never the secret', () => {
    refused({ WEBHOOK_DELIVERY: 'yes' }, 'WEBHOOK_DELIVERY', /WEBHOOK_DELIVERY must be off or on/);
    refused({ WEBHOOK_DELIVERY: 'on' }, 'WEBHOOK_DELIVERY', /needs WEBHOOK_ENDPOINTS/);
    refused({ WEBHOOK_ENDPOINTS: '[{"url":' }, 'WEBHOOK_ENDPOINTS', /not valid JSON/);
    refused({ WEBHOOK_ENDPOINTS: '/no/such/endpoints.json' }, 'WEBHOOK_ENDPOINTS', /cannot be read \(ENOENT\)/);
    refused({ WEBHOOK_ENDPOINTS: JSON.stringify([{ ...entry, url: 'ftp://client.example' }]) }, 'WEBHOOK_ENDPOINTS', /entry 0\.url/);
    refused({ WEBHOOK_ENDPOINTS: JSON.stringify([{ ...entry, events: ['booking.paid'] }]) }, 'WEBHOOK_ENDPOINTS', /entry 0\.events\.0/);
    refused({ WEBHOOK_ENDPOINTS: JSON.stringify([{ ...entry, secret: 'short' }]) }, 'WEBHOOK_ENDPOINTS', /entry 0\.secret.*at least 16/);
    refused({ WEBHOOK_ENDPOINTS: JSON.stringify([{ ...entry, id: 'a' }, { ...entry, id: 'a' }]) }, 'WEBHOOK_ENDPOINTS', /entry 1/);
    refused({ WEBHOOK_MAX_ATTEMPTS: '0' }, 'WEBHOOK_MAX_ATTEMPTS', /from 1 to 20/);
    refused({ WEBHOOK_TIMEOUT_MS: '10' }, 'WEBHOOK_TIMEOUT_MS', /from 100 to 60000/);
  });
});
