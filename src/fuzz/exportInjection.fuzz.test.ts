/**
 * Property test over the code exporters (issue 20): graphs whose every text field holds hostile
 * text (line terminators of both languages, quotes, backslashes, comment closers, `${`, and
 * payload statements) export to files that parse, and no payload becomes an identifier or a
 * statement. TypeScript outputs are parsed with sucrase's parser in process; all Python outputs
 * of one exporter are compiled by one python3 process. Code fields (TypeScript bodies and
 * `when` rules in the TypeScript export, Python bodies in the Python exports) are code by design
 * and keep the base graph's text there. `npm run fuzz` runs more graphs (FUZZ_SCALE).
 */
import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { parse } from 'sucrase/dist/parser/index.js';
import { describe, expect, it } from 'vitest';
import { agentsAsToolsGraph, ag2NestedChatsGraph, everyFeatureGraph } from '../export/fixtures/graphs.ts';
import { exportGraph, type ExportTarget } from '../export/index.ts';
import { exampleGraph, EXAMPLES } from '../graph/examples.ts';
import type { Graph } from '../graph/schema.ts';
import { FUZZ_SEED, fuzzRuns, type Json } from './mutations.ts';

/** The payload's mark: the identifier mapping never yields it (names are lower-cased word by word). */
const MARK = 'PWNED';

/** Pieces of hostile text; every piece holding MARK also holds "(" so that no whole name is an identifier. */
const PIECES = [
  'a', 'Z', ' ', '  ', '\t', 'é', '🙂', '\ud800', '\n', '\r', '\r\n', '\u2028', '\u2029', '\v', '\f', '\x1c', '\x85', '\0', '\x7f',
  '"', "'", '`', '\\', '${', '{', '}', '{x}', '*/', '/*', '"""', "'''", '#', '//', '%%', ';', ')', '(', '<!--', '-->', '$', '\\n', '\\u2028',
  `\n${MARK}(1)\n`, `\r${MARK}(2)\r`, `\u2028${MARK}(3);//`, `\u2029${MARK}(4)`, `\v${MARK}(5)`, `\f${MARK}(6)`, `\x85${MARK}(7)`,
  `";${MARK}(8);"`, `';${MARK}(9);'`, `\`;${MARK}(10);\``, `\${${MARK}(11)}`, `"""\n${MARK}(12)\n"""`, `*/${MARK}(13)/*`,
  `\nclick a_x href "javascript:${MARK}(14)"\n`, `{${MARK}(15)}`, `\\\n${MARK}(16)`,
];

const text = fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 6 }).map((parts) => parts.join(''));

/** Keys whose strings are ids, enums, URLs' kinds or code, not free text. */
const NOT_TEXT = new Set([
  'id', 'format', 'runtime', 'startAgent', 'model', 'type', 'agent', 'from', 'to', 'tools', 'inputGuardrails', 'outputGuardrails',
  'stopAtToolNames', 'required', 'routesTo', 'toolUseBehavior', 'hosted', 'kind', 'requireApproval', 'allowedTools', 'vectorStoreIds',
  'environment', 'summaryMethod', 'color', 'code', 'onHandoff', 'pythonCode', 'when', 'transport', 'command', 'args', 'env', 'agents',
  'groups', 'members', 'ref', '$ref', 'enum', 'serverUrl', 'url', 'reasoningEffort', 'toolChoice', 'outputType', 'truncation', 'verbosity',
]);

/** Code in the TypeScript export only (the Python exports keep it in comments or translate it). */
const TS_CODE = new Set(['code', 'onHandoff', 'when']);

type Place = { parent: Record<string, Json> | Json[]; key: string | number; code: boolean };

/** Every free-text string leaf of a document, and every code string (as a place to restore for TypeScript). */
function places(doc: Json, out: Place[] = [], key = ''): Place[] {
  if (Array.isArray(doc)) doc.forEach((v, i) => (typeof v === 'string' ? !NOT_TEXT.has(key) && out.push({ parent: doc, key: i, code: false }) : places(v, out, key)));
  else if (doc && typeof doc === 'object') {
    for (const [k, v] of Object.entries(doc)) {
      if (typeof v === 'string') {
        if (!NOT_TEXT.has(k)) out.push({ parent: doc, key: k, code: false });
        else if (TS_CODE.has(k)) out.push({ parent: doc, key: k, code: true });
      } else places(v, out, k);
    }
  }
  return out;
}

const BASES: Graph[] = [everyFeatureGraph(), agentsAsToolsGraph(), ag2NestedChatsGraph(), ...EXAMPLES.map(exampleGraph)];
/**
 * Small graphs most of the time, so that 10,000 cases per exporter fit the unit budget: the
 * every-feature fixture in one case of 16, the examples only in `npm run fuzz` runs.
 */
const base = process.env.FUZZ_SCALE && Number(process.env.FUZZ_SCALE) > 1
  ? fc.oneof({ weight: 1, arbitrary: fc.constant(0) }, { weight: 12, arbitrary: fc.constantFrom(1, 2) }, { weight: 2, arbitrary: fc.integer({ min: 3, max: BASES.length - 1 }) })
  : fc.oneof({ weight: 1, arbitrary: fc.constant(0) }, { weight: 15, arbitrary: fc.constantFrom(1, 2) });

type Case = { python: Graph; typescript: Graph; texts: string[] };

