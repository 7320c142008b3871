// The lint rule behind DESIGN.md §2's "no import cycles": a file may not import a file from which a chain of
// imports leads back to it. Unlike eslint-plugin-import-x's no-cycle, `import type` and `import()` count too:
// a cycle of types still ties two files together, and a lazy import's target still sits in the same knot.
// Specifiers resolve as TypeScript resolves them (each workspace's tsconfig, so `@/…` too); packages in
// node_modules are never followed. The file being linted is read from its AST, every other file from disk.
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

const compilerOptionsByDir = new Map();
/** The compiler options of the nearest tsconfig.json above `dir`. */
function compilerOptions(dir) {
  if (!compilerOptionsByDir.has(dir)) {
    const configPath = join(dir, 'tsconfig.json');
    let options;
    if (ts.sys.fileExists(configPath)) {
      const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
      options = ts.parseJsonConfigFileContent(config, ts.sys, dir).options;
    } else {
      const parent = dirname(dir);
      options = parent === dir ? {} : compilerOptions(parent);
    }
    compilerOptionsByDir.set(dir, options);
  }
  return compilerOptionsByDir.get(dir);
}

/** The source file `specifier` names from `fromFile`, or null for a package or anything unresolved. */
function resolveImport(specifier, fromFile) {
  if (!specifier.startsWith('.') && !specifier.startsWith('@/')) return null;
  const resolved = ts.resolveModuleName(specifier, fromFile, compilerOptions(dirname(fromFile)), ts.sys);
  const target = resolved.resolvedModule?.resolvedFileName;
  if (!target || target.includes('/node_modules/') || target.endsWith('.d.ts')) return null;
  return resolve(target);
}

const importsOnDisk = new Map(); // file → { mtimeMs, targets }
/** The files `file` (on disk) imports: static, type-only, re-exported or lazily. */
function diskImports(file) {
  let mtimeMs;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const cached = importsOnDisk.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.targets;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const targets = [...new Set(specifiers.map((specifier) => resolveImport(specifier, file)).filter(Boolean))];
  importsOnDisk.set(file, { mtimeMs, targets });
  return targets;
}

/** The shortest chain of imports from `start` back to `file`, or null. */
function chainBack(start, file) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    for (const next of diskImports(current)) {
      if (next === file) {
        const chain = [];
        for (let step = current; step !== null; step = cameFrom.get(step)) chain.unshift(step);
        return chain;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import that leads, through any chain of imports, back to the importing file.' },
    schema: [],
    messages: { cycle: 'Import cycle: {{chain}}.' },
  },
  create(context) {
    const file = resolve(context.physicalFilename);
    if (!/\.[cm]?tsx?$/.test(file)) return {};
    const root = context.cwd;
    const shortName = (path) => (path.startsWith(`${root}/`) ? path.slice(root.length + 1) : path);
    const check = (sourceNode) => {
      if (!sourceNode || sourceNode.type !== 'Literal' || typeof sourceNode.value !== 'string') return;
      const target = resolveImport(sourceNode.value, file);
      if (!target || target === file) return;
      const chain = chainBack(target, file);
      if (chain) {
        const names = [file, ...chain, file].map(shortName).join(' → ');
        context.report({ node: sourceNode, messageId: 'cycle', data: { chain: names } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { meta: { name: 'local-import-cycle' }, rules: { 'no-import-cycle': noImportCycle } };
