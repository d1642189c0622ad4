/**
 * fast-check arbitraries for what a hostile or careless client sends: text
 * that is meaningful to a regex engine, a query language, a parser or a
 * JavaScript object; odd and broken encodings; headers and bodies of every
 * shape. Shared by the HTTP fuzz suite and the injection-safety tests.
 */
import fc from 'fast-check';

/** Text with a meaning somewhere below the API: regex, MongoDB operators, key paths, prototypes, parsers, Unicode traps. */
export const HOSTILE_WORDS = [
  '$where', '$ne', '$gt', '$regex', '$expr', '$function', '{"$gt":""}', '{"$ne":null}', 'a.b', 'a.$', '$',
  '.*', '^', '$^', '(a+)+$', '(?<x>a)\\k<x>', '[', ']', '\\', '*', '+', '?', '|', '{1,}', '\\d', '(?=a)',
  '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '__defineGetter__', 'valueOf',
  '\u0000', 'a\u0000b', '%00', '..', '../..', '..%2f..%2f', '\r\nX-Injected: 1', '<script>alert(1)</script>', "' OR 1=1 --",
  'İstanbul', 'ß', 'ﬃ', '\u202e', '\ufeff', '😀', 'e\u0301', '\ud800', 'ａｂｃ', 'null', 'undefined', 'NaN', 'Infinity',
  '-0', '1e309', '0x10', '9007199254740993', '-1', ' ', '', ',', ',,,', 'true', 'TRUE',
];

/**
 * One character of any code point, lone surrogates included, printable ASCII a third of the time. fast-check's own
 * `unit: 'binary'` covers the same range, but preparing it maps every dangerous string it knows
 * through all 1.1 million code points: 1.4 s of each test process that imports it.
 */
export const anyCodePoint: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.integer({ min: 0x20, max: 0x7e }), weight: 1 },
  { arbitrary: fc.integer({ min: 0, max: 0x10ffff }), weight: 2 },
).map((code) => String.fromCodePoint(code));

/**
 * Random text of any Unicode (lone surrogates included), and a very long run of one character. Built
 * once: fast-check prepares each string arbitrary when it is made, which cost seconds a suite when every
 * call of hostileText built its own.
 */
const RANDOM_TEXT = [
  { arbitrary: fc.string({ maxLength: 30 }), weight: 2 },
  { arbitrary: fc.string({ unit: anyCodePoint, maxLength: 20 }), weight: 2 },
  { arbitrary: fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)), maxLength: 10 }), weight: 1 },
  { arbitrary: fc.tuple(fc.constantFrom('a', 'é', '(', '%', ' '), fc.integer({ min: 200, max: 20_000 })).map(([char, length]) => char.repeat(length)), weight: 1 },
];
const HOSTILE_WORD = fc.constantFrom(...HOSTILE_WORDS);

/** One value: a hostile word, random text of any Unicode (lone surrogates included), a very long run, or several of these. */
export function hostileText(samples: readonly string[] = []): fc.Arbitrary<string> {
  const one = fc.oneof(
    { arbitrary: HOSTILE_WORD, weight: 4 },
    ...(samples.length > 0 ? [{ arbitrary: fc.constantFrom(...samples), weight: 3 }] : []),
    ...RANDOM_TEXT,
  );
  return fc.oneof({ arbitrary: one, weight: 4 }, { arbitrary: fc.array(one, { minLength: 2, maxLength: 3 }).map((parts) => parts.join('')), weight: 1 });
}

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** Percent-encodes the UTF-8 bytes of `text`; `everything` encodes unreserved characters too. Lone surrogates become U+FFFD, as a browser sends them. */
function percentEncoded(text: string, everything: boolean): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += !everything && byte < 0x80 && UNRESERVED.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** How one piece of a URL is written: properly, over-encoded, with + for spaces, double-encoded, or with a broken escape. */
export const urlEncoding: fc.Arbitrary<(text: string) => string> = fc.constantFrom(
  (text: string) => percentEncoded(text, false),
  (text: string) => percentEncoded(text, true),
  (text: string) => percentEncoded(text, false).replace(/%20/g, '+'),
  (text: string) => percentEncoded(percentEncoded(text, false), false),
  (text: string) => `${percentEncoded(text, false)}%`,
  (text: string) => `${percentEncoded(text, false)}%zz`,
  (text: string) => `%E0%A4${percentEncoded(text, false)}`,
);

