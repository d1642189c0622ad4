import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Request } from '@hapi/hapi';
import { clientResolver, overrideFactorResolver, rateLimitClientOf, trustedProxyMatcher, InvalidAddressRangeError } from '../../../src/adapters/http/client-address.js';

/** Just what the resolver reads of a Hapi request; a fresh connection unless `socket` is given. */
function requestFrom(socketAddress: string, forwardedFor?: string, socket: object = {}): Request {
  const headers: Record<string, string> = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
  return { info: { remoteAddress: socketAddress }, headers, raw: { req: { socket } } } as unknown as Request;
}

describe('rate-limit keys', () => {
  it('key IPv4 by address and IPv4-mapped IPv6 as the same IPv4', () => {
    assert.deepEqual(rateLimitClientOf('198.51.100.4'), { key: '198.51.100.4', address: '198.51.100.4' });
    assert.deepEqual(rateLimitClientOf('::ffff:198.51.100.4'), { key: '198.51.100.4', address: '198.51.100.4' });
    assert.deepEqual(rateLimitClientOf('::FFFF:c633:6404'), { key: '198.51.100.4', address: '198.51.100.4' });
  });

  it('key other IPv6 by their /64, however they are written', () => {
    const keys = ['2001:db8:aa:1::1', '2001:0db8:00aa:0001:ffff:ffff:ffff:ffff', '2001:DB8:AA:1:0:0:0:2', '2001:db8:aa:1::1%eth0']
      .map((address) => rateLimitClientOf(address).key);
    assert.deepEqual(new Set(keys), new Set(['2001:db8:aa:1::/64']));
    assert.equal(rateLimitClientOf('2001:db8:aa:2::1').key, '2001:db8:aa:2::/64');
    assert.equal(rateLimitClientOf('::1').key, '0:0:0:0::/64');
    assert.equal(rateLimitClientOf('fe80::1:2:3:4').key, 'fe80:0:0:0::/64');
    assert.equal(rateLimitClientOf('2001:db8::192.0.2.1').key, '2001:db8:0:0::/64');
  });

  it('keep the full IPv6 address for override matching', () => {
    assert.equal(rateLimitClientOf('2001:DB8::5').address, '2001:db8::5');
  });
});

