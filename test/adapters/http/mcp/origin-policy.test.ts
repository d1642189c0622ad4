import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { originPolicy } from '../../../../src/adapters/http/mcp/origin-policy.js';

describe('the /mcp origin policy', () => {
  const allowed = originPolicy(['https://agents.example.com', 'tools.example.org']);

  it('allows requests without Origin: agents are not browsers', () => {
    assert.equal(allowed(undefined, 'api.example.net'), true);
  });

  it('allows pages of the server\'s own host, default ports included', () => {
    assert.equal(allowed('https://api.example.net', 'api.example.net'), true);
    assert.equal(allowed('http://api.example.net:3000', 'API.example.net:3000'), true);
    assert.equal(allowed('http://api.example.net', 'api.example.net:80'), true);
    assert.equal(allowed('http://api.example.net:8080', 'api.example.net:3000'), false);
  });

  it('allows loopback pages on any port', () => {
    for (const origin of ['http://localhost:6274', 'http://127.0.0.1', 'https://[::1]:8443']) assert.equal(allowed(origin, 'api.example.net'), true, origin);
  });

  it('allows configured origins exactly and configured host names on any scheme or port', () => {
    assert.equal(allowed('https://agents.example.com', 'api.example.net'), true);
    assert.equal(allowed('http://agents.example.com', 'api.example.net'), false);
    assert.equal(allowed('https://agents.example.com:8443', 'api.example.net'), false);
    assert.equal(allowed('http://tools.example.org:8080', 'api.example.net'), true);
    assert.equal(allowed('https://sub.tools.example.org', 'api.example.net'), false);
  });

  it('refuses everything else, including null and unparsable origins', () => {
    for (const origin of ['https://evil.example', 'null', '', 'file:///etc/passwd', 'https://localhost.evil.example', 'not a url']) {
      assert.equal(allowed(origin, 'api.example.net'), false, origin);
    }
    assert.equal(allowed('https://evil.example', undefined), false);
  });

  it('refuses a malformed allow-list at start-up', () => {
    assert.throws(() => originPolicy(['ftp://files.example.com']), /not an http\(s\) origin/);
    assert.throws(() => originPolicy(['app.example.com:8080']), /not a host name/);
    assert.throws(() => originPolicy(['https://']), /not an http\(s\) origin/);
  });
});
