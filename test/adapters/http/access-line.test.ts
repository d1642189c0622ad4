/**
 * The access line's writer (access-line.ts): whichever way a line goes, it
 * is the line pino writes for the same fields, byte for byte; on the
 * service's own access logger it is joined without pino's general path.
 */
import { tracingChannel } from 'node:diagnostics_channel';
import { describe, it, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { pino, type Logger, type LoggerOptions } from 'pino';
import { accessLineWriter, type AccessLine } from '../../../src/adapters/http/access-line.js';
import { accessChildOf, accessLogOf } from '../../../src/adapters/http/request-logging-plugin.js';
import { createLogger } from '../../../src/bootstrap/logger.js';

type Make = (destination: pino.DestinationStream) => Logger;

/** A logger made by `make` writing into memory: its lines as written. */
function written(make: Make): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  return { logger: make({ write: (line: string) => void lines.push(line) }), lines };
}

/** The service's logger's access child (accessChildOf), as the service writes its access lines. */
const serviceAccessLogger: Make = (destination) => accessChildOf(createLogger('info', destination));

const LINE: AccessLine = { requestId: 'r-1', method: 'GET', path: '/api/v1/schools', status: 200, durationMs: 3, remoteAddress: '127.0.0.1' };

/** Every line of the test written at one time, so that two lines can be compared whole: mocked for this test alone, restored when it ends. */
function atOneTime(t: TestContext): void {
  t.mock.timers.enable({ apis: ['Date'], now: 1_796_000_000_000 });
}

/** What the writer and pino itself write for `line`, each on its own logger of the same making. */
function bothWays(make: Make, line: AccessLine = LINE): { ours: string[]; pinos: string[] } {
  const ours = written(make);
  const pinos = written(make);
  accessLineWriter(ours.logger)(line);
  pinos.logger.info(line, 'request');
  return { ours: ours.lines, pinos: pinos.lines };
}