/** A query parameter name as clients and attackers write it: plain, bracketed, dotted into operators, or a prototype key. */
export function parameterName(names: readonly string[]): fc.Arbitrary<string> {
  const known = fc.constantFrom(...names);
  return fc.oneof(
    { arbitrary: known, weight: 8 },
    { arbitrary: known.map((name) => `${name}[]`), weight: 1 },
    { arbitrary: known.map((name) => `${name}[0]`), weight: 1 },
    { arbitrary: known.map((name) => `${name}[$ne]`), weight: 1 },
    { arbitrary: known.map((name) => `${name}.$gt`), weight: 1 },
    { arbitrary: fc.constantFrom('__proto__', '__proto__[polluted]', 'constructor[prototype][polluted]', '$where', 'toString', ''), weight: 2 },
    { arbitrary: fc.string({ maxLength: 12 }), weight: 1 },
  );
}

/** A header value Node will carry (visible ASCII and spaces, trimmed). */
const headerText = fc.string({ maxLength: 60 }).map((text) => text.replace(/[^\x20-\x7e]/g, '').trim());

/** Headers a client might send, each present or not, with plausible, odd and hostile values. */
export const randomHeaders: fc.Arbitrary<Record<string, string>> = fc.record({
  accept: fc.constantFrom('application/json', '*/*', 'text/html', 'application/xml', 'text/event-stream', 'application/json, text/event-stream', ''),
  'accept-encoding': fc.oneof(fc.constantFrom('gzip', 'br', 'deflate, gzip;q=0', 'identity;q=0', '*', 'gzip;q=abc'), headerText),
  'content-type': fc.oneof(fc.constantFrom(
    'application/json', 'application/json; charset=utf-16', 'text/plain', 'multipart/form-data; boundary=x',
    'application/x-www-form-urlencoded', 'application/json;charset=', 'application/octet-stream',
  ), headerText),
  'content-encoding': fc.constantFrom('gzip', 'br', 'deflate', 'bogus'),
  origin: fc.oneof(fc.constantFrom('https://evil.example', 'null', 'http://127.0.0.1:1', 'http://localhost'), headerText),
  'access-control-request-method': fc.constantFrom('GET', 'POST', 'DELETE', 'PUT', 'X'),
  'access-control-request-headers': fc.oneof(fc.constantFrom('content-type', 'x-evil, authorization'), headerText),
  'if-none-match': fc.oneof(fc.constantFrom('*', '"abc"', 'W/"x"', '""'), headerText),
  'x-request-id': headerText,
  'x-forwarded-for': fc.oneof(fc.constantFrom('1.2.3.4', 'unknown', '::1, 10.0.0.1', '[2001:db8::1]:443'), headerText),
  'mcp-protocol-version': fc.oneof(fc.constantFrom('2025-06-18', '2026-07-28', '1999-01-01'), headerText),
  'mcp-session-id': headerText,
  'stripe-signature': fc.oneof(fc.constantFrom('t=1,v1=00', 't=,v1=', 'v1=' + 'a'.repeat(64)), headerText),
  range: fc.constantFrom('bytes=0-10', 'bytes=-1', 'items=0-5'),
  authorization: fc.constantFrom('Bearer x', 'Basic Og=='),
  cookie: headerText,
}, { requiredKeys: [] });

/** JSON nested `depth` deep, by arrays or objects. */
export function deeplyNested(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** A body of any shape: JSON values, broken JSON, deep nesting, prototype keys, big strings, binary. */
export const randomBody: fc.Arbitrary<string | Buffer> = fc.oneof(
  fc.json({ maxDepth: 3 }),
  fc.constantFrom('', '{', '[]', 'null', '"x"', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"polluted":1}}}', '\u0000', '\ufeff{}'),
  fc.tuple(fc.integer({ min: 100, max: 5_000 }), fc.constantFrom('array', 'object') as fc.Arbitrary<'array' | 'object'>).map(([depth, kind]) => deeplyNested(depth, kind)),
  fc.integer({ min: 1_000, max: 300_000 }).map((length) => JSON.stringify({ q: 'x'.repeat(length) })),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
);
