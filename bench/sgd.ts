/**
 * `npm run bench -- sgd [path] [--per-split=N] [--offset=K] [--split=S] [--verbose] [--no-baseline]`: the offline simulator on Google's
 * Schema-Guided Dialogue corpus (bench/sgd/convert.ts says how dialogues become graphs and cases).
 * The path (or SGD_PATH) is a checkout of github.com/google-research-datasets/dstc8-schema-guided-dialogue;
 * without one, the small converted sample committed in bench/sgd/sample.json (with its licence and
 * attribution) runs, so the bench works on a fresh machine. `--offset=K` picks `--per-split`
 * dialogues from position K of a fixed shuffled order of the whole split instead (leaving out the
 * sets earlier sessions read), so disjoint offsets give fresh, deterministic sets; `--split=S`
 * runs one split; `--verbose` lists every miss and reply, never for test (held out: totals only).
 *
 * Per split (train and dev for development, test held out: its services were never looked at
 * while tuning), for today's simulator and, measured in the same run, the frozen one from before
 * (bench/simulator-v2):
 * - route: user turns that end with the expected service's agent holding the conversation;
 * - tool: expected service calls made (that tool called in this turn or since the previous
 *   expected call: a call made a turn early still served the person);
 * - args: expected argument values in that call (the person's or an earlier result's; numbers,
 *   booleans and strings compared as text, case-insensitively); args|call: the same, counting
 *   only the expected calls that were made (how well the values are read, apart from routing);
 * - unasked: approval-gated calls no turn expected; replies: checks every reply passes (no echo of
 *   the person, no JSON, no schema text, no "undefined", no closing sentence repeated from the
 *   previous reply);
 * - ms/turn: median simulator time for one user turn (all its model calls).
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Graph } from '../src/graph/schema.ts';
import type { Model } from '../src/models/model.ts';
import { assistantReplies, takeTurn, type DialogueState } from '../src/models/simulator/testing/dialogue.ts';
import { createSimulatorModel } from '../src/models/simulator/index.ts';
import { createSimulatorModel as createV2, setReferenceDate as setV2Reference } from './simulator-v2/index.ts';
import { echoes, showsJson } from './simulator.ts';
import { hashText } from '../src/models/simulator/hash.ts';
import { toCase, type SgdCase, type SgdDialogue, type SgdService } from './sgd/convert.ts';

/** SGD's dialogues take place on Friday 1 March 2019 ("today" in their service calls). */
export const SGD_TODAY = '2019-03-01';
const SPLITS = ['train', 'dev', 'test'] as const;
type Split = (typeof SPLITS)[number];

export interface SgdCorpus {
  splits: Record<Split, { schema: SgdService[]; dialogues: SgdDialogue[] }>;
}

const here = dirname(fileURLToPath(import.meta.url));

/** Every `stride`-th dialogue of a split's files, up to `limit`, in file order (deterministic). */
function readSplit(root: string, split: Split, limit: number, offset?: number): { schema: SgdService[]; dialogues: SgdDialogue[] } {
  const dir = join(root, split);
  if (!existsSync(join(dir, 'schema.json'))) throw new Error(`${dir}/schema.json not found: give the path of a checkout of dstc8-schema-guided-dialogue`);
  const schema = JSON.parse(readFileSync(join(dir, 'schema.json'), 'utf8')) as SgdService[];
  const files = readdirSync(dir).filter((f) => /^dialogues_\d+\.json$/.test(f)).sort();
  if (offset !== undefined) return { schema, dialogues: shuffledSlice(dir, files, limit, offset) };
  return { schema, dialogues: stridePick(files.map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as SgdDialogue[]), limit) };
}

function stridePick(files: SgdDialogue[][], limit: number): SgdDialogue[] {
  const perFile = Math.max(1, Math.ceil(limit / files.length));
  const dialogues: SgdDialogue[] = [];
  for (const all of files) {
    const stride = Math.max(1, Math.floor(all.length / perFile));
    for (let i = 0; i < all.length && dialogues.length < limit; i += stride) {
      dialogues.push(all[i]!);
      if ((i + stride) / stride > perFile) break;
    }
  }
  return dialogues;
}

