/**
 * The access line's writer (access-line.ts): whichever way a line goes, it
 * is the line pino writes for the same fields, byte for byte; on the
 * service's own logger it is joined without pino's general path.
 */
import { after, before, describe, it, mock } from 'node:test';
import assert from 'node:assert/strict';
import { pino, type Logger, type LoggerOptions } from 'pino';
import { accessLineWriter, type AccessLine } from '../../../src/adapters/http/access-line.js';
import { accessLogOf } from '../../../src/adapters/http/request-logging-plugin.js';
import { createLogger } from '../../../src/bootstrap/logger.js';

/** A logger made by `make` writing into memory: its lines as written. */
function written(make: (destination: pino.DestinationStream) => Logger): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  return { logger: make({ write: (line: string) => void lines.push(line) }), lines };
}

/** The service's logger's child that writes its access lines (accessLogOf): the root's redaction has wildcards (any field's `secret`), which it goes without. */
function accessChild(destination: pino.DestinationStream): Logger {
  return createLogger('info', destination).child({}, { redact: [] });
}

const LINE: AccessLine = { requestId: 'r-1', method: 'GET', path: '/api/v1/schools', status: 200, durationMs: 3, remoteAddress: '127.0.0.1' };

/** What the writer and pino itself write for `line`, each on its own logger of the same making. */
function bothWays(make: (destination: pino.DestinationStream) => Logger, line: AccessLine = LINE): { ours: string[]; pinos: string[] } {
  const ours = written(make);
  const pinos = written(make);
  accessLineWriter(ours.logger)(line);
  pinos.logger.info(line, 'request');
  return { ours: ours.lines, pinos: pinos.lines };
}

describe('access lines', () => {
  // Every line's time the same, so that two lines can be compared whole.
  before(() => mock.timers.enable({ apis: ['Date'], now: 1_796_000_000_000 }));
  after(() => mock.timers.reset());

  it('are the lines pino writes, on the service\'s own logger (its redaction, its bindings) and its access child', () => {
    const { ours, pinos } = bothWays((destination) => createLogger('info', destination));
    assert.deepEqual(ours, pinos);
    const child = bothWays(accessChild);
    assert.deepEqual(child.ours, child.pinos);
    assert.equal(ours[0], '{"level":30,"time":1796000000000,"service":"ski-directory","requestId":"r-1","method":"GET","path":"/api/v1/schools","status":200,"durationMs":3,"remoteAddress":"127.0.0.1","msg":"request"}\n');
  });

  it('are joined without pino\'s general path where nothing of the logger\'s settings touches them: the service\'s access child', () => {
    const { logger, lines } = written(accessChild);
    logger.info = () => assert.fail('the line went through pino');
    accessLineWriter(logger)(LINE);
    assert.equal(lines.length, 1);
  });

  it('escape what JSON escapes, and leave out an address the socket no longer has, as pino does', () => {
    const make = (destination: pino.DestinationStream) => accessChild(destination);
    for (const path of ['/api/v1/schools/"quoted"', '/back\\slash', '/bell\u0007', '/Val d\'Is\u00e8re']) {
      const { ours, pinos } = bothWays(make, { ...LINE, path });
      assert.deepEqual(ours, pinos, path);
      assert.deepEqual(JSON.parse(ours[0] as string).path, path);
    }
    const gone = bothWays(make, { ...LINE, remoteAddress: undefined });
    assert.deepEqual(gone.ours, gone.pinos);
    assert.ok(!(gone.ours[0] as string).includes('remoteAddress'));
  });

  it('are the lines pino writes whatever the logger\'s settings that touch them', () => {
    const settings: Record<string, LoggerOptions> = {
      'a mixin': { mixin: () => ({ tenant: 'a' }) },
      'a serializer of a field': { serializers: { path: () => '[path]' } },
      'a redacted field': { redact: ['path'] },
      'a wildcard redaction': { redact: ['*'] },
      'a log formatter': { formatters: { log: (fields) => ({ ...fields, formatted: true }) } },
      'a level formatter': { formatters: { level: (label) => ({ severity: label }) } },
      'a nested key': { nestedKey: 'http' },
      'another message key': { messageKey: 'message' },
      'a message prefix': { msgPrefix: '[access] ' },
      'a time of its own': { timestamp: () => ',"at":"now"' },
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

  it('go to a stream that reads each line\'s level (a multistream) through pino', () => {
    const { ours, pinos } = bothWays((destination) => pino({}, pino.multistream([{ stream: destination }])));
    assert.equal(ours.length, 1);
    assert.deepEqual(ours, pinos);
  });

  it('follow the level, set before or after the writer was made, of the logger or of the one it is a child of', () => {
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
