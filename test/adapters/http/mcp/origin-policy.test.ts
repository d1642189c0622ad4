import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { originPolicy } from '../../../../src/adapters/http/mcp/origin-policy.js';

describe('the /mcp origin policy', () => {
  const allowed = originPolicy(['https://agents.example.com', 'tools.example.org']);

  it('allows requests without Origin: agents are not browsers', () => {
    assert.equal(allowed(undefined), true);
  });

  it('allows loopback pages on any port', () => {
    for (const origin of ['http://localhost:6274', 'http://127.0.0.1', 'https://[::1]:8443']) assert.equal(allowed(origin), true, origin);
  });

  it('allows configured origins exactly and configured host names on any scheme or port', () => {
    assert.equal(allowed('https://agents.example.com'), true);
    assert.equal(allowed('http://agents.example.com'), false);
    assert.equal(allowed('https://agents.example.com:8443'), false);
    assert.equal(allowed('http://tools.example.org:8080'), true);
    assert.equal(allowed('https://sub.tools.example.org'), false);
  });

  it('refuses everything else, including null and unparsable origins', () => {
    for (const origin of ['https://evil.example', 'null', '', 'file:///etc/passwd', 'https://localhost.evil.example', 'not a url']) {
      assert.equal(allowed(origin), false, origin);
    }
  });

  it('judges the Origin alone, so a rebinding page that names itself in Host is refused', () => {
    const check: (origin: string | undefined, host?: string) => boolean = allowed;
    assert.equal(check('http://evil.example', 'evil.example'), false);
    assert.equal(check('http://api.example.net', 'api.example.net'), false, 'the service\'s own origin is allowed only when configured');
    assert.equal(originPolicy(['https://api.example.net'])('https://api.example.net'), true);
  });

  it('refuses a malformed allow-list at start-up', () => {
    assert.throws(() => originPolicy(['ftp://files.example.com']), /not an http\(s\) origin/);
    assert.throws(() => originPolicy(['app.example.com:8080']), /not a host name/);
    assert.throws(() => originPolicy(['https://']), /not an http\(s\) origin/);
  });
});