/** The stride picks (`--per-split` without `--offset`) at the sizes earlier sessions read. */
const READ_SIZES = [30, 60, 150];

/**
 * `--offset=K`: dialogues K..K+limit-1 of the split in a fixed pseudo-random order (FNV-1a of the
 * dialogue id), leaving out every dialogue the stride picks at READ_SIZES hold (the committed
 * sample and the sets earlier sessions read). Disjoint offsets give disjoint, deterministic sets
 * spread over all of the split's services: one to develop on, others never looked at.
 */
function shuffledSlice(dir: string, files: string[], limit: number, offset: number): SgdDialogue[] {
  const all = files.map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as SgdDialogue[]);
  const read = new Set<string>();
  for (const size of READ_SIZES) for (const d of stridePick(all, size)) read.add(d.dialogue_id);
  return all
    .flat()
    .filter((d) => !read.has(d.dialogue_id))
    .map((d) => ({ d, key: hashText(d.dialogue_id) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.d.dialogue_id < b.d.dialogue_id ? -1 : 1))
    .slice(offset, offset + limit)
    .map((x) => x.d);
}

export function loadCorpus(path: string | undefined, limit: number, offset?: number): { corpus: SgdCorpus; source: string } {
  if (!path) {
    const file = join(here, 'sgd', 'sample.json');
    return { corpus: JSON.parse(readFileSync(file, 'utf8')) as SgdCorpus, source: 'bench/sgd/sample.json (committed sample)' };
  }
  const splits = Object.fromEntries(SPLITS.map((s) => [s, readSplit(path, s, limit, offset)])) as SgdCorpus['splits'];
  const which = offset === undefined ? '' : `, from position ${offset} of a fixed shuffled order that leaves out the stride picks of ${READ_SIZES.join('/')}`;
  return { corpus: { splits }, source: `${path} (up to ${limit} dialogues per split${which})` };
}

interface Tally {
  turns: number;
  routes: number;
  calls: number;
  callsMade: number;
  /** expected calls missed in their turn and made in the next one (counted as missed) */
  callsLate: number;
  args: number;
  argsExpected: number;
  /** argument values scored in the expected calls that were made */
  argsInMade: number;
  argsExpectedInMade: number;
  unscoredArgs: number;
  unasked: number;
  replies: number;
  replyFails: number;
  ms: number[];
  failures: string[];
}

const empty = (): Tally => ({ turns: 0, routes: 0, calls: 0, callsMade: 0, callsLate: 0, args: 0, argsExpected: 0, argsInMade: 0, argsExpectedInMade: 0, unscoredArgs: 0, unasked: 0, replies: 0, replyFails: 0, ms: [], failures: [] });

const same = (got: unknown, expected: string) => got !== undefined && got !== null && String(got).trim().toLowerCase() === expected.trim().toLowerCase();

/** Schema text read aloud: format hints, "true if", a parameter's snake_case name. */
function schemaText(reply: string, graph: Graph): string | null {
  if (/\b(HH:MM|YYYY|24-hour|true if|false if)\b/i.test(reply)) return 'format text';
  for (const tool of graph.tools) {
    if (tool.type !== 'function') continue;
    for (const name of Object.keys((tool.parameters.properties ?? {}) as Record<string, unknown>)) if (name.includes('_') && reply.includes(name)) return name;
  }
  return null;
}

// (a decimal point ends no sentence: "balance 24484.90." ends with the balance, not with "90.")
const lastSentence = (text: string) => (text.trim().match(/(?:[^.!?]|\.(?=\d))+[.!?]*$/)?.[0] ?? '').trim();

function timed(model: Model, ms: { total: number }): Model {
  return {
    ...model,
    async getResponse(request) {
      const t0 = performance.now();
      try {
        return await model.getResponse(request);
      } finally {
        ms.total += performance.now() - t0;
      }
    },
  };
}

