/**
 * The dependency rule of the hexagon, checked on the sources: domain <-
 * application <- adapters <- bootstrap, and frameworks only where they belong.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const SOURCE_ROOT = 'src';
const LAYERS = ['domain', 'application', 'adapters', 'bootstrap'] as const;
type Layer = (typeof LAYERS)[number];

/** Which inner layers each layer may import from (itself included). */
const MAY_IMPORT: Record<Layer, readonly Layer[]> = {
  domain: ['domain'],
  application: ['domain', 'application'],
  adapters: ['domain', 'application', 'adapters'],
  bootstrap: LAYERS,
};

/** Packages that only adapters (or the composition root) may touch. */
const ADAPTER_ONLY_PACKAGES = /^(@hapi\/|mongodb|stripe|ioredis|@modelcontextprotocol\/|proxy-addr|lru-cache|pino|zod)/;
const BOOTSTRAP_ONLY_PACKAGES = /^(tsyringe|reflect-metadata)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm)]
    .map((match) => match[1] ?? match[2] ?? match[3] ?? '');
}

function layerOf(path: string): Layer {
  return relative(SOURCE_ROOT, path).split(/[\\/]/)[0] as Layer;
}

describe('the dependency rule', () => {
  const files = sourceFiles(SOURCE_ROOT);

  it('sees static, side-effect and re-export imports', () => {
    assert.ok(importsOf(join(SOURCE_ROOT, 'adapters/http/server.ts')).includes('@hapi/hapi'));
    assert.ok(importsOf(join(SOURCE_ROOT, 'bootstrap/container.ts')).includes('reflect-metadata'));
    assert.ok(importsOf(join(SOURCE_ROOT, 'bootstrap/container.ts')).includes('../application/use-cases/get-school.js'));
  });

  it('finds the four layers', () => {
    assert.deepEqual([...new Set(files.map(layerOf))].sort(), [...LAYERS].sort());
  });

  for (const file of files) {
    it(`${file} imports only what its layer may`, () => {
      const layer = layerOf(file);
      for (const target of importsOf(file)) {
        if (target.startsWith('.')) {
          const imported = layerOf(join(file, '..', target));
          assert.ok(MAY_IMPORT[layer].includes(imported), `${layer} must not import ${imported}: ${target}`);
        } else if (!target.startsWith('node:')) {
          if (ADAPTER_ONLY_PACKAGES.test(target)) assert.ok(layer === 'adapters' || layer === 'bootstrap', `${layer} must not import ${target}`);
          if (BOOTSTRAP_ONLY_PACKAGES.test(target)) assert.equal(layer, 'bootstrap', `only bootstrap may import ${target}`);
        }
      }
    });
  }

  it('reads process.env only in bootstrap/config.ts', () => {
    const readers = files.filter((file) => /process\.env/.test(readFileSync(file, 'utf8').replace(/\/\/.*|\/\*[\s\S]*?\*\//g, '')));
    assert.deepEqual(readers.map((file) => relative(SOURCE_ROOT, file)), ['bootstrap/config.ts']);
  });
});
