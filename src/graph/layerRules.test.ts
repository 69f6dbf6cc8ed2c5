/**
 * docs/ARCHITECTURE.md layer rules, enforced: the pure layers (graph, engine, models, export) import no
 * UI library and no Node-only module, and touch no DOM, so they run in the browser, in Node tests
 * and in the CLI alike. Test files are exempt (they run under Node).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));
const PURE_LAYERS = ['graph', 'engine', 'models', 'export', 'import'];
const UI_PACKAGES = ['react', 'react-dom', '@xyflow/react', 'zustand', 'zundo', 'monaco-editor', '@monaco-editor/react'];
const NODE_BUILTINS = new Set(builtinModules.flatMap((m) => [m, m.split('/')[0]]));

function sourceFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    // src/import/fixtures is the importer's corpus: agent code as people write it (Node APIs
    // included), read as text, never part of the layer
    if (statSync(path).isDirectory()) return path === join(SRC, 'import', 'fixtures') ? [] : sourceFiles(path);
    return /\.(ts|tsx|js|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

type AstNode = { type?: string; [key: string]: unknown };

/** Walks the syntax tree (rolldown's parser, which ships with Vite), so strings and comments never count. */
function visit(node: unknown, onNode: (n: AstNode) => void): void {
  if (Array.isArray(node)) {
    node.forEach((child) => visit(child, onNode));
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  if (typeof (node as AstNode).type === 'string') onNode(node as AstNode);
  for (const value of Object.values(node)) if (typeof value === 'object') visit(value, onNode);
}

function literal(node: unknown): string | null {
  const n = node as AstNode | null;
  return n?.type === 'Literal' && typeof n.value === 'string' ? n.value : null;
}

export function layerViolations(file: string, code: string): string[] {
  const problems: string[] = [];
  const check = (spec: string | null) => {
    if (spec === null) return;
    if (UI_PACKAGES.some((p) => spec === p || spec.startsWith(`${p}/`))) problems.push(`${file}: imports UI package "${spec}"`);
    if (spec.startsWith('node:') || NODE_BUILTINS.has(spec) || NODE_BUILTINS.has(spec.split('/')[0])) {
      problems.push(`${file}: imports Node module "${spec}"`);
    }
  };
  const ast = parseAst(code, { lang: file.endsWith('x') ? 'tsx' : 'ts' });
  visit(ast, (node) => {
    switch (node.type) {
      case 'ImportDeclaration':
      case 'ExportAllDeclaration':
      case 'ExportNamedDeclaration':
      case 'ImportExpression':
        check(literal(node.source));
        break;
      case 'CallExpression': {
        const callee = node.callee as AstNode;
        if (callee.type === 'Identifier' && callee.name === 'require') check(literal((node.arguments as unknown[])[0]));
        break;
      }
      case 'MemberExpression': {
        const object = node.object as AstNode;
        if (object.type === 'Identifier' && (object.name === 'document' || object.name === 'window')) {
          problems.push(`${file}: touches the DOM (${String(object.name)}.)`);
        }
        break;
      }
    }
  });
  return problems;
}

describe('layer rules', () => {
  it('the checker catches each kind of violation and ignores comments and strings', () => {
    expect(layerViolations('f', "import { useState } from 'react';")).toHaveLength(1);
    expect(layerViolations('f', "import type { Node } from '@xyflow/react';")).toHaveLength(1);
    expect(layerViolations('f', "import { readFileSync } from 'node:fs';")).toHaveLength(1);
    expect(layerViolations('f', "import path from 'path';")).toHaveLength(1);
    expect(layerViolations('f', "const m = await import('worker_threads');")).toHaveLength(1);
    expect(layerViolations('f', "export { create } from 'zustand';")).toHaveLength(1);
    expect(layerViolations('f', 'const w = window.innerWidth;')).toHaveLength(1);
    expect(layerViolations('f', "document.querySelector('x');")).toHaveLength(1);
    expect(layerViolations('f', "// window.open is never used\n/* import 'react' */ const s = 'the document. Done';")).toEqual([]);
    expect(layerViolations('f', `const gen = "import { readFileSync } from 'node:fs';"; const re = /'/g;`)).toEqual([]);
    expect(layerViolations('f', "const r = require('fs');")).toHaveLength(1);
    expect(layerViolations('f', "import { z } from 'zod';\nimport { x } from './react.ts';")).toEqual([]);
  });

  it.each(PURE_LAYERS)('src/%s stays pure', (layer) => {
    const problems = sourceFiles(join(SRC, layer)).flatMap((file) => layerViolations(relative(SRC, file), readFileSync(file, 'utf8')));
    expect(problems).toEqual([]);
  });
});