/** Every case scored on its own (so subsets, such as the services not in train, need no second run). */
export async function scoreEach(cases: SgdCase[], makeModel: (graph: Graph) => Model, verbose = false): Promise<Tally[]> {
  const out: Tally[] = [];
  for (const c of cases) out.push(await scoreCases([c], makeModel, verbose));
  return out;
}

export function merge(tallies: Tally[]): Tally {
  const t = empty();
  for (const x of tallies) {
    for (const k of ['turns', 'routes', 'calls', 'callsMade', 'callsLate', 'args', 'argsExpected', 'argsInMade', 'argsExpectedInMade', 'unscoredArgs', 'unasked', 'replies', 'replyFails'] as const) t[k] += x[k];
    t.ms.push(...x.ms);
    t.failures.push(...x.failures);
  }
  return t;
}

export async function scoreCases(cases: SgdCase[], makeModel: (graph: Graph) => Model, verbose = false): Promise<Tally> {
  const tally = empty();
  for (const c of cases) {
    const graph = c.domain.graph;
    const approval = new Set(graph.tools.flatMap((t) => (t.type === 'function' && t.needsApproval !== false ? [t.name] : [])));
    const toolNames = new Set(graph.tools.map((t) => (t.type === 'function' ? t.name : '')));
    let state: DialogueState = { history: [] };
    let window: Array<{ name: string; args: Record<string, unknown> }> = [];
    let previousClosing = '';
    let missed: string | null = null;
    for (const [index, turn] of c.turns.entries()) {
      const where = `${c.id} turn ${index + 1} "${turn.say}"`;
      const ms = { total: 0 };
      const { result, next } = await takeTurn(graph, turn.say, timed(makeModel(graph), ms), state, 12);
      tally.ms.push(ms.total);
      tally.turns++;
      const fail = (what: string) => tally.failures.push(`${where}: ${what}`);
      const calls: Array<{ name: string; args: Record<string, unknown> }> = [];
      const replies = assistantReplies(result);
      for (const event of result.events) {
        if (event.type === 'tool_call_start' && toolNames.has(event.name)) calls.push({ name: event.name, args: safeParse(event.arguments) });
      }
      if (result.error) fail(`run error: ${result.error.message}`);
      if (result.lastAgentId === turn.route) tally.routes++;
      else fail(`route ${result.lastAgentId}, expected ${turn.route}`);
      if (missed && calls.some((call) => call.name === missed)) tally.callsLate++;
      missed = null;
      window.push(...calls);
      const expected = turn.call;
      for (const call of calls) {
        if (approval.has(call.name) && call.name !== expected?.tool && !c.turns.slice(index + 1).some((t) => t.call?.tool === call.name)) {
          tally.unasked++;
          fail(`unasked ${call.name}`);
        }
      }
      if (expected) {
        tally.calls++;
        tally.unscoredArgs += expected.unscored.length;
        const made = window.findLast((w) => w.name === expected.tool);
        if (made) tally.callsMade++;
        else missed = expected.tool;
        if (!made) fail(`no ${expected.tool} call (made: ${window.map((w) => w.name).join(', ') || 'none'})`);
        for (const [key, value] of Object.entries(expected.args)) {
          tally.argsExpected++;
          if (made) tally.argsExpectedInMade++;
          if (made && same(made.args[key], value)) {
            tally.args++;
            tally.argsInMade++;
          } else fail(`${expected.tool}.${key} = ${made ? JSON.stringify(made.args[key]) : '(no call)'}, expected ${JSON.stringify(value)}`);
        }
        window = [];
      }
      for (const reply of replies) {
        tally.replies++;
        const problems: string[] = [];
        if (echoes(reply, turn.say)) problems.push('echo');
        if (showsJson(reply)) problems.push('JSON');
        const schema = schemaText(reply, graph);
        if (schema) problems.push(`schema text (${schema})`);
        if (/\b(undefined|null|NaN|\[object Object\])\b/.test(reply)) problems.push('undefined');
        const closing = lastSentence(reply);
        if (closing && closing === previousClosing && !closing.endsWith('?')) problems.push('repeated filler');
        previousClosing = closing;
        if (problems.length > 0) {
          tally.replyFails++;
          fail(`reply ${problems.join(', ')}: ${reply}`);
        }
      }
      if (verbose) for (const r of replies) tally.failures.push(`${where}  -> [${result.lastAgentId}] ${r}`);
      state = next;
    }
  }
  return tally;
}

