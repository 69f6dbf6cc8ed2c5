/**
 * exportGraph over the every-feature fixture and every shipped example, for every target: the
 * TypeScript exports type-check against @openai/agents 0.20.0 (one tsc run), the Python exports
 * byte-compile (one python3 run), and each export's text is guarded by a file snapshot.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { graphJsonSchemaText } from '../graph/jsonSchema.ts';
import { testGraph } from '../graph/testGraph.ts';
import { testGraphs } from './fixtures/graphs.ts';
import { EXPORT_TARGETS, exportGraph, exportGraphAs, type ExportResult } from './index.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
// inside the repository, so that the exports resolve @openai/agents from node_modules
const CHECK_DIR = join(ROOT, 'node_modules', '.cache', 'switchboard-export-check');

/** A folder of this process's own, so that concurrent test runs never share files. */
function freshDir(name: string): string {
  const dir = join(CHECK_DIR, `${name}-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Runs a command; returns its output on failure, '' on success. */
function failures(command: string, args: string[]): string {
  try {
    execFileSync(command, args, { encoding: 'utf8', stdio: 'pipe', timeout: 60_000, killSignal: 'SIGKILL' });
    return '';
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    return `${e.stdout ?? ''}${e.stderr ?? ''}` || e.message;
  }
}

const exports: Array<[string, ExportResult]> = testGraphs().flatMap(([name, graph]) =>
  EXPORT_TARGETS.map((target): [string, ExportResult] => [name, exportGraph(graph, target)]),
);

describe('exportGraph', () => {
  it('names each file for its target and language', () => {
    const [, graph] = testGraphs()[0];
    expect(EXPORT_TARGETS.map((t) => [exportGraph(graph, t).filename, exportGraph(graph, t).language])).toEqual([
      ['every-feature.ts', 'typescript'],
      ['every_feature_agents.py', 'python'],
      ['every_feature_swarm.py', 'python'],
      ['every_feature_ag2.py', 'python'],
      ['every-feature.mmd', 'plaintext'],
      ['switchboard-graph.schema.json', 'json'],
    ]);
    expect(exportGraph(graph, 'json-schema').code).toBe(graphJsonSchemaText());
    expect(exportGraphAs(graph, 'mermaid')).toBe(exportGraph(graph, 'mermaid').code);
  });

  it('says so instead of emitting broken code for a graph without agents', () => {
    const empty = testGraph({ name: 'Empty' });
    expect(exportGraph(empty, 'agents-ts').code).toBe('// Empty: nothing to export, the graph has no agents yet.\n');
    expect(exportGraph(empty, 'ag2')).toMatchObject({ filename: 'g_ag2.py', code: '# Empty: nothing to export, the graph has no agents yet.\n' });
  });

  it('gives every export its fidelity report, and every code export a header naming each non-native item', () => {
    for (const [, result] of exports) {
      expect(result.report.target).toBeDefined();
      if (result.language !== 'typescript' && result.language !== 'python') continue;
      for (const item of result.report.items.filter((i) => i.level !== 'native')) expect(result.code).toContain(item.label);
    }
  });

  it('writes the TypeScript exports so that they type-check against @openai/agents 0.20.0', () => {
    const dir = freshDir('ts');
    const tsconfig = {
      // noUnused*: the generated code carries no glue it does not use
      compilerOptions: {
        target: 'ES2022',
        module: 'nodenext',
        moduleResolution: 'nodenext',
        strict: true,
        noUnusedLocals: true,
        noUnusedParameters: true,
        noEmit: true,
        skipLibCheck: true,
        types: ['node'],
      },
      include: ['*.ts'],
    };
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
    // ES modules under nodenext: the exports use top-level await and import.meta
    writeFileSync(join(dir, 'package.json'), '{ "type": "module", "private": true }\n');
    const files = exports.filter(([, r]) => r.language === 'typescript').map(([, r]) => r.filename);
    expect(files.length).toBe(testGraphs().length);
    for (const [, r] of exports) if (r.language === 'typescript') writeFileSync(join(dir, r.filename), r.code);
    const errors = failures(join(ROOT, 'node_modules', '.bin', 'tsc'), ['-p', dir]);
    if (!errors) rmSync(dir, { recursive: true, force: true }); // kept on failure, to look at
    expect(errors).toBe('');
  });

  it('writes the Python exports (Agents SDK, Swarm, AG2) so that they compile', () => {
    const dir = freshDir('py');
    const files = exports.filter(([, r]) => r.language === 'python').map(([, r]) => join(dir, r.filename));
    for (const [, r] of exports) if (r.language === 'python') writeFileSync(join(dir, r.filename), r.code);
    expect(files.length).toBe(testGraphs().length * 3);
    const errors = failures('python3', ['-m', 'py_compile', ...files]);
    if (!errors) rmSync(dir, { recursive: true, force: true });
    expect(errors).toBe('');
  });

  it.each(exports.filter(([, r]) => r.language !== 'json').map(([name, r]) => [`${name} → ${r.filename}`, r] as const))(
    'matches the snapshot: %s',
    async (_label, result) => {
      await expect(result.code).toMatchFileSnapshot(`./__snapshots__/${result.filename}.snap`);
    },
  );
});
