/**
 * Memory for pages (page-memory.ts), used again once handed back, and pages joined in it (json-body.ts): the
 * same bytes as Buffer.concat, a block used again only once handed back (a 304's at once), and, over a real
 * socket, no answer overwritten while a slow client has yet to read it.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import { JsonBody } from '../../../src/adapters/http/json-body.js';
import { handBack, inReusedMemory, KEPT_PER_SIZE, keptBlockCount, PAGE_MEMORY_MIN_BYTES, pageMemory } from '../../../src/adapters/http/page-memory.js';
import { buildTestService } from '../../support/build-test-service.js';
import { responseAt, type ParsedResponse } from '../../support/raw-connection.js';

const partsOf = (lengths: readonly number[], fill = 0) => lengths.map((length, at) => Buffer.alloc(length, (fill + at) % 256));
/** A page of `length` bytes of `fill`, in page memory. */
const page = (length: number, fill = 0) => pageMemory(length).fill(fill);

describe('page memory', () => {
  it('holds a page joined for an unencoded answer: the bytes Buffer.concat gives, a Buffer to everything else', () => {
    for (const lengths of [[], [1], [10, 0, 20], [PAGE_MEMORY_MIN_BYTES - 1, 0], [PAGE_MEMORY_MIN_BYTES, 0], [3000, 3000, 5000], [70_000, 1]]) {
      const parts = partsOf(lengths, 7);
      const joined = new JsonBody(parts).bytes(true);
      assert.ok(joined.equals(Buffer.concat(parts)), `${lengths}`);
      assert.ok(Buffer.isBuffer(joined));
      assert.equal(joined.toString('latin1'), Buffer.concat(parts).toString('latin1'));
      assert.equal(inReusedMemory(joined), joined.length >= PAGE_MEMORY_MIN_BYTES, `${lengths}`);
    }
  });

  it('gives a short page a slice of the shared pool, and a long one reused memory, as long as asked', () => {
    for (const length of [0, 1, PAGE_MEMORY_MIN_BYTES - 1, PAGE_MEMORY_MIN_BYTES, 70_000]) {
      const memory = pageMemory(length);
      assert.equal(memory.length, length);
      assert.equal(inReusedMemory(memory), length >= PAGE_MEMORY_MIN_BYTES, `${length}`);
    }
    assert.equal(inReusedMemory(Buffer.alloc(PAGE_MEMORY_MIN_BYTES)), false);
  });

  it('uses a block again only once it is handed back, and never for two pages at once', () => {
    const first = page(9000, 1);
    const second = page(9000, 2);
    assert.notEqual(first.buffer, second.buffer);
    handBack(first);
    handBack(first);
    const third = page(10_000, 3);
    const fourth = page(9500, 4);
    // The block handed back (twice) serves one later page of its size, not two.
    assert.equal(third.buffer, first.buffer);
    assert.notEqual(fourth.buffer, first.buffer);
    assert.ok(second.equals(Buffer.alloc(9000, 2)), 'a page still out is left as it was');
    assert.ok(third.equals(Buffer.alloc(10_000, 3)));
    assert.ok(fourth.equals(Buffer.alloc(9500, 4)));
  });

  it('keeps at most KEPT_PER_SIZE free blocks of a size, and takes back no memory it did not give out', () => {
    const pages = Array.from({ length: KEPT_PER_SIZE + 4 }, () => page(40_000));
    for (const given of pages) handBack(given);
    const again = Array.from({ length: KEPT_PER_SIZE + 4 }, () => page(40_000));
    const given = new Set(pages.map(({ buffer }) => buffer));
    assert.equal(again.filter(({ buffer }) => given.has(buffer)).length, KEPT_PER_SIZE);
    // A Buffer of a block's size, a view into a block, a copy of a page (of its class): none is kept.
    const foreign = [Buffer.allocUnsafeSlow(65_536), again[0]!.subarray(1), again[1]!.map((byte: number) => byte)];
    assert.ok(inReusedMemory(foreign[2]!), 'a copy of the class');
    const keptBefore = keptBlockCount();
    for (const bytes of foreign) handBack(bytes);
    assert.equal(keptBlockCount(), keptBefore);
    const after = Array.from({ length: 4 }, () => page(40_000));
    for (const { buffer } of after) assert.ok(!foreign.some((bytes) => bytes.buffer === buffer) && !given.has(buffer));
  });
});