const hostileGraph: fc.Arbitrary<Case> = base.chain((b) => {
  const count = places(structuredClone(BASES[b]) as unknown as Json).length;
  return fc.array(text, { minLength: count, maxLength: count }).map((texts): Case => {
    const python = structuredClone(BASES[b]) as unknown as Json;
    const typescript = structuredClone(BASES[b]) as unknown as Json;
    const [pyPlaces, tsPlaces] = [places(python), places(typescript)];
    pyPlaces.forEach((p, i) => ((p.parent as Record<string, Json>)[p.key] = texts[i]));
    tsPlaces.forEach((p, i) => {
      if (!p.code) (p.parent as Record<string, Json>)[p.key] = texts[i];
    });
    return { python: python as unknown as Graph, typescript: typescript as unknown as Graph, texts };
  });
});

const CASES = fuzzRuns(10_000);
const cases = fc.sample(hostileGraph, { numRuns: CASES, seed: FUZZ_SEED });

/** The first problem of a TypeScript output: a syntax error, or a MARK identifier. */
function typescriptProblem(code: string): string | null {
  let tokens;
  try {
    tokens = parse(code, false, true, false).tokens;
  } catch (error) {
    const at = /\((\d+):\d+\)/.exec((error as Error).message);
    return `does not parse: ${(error as Error).message}${at ? `, line ${JSON.stringify(code.split('\n')[Number(at[1]) - 1])}` : ''}`;
  }
  const NAME = 5632; // sucrase's TokenType.name
  for (const t of tokens) if (t.type === NAME && code.slice(t.start, t.end).includes(MARK)) return `identifier ${code.slice(t.start, t.end)} at ${t.start}`;
  return null;
}

/**
 * One python3 run: for each source, the first problem (syntax error or MARK identifier), or null.
 * Identifiers are read from the compiled code objects (names, variables, nested functions and
 * classes): all C, far cheaper than walking each AST in Python.
 */
const PYTHON_CHECK = `
import json, sys, types
def names(code):
    yield code.co_name
    yield from code.co_names
    yield from code.co_varnames
    yield from code.co_freevars
    yield from code.co_cellvars
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            yield from names(const)
out = []
for src in json.load(sys.stdin):
    try:
        code = compile(src, "<export>", "exec", dont_inherit=True)
    except SyntaxError as e:
        line = src.splitlines()[e.lineno - 1] if e.lineno and e.lineno <= len(src.splitlines()) else ""
        out.append("does not parse: %s (line %s: %r)" % (e.msg, e.lineno, line)); continue
    except (UnicodeError, ValueError) as e:
        i = getattr(e, "start", 0)
        out.append("not a valid source file: %s near %r" % (e, src[max(0, i - 60):i + 20])); continue
    bad = next((n for n in names(code) if "${MARK}" in n), None)
    out.append(None if bad is None else "identifier %s" % bad)
json.dump(out, sys.stdout)
`;

/** Batches of this many files per python3 run: 10,000 is one run; `npm run fuzz` stays within memory. */
const PYTHON_BATCH = 10_000;

function pythonProblems(sources: string[]): Array<string | null> {
  const out: Array<string | null> = [];
  for (let i = 0; i < sources.length; i += PYTHON_BATCH) {
    const batch = sources.slice(i, i + PYTHON_BATCH);
    const output = execFileSync('python3', ['-c', PYTHON_CHECK], { input: JSON.stringify(batch), encoding: 'utf8', maxBuffer: 1 << 28, timeout: 300_000 });
    out.push(...(JSON.parse(output) as Array<string | null>));
  }
  return out;
}

/** The Mermaid grammar the exporter writes: a comment header, then node and edge statements only. */
const MERMAID_LINE = /^(%%[^\n]*|flowchart TD|  a_\w+(\(\["[^"\n]*"\]\)|\["[^"\n]*"\])|  a_\w+ (-\.|--|==|<-\.) "[^"\n]*" (\.->|-->|==>|\.->) (a_\w+|end_\w+)|  end_\w+\(\(\w+\)\)|  style a_\w+ stroke-width:3px)$/;

function mermaidProblem(code: string): string | null {
  const bad = code.trimEnd().split(/\r\n|[\n\r\u2028\u2029]/).find((line) => !MERMAID_LINE.test(line));
  return bad === undefined ? null : `unexpected line ${JSON.stringify(bad)}`;
}

function firstFailure(target: ExportTarget, problems: Array<string | null>): string | null {
  const i = problems.findIndex((p) => p !== null);
  return i < 0 ? null : `${target}, case ${i} (seed ${FUZZ_SEED}): ${problems[i]}`;
}

describe(`exported code from ${CASES} graphs with hostile text in every field`, () => {
  it('agents-ts: every file parses as TypeScript and no text becomes an identifier', { timeout: 300_000 }, () => {
    expect(firstFailure('agents-ts', cases.map((c) => typescriptProblem(exportGraph(c.typescript, 'agents-ts').code)))).toBeNull();
  });

  it.each(['agents-py', 'swarm', 'ag2'] as const)('%s: every file parses as Python and no text becomes an identifier', { timeout: 300_000 }, (target) => {
    expect(firstFailure(target, pythonProblems(cases.map((c) => exportGraph(c.python, target).code)))).toBeNull();
  });

  it('mermaid: only node and edge statements, whatever the labels say', () => {
    expect(firstFailure('mermaid', cases.map((c) => mermaidProblem(exportGraph(c.python, 'mermaid').code)))).toBeNull();
  });
});
