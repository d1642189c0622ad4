/**
 * The planned client webhooks as published: the OpenAPI `webhooks` section
 * and the README table both follow the one event catalogue, booking.created
 * is SPEC.md 6.2's body field for field, and the body the service really
 * produces today is valid against its published schema.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { signWebhook } from '../../../src/adapters/webhooks/webhook-signature.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { openApiDocument } from '../../../src/adapters/http/openapi/openapi-document.js';
import { schoolFeaturedChanged } from '../../../src/domain/outbound-events.js';
import { WEBHOOK_EVENTS, WEBHOOK_EVENT_NAMES, webhookEventDefinition } from '../../../src/domain/webhook-events.js';

type Json = Record<string, any>;
const document = openApiDocument({ name: 'test', version: '0' }, []) as Json;

function validatorFor(event: string) {
  const ajv = new Ajv2020({ strict: false });
  (addFormats as unknown as (ajv: Ajv2020) => void)(ajv);
  ajv.addSchema({ $id: 'doc', components: document.components });
  const $ref = document.webhooks[event].post.requestBody.content['application/json'].schema.$ref as string;
  return ajv.compile({ $ref: `doc${$ref}` });
}

describe('the OpenAPI webhooks section', () => {
  it('lists the six events of SPEC.md 6.2, each planned for a future release, POSTed as JSON with the three signature headers', () => {
    assert.deepEqual(Object.keys(document.webhooks), [...WEBHOOK_EVENT_NAMES]);
    assert.equal(WEBHOOK_EVENT_NAMES.length, 6);
    for (const name of WEBHOOK_EVENT_NAMES) {
      const operation = document.webhooks[name].post;
      assert.equal(operation['x-status'], 'planned');
      assert.match(operation['x-release'], /future release/);
      assert.match(operation.description, new RegExp(webhookEventDefinition(name).meaning.slice(1)));
      assert.deepEqual(operation.parameters.map((parameter: Json) => [parameter.in, parameter.name, parameter.required]), [
        ['header', 'X-SERVICE-Delivery', true], ['header', 'X-SERVICE-Timestamp', true], ['header', 'X-SERVICE-Signature', true],
      ]);
      assert.ok(operation.requestBody.content['application/json']);
    }
  });

  it('gives booking.created exactly the data fields of SPEC.md 6.2', () => {
    const body = document.components.schemas.WebhookBookingCreated;
    assert.deepEqual(body.required, ['event', 'timestamp', 'data']);
    assert.deepEqual(body.properties.data.required, ['id', 'schoolId', 'studentName', 'lessonType', 'date', 'status']);
    assert.deepEqual(
      Object.entries(body.properties.data.properties as Json).map(([name, schema]) => [name, schema.type, schema.format ?? null]),
      [['id', 'integer', null], ['schoolId', 'integer', null], ['studentName', 'string', null], ['lessonType', 'string', null], ['date', 'string', 'date'], ['status', 'string', null]],
    );
  });

  it('accepts the school.updated body the service produces, and refuses one missing a field or with the wrong event name', () => {
    const valid = validatorFor('school.updated');
    const produced = JSON.parse(JSON.stringify(schoolFeaturedChanged(12, true, Date.parse('2026-03-01T10:00:00Z'))));
    assert.equal(valid(produced), true, JSON.stringify(valid.errors));
    assert.equal(valid({ ...produced, data: { id: 12, changes: { featured: true } } }), false);
    assert.equal(valid({ ...produced, event: 'booking.created' }), false);
  });

  it('accepts a booking.created body shaped as SPEC.md 6.2 shows, and refuses a date that is not YYYY-MM-DD', () => {
    const valid = validatorFor('booking.created');
    const body = {
      event: 'booking.created', timestamp: '2026-03-01T10:00:00.000Z',
      data: { id: 501, schoolId: 12, studentName: 'Alex M.', lessonType: 'Private ski lesson', date: '2026-03-14', status: 'pending' },
    };
    assert.equal(valid(body), true, JSON.stringify(valid.errors));
    assert.equal(valid({ ...body, data: { ...body.data, date: '14/03/2026' } }), false);
  });
});

describe('the README', () => {
  it('documents every event of the catalogue with its status and data fields', () => {
    const readme = readFileSync('README.md', 'utf8');
    for (const definition of WEBHOOK_EVENTS) {
      const row = readme.split('\n').find((line) => line.startsWith(`| \`${definition.name}\``));
      assert.ok(row, `a README row for ${definition.name}`);
      assert.ok(row.includes(definition.status), `${definition.name} says ${definition.status}`);
      for (const field of definition.fields) assert.ok(row.includes(`\`${field.name}\``), `${definition.name} lists ${field.name}`);
    }
  });

  it('gives receivers a verification example that accepts a signed delivery and refuses a tampered, stale or unsigned one', async () => {
    const readme = readFileSync('README.md', 'utf8');
    const section = readme.slice(readme.indexOf('### Verifying a delivery'));
    const code = /```js\n([\s\S]*?)```/.exec(section)?.[1];
    assert.ok(code, 'the README has the example');
    const directory = mkdtempSync(join(tmpdir(), 'receiver-'));
    const file = join(directory, 'receiver.mjs');
    writeFileSync(file, code);
    // Loaded once, the module no longer needs its file: the directory goes at once rather than one per run left in the system's temp.
    const { isAuthentic } = await import(pathToFileURL(file).href).finally(() => rmSync(directory, { recursive: true, force: true })) as { isAuthentic: (secret: string, headers: Record<string, string>, body: Buffer, nowMs?: number) => boolean };
    const secret = 'whsec_readme_example_secret';
    const body = Buffer.from(JSON.stringify(schoolFeaturedChanged(3, true, Date.now())));
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = { 'x-service-timestamp': String(timestamp), 'x-service-signature': signWebhook(secret, timestamp, body) };
    assert.equal(isAuthentic(secret, headers, body), true);
    assert.equal(isAuthentic(secret, headers, Buffer.from(body.toString().replace('true', 'false'))), false);
    assert.equal(isAuthentic(secret, headers, body, (timestamp + 301) * 1000), false);
    assert.equal(isAuthentic(secret, { 'x-service-timestamp': String(timestamp) }, body), false);
    assert.equal(isAuthentic('another_secret_entirely', headers, body), false);
  });
});
