/**
 * A read's validators: the ETag of a body is the hash of what it tags, and a
 * lasting body (the OpenAPI document, a school's remembered detail) is tagged
 * and joined on its first answer only, its bytes then sent as they are.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ResponseToolkit } from '@hapi/hapi';
import { entityTag, validated, validatedAnswer } from '../../../../src/adapters/http/browser/validated-answer.js';
import { generateDataset } from '../../../../src/adapters/dataset-generator/generate-dataset.js';
import { DIGEST_FORM_MIN_BYTES, JsonBody } from '../../../../src/adapters/http/json-body.js';
import { inReusedMemory, PAGE_MEMORY_MIN_BYTES } from '../../../../src/adapters/http/page-memory.js';
import { RECORD_DIGEST_MIN_BYTES, recordJson, recordWithoutClosingBrace } from '../../../../src/adapters/presenters/record-json.js';
import { presentInstructor, presentSchool } from '../../../../src/adapters/presenters/record-presenters.js';

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
  } as unknown as ResponseToolkit;
  return { h, answers };
}

class CountingBody extends JsonBody {
  tagged = 0;

  override tagSource(bytes: Buffer): Buffer {
    this.tagged += 1;
    return super.tagSource(bytes);
  }
}

describe('validated answers', () => {
  it('tags a lasting body once and sends its one part as it is', () => {
    const bytes = Buffer.from('{"openapi":"3.1.0","info":{"title":"Ski"}}');
    const body = new CountingBody([bytes], { lasting: true });
    const { h, answers } = recordingToolkit();
    for (let answer = 0; answer < 3; answer += 1) validatedAnswer(h, validated(body), 'private, max-age=300');
    assert.equal(body.tagged, 1, 'hashed on the first answer only');
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
    assert.equal(body.tagged, 1);
    assert.equal(answers[0]?.body.toString(), '{"success":true,"data":{"name":"Zürs"}}');
    assert.ok(answers.every((answer) => answer.body === answers[0]?.body), 'the same bytes each time');
    // Kept for long, so not a slice of Buffer's shared pool, which it would keep alive whole (record-json.ts ownBytes).
    assert.equal(answers[0]?.body.buffer.byteLength, answers[0]?.body.length);
  });

  it('tags any other body on every answer, by what it tags', () => {
    const body = new CountingBody([Buffer.from('{"success":true,'), Buffer.from('"data":[]}')]);
    const { h, answers } = recordingToolkit();
    validatedAnswer(h, validated(body), 'private, max-age=60');
    validatedAnswer(h, validated(body), 'private, max-age=60');
    assert.equal(body.tagged, 2);
    // Short: tagged by its bytes (the digest form's rule is the next test's).
    assert.deepEqual(answers.map((answer) => answer.etag), [entityTag(body.bytes()), entityTag(body.bytes())]);
    assert.equal(answers[0]?.body.toString(), '{"success":true,"data":[]}');
  });

  it('tags a body by its bytes below DIGEST_FORM_MIN_BYTES, and from it by its digest form', () => {
    const school = Object.freeze({ ...generateDataset({ schools: 1, seed: 1 }).schools[0]! });
    const record = recordJson(presentSchool)(school);
    // A remembered record and padding, to the length wanted: only the length decides.
    const bodyOf = (length: number) => new JsonBody([record, Buffer.alloc(length - record.length, 0x20)]);
    // Part of every tag from this limit: moving it changes the tags clients hold.
    assert.equal(DIGEST_FORM_MIN_BYTES, 16 * 1024);
    const short = bodyOf(DIGEST_FORM_MIN_BYTES - 1);
    const long = bodyOf(DIGEST_FORM_MIN_BYTES);
    assert.equal(validated(short).tag, entityTag(short.bytes()), 'the bytes themselves');
    assert.equal(validated(long).tag, entityTag(long.taggedBytes()), 'the digest form');
    assert.equal(long.taggedBytes()[0], 0xff, "the record's digest, marked, in its place");
    assert.notEqual(entityTag(long.taggedBytes()), entityTag(long.bytes()));
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

  it('puts in the digest form the digests of records of RECORD_DIGEST_MIN_BYTES or more only, and is the bytes themselves without one', () => {
    const { schools: [school], instructors: [instructor] } = generateDataset({ schools: 1, seed: 1 });
    const schoolJson = recordJson(presentSchool)(Object.freeze({ ...school! }));
    const instructorJson = recordJson(presentInstructor)(Object.freeze({ ...instructor! }));
    // Part of every long answer's tag, as the limit is.
    assert.equal(RECORD_DIGEST_MIN_BYTES, 512);
    assert.ok(schoolJson.length >= RECORD_DIGEST_MIN_BYTES && instructorJson.length < RECORD_DIGEST_MIN_BYTES, `${schoolJson.length} and ${instructorJson.length} bytes`);
    const comma = Buffer.from(',');
    // Past the limit by records too short to stand as their digests: tagged by its bytes, the very ones joined.
    const instructors = new JsonBody(Array.from({ length: 2 * Math.ceil(DIGEST_FORM_MIN_BYTES / instructorJson.length) }, (_, at) => (at % 2 === 0 ? instructorJson : comma)));
    const joined = instructors.bytes();
    assert.ok(joined.length >= DIGEST_FORM_MIN_BYTES);
    assert.equal(instructors.tagSource(joined), joined);
    // One long record among them: only it stands as its digest.
    const mixed = new JsonBody([...instructors.parts, schoolJson]);
    const digestForm = mixed.taggedBytes();
    assert.ok(digestForm.subarray(0, joined.length).equals(joined), 'the short records as they are');
    assert.equal(digestForm.length, joined.length + 1 + 32, 'the long one as its mark and digest');
    assert.equal(digestForm[joined.length], 0xff);
  });

  it('decides by the length of a record as the body holds it, whole or without its closing brace, and keeps no digest for a shorter one', () => {
    // Frozen records whose JSON is exactly as long as wanted, through a presenter of their own (its own memory).
    const present = (record: { pad: string }) => ({ pad: record.pad });
    const recordOf = (length: number) => recordJson(present)(Object.freeze({ pad: 'x'.repeat(length - '{"pad":""}'.length) }));
    const [atLimit, pastLimit, short] = [recordOf(RECORD_DIGEST_MIN_BYTES), recordOf(RECORD_DIGEST_MIN_BYTES + 1), recordOf(RECORD_DIGEST_MIN_BYTES - 1)];
    assert.deepEqual([atLimit.length, pastLimit.length, short.length], [RECORD_DIGEST_MIN_BYTES, RECORD_DIGEST_MIN_BYTES + 1, RECORD_DIGEST_MIN_BYTES - 1]);
    const formOf = (...parts: Uint8Array[]) => new JsonBody(parts).taggedBytes();
    assert.equal(formOf(atLimit)[0], 0xff, 'whole, at the limit: its digest');
    assert.equal(formOf(recordWithoutClosingBrace(pastLimit))[0], 0xfe, 'without its closing brace, still at the limit: its digest');
    assert.ok(formOf(recordWithoutClosingBrace(atLimit)).equals(atLimit.subarray(0, -1)), 'without its closing brace, under the limit: its bytes');
    assert.ok(formOf(short).equals(short), 'whole, under the limit: its bytes');
    // Known by what made them: the same bytes viewed some other way are bytes like any others.
    assert.ok(formOf(pastLimit.subarray(0, -1)).equals(pastLimit.subarray(0, -1)));
    // And bytes of no record, in memory of their own exactly as long as a per-query record's, are bytes.
    const plain = Buffer.allocUnsafeSlow(RECORD_DIGEST_MIN_BYTES + 88).fill('a');
    assert.equal(plain.buffer.byteLength, plain.length);
    assert.ok(formOf(plain).equals(plain));
    // Remembered without a digest after it: its memory holds its bytes alone.
    assert.equal(short.buffer.byteLength, short.length);
    assert.equal(atLimit.buffer.byteLength, atLimit.length + 32);
  });

  it('tags a value by the bytes it serialises to', () => {
    const { h, answers } = recordingToolkit();
    validatedAnswer(h, validated({ success: true, data: { name: 'Zürs' } }), 'private, max-age=60');
    assert.equal(answers[0]?.body.toString('utf8'), '{"success":true,"data":{"name":"Zürs"}}');
    assert.equal(answers[0]?.etag, entityTag(Buffer.from('{"success":true,"data":{"name":"Zürs"}}')));
  });
});
