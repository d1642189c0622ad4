/**
 * The reference and the API as a browser meets them, in Chromium over real
 * sockets on 127.0.0.1: /docs renders Swagger UI from this host alone, a
 * "try it" request succeeds, and a page on another origin (a second port)
 * reads the rate-limit counters and the ETag of a cross-origin fetch.
 * Skipped, with the reason, where no Chromium is installed.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import { buildTestService } from '../../../support/build-test-service.js';
import type { Service } from '../../../../src/bootstrap/service.js';

const CHROMIUM = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => path !== undefined && existsSync(path));
const SKIP = CHROMIUM === undefined ? 'no Chromium installed (apt-get install -y chromium, or set CHROMIUM_PATH)' : false;
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
/** Every wait is bounded: a page that never renders fails the test instead of hanging the suite. */
const WAIT_MS = 30_000;

/** A page on its own origin that fetches the API and shows what it could read. */
function crossOriginPage(api: string): string {
  return `<!doctype html><meta charset="utf-8"><pre id="out">pending</pre><script>
fetch('${api}/api/v1/schools?limit=1').then(async (response) => {
  const body = await response.json();
  document.getElementById('out').textContent = JSON.stringify({
    status: response.status,
    remaining: response.headers.get('X-RateLimit-Remaining'),
    limit: response.headers.get('X-RateLimit-Limit'),
    etag: response.headers.get('ETag'),
    link: response.headers.get('Link'),
    schools: body.data.length,
  });
}).catch((error) => { document.getElementById('out').textContent = 'failed: ' + error; });
</script>`;
}

describe('in a real browser', { skip: SKIP, timeout: 120_000 }, () => {
  let service: Service;
  let otherOrigin: Server;
  let browser: Browser;
  let api: string;
  let page: Page;
  /** Requests the pages tried to send anywhere but this machine. */
  const outside: string[] = [];
  const cspViolations: string[] = [];

  before(async () => {
    service = await buildTestService();
    await service.start();
    api = `http://127.0.0.1:${service.server.info.port}`;
    otherOrigin = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(crossOriginPage(api)));
    await new Promise<void>((resolve) => otherOrigin.listen(0, '127.0.0.1', resolve));
    browser = await chromium.launch({ executablePath: CHROMIUM!, args: ARGS, timeout: WAIT_MS });
    page = await browser.newPage();
    page.setDefaultTimeout(WAIT_MS);
    await page.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.hostname === '127.0.0.1') return route.continue();
      outside.push(url.href);
      return route.abort();
    });
    page.on('console', (message) => { if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text()); });
  });

  after(async () => {
    await browser?.close();
    await new Promise((resolve) => otherOrigin?.close(resolve));
    await service?.stop();
  });

  it('renders /docs from this host and shows the schools endpoint', async () => {
    await page.goto(`${api}/docs`);
    const schools = page.locator('#operations-Schools-schools');
    await schools.waitFor();
    assert.match(await schools.locator('.opblock-summary-path').innerText(), /\/api\/v1\/schools/);
    assert.ok(await page.locator('#operations-MCP-mcp').count() > 0, 'the MCP endpoint is listed');
    assert.ok(await page.getByText('booking.created').count() > 0, 'the planned webhooks are listed');
  });

  it('sends a "try it" request to the same host and shows its answer', async () => {
    const operation = page.locator('#operations-Schools-schools');
    await operation.locator('.opblock-summary').click();
    await operation.locator('button.try-out__btn').click();
    const answered = page.waitForResponse((response) => response.url().startsWith(`${api}/api/v1/schools`));
    await operation.locator('button.execute').click();
    assert.equal((await answered).status(), 200);
    const status = operation.locator('.live-responses-table tbody .response-col_status').first();
    await status.waitFor();
    assert.match(await status.innerText(), /200/);
    assert.match(await operation.locator('.live-responses-table .microlight').first().innerText(), /"success": true/);
  });

  it('asked nothing of any other host and broke none of its own security policy', () => {
    assert.deepEqual(outside, []);
    assert.deepEqual(cspViolations, []);
  });

  it('lets a page on another origin read the counters and the ETag of a cross-origin fetch', async () => {
    const { port } = otherOrigin.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${port}/`);
    // A string, run in the page: the tests are compiled without the DOM's types.
    await page.waitForFunction("document.getElementById('out').textContent !== 'pending'");
    const seen = JSON.parse(await page.locator('#out').innerText());
    assert.equal(seen.status, 200);
    assert.equal(seen.limit, '100');
    assert.match(seen.remaining, /^\d+$/);
    assert.match(seen.etag, /^"[A-Za-z0-9_-]+"$/);
    assert.match(seen.link, /rel="first"/);
    assert.equal(seen.schools, 1);
  });
});
