/**
 * A read's validators: the ETag of a body is the hash of what it tags, and a
 * lasting body (the OpenAPI document, a school's remembered detail) is tagged
 * and joined on its first answer only, its bytes then sent as they are.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ResponseToolkit } from '@hapi/hapi';
import { entityTag, validated, validatedAnswer } from '../../../../src/adapters/http/browser/validated-answer.js';
import { JsonBody } from '../../../../src/adapters/http/json-body.js';
import { inReusedMemory, PAGE_MEMORY_MIN_BYTES } from '../../../../src/adapters/http/page-memory.js';

interface RecordedAnswer { body: Buffer; etag?: string; headers: Record<string, string> }

/** The parts of a response validatedAnswer sets, as Hapi's response object would take them. */
function recordingToolkit(): { h: ResponseToolkit; answers: RecordedAnswer[] } {
  const answers: RecordedAnswer[] = [];
  const h = {
    response(body: Buffer) {
      const answer: RecordedAnswer = { body, headers: {} };
      answers.push(answer);
      const response = {
        type(value: string) { answer.headers['content-type'] = value; return response; },
        etag(value: string) { answer.etag = value; return response; },
        header(name: string, value: string) { answer.headers[name] = value; return response; },
      };
      return response;
    },
    // A request with no If-None-Match: validatedAnswer reads it for `*`.
    request: { headers: {} },
  } as unknown as ResponseToolkit;
  return { h, answers };
}

/** A body that counts how often its bytes are asked for: once for each answer made of it, which tags them. */
class CountingBody extends JsonBody {
  joined = 0;

  override bytes(unencoded?: boolean): Buffer {
    this.joined += 1;
    return super.bytes(unencoded);
  }
}

describe('validated answers', () => {
  it('tags a lasting body once and sends its one part as it is', () => {
    const bytes = Buffer.from('{"openapi":"3.1.0","info":{"title":"Ski"}}');
    const body = new CountingBody([bytes], { lasting: true });
    const { h, answers } = recordingToolkit();
    for (let answer = 0; answer < 3; answer += 1) validatedAnswer(h, validated(body), 'private, max-age=300');
    assert.equal(body.joined, 1, 'joined, and so tagged, on the first answer only: its answer is kept (below)');
    // One answer for as long as the body is kept, which what is made of it (its encodings) can be kept with.
    assert.equal(validated(body), validated(body));
    assert.equal(validated(body).lasting, true);
    assert.equal(validated(new CountingBody([bytes])).lasting, false);
    for (const answer of answers) {
      assert.equal(answer.etag, entityTag(bytes));
      assert.deepEqual(answer.body, bytes);
      assert.equal(answer.body.buffer, bytes.buffer, 'the same memory, not a copy');
      assert.equal(answer.headers['Cache-Control'], 'private, max-age=300');
    }
  });

  it('joins a lasting body of several parts once, into memory of its own', () => {
    const parts = [Buffer.from('{"success":true,"data":'), Buffer.from('{"name":"Zürs"}'), Buffer.from('}')];
    const body = new CountingBody(parts, { lasting: true });
    const { h, answers } = recordingToolkit();
    for (let answer = 0; answer < 3; answer += 1) validatedAnswer(h, validated(body), 'private, max-age=60');
    assert.equal(body.joined, 1);
    assert.equal(answers[0]?.body.toString(), '{"success":true,"data":{"name":"Zürs"}}');
    assert.ok(answers.every((answer) => answer.body === answers[0]?.body), 'the same bytes each time');
    // Kept for long, so not a slice of Buffer's shared pool, which it would keep alive whole (record-json.ts ownBytes).
    assert.equal(answers[0]?.body.buffer.byteLength, answers[0]?.body.length);
  });

  it('tags any other body on every answer, by its bytes', () => {
    const body = new CountingBody([Buffer.from('{"success":true,'), Buffer.from('"data":[]}')]);
    const { h, answers } = recordingToolkit();
    validatedAnswer(h, validated(body), 'private, max-age=60');
    validatedAnswer(h, validated(body), 'private, max-age=60');
    assert.equal(body.joined, 2);
    assert.deepEqual(answers.map((answer) => answer.etag), [entityTag(body.bytes()), entityTag(body.bytes())]);
    assert.equal(answers[0]?.body.toString(), '{"success":true,"data":[]}');
  });

  it('joins a page sent unencoded in reused memory, and one to be encoded or kept as before, with the same bytes and tag', () => {
    const parts = [Buffer.alloc(PAGE_MEMORY_MIN_BYTES, 0x20), Buffer.from('1')];
    const unencoded = validated(new JsonBody(parts), true);
    const encoded = validated(new JsonBody(parts), false);
    const lasting = validated(new JsonBody(parts, { lasting: true }), true);
    assert.deepEqual([unencoded, encoded, lasting].map((answer) => inReusedMemory(answer.bytes)), [true, false, false]);
    assert.equal(inReusedMemory(validated(new JsonBody(parts)).bytes), false, 'encoded unless said');
    for (const answer of [encoded, lasting]) {
      assert.ok(answer.bytes.equals(unencoded.bytes));
      assert.equal(answer.tag, unencoded.tag);
    }
  });

  it('tags a value by the bytes it serialises to', () => {
    const { h, answers } = recordingToolkit();
    validatedAnswer(h, validated({ success: true, data: { name: 'Zürs' } }), 'private, max-age=60');
    assert.equal(answers[0]?.body.toString('utf8'), '{"success":true,"data":{"name":"Zürs"}}');
    assert.equal(answers[0]?.etag, entityTag(Buffer.from('{"success":true,"data":{"name":"Zürs"}}')));
  });
});