describe('a revalidated page in reused memory', () => {
  it('hands its block back as its 304 is written, since none of it is sent', async () => {
    const service = await buildTestService();
    const url = '/api/v1/schools?limit=50&sort=name';
    const identity = { 'accept-encoding': 'identity' };
    const answered = await service.server.inject({ url, headers: identity });
    assert.equal(answered.statusCode, 200);
    assert.ok(answered.rawPayload.length >= PAGE_MEMORY_MIN_BYTES, 'a page long enough for reused memory');
    // Every free block of the page's size taken, so that the one kept after the 304 can only be its page's.
    const taken = Array.from({ length: KEPT_PER_SIZE }, () => pageMemory(answered.rawPayload.length));
    const keptBefore = keptBlockCount();
    try {
      const revalidated = await service.server.inject({ url, headers: { ...identity, 'if-none-match': String(answered.headers.etag) } });
      assert.equal(revalidated.statusCode, 304);
      assert.equal(keptBlockCount(), keptBefore + 1);
    } finally {
      for (const memory of taken) handBack(memory);
    }
  });
});

/** `count` responses read from `socket` as they arrive; rejected if it closes first. */
function responsesFrom(socket: Socket, count: number): Promise<ParsedResponse[]> {
  return new Promise((resolve, reject) => {
    const responses: ParsedResponse[] = [];
    let unread = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      unread += chunk;
      for (let next = responseAt(unread); next !== null; next = responseAt(unread)) {
        responses.push(next.response);
        unread = unread.slice(next.end);
      }
      if (responses.length === count) resolve(responses);
    });
    socket.once('close', () => reject(new Error(`closed after ${responses.length} of ${count} answers`)));
  });
}

describe('pages in reused memory, over a real socket', { timeout: 60_000 }, () => {
  it('reach a client that reads late as they were made, while others are answered meanwhile', async () => {
    const service = await buildTestService({ env: { RATE_LIMIT_OVERRIDES: '127.0.0.1:1000' } });
    await service.start();
    const base = `http://127.0.0.1:${service.server.info.port}`;
    // Unencoded, as the late client asks: an encoded answer is written from memory of its own.
    const get = (path: string) => fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity' } });
    const sorts = ['name', '-name', 'rating', 'newest', 'price', '-price', 'reviews'];
    const pages = sorts.flatMap((sort) => [1, 2, 3, 4].map((page) => `/api/v1/schools?sort=${sort}&limit=100&page=${page}`));
    const socket = connect({ port: service.server.info.port as number, host: '127.0.0.1' });
    try {
      // Every page asked for at once on one connection, which then reads nothing: the answers wait in the
      // socket's buffers and in Node's queue, in memory not yet handed back.
      await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
      socket.pause();
      // Each page three times: more than the socket's buffers hold (8 MB), so that some answers wait on the
      // socket to be read, their writes not finished, and others in Node's queue behind them.
      const asked = [...pages, ...pages, ...pages];
      const arriving = responsesFrom(socket, asked.length);
      socket.write(asked.map((path) => `GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`).join(''));
      // Meanwhile other clients are answered other pages of the same length, in whatever memory is free.
      for (let round = 1; round <= 3; round += 1) {
        const answers = await Promise.all(pages.map((_, at) => get(pages[(at + round * 4) % pages.length] as string)));
        for (const answer of answers) assert.equal(answer.status, 200);
        await Promise.all(answers.map((answer) => answer.arrayBuffer()));
      }
      // The free blocks of the pages' size taken (this test runs in the service's process): any kept after are
      // the late answers', handed back once written.
      const taken = Array.from({ length: KEPT_PER_SIZE }, () => pageMemory(100_000));
      const keptBefore = keptBlockCount();
      socket.resume();
      const late = await arriving;
      const keptAfter = keptBlockCount();
      for (const memory of taken) handBack(memory);
      assert.ok(late.some(({ body }) => Buffer.byteLength(body) >= 64 * 1024), 'pages long enough to wait in the buffers');
      for (const [at, path] of pages.entries()) {
        const fresh = await get(path);
        const bytes = Buffer.from(await fresh.arrayBuffer());
        for (const answer of [late[at], late[at + pages.length], late[at + 2 * pages.length]]) {
          assert.equal(answer?.status, 200, path);
          // Byte for byte: the answer's body, read as UTF-8, encodes back to its bytes only if they were valid UTF-8.
          assert.ok(Buffer.from(answer.body, 'utf8').equals(bytes), `${path}: the bytes it was answered`);
          assert.equal(answer.headers.etag, fresh.headers.get('etag'), path);
        }
      }
      assert.ok(keptAfter > keptBefore, 'the late answers written from reused memory, handed back once read');
    } finally {
      socket.destroy();
      await service.stop();
    }
  });
});
