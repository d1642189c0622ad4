import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ConfigError, loadConfig } from '../../src/bootstrap/config.js';

function configError(env: NodeJS.ProcessEnv, heapLimitBytes?: number): ConfigError {
  try {
    loadConfig(env, heapLimitBytes);
  } catch (error) {
    assert.ok(error instanceof ConfigError, `expected ConfigError, got ${String(error)}`);
    return error;
  }
  assert.fail('expected the configuration to be refused');
}

describe('loadConfig', () => {
  it('defaults to port 3000 on all interfaces with the embedded store', () => {
    const config = loadConfig({});
    assert.equal(config.port, 3000);
    assert.equal(config.host, '0.0.0.0');
    assert.equal(config.mongodbUri, null);
    assert.equal(config.redisUrl, null);
    assert.equal(config.logLevel, 'info');
    assert.deepEqual(config.trustedProxies, []);
  });

  it('refuses a generated directory larger than the heap Node was given, naming SEED_SCHOOLS and what to do', () => {
    const twoGigabytes = 2 * 2 ** 30;
    const refusal = configError({ SEED_SCHOOLS: '1000000' }, twoGigabytes);
    assert.equal(refusal.variable, 'SEED_SCHOOLS');
    assert.match(refusal.message, /SEED_SCHOOLS=1000000 needs about 3\.7 GB of JavaScript heap .* may use 2\.0 GB/);
    assert.match(refusal.message, /NODE_OPTIONS=--max-old-space-size=5120/);
    // What fits is served; with MongoDB nothing is generated, so nothing is checked.
    assert.equal(loadConfig({ SEED_SCHOOLS: '500000' }, twoGigabytes).seedSchools, 500_000);
    assert.equal(loadConfig({ SEED_SCHOOLS: '1000000' }, 8 * 2 ** 30).seedSchools, 1_000_000);
    assert.equal(loadConfig({ SEED_SCHOOLS: '1000000', MONGODB_URI: 'mongodb://127.0.0.1:1/x' }, twoGigabytes).seedSchools, 1_000_000);
  });

  it('names PORT when it is not a port number', () => {
    for (const PORT of ['abc', '-1', '70000', '3.5']) {
      const error = configError({ PORT });
      assert.equal(error.variable, 'PORT');
      assert.match(error.message, /PORT must be an integer from 0 to 65535/);
    }
  });

  it('serves up to a million generated schools from the embedded engine and names SEED_SCHOOLS beyond', () => {
    // Given the heap a million needs (the check of that is above): this machine's own may be smaller.
    assert.equal(loadConfig({ SEED_SCHOOLS: '1000000' }, 8 * 2 ** 30).seedSchools, 1_000_000);
    for (const SEED_SCHOOLS of ['0', '1000001', '12.5']) {
      const error = configError({ SEED_SCHOOLS });
      assert.equal(error.variable, 'SEED_SCHOOLS');
      assert.match(error.message, /SEED_SCHOOLS must be an integer from 1 to 1000000/);
    }
  });

  it('names each variable it refuses', () => {
    assert.equal(configError({ LOG_LEVEL: 'loud' }).variable, 'LOG_LEVEL');
    assert.equal(configError({ MONGODB_URI: 'postgres://x' }).variable, 'MONGODB_URI');
    assert.equal(configError({ REDIS_URL: 'http://x' }).variable, 'REDIS_URL');
    assert.equal(configError({ RATE_LIMIT_OVERRIDES: '10.0.0.0/8' }).variable, 'RATE_LIMIT_OVERRIDES');
  });

  it('refuses production without a durable backend and says why', () => {
    const error = configError({ NODE_ENV: 'production' });
    assert.equal(error.variable, 'MONGODB_URI');
    assert.match(error.message, /production needs a durable backend/);
    assert.equal(loadConfig({ NODE_ENV: 'production', MONGODB_URI: 'mongodb://db:27017' }).mongodbUri, 'mongodb://db:27017');
  });

  it('parses lists and overrides, keeping IPv6 colons', () => {
    const config = loadConfig({
      TRUSTED_PROXIES: '10.0.0.1, 192.168.0.0/16',
      RATE_LIMIT_OVERRIDES: '10.0.0.0/8:10,[2001:db8::]/32:2.5',
    });
    assert.deepEqual(config.trustedProxies, ['10.0.0.1', '192.168.0.0/16']);
    assert.deepEqual(config.rateLimitOverrides, [
      { range: '10.0.0.0/8', factor: 10 },
      { range: '2001:db8::/32', factor: 2.5 },
    ]);
  });
});

describe('HTTP timeouts and limits', () => {
  it('default to seconds, not minutes, and take the operator\'s values', () => {
    assert.deepEqual(loadConfig({}).http, {
      headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, payloadTimeoutMs: 10_000, keepAliveTimeoutMs: 5_000, maxConnectionsPerClient: 64,
    });
    const config = loadConfig({ HEADERS_TIMEOUT_MS: '2000', PAYLOAD_TIMEOUT_MS: '3000', REQUEST_TIMEOUT_MS: '5000', KEEP_ALIVE_TIMEOUT_MS: '65000', MAX_CONNECTIONS_PER_CLIENT: '8' });
    assert.deepEqual(config.http, { headersTimeoutMs: 2_000, requestTimeoutMs: 5_000, payloadTimeoutMs: 3_000, keepAliveTimeoutMs: 65_000, maxConnectionsPerClient: 8 });
  });

  it('name the variable and the accepted range', () => {
    for (const variable of ['HEADERS_TIMEOUT_MS', 'PAYLOAD_TIMEOUT_MS', 'REQUEST_TIMEOUT_MS', 'KEEP_ALIVE_TIMEOUT_MS']) {
      for (const value of ['abc', '999', '600001', '1500.5']) {
        const error = configError({ [variable]: value });
        assert.equal(error.variable, variable);
        assert.match(error.message, new RegExp(`${variable} must be an integer number of milliseconds from 1000 to 600000`));
      }
    }
    assert.match(configError({ MAX_CONNECTIONS_PER_CLIENT: '0' }).message, /MAX_CONNECTIONS_PER_CLIENT must be an integer from 1 to 65535/);
  });

  it('refuse a request timeout that would cut a slow body before its own timeout answers it', () => {
    const error = configError({ HEADERS_TIMEOUT_MS: '10000', PAYLOAD_TIMEOUT_MS: '10000', REQUEST_TIMEOUT_MS: '15000' });
    assert.equal(error.variable, 'REQUEST_TIMEOUT_MS');
    assert.match(error.message, /REQUEST_TIMEOUT_MS \(15000\) must be at least HEADERS_TIMEOUT_MS \+ PAYLOAD_TIMEOUT_MS \(20000\)/);
  });
});