describe('client address resolution', () => {
  it('uses the socket address and ignores X-Forwarded-For when no proxy is trusted', () => {
    const resolve = clientResolver([]);
    assert.equal(resolve(requestFrom('203.0.113.9', '1.2.3.4')).key, '203.0.113.9');
  });

  it('works the client out once per connection, and separately for each connection', () => {
    const resolve = clientResolver([]);
    const connection = {};
    const first = resolve(requestFrom('::ffff:203.0.113.9', undefined, connection));
    assert.equal(resolve(requestFrom('::ffff:203.0.113.9', undefined, connection)), first);
    assert.deepEqual(first, { key: '203.0.113.9', address: '203.0.113.9' });
    assert.equal(resolve(requestFrom('198.51.100.7', undefined, {})).key, '198.51.100.7');
  });

  it('ignores X-Forwarded-For from an untrusted peer', () => {
    const resolve = clientResolver(['10.0.0.1']);
    assert.equal(resolve(requestFrom('203.0.113.9', '1.2.3.4')).key, '203.0.113.9');
  });

  it('reads X-Forwarded-For from the right, past trusted hops only', () => {
    const resolve = clientResolver(['10.0.0.0/8']);
    // The client forged "1.2.3.4"; the proxies appended what they saw.
    assert.equal(resolve(requestFrom('10.0.0.1', '1.2.3.4, 198.51.100.20, 10.0.0.2')).key, '198.51.100.20');
    assert.equal(resolve(requestFrom('10.0.0.1', '198.51.100.20')).key, '198.51.100.20');
    assert.equal(resolve(requestFrom('::ffff:10.0.0.1', '2001:db8:1:2::99')).key, '2001:db8:1:2::/64');
  });

  it('reads the entries proxies write with a port or brackets, so clients behind one proxy keep their own budgets', () => {
    const resolve = clientResolver(['10.0.0.0/8']);
    const keyOf = (forwardedFor: string) => resolve(requestFrom('10.0.0.1', forwardedFor)).key;
    assert.equal(keyOf('9.9.9.9:1234'), '9.9.9.9');
    assert.equal(keyOf('9.9.9.8:1234'), '9.9.9.8');
    assert.equal(keyOf('[2001:db8:1:2::1]:443'), '2001:db8:1:2::/64');
    assert.equal(keyOf('[2001:db8:1:3::1]'), '2001:db8:1:3::/64');
    assert.equal(keyOf('[::ffff:9.9.9.7]:80'), '9.9.9.7');
    assert.equal(keyOf('1.2.3.4, 9.9.9.6:1, 10.0.0.2:8080'), '9.9.9.6');
  });

  it('refuses, rather than merges into the proxy\'s budget, a trusted entry that is not an address', () => {
    const resolve = clientResolver(['10.0.0.0/8']);
    for (const junk of ['unknown', 'not-an-ip', '9.9.9.9:port', '127.1', '[9.9.9.9]x', '[2001:db8::1]:port']) {
      assert.throws(() => resolve(requestFrom('10.0.0.1', `${junk}, 10.0.0.7`)), (error: Error & { output?: { statusCode: number } }) => {
        assert.equal(error.output?.statusCode, 400);
        assert.match(error.message, /X-Forwarded-For entry '.+' from a trusted proxy is not an IP address/);
        return true;
      }, junk);
    }
    // Junk left of the client's own entry is the client's to forge, and never read.
    assert.equal(resolve(requestFrom('10.0.0.1', 'unknown, 198.51.100.3')).key, '198.51.100.3');
  });

  it('keys a trusted proxy by its own address when it forwards nothing', () => {
    assert.equal(clientResolver(['10.0.0.0/8'])(requestFrom('10.0.0.1')).key, '10.0.0.1');
  });

  it('accepts the range names loopback, linklocal and uniquelocal and refuses anything that is not an address', () => {
    assert.equal(clientResolver(['loopback'])(requestFrom('127.0.0.1', '198.51.100.1')).key, '198.51.100.1');
    assert.equal(clientResolver(['loopback'])(requestFrom('::1', '198.51.100.1')).key, '198.51.100.1');
    assert.equal(clientResolver(['uniquelocal'])(requestFrom('192.168.1.1', '198.51.100.2')).key, '198.51.100.2');
    assert.equal(clientResolver(['linklocal'])(requestFrom('fe80::1', '198.51.100.3')).key, '198.51.100.3');
    assert.throws(() => clientResolver(['10.0.0.0/40']), InvalidAddressRangeError);
    assert.throws(() => clientResolver(['proxy.local']), /proxy\.local/);
    assert.throws(() => clientResolver(['127.1']), InvalidAddressRangeError);
  });

  it('matches trusted proxies by socket address for the connection cap', () => {
    const isTrusted = trustedProxyMatcher(['10.0.0.0/8', '2001:db8::/32']);
    assert.deepEqual(['10.1.1.1', '::ffff:10.1.1.1', '2001:db8::7', '11.0.0.1', '2001:db9::1', ''].map(isTrusted), [true, true, true, false, false, false]);
  });
});

describe('override factors', () => {
  const factorOf = overrideFactorResolver([
    { range: '10.0.0.0/8', factor: 10 },
    { range: '10.1.2.3', factor: 0.5 },
    { range: '2001:db8::/32', factor: 4 },
    { range: '::ffff:192.0.2.0/120', factor: 3 },
  ]);

  it('match IPv4 and IPv6 ranges, the most specific winning', () => {
    assert.equal(factorOf('10.9.9.9'), 10);
    assert.equal(factorOf('10.1.2.3'), 0.5);
    assert.equal(factorOf('2001:db8:ffff::1'), 4);
    assert.equal(factorOf('192.0.2.77'), 3);
    assert.equal(factorOf('198.51.100.1'), 1);
    assert.equal(factorOf('2001:db9::1'), 1);
  });

  it('stay right for addresses asked again, and after more addresses than are remembered at once', () => {
    for (let round = 0; round < 2; round += 1) {
      for (let n = 0; n < 10_050; n += 1) assert.equal(factorOf(`10.0.${n >> 8}.${n & 255}`), 10);
      assert.equal(factorOf('10.1.2.3'), 0.5);
      assert.equal(factorOf('198.51.100.1'), 1);
    }
  });

  it('let /0 cover a whole family', () => {
    const everyone = overrideFactorResolver([{ range: '0.0.0.0/0', factor: 2 }, { range: '::/0', factor: 3 }]);
    assert.equal(everyone('203.0.113.1'), 2);
    assert.equal(everyone('2001:db8::1'), 3);
  });

  it('refuse entries that are not IP addresses or CIDR ranges', () => {
    for (const range of ['10.0.0.0/33', '300.1.1.1', 'host.example', '2001:db8::/129', '10.0.0.0/8/1', '10.0.0.0/ 8', '10.1/16', '[2001:db8::]/32']) {
      assert.throws(() => overrideFactorResolver([{ range, factor: 2 }]), InvalidAddressRangeError, range);
    }
  });
});
