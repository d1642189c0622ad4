/**
 * The dependency rule of the hexagon, checked on the sources: domain <-
 * application <- adapters <- bootstrap, frameworks only where they belong,
 * and no file importing itself through others.
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

/**
 * Which adapter groups each group may import from (itself included). Driving
 * adapters (http, mcp) reach the core only through use cases, never through a
 * driven adapter; the MCP tools know nothing of Hapi (http/mcp is the glue
 * that mounts them); presenters and validation are shared by both surfaces.
 */
const ADAPTER_GROUPS = ['http', 'mcp', 'presenters', 'validation', 'persistence', 'rate-limit', 'dataset-generator', 'payments', 'webhooks'] as const;
type AdapterGroup = (typeof ADAPTER_GROUPS)[number];
const ADAPTER_MAY_IMPORT: Record<AdapterGroup, readonly AdapterGroup[]> = {
  http: ['http', 'mcp', 'presenters', 'validation'],
  mcp: ['mcp', 'presenters', 'validation'],
  presenters: ['presenters'],
  validation: ['validation'],
  persistence: ['persistence', 'dataset-generator'],
  'rate-limit': ['rate-limit'],
  'dataset-generator': ['dataset-generator'],
  payments: ['payments'],
  webhooks: ['webhooks'],
};

/** Packages that only adapters may use; the composition root may name their types, never run them. */
const ADAPTER_ONLY_PACKAGES = /^(@hapi\/|mongodb|stripe|ioredis|@modelcontextprotocol\/|ipaddr\.js|joi-to-json|zod)/;
/** Infrastructure the core must not know: validation, logging. */
const OUTER_LAYER_PACKAGES = /^(joi|pino)$/;
const BOOTSTRAP_ONLY_PACKAGES = /^(tsyringe|reflect-metadata)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

interface Import {
  target: string;
  typeOnly: boolean;
}

function importsOf(file: string): Import[] {
  return importsIn(readFileSync(file, 'utf8'));
}

function importsIn(text: string): Import[] {
  return [...text.matchAll(/(?:^|\n)\s*(import|export)(\s+type)?[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]|\brequire\(\s*['"]([^'"]+)['"]\s*\)/gm)]
    .map((match) => ({ target: match[3] ?? match[4] ?? match[5] ?? match[6] ?? '', typeOnly: match[2] !== undefined }));
}

function layerOf(path: string): Layer {
  return relative(SOURCE_ROOT, path).split(/[\\/]/)[0] as Layer;
}

function adapterGroupOf(path: string): AdapterGroup | undefined {
  const [layer, group] = relative(SOURCE_ROOT, path).split(/[\\/]/);
  return layer === 'adapters' ? group as AdapterGroup : undefined;
}

/** The source file a relative import names: './x.js' is x.ts. */
const importedFile = (file: string, target: string): string => join(file, '..', target).replace(/\.js$/, '.ts');

/** Each source file's relative imports (dynamic ones too), as paths of source files. */
function importGraph(files: readonly string[]): Map<string, string[]> {
  return new Map(files.map((file) => [file, importsOf(file).filter(({ target }) => target.startsWith('.')).map(({ target }) => importedFile(file, target))]));
}

/** A path of imports leading from a file back to itself (its first file repeated at its end), or null when there is none. */
function cycleIn(graph: ReadonlyMap<string, readonly string[]>): string[] | null {
  const done = new Set<string>();
  const onPath: string[] = [];
  const visit = (file: string): string[] | null => {
    const at = onPath.indexOf(file);
    if (at >= 0) return [...onPath.slice(at), file];
    if (done.has(file)) return null;
    onPath.push(file);
    for (const next of graph.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle !== null) return cycle;
    }
    onPath.pop();
    done.add(file);
    return null;
  };
  for (const file of graph.keys()) {
    const cycle = visit(file);
    if (cycle !== null) return cycle;
  }
  return null;
}

