#!/usr/bin/env node
// Writes dist/ as `tsc -p tsconfig.json` does, byte for byte, without checking
// types: each file is turned into JavaScript on its own. tsconfig.json sets
// isolatedModules and erasableSyntaxOnly, so no file's output depends on
// another file's types. It takes a few seconds where tsc takes about ten on
// one core, most of them spent reading the dependencies' declarations for the
// type check; `npm test` runs that check beside the tests (scripts/test.mjs).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

// Required rather than imported: importing a CommonJS module from ESM scans its whole
// source for named exports first, about half a second for typescript.js, before any test can start.
const ts = createRequire(import.meta.url)('typescript');

export function transpile(project = 'tsconfig.json') {
  const config = ts.getParsedCommandLineOfConfigFile(project, {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (config.errors.length > 0) throw new Error(ts.formatDiagnostics(config.errors, ts.createCompilerHost({})));
  // NodeNext makes a file ESM or CommonJS by the nearest package.json, which a file
  // transpiled alone cannot see: every file here is ESM ("type": "module").
  if (JSON.parse(readFileSync('package.json', 'utf8')).type !== 'module') throw new Error('transpile.mjs expects "type": "module" in package.json');
  const compilerOptions = { ...config.options, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler };
  const { rootDir, outDir } = config.options;
  rmSync(outDir, { recursive: true, force: true });
  for (const fileName of config.fileNames) {
    const { outputText, sourceMapText } = ts.transpileModule(readFileSync(fileName, 'utf8'), { compilerOptions, fileName });
    const target = join(outDir, relative(rootDir, fileName).replace(/\.ts$/, '.js'));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, outputText);
    if (sourceMapText !== undefined) writeFileSync(`${target}.map`, sourceMapText);
  }
  return config.fileNames.length;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) transpile();