describe('the access line\'s writer', () => {
  it('writes the lines pino writes on the service\'s access logger', (t) => {
    atOneTime(t);
    const { ours, pinos } = bothWays(serviceAccessLogger);
    assert.deepEqual(ours, pinos);
    assert.equal(ours[0], '{"level":30,"time":1796000000000,"service":"ski-directory","requestId":"r-1","method":"GET","path":"/api/v1/schools","status":200,"durationMs":3,"remoteAddress":"127.0.0.1","msg":"request"}\n');
  });

  it('joins them without pino\'s general path there', () => {
    const { logger, lines } = written(serviceAccessLogger);
    logger.info = () => assert.fail('the line went through pino');
    accessLineWriter(logger)(LINE);
    assert.equal(lines.length, 1);
  });

  it('goes through pino on the service\'s root logger, whose wildcard redaction could touch any field', () => {
    const { logger, lines } = written((destination) => createLogger('info', destination));
    const info = logger.info.bind(logger);
    let throughPino = 0;
    logger.info = ((...args: Parameters<typeof info>) => {
      throughPino += 1;
      info(...args);
    }) as typeof logger.info;
    accessLineWriter(logger)(LINE);
    assert.equal(throughPino, 1);
    assert.equal(lines.length, 1);
  });

  it('escapes what JSON escapes, long values too, and leaves out an address the socket no longer has, as pino does', (t) => {
    atOneTime(t);
    const long = `/api/v1/schools/${'a'.repeat(120)}`;
    for (const path of ['/api/v1/schools/"quoted"', '/back\\slash', '/bell\u0007', '/Val d\'Is\u00e8re', long, `${long}"`]) {
      const { ours, pinos } = bothWays(serviceAccessLogger, { ...LINE, path });
      assert.deepEqual(ours, pinos, path);
      assert.deepEqual(JSON.parse(ours[0] as string).path, path);
    }
    const gone = bothWays(serviceAccessLogger, { ...LINE, remoteAddress: undefined });
    assert.deepEqual(gone.ours, gone.pinos);
    assert.ok(!(gone.ours[0] as string).includes('remoteAddress'));
  });

  it('writes the lines pino writes whatever the logger\'s settings that touch them', (t) => {
    atOneTime(t);
    const settings: Record<string, LoggerOptions> = {
      'a mixin': { mixin: () => ({ tenant: 'a' }) },
      'a serializer of a field': { serializers: { path: () => '[path]' } },
      'a field as the error key, with an error serializer': { errorKey: 'path', serializers: { err: () => '[error]' } },
      'a redacted field': { redact: ['path'] },
      'a wildcard redaction': { redact: ['*'] },
      'a log formatter': { formatters: { log: (fields) => ({ ...fields, formatted: true }) } },
      'a level formatter': { formatters: { level: (label) => ({ severity: label }) } },
      'a nested key': { nestedKey: 'http' },
      'another message key': { messageKey: 'message' },
      'a message key JSON would escape': { messageKey: 'say "hi"' },
      'a message prefix': { msgPrefix: '[access] ' },
      'a time of its own': { timestamp: () => ',"at":"now"' },
      // pino calls it once with no logger as it starts, to find where the time's value begins.
      'a time read off the logger': { timestamp(this: Logger | undefined) { return `,"at":"${this?.level}"`; } } as LoggerOptions,
      'no time': { timestamp: false },
      'a line end of CRLF': { crlf: true },
      'bindings of its own': { base: { pid: 7, service: 'x' } },
      'a hook on each call': { hooks: { logMethod(args, method) { method.apply(this, [{ ...(args[0] as object), hooked: true }, 'request']); } } },
      'a hook on each write': { hooks: { streamWrite: (line) => line.replace('request', 'REQUEST') } },
    };
    for (const [name, options] of Object.entries(settings)) {
      const { ours, pinos } = bothWays((destination) => pino(options, destination));
      assert.equal(ours.length, 1, name);
      assert.deepEqual(ours, pinos, name);
    }
  });

  it('sends them through pino to a stream that reads each line\'s level (a multistream)', (t) => {
    atOneTime(t);
    const { ours, pinos } = bothWays((destination) => pino({}, pino.multistream([{ stream: destination }])));
    assert.equal(ours.length, 1);
    assert.deepEqual(ours, pinos);
  });

  it('sends them through pino while something listens to its tracing of the lines it writes', () => {
    const traced: unknown[] = [];
    const ignore = () => undefined;
    const handlers = { start: (message: unknown) => void traced.push(message), end: ignore, asyncStart: ignore, asyncEnd: ignore, error: ignore };
    const channel = tracingChannel('pino_asJson');
    channel.subscribe(handlers);
    try {
      const { logger, lines } = written(serviceAccessLogger);
      accessLineWriter(logger)(LINE);
      assert.equal(lines.length, 1);
      assert.equal(traced.length, 1);
    } finally {
      channel.unsubscribe(handlers);
    }
  });

  it('writes the fields in one order either way, whatever the order the line object was made in', (t) => {
    atOneTime(t);
    const shuffled = Object.fromEntries(Object.entries(LINE).reverse()) as unknown as AccessLine;
    const keysOf = (line: string | undefined) => Object.keys(JSON.parse(line as string) as object);
    const plain = bothWays(serviceAccessLogger, shuffled).ours;
    const throughPino = bothWays((destination) => pino({ mixin: () => ({}) }, destination), shuffled).ours;
    assert.deepEqual(keysOf(plain[0]).filter((key) => key in LINE), Object.keys(LINE));
    assert.deepEqual(keysOf(throughPino[0]).filter((key) => key in LINE), Object.keys(LINE));
  });

  it('reads the bindings at every line, as set after the writer was made', () => {
    const { logger, lines } = written(serviceAccessLogger);
    const write = accessLineWriter(logger);
    logger.setBindings({ instance: 'b' });
    write(LINE);
    assert.equal(JSON.parse(lines[0] as string).instance, 'b');
  });

  it('follows the level, set before or after the writer was made, of the logger or of the one it is a child of', () => {
    const { logger, lines } = written((destination) => createLogger('warn', destination));
    const write = accessLogOf(logger);
    write(LINE);
    assert.equal(lines.length, 0, 'nothing at warn');
    logger.level = 'info';
    write(LINE);
    assert.equal(lines.length, 1, 'the root lowered to info');
    logger.level = 'silent';
    write(LINE);
    assert.equal(lines.length, 1, 'nothing once silent');
  });
});
