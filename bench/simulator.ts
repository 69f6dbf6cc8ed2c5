/**
 * `npm run bench -- simulator [--verbose]`: how well the offline simulator plays a model on
 * service conversations it has never seen: 8 small domains (bench/simulator-domains), each a
 * front desk with specialists and a way back, and 75 user turns with the expected route, tool and
 * arguments, multi-turn cases included. Every turn runs through the real engine (the graph's
 * runtime profile, approvals granted) with the same history a playground chat would carry.
 *
 * Figures, for Simulator v2 (given the graph, as the app and the CLI run it), v2 from the requests
 * alone, and, as baselines in the same run, v2 as it was before issue 24 (bench/simulator-v2) and
 * the frozen v1 (bench/simulator-v1):
 * - routes: turns that end with the expected agent holding the conversation;
 * - tools: turns whose tool calls are exactly the expected tool (or none when none is expected);
 * - slots: expected argument values found in that tool's call (strings compared trimmed and
 *   case-insensitively, numbers exactly; a missing call misses all its slots);
 * - unasked side effects: calls of approval-gated tools that the turn did not expect;
 * - bounces: turns where the conversation went A -> B -> A (ping-pong);
 * - echo: replies that quote the user's message (six consecutive words or the whole message);
 * - JSON: replies that show raw JSON.
 */
import type { Graph } from '../src/graph/schema.ts';
import type { Model } from '../src/models/model.ts';
import { assistantReplies, takeTurn, type DialogueState } from '../src/models/simulator/testing/dialogue.ts';
import { createSimulatorModel } from '../src/models/simulator/index.ts';
import { createSimulatorModel as createV1 } from './simulator-v1/simulator.ts';
import { createSimulatorModel as createFrozenV2 } from './simulator-v2/simulator.ts';
import type { Domain, Turn } from './simulator-domains/build.ts';
import travel from './simulator-domains/travel.ts';
import banking from './simulator-domains/banking.ts';
import retail from './simulator-domains/retail.ts';
import it from './simulator-domains/it.ts';
import health from './simulator-domains/health.ts';
import hr from './simulator-domains/hr.ts';
import insurance from './simulator-domains/insurance.ts';
import education from './simulator-domains/education.ts';

export const DOMAINS: Domain[] = [travel, banking, retail, it, health, hr, insurance, education];

export interface Tally {
  turns: number;
  routes: number;
  tools: number;
  slots: number;
  slotsExpected: number;
  sideEffects: number;
  bounces: number;
  replies: number;
  echoes: number;
  json: number;
  failures: string[];
}

function emptyTally(): Tally {
  return { turns: 0, routes: 0, tools: 0, slots: 0, slotsExpected: 0, sideEffects: 0, bounces: 0, replies: 0, echoes: 0, json: 0, failures: [] };
}

function normalize(value: unknown): unknown {
  return typeof value === 'string' ? value.trim().toLowerCase() : value;
}

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** The reply quotes the user: the whole message, or six of its words in a row. */
export function echoes(reply: string, user: string): boolean {
  const r = ` ${wordsOf(reply).join(' ')} `;
  const u = wordsOf(user);
  if (u.length > 0 && u.length < 6) return r.includes(` ${u.join(' ')} `) && u.length >= 3;
  for (let i = 0; i + 6 <= u.length; i++) if (r.includes(` ${u.slice(i, i + 6).join(' ')} `)) return true;
  return false;
}

