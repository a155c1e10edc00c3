// Import cycles, found once over the whole repository instead of by ESLint's `import/no-cycle`
// file by file (which walked the graph again from every file: three quarters of lint's time).
// Same edges as that rule had here: relative imports resolved as Node does with the extensions
// .ts, .tsx, .js, .mjs (or a folder's index); `import type` and `export type` are not edges
// (they vanish at build time); a dynamic `import()` is one. Bare specifiers (`react`,
// `@umrah/domain/...`) are left out: domain/ imports no app code, so it cannot close a cycle.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];
const SKIP = new Set(['node_modules', 'dist', 'coverage', 'test-results', '.cache', '.git']);

/** Every source file under `root` (minus build output and dependencies). */
export function sourceFiles(root, skip = SKIP) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (skip.has(entry.name) || entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (EXTENSIONS.some((e) => entry.name.endsWith(e)) && !entry.name.endsWith('.d.ts'))
        files.push(path);
    }
  };
  walk(root);
  return files;
}

const isFile = (p) => existsSync(p) && statSync(p).isFile();

/** The file a relative specifier names, or null (unresolved, like the old rule's resolver). */
export function resolveImport(from, specifier) {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
  const base = resolve(dirname(from), specifier);
  if (isFile(base)) return base;
  for (const ext of EXTENSIONS) if (isFile(base + ext)) return base + ext;
  for (const ext of EXTENSIONS)
    if (isFile(join(base, `index${ext}`))) return join(base, `index${ext}`);
  return null;
}

/** The specifiers whose values `file` needs at run time. */
export function runtimeImports(file, text = readFileSync(file, 'utf8')) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const found = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const onlyTypes =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          named &&
          ts.isNamedImports(named) &&
          named.elements.length > 0 &&
          named.elements.every((e) => e.isTypeOnly));
      if (!onlyTypes) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (!node.isTypeOnly) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** file → the files it imports at run time. */
export function importGraph(files) {
  const graph = new Map();
  for (const file of files) {
    const targets = runtimeImports(file)
      .map((s) => resolveImport(file, s))
      .filter((t) => t !== null && t !== file);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * The cycles: one per group of files that import each other (Tarjan's strongly connected
 * components), each given as one closed path through it, e.g. [a, b, a].
 */
export function cyclesOf(graph) {
  let index = 0;
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const connect = (v) => {
    order.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!order.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v), order.get(w)));
      }
    }
    if (low.get(v) === order.get(v)) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group);
    }
  };
  for (const v of graph.keys()) if (!order.has(v)) connect(v);
  // Each path starts at the group's first file by name, so a report reads the same every run.
  return groups.map((group) => pathThrough(graph, new Set(group), [...group].sort()[0]));
}

/** A shortest closed path from `start` back to itself inside `group` (breadth first). */
function pathThrough(graph, group, start) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const v = queue.shift();
    for (const w of graph.get(v) ?? []) {
      if (!group.has(w)) continue;
      if (w === start) {
        const path = [start];
        for (let at = v; at !== null; at = previous.get(at)) path.splice(1, 0, at);
        path.splice(1, 1);
        return [...path, start];
      }
      if (!previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start, start];
}

/** The cycles among the source files under `root`, as paths relative to it. */
export function findCycles(root) {
  return cyclesOf(importGraph(sourceFiles(root))).map((cycle) =>
    cycle.map((f) => relative(root, f)),
  );
}
