/**
 * The property test over the code exporters (issue 20; exportInjection.fuzz.test.ts): graphs
 * whose every text field holds hostile text (line terminators of both languages, quotes,
 * backslashes, comment closers, `${`, and payload statements) export to files that parse, and no
 * payload becomes an identifier or a statement. TypeScript outputs are parsed with sucrase's parser
 * in process; each Python exporter's outputs stream to a python3 process of its own, which compiles
 * them while the next ones are made. Code fields (TypeScript bodies and `when` rules in the
 * TypeScript export, Python bodies in the Python exports) are code by design and keep the base
 * graph's text there. `npm run fuzz` runs more graphs (FUZZ_SCALE).
 */import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fc from 'fast-check';
import { parse } from 'sucrase/dist/parser/index.js';
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

/** How many free-text (and, for TypeScript, code) places each base graph has. */
const PLACE_COUNTS = BASES.map((g) => places(structuredClone(g) as unknown as Json).length);

/** A case as sampled: which base graph, and the hostile text for each of its places, in order. */
export type Case = { base: number; texts: string[] };

const hostileCase: fc.Arbitrary<Case> = base.chain((b) => fc.array(text, { minLength: PLACE_COUNTS[b], maxLength: PLACE_COUNTS[b] }).map((texts) => ({ base: b, texts })));

/**
 * The graph an exporter gets for a case: every free-text place holds the case's text. For the
 * TypeScript export, code places keep the base's code (code is code by design there); the Python
 * exports keep code in comments or translate it, so there the text goes into code places too.
 */
export function hostileGraph(c: Case, language: 'python' | 'typescript'): Graph {
  const doc = structuredClone(BASES[c.base]) as unknown as Json;
  places(doc).forEach((p, i) => {
    if (language === 'python' || !p.code) (p.parent as Record<string, Json>)[p.key] = c.texts[i];
  });
  return doc as unknown as Graph;
}
export const CASES = fuzzRuns(10_000);

/** The same cases in every file (fixed seed): each file checks one exporter over all of them. */
export const hostileCases = (): Case[] => fc.sample(hostileCase, { numRuns: CASES, seed: FUZZ_SEED });