/** Raw JSON in a reply: an object or array literal with a quoted key or string. */
export function showsJson(reply: string): boolean {
  return /[{[]\s*"/.test(reply) || /"\s*:\s*[{["\d]/.test(reply);
}

export async function score(domains: Domain[], makeModel: (graph: Graph) => Model): Promise<Tally> {
  const tally = emptyTally();
  for (const domain of domains) {
    const approvalTools = new Set(domain.graph.tools.flatMap((t) => (t.type === 'function' && t.needsApproval !== false ? [t.name] : [])));
    const toolNames = new Set(domain.graph.tools.map((t) => (t.type === 'function' ? t.name : '')));
    for (const c of domain.cases) {
      let state: DialogueState = { history: [] };
      for (const [index, turn] of c.turns.entries()) {
        const where = `${domain.name} / ${c.name} / turn ${index + 1} "${turn.say}"`;
        const { result, next } = await takeTurn(domain.graph, turn.say, makeModel(domain.graph), state, 12);
        const calls: Array<{ name: string; args: Record<string, unknown> }> = [];
        const moves: Array<[string, string]> = [];
        const replies = assistantReplies(result);
        const why: string[] = [];
        for (const event of result.events) {
          if (event.type === 'model_response' && typeof event.providerData?.rationale === 'string') why.push(`[${event.agentId}] ${event.providerData.rationale}`);
          if (event.type === 'tool_call_start' && toolNames.has(event.name)) calls.push({ name: event.name, args: safeParse(event.arguments) });
          if (event.type === 'handoff_taken') moves.push([event.fromAgentId, event.toAgentId]);
        }
        const before = tally.failures.length;
        scoreTurn(tally, where, turn, result.lastAgentId, result.error?.message ?? null, calls, moves, replies, approvalTools);
        if (tally.failures.length > before) tally.failures.push(...why.map((w) => `      ${w}`));
        state = next;
      }
    }
  }
  return tally;
}

function scoreTurn(
  tally: Tally,
  where: string,
  turn: Turn,
  lastAgent: string,
  error: string | null,
  calls: Array<{ name: string; args: Record<string, unknown> }>,
  moves: Array<[string, string]>,
  replies: string[],
  approvalTools: Set<string>,
): void {
  tally.turns++;
  const fail = (what: string) => tally.failures.push(`${where}: ${what}`);
  if (error) fail(`run error: ${error}`);
  if (lastAgent === turn.route) tally.routes++;
  else fail(`route ${lastAgent}, expected ${turn.route}`);
  if (turn.tool !== undefined) {
    const names = [...new Set(calls.map((c) => c.name))];
    const ok = turn.tool === null ? names.length === 0 : names.includes(turn.tool) && names.every((n) => n === turn.tool || !approvalTools.has(n));
    if (ok) tally.tools++;
    else fail(`tools [${names.join(', ')}], expected ${turn.tool ?? 'none'}`);
  } else tally.tools++;
  const unasked = calls.filter((c) => approvalTools.has(c.name) && c.name !== turn.tool);
  tally.sideEffects += unasked.length;
  if (turn.tool && turn.args) {
    const call = calls.findLast((c) => c.name === turn.tool);
    for (const [key, expected] of Object.entries(turn.args)) {
      tally.slotsExpected++;
      const got = call?.args[key];
      if (call && normalize(got) === normalize(expected)) tally.slots++;
      else fail(`slot ${key} = ${JSON.stringify(got)}, expected ${JSON.stringify(expected)}`);
    }
  }
  if (moves.some(([from, to], i) => moves.slice(i + 1).some(([f2, t2]) => f2 === to && t2 === from))) {
    tally.bounces++;
    fail(`bounce ${moves.map(([f, t]) => `${f}>${t}`).join(' ')}`);
  }
  for (const reply of replies) {
    tally.replies++;
    if (echoes(reply, turn.say)) {
      tally.echoes++;
      fail(`echo: ${reply}`);
    }
    if (showsJson(reply)) {
      tally.json++;
      fail(`JSON: ${reply}`);
    }
  }
}

function safeParse(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const pct = (n: number, d: number) => (d === 0 ? '  n/a' : `${((100 * n) / d).toFixed(1).padStart(5)}%`);

function row(label: string, t: Tally): string {
  return [
    label.padEnd(14),
    pct(t.routes, t.turns),
    pct(t.tools, t.turns),
    pct(t.slots, t.slotsExpected),
    String(t.sideEffects).padStart(8),
    String(t.bounces).padStart(8),
    pct(t.echoes, t.replies),
    pct(t.json, t.replies),
  ].join('  ');
}

export async function main(args: string[]): Promise<void> {
  const verbose = args.includes('--verbose');
  const turns = DOMAINS.reduce((n, d) => n + d.cases.reduce((m, c) => m + c.turns.length, 0), 0);
  const cases = DOMAINS.reduce((n, d) => n + d.cases.length, 0);
  console.log(`${DOMAINS.length} domains, ${cases} conversations, ${turns} user turns (${DOMAINS.map((d) => d.name).join(', ')})`);
  const v2 = await score(DOMAINS, (graph) => createSimulatorModel({ graph }));
  const blind = await score(DOMAINS, () => createSimulatorModel());
  const v1 = await score(DOMAINS, () => createV1());
  // the simulator as it was before issue 24 (bench/simulator-v2): its domains must not get worse
  const frozen = await score(DOMAINS, (graph) => createFrozenV2({ graph }));
  const frozenBlind = await score(DOMAINS, () => createFrozenV2());
  console.log(`\n${'simulator'.padEnd(14)}  ${'routes'.padStart(6)}  ${'tools'.padStart(6)}  ${'slots'.padStart(6)}  unasked  bounces  ${'echo'.padStart(6)}  ${'JSON'.padStart(6)}`);
  console.log(row('v2', v2));
  console.log(row('v2, no graph', blind));
  console.log(row('v2 before #24', frozen));
  console.log(row('  no graph', frozenBlind));
  console.log(row('v1 (baseline)', v1));
  console.log(`\nslots expected: ${v2.slotsExpected}; replies: v2 ${v2.replies}, v1 ${v1.replies}`);
  console.log('aim: routes >= 95%, slots >= 90%, no bounce, no echo or JSON');
  for (const domain of DOMAINS) {
    const t = await score([domain], (graph) => createSimulatorModel({ graph }));
    console.log(row(`  ${domain.name}`, t));
  }
  if (verbose) {
    console.log(`\nv2 misses (${v2.failures.length}):`);
    for (const f of v2.failures) console.log(`  ${f}`);
    console.log(`\nv2 without the graph, misses (${blind.failures.length}):`);
    for (const f of blind.failures) console.log(`  ${f}`);
  } else if (v2.failures.length > 0) console.log(`\n${v2.failures.length} v2 misses; --verbose lists them`);
}