function safeParse(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const pct = (n: number, d: number) => (d === 0 ? '   n/a' : `${((100 * n) / d).toFixed(1).padStart(5)}%`);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s[Math.floor(s.length / 2)]!;
};

function row(label: string, t: Tally): string {
  return [label.padEnd(22), pct(t.routes, t.turns), pct(t.callsMade, t.calls), pct(t.args, t.argsExpected), pct(t.argsInMade, t.argsExpectedInMade).padStart(10), String(t.unasked).padStart(7), pct(t.replies - t.replyFails, t.replies), median(t.ms).toFixed(2).padStart(8)].join('  ');
}

export async function main(args: string[]): Promise<void> {
  const value = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const verbose = args.includes('--verbose');
  // for quick development runs only: every reported figure stands beside the baseline
  const baseline = !args.includes('--no-baseline');
  const only = value('split');
  const limit = Number(value('per-split') ?? 150);
  const offset = value('offset') === undefined ? undefined : Number(value('offset'));
  const path = args.find((a) => !a.startsWith('--')) ?? process.env.SGD_PATH;
  if (offset !== undefined && !path) throw new Error('--offset picks from the whole corpus: give its path (or SGD_PATH)');
  const { corpus, source } = loadCorpus(path, limit, offset);
  console.log(`SGD from ${source}`);
  const trainServices = new Set(corpus.splits.train.schema.map((s) => s.service_name));
  console.log(`\n${'split / simulator'.padEnd(22)}  ${'route'.padStart(6)}  ${'tool'.padStart(6)}  ${'args'.padStart(6)}  ${'args|call'.padStart(10)}  unasked  ${'reply'.padStart(6)}  ms/turn`);
  for (const split of SPLITS) {
    if (only && split !== only) continue;
    const { schema, dialogues } = corpus.splits[split];
    const cases = dialogues.map((d) => toCase(d, schema));
    const unseen = new Set(cases.filter((_c, i) => dialogues[i]!.services.every((s) => !trainServices.has(s))));
    const turns = cases.reduce((n, c) => n + c.turns.length, 0);
    // the held-out split is never printed dialogue by dialogue: only its totals
    const each = await scoreEach(cases, (graph) => createSimulatorModel({ graph, today: SGD_TODAY }), verbose && split !== 'test');
    setV2Reference(SGD_TODAY);
    const eachBefore = baseline ? await scoreEach(cases, (graph) => createV2({ graph })) : [];
    const now = merge(each);
    const label = split === 'test' ? 'test (held out)' : split;
    console.log(`${label}: ${cases.length} dialogues, ${turns} user turns, ${now.calls} expected calls, ${now.argsExpected} scored argument values (${now.unscoredArgs} only SGD's system proposed, not scored)`);
    console.log(row('  simulator', now));
    if (baseline) console.log(row('  v2 (baseline)', merge(eachBefore)));
    console.log(`  (expected calls missed in their turn and made in the next: ${now.callsLate} of ${now.calls - now.callsMade}; counted as missed)`);
    if (split !== 'train' && unseen.size > 0) {
      const pick = (ts: Tally[]) => merge(ts.filter((_t, i) => unseen.has(cases[i]!)));
      console.log(row(`  services not in train (${unseen.size})`, pick(each)));
      if (baseline) console.log(row('  ... v2 (baseline)', pick(eachBefore)));
    }
    if (verbose && split !== 'test') for (const f of now.failures) console.log(`    ${f}`);
    if (verbose && split === 'test') console.log('    (held out: not printed per dialogue)');
  }
  console.log('\naim on data not tuned on: route >= 90%, tool >= 85%, args >= 80%, reply checks 100%, a turn <= 5 ms median');
}