describe('the dependency rule', () => {
  const files = sourceFiles(SOURCE_ROOT);

  it('sees static, side-effect and re-export imports', () => {
    const targets = (path: string) => importsOf(join(SOURCE_ROOT, path)).map((entry) => entry.target);
    assert.ok(targets('adapters/http/server.ts').includes('@hapi/hapi'));
    assert.ok(targets('bootstrap/container.ts').includes('reflect-metadata'));
    assert.ok(targets('bootstrap/container.ts').includes('../application/use-cases/get-school.js'));
    assert.ok(importsOf(join(SOURCE_ROOT, 'bootstrap/service.ts')).some((entry) => entry.target === '@hapi/hapi' && entry.typeOnly));
    assert.deepEqual(importsIn("export * from './a.js';\nexport type { B } from './b.js';\nimport {\n  c,\n  d,\n} from './c.js';\nconst e = await import('./e.js');\n"), [
      { target: './a.js', typeOnly: false }, { target: './b.js', typeOnly: true }, { target: './c.js', typeOnly: false }, { target: './e.js', typeOnly: false },
    ]);
  });

  it('finds the four layers', () => {
    assert.deepEqual([...new Set(files.map(layerOf))].sort(), [...LAYERS].sort());
  });

  it('knows every adapter group, so a new one must state what it may import', () => {
    const groups = new Set(files.map(adapterGroupOf).filter((group) => group !== undefined));
    assert.deepEqual([...groups].sort(), [...ADAPTER_GROUPS].sort());
  });

  for (const file of files) {
    it(`${file} imports only what its layer may`, () => {
      const layer = layerOf(file);
      for (const { target, typeOnly } of importsOf(file)) {
        if (target.startsWith('.')) {
          const importedPath = importedFile(file, target);
          const imported = layerOf(importedPath);
          assert.ok(MAY_IMPORT[layer].includes(imported), `${layer} must not import ${imported}: ${target}`);
          const group = adapterGroupOf(file);
          const importedGroup = adapterGroupOf(importedPath);
          if (group && importedGroup) {
            assert.ok(ADAPTER_MAY_IMPORT[group]?.includes(importedGroup), `adapters/${group} must not import adapters/${importedGroup}: ${target}`);
          }
        } else if (!target.startsWith('node:')) {
          if (ADAPTER_ONLY_PACKAGES.test(target)) {
            assert.ok(layer === 'adapters' || (layer === 'bootstrap' && typeOnly), `${layer} must not import ${target}`);
          }
          if (OUTER_LAYER_PACKAGES.test(target)) assert.ok(layer === 'adapters' || layer === 'bootstrap', `${layer} must not import ${target}`);
          if (BOOTSTRAP_ONLY_PACKAGES.test(target)) assert.equal(layer, 'bootstrap', `only bootstrap may import ${target}`);
        }
      }
    });
  }

  // Type-only imports count too: two files that need each other's names are one concept split in two, or a third hides between them.
  it('has no import cycle, type-only imports included', () => {
    assert.deepEqual(cycleIn(new Map([['a', ['b']], ['b', ['c', 'd']], ['c', []], ['d', ['b']]])), ['b', 'd', 'b']);
    assert.equal(cycleIn(new Map([['a', ['b', 'c']], ['b', ['c']], ['c', []]])), null);
    const graph = importGraph(files);
    assert.ok(graph.get(join(SOURCE_ROOT, 'bootstrap/container.ts'))?.includes(join(SOURCE_ROOT, 'bootstrap/tokens.ts')));
    // Every import found names a source file: one read wrongly would drop out of the graph unseen.
    const known = new Set(files);
    for (const [file, imported] of graph) for (const path of imported) assert.ok(known.has(path), `${file} imports ${path}, which is no source file`);
    const cycle = cycleIn(graph);
    assert.equal(cycle, null, `import cycle: ${cycle?.map((file) => relative(SOURCE_ROOT, file)).join(' -> ')}`);
  });

  it('reads process.env only in bootstrap/config.ts', () => {
    const readers = files.filter((file) => /process\.env/.test(readFileSync(file, 'utf8').replace(/\/\/.*|\/\*[\s\S]*?\*\//g, '')));
    assert.deepEqual(readers.map((file) => relative(SOURCE_ROOT, file)), ['bootstrap/config.ts']);
  });
});