/** The first problem of a TypeScript output: a syntax error, or a MARK identifier. */
export function typescriptProblem(code: string): string | null {
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
 * For each source, the first problem (syntax error or MARK identifier), or null; one JSON line in,
 * one JSON line out. Identifiers are read from the compiled code objects (names, variables, nested
 * functions and classes): all C, far cheaper than walking each AST in Python. A larger pipe (1 MB)
 * holds a chunk of sources while Node makes the next chunk.
 */
const PYTHON_CHECK = `
import json, sys, types
try:
    import fcntl
    fcntl.fcntl(0, fcntl.F_SETPIPE_SZ, 1 << 20)
except Exception:
    pass
def names(code):
    yield code.co_name
    yield from code.co_names
    yield from code.co_varnames
    yield from code.co_freevars
    yield from code.co_cellvars
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            yield from names(const)
def problem(src):
    try:
        code = compile(src, "<export>", "exec", dont_inherit=True)
    except SyntaxError as e:
        line = src.splitlines()[e.lineno - 1] if e.lineno and e.lineno <= len(src.splitlines()) else ""
        return "does not parse: %s (line %s: %r)" % (e.msg, e.lineno, line)
    except (UnicodeError, ValueError) as e:
        i = getattr(e, "start", 0)
        return "not a valid source file: %s near %r" % (e, src[max(0, i - 60):i + 20])
    bad = next((n for n in names(code) if "${MARK}" in n), None)
    return None if bad is None else "identifier %s" % bad
out = sys.stdout
for line in sys.stdin.buffer:
    out.write(json.dumps(problem(json.loads(line))) + "\\n")
`;

/**
 * One python3 process checking one exporter's files while they are made: `add` queues a source,
 * `send` writes the queue down the pipe (python3 compiles it while Node makes the next ones),
 * `problems` ends the input and resolves to one problem or null per source, in order.
 */
class PythonChecker {
  private readonly child = spawn('python3', ['-c', PYTHON_CHECK], { stdio: ['pipe', 'pipe', 'inherit'] });
  private readonly output: Buffer[] = [];
  private readonly exit: Promise<number | null>;
  private queue: string[] = [];

  constructor() {
    this.child.stdout.on('data', (data: Buffer) => this.output.push(data));
    // a python3 that died shows in its exit code (problems()); its closed pipe is no second error
    this.child.stdin.on('error', () => {});
    this.exit = new Promise((resolve, reject) => {
      this.child.on('error', reject);
      this.child.on('close', resolve);
    });
  }

  add(source: string): void {
    // JSON escapes \n and \r, the only line ends of python3's line reader (U+2028 and the like stay raw, and are not)
    this.queue.push(JSON.stringify(source));
  }

  /** Writes the queue; waits only when python3 is behind (the pipe is full). */
  async send(): Promise<void> {
    if (!this.queue.length) return;
    const more = this.child.stdin.write(this.queue.join('\n') + '\n');
    this.queue = [];
    if (!more) await Promise.race([once(this.child.stdin, 'drain'), this.exit]);
  }

  async problems(): Promise<Array<string | null>> {
    await this.send();
    this.child.stdin.end();
    const code = await this.exit;
    if (code !== 0) throw new Error(`python3 exited with code ${code}`);
    return Buffer.concat(this.output).toString('utf8').trimEnd().split('\n').map((line) => JSON.parse(line) as string | null);
  }
}

/** Cases made and exported between two turns of Node's event loop (about 400 KB per Python exporter). */
const CHUNK = 100;

export const PYTHON_TARGETS = ['agents-py', 'swarm', 'ag2'] as const;
export type Checked = 'agents-ts' | 'mermaid' | (typeof PYTHON_TARGETS)[number];

/**
 * Every case through every exporter in one pass, each output checked: TypeScript by sucrase in
 * process, Mermaid by its line grammar, each Python exporter's files by a python3 process of its
 * own that compiles them while Node makes the next chunk (Node and three python3 processes share
 * the cores instead of taking turns). One problem or null per case and exporter.
 */
export async function checkExports(cases: Case[]): Promise<Record<Checked, Array<string | null>>> {
  const python = PYTHON_TARGETS.map(() => new PythonChecker());
  const typescript: Array<string | null> = [];
  const mermaid: Array<string | null> = [];
  for (let i = 0; i < cases.length; i++) {
    typescript.push(typescriptProblem(exportGraph(hostileGraph(cases[i], 'typescript'), 'agents-ts').code));
    const graph = hostileGraph(cases[i], 'python');
    mermaid.push(mermaidProblem(exportGraph(graph, 'mermaid').code));
    PYTHON_TARGETS.forEach((target, t) => python[t].add(exportGraph(graph, target).code));
    if ((i + 1) % CHUNK === 0) {
      await Promise.all(python.map((checker) => checker.send()));
      // a turn of the event loop: the pipes take what was written
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  const [agentsPy, swarm, ag2] = await Promise.all(python.map((checker) => checker.problems()));
  return { 'agents-ts': typescript, mermaid, 'agents-py': agentsPy, swarm, ag2 };
}

/** The Mermaid grammar the exporter writes: a comment header, then node and edge statements only. */
const MERMAID_LINE = /^(%%[^\n]*|flowchart TD|  a_\w+(\(\["[^"\n]*"\]\)|\["[^"\n]*"\])|  a_\w+ (-\.|--|==|<-\.) "[^"\n]*" (\.->|-->|==>|\.->) (a_\w+|end_\w+)|  end_\w+\(\(\w+\)\)|  style a_\w+ stroke-width:3px)$/;

export function mermaidProblem(code: string): string | null {
  const bad = code.trimEnd().split(/\r\n|[\n\r\u2028\u2029]/).find((line) => !MERMAID_LINE.test(line));
  return bad === undefined ? null : `unexpected line ${JSON.stringify(bad)}`;
}

export function firstFailure(target: ExportTarget, problems: Array<string | null>): string | null {
  const i = problems.findIndex((p) => p !== null);
  return i < 0 ? null : `${target}, case ${i} (seed ${FUZZ_SEED}): ${problems[i]}`;
}
