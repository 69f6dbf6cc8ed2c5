/**
 * Group chats (AG2): every agent sees the others' replies as user messages, after-work hands the
 * floor on, and LLM conditions arrive as transfer tools. So that a generic task reaches its
 * terminate within the turn limit, each agent makes progress instead of asking the human:
 *
 * - An agent whose instructions name a tool (or whose toolChoice is "required") calls it once per
 *   turn of the chat, working on the current text: the latest plan, or the plan step the
 *   instructions point at ("Current step: 2 of 3"). A status with "in progress" and "completed"
 *   values advances: in progress when the step starts, completed once another agent has replied.
 * - An agent with LLM conditions takes the one that fits the task while no one has worked on it,
 *   and the one that says the task is done once someone has.
 * - Any other agent replies in its role, read from its instructions: improve the task, write or
 *   revise a plan, review it, write code, write findings, or summarise and say goodbye. Replies
 *   restate the task in key words, never by quoting it.
 */
import type { ModelRequest } from '../model.ts';
import type { Conversation } from './conversation.ts';
import type { GraphView } from './graphView.ts';
import type { Candidate } from './intent/candidates.ts';
import { conceptsOf, DONE_STEMS, FAILURE_STEMS } from './intent/lexicon.ts';
import { scoreFields, field, MIN_SCORE } from './intent/score.ts';
import { contentStems, contentWords, withoutDismissed } from './intent/tokens.ts';
import type { Voice } from './lead.ts';
import { callItem, messageItem, type Decision } from './respond.ts';
import { fillArguments } from './slots/fill.ts';
import { matchEnum } from './slots/enums.ts';
import { failureOf } from './narrate.ts';

interface Turn {
  request: ModelRequest;
  conversation: Conversation;
  candidates: Candidate[];
  voice: Voice;
  view: GraphView | null;
}

const PLAN_OPENINGS = /^(Plan|Revised plan):/;
const WORK_OPENINGS = /^(Code for step|Findings for step|Done:|Failed:)/;

export function decideGroupChat(turn: Turn): Decision {
  const { request, conversation, candidates } = turn;
  const instructions = request.systemInstructions ?? '';
  const tools = candidates.filter((c) => c.kind === 'tool');
  const conditions = candidates.filter((c) => c.kind === 'handoff');
  const toolChoice = request.modelSettings.toolChoice;
  if (toolChoice === 'none') return messageItem(request, roleReply(turn), 'toolChoice is "none", so it replies in its role.');

  const named = tools.find((t) => new RegExp(`(^|[^\\w])${t.name}([^\\w]|$)`).test(instructions)) ?? (toolChoice === 'required' ? tools[0] : undefined);
  if (named) {
    const focus = currentFocus(turn);
    const filled = fillArguments(named.parameters, { current: conversation.current, thread: [], results: conversation.results, focus, forced: true, own: new Set(contentStems(named.name)) });
    const args = advanceStatus(turn, named, filled.args);
    const text = JSON.stringify(args);
    const repeated = conversation.streak.some((c) => c.name === named.name && c.arguments === text);
    if (!repeated) return callItem(request, named.name, args, `Its instructions name ${named.name} (or toolChoice requires a tool), so it records the current state: ${text}.`);
  }

  if (conditions.length > 0 && toolChoice !== 'none') {
    const worked = conversation.relayed.some((m) => WORK_OPENINGS.test(m.trim()));
    const done = conditions.find((c) => contentStems(c.description).some((s) => DONE_STEMS.has(s)));
    if (worked && done) return callItem(request, done.name, {}, `Someone has already worked on the task, and ${done.name} ("${done.description}") says it is done.`);
    // "Code execution failed." is the route for when our work failed; "Checkout incidents:
    // payments failing, cart errors" is a topic that merely names failures
    const failureRoute = (c: Candidate) => {
      const stems = contentStems(c.description);
      return stems.some((s) => FAILURE_STEMS.has(s)) && stems.length <= 4;
    };
    const open = conditions.filter((c) => c !== done && !failureRoute(c));
    const task = contentStems(withoutDismissed(conversation.current)).filter((s) => !/^\d+$/.test(s));
    const best = open
      .map((c) => ({ c, score: scoreFields(task, [field(c.description, 1), ...c.fields]).score }))
      .sort((a, b) => b.score - a.score || a.c.order - b.c.order)[0];
    if (best && best.score >= MIN_SCORE) return callItem(request, best.c.name, {}, `No one has worked on the task yet; ${best.c.name} ("${best.c.description}") fits it best (${best.score}).`);
    if (done && conversation.relayed.length > 0) return callItem(request, done.name, {}, `Nothing else fits and the chat has moved on, so it takes ${done.name}.`);
  }
  return messageItem(request, roleReply(turn), 'A group-chat agent with nothing to call replies in its role, so the chat moves on.');
}

/** The latest plan in the chat: a record_plan-like call's text, or a planner's reply. */
function latestPlan(conversation: Conversation): string | null {
  for (const call of [...conversation.allCalls].reverse()) {
    try {
      const args = JSON.parse(call.arguments) as Record<string, unknown>;
      if (typeof args.plan === 'string' && /^\s*1[.)]/m.test(args.plan)) return args.plan;
    } catch {
      // not JSON
    }
  }
  const reply = [...conversation.relayed].reverse().find((m) => PLAN_OPENINGS.test(m.trim()));
  return reply ? reply.replace(PLAN_OPENINGS, '').trim() : null;
}

/** The step the instructions point at ("Current step: 2 of 3"), from the latest plan. */
function currentStep(turn: Turn): { number: number; line: string | null } {
  const instructions = turn.request.systemInstructions ?? '';
  const numberText = instructions.match(/\bstep:?\s*(\d+)/i)?.[1] ?? [...turn.conversation.results].map((r) => r.text.match(/\bstep (\d+)/i)?.[1]).find(Boolean) ?? '1';
  const number = Number(numberText);
  const plan = latestPlan(turn.conversation);
  const line = plan?.split('\n').find((l) => new RegExp(`^\\s*${number}[.)]`).test(l)) ?? null;
  return { number, line };
}

function currentFocus(turn: Turn): string {
  const plan = [...turn.conversation.relayed].reverse().find((m) => PLAN_OPENINGS.test(m.trim()));
  const instructions = turn.request.systemInstructions ?? '';
  if (/\bplan\b/i.test(instructions) && !/\bstep\b/i.test(instructions) && plan) return plan.replace(PLAN_OPENINGS, '').trim();
  return currentStep(turn).line ?? (plan ? plan.replace(PLAN_OPENINGS, '').trim() : turn.conversation.current);
}

/** "in progress" when a step starts, "completed" once another agent replied after our call. */
function advanceStatus(turn: Turn, tool: Candidate, args: Record<string, unknown>): Record<string, unknown> {
  const properties = (tool.parameters.properties ?? {}) as Record<string, { enum?: unknown[] }>;
  const out = { ...args };
  for (const [key, prop] of Object.entries(properties)) {
    const values = prop.enum;
    if (!Array.isArray(values)) continue;
    const progress = values.find((v) => /progress|started|working/i.test(String(v)));
    const completed = values.find((v) => /complet|done|finished|success/i.test(String(v)));
    if (progress === undefined || completed === undefined) continue;
    const last = [...turn.conversation.allCalls].reverse().find((c) => c.name === tool.name);
    let lastValue: unknown;
    try {
      lastValue = last ? (JSON.parse(last.arguments) as Record<string, unknown>)[key] : undefined;
    } catch {
      lastValue = undefined;
    }
    const repliedSince = turn.conversation.relayedAfterCall.get(tool.name) ?? 0;
    out[key] = lastValue === progress && repliedSince > 0 ? completed : progress;
  }
  // other enums (the agent for the step) follow the step's text
  const step = currentStep(turn).line;
  if (step) {
    for (const [key, prop] of Object.entries(properties)) {
      if (!Array.isArray(prop.enum) || key in out === false) continue;
      if (prop.enum.some((v) => /progress|complet/i.test(String(v)))) continue;
      const named = matchEnum(prop.enum, step);
      if (named !== undefined) out[key] = named;
    }
  }
  return out;
}

/** The task in key words: "plot population France last 50 years; explain trend". */
function keyWords(task: string): string[] {
  return task
    .split(/[,;]|\band\b|\bthen\b/i)
    .map((part) => contentWords(part).join(' ').replace(/^./, (c) => c.toLowerCase()))
    .filter((part) => part.length > 0);
}

/** "engineer (code, plots, calculations)": the roles a planner's instructions name. */
function roles(instructions: string): Array<{ name: string; stems: string[] }> {
  return [...instructions.matchAll(/\b([a-z_]+)\s*\(([^)]+)\)/gi)].map((m) => ({ name: m[1], stems: contentStems(m[2]) }));
}

function roleFor(part: string, list: Array<{ name: string; stems: string[] }>): string {
  const stems = contentStems(part);
  let best = { name: list[0]?.name ?? 'agent', score: 0 };
  for (const role of list) {
    const score = stems.filter((s) => role.stems.includes(s) || conceptsOf(s).some((c) => role.stems.some((r) => conceptsOf(r).includes(c)))).length;
    if (score > best.score) best = { name: role.name, score };
  }
  return best.name;
}

function planFor(turn: Turn): string {
  const instructions = turn.request.systemInstructions ?? '';
  const limit = Number(instructions.match(/at most (\d+)/i)?.[1] ?? 3) || 3;
  const list = roles(instructions);
  const parts = keyWords(turn.conversation.current);
  const steps = parts.map((p) => ({ role: roleFor(p, list), text: p }));
  if (steps.length === 1 && list.length > 1) {
    const other = list.find((r) => r.name !== steps[0].role);
    if (other) steps.push({ role: other.name, text: `interpret the results of step 1 in a short report` });
  }
  const revised = turn.conversation.relayed.some((m) => m.trim().startsWith('Review:'));
  if (revised && steps.length < limit) steps.push({ role: steps[steps.length - 1].role, text: 'check the results against the task and note any gaps' });
  const lines = steps.slice(0, Math.max(1, limit)).map((s, i) => `${i + 1}. ${s.role}: ${s.text}`);
  return `${revised ? 'Revised plan:' : 'Plan:'}\n${lines.join('\n')}`;
}

/** A reply in the role the instructions describe. */
function roleReply(turn: Turn): string {
  const instructions = turn.request.systemInstructions ?? '';
  const task = keyWords(turn.conversation.current);
  const step = currentStep(turn);
  const stepText = step.line?.replace(/^\s*\d+[.)]\s*[a-z_]+:\s*/i, '') ?? task.join('; ');
  // a tool of ours that failed is said to have failed, never reported done
  const failedCall = turn.conversation.resultsSince.map((r) => ({ r, why: failureOf(r.text) })).find((f) => f.why !== null);
  if (failedCall) return `Failed: ${failedCall.r.name} did not complete${failedCall.why ? ` (${failedCall.why.replace(/[.\s]+$/, '')})` : ''}; ${stepText} is not done.`;
  if (/\b(rewrite|improve|rephrase|clarify)\b[^.]*\btask\b/i.test(instructions)) {
    return `Improved task: ${task.join('; ')}. Keep every requirement; deliver the result with a short explanation.`;
  }
  if (/\b(write|make|create|draft)\s+(a|the|an)?\s*(\w+\s+)?plan\b/i.test(instructions)) return planFor(turn);
  if (/\breview\b/i.test(instructions)) {
    return 'Review: 1. Name the data source in the first step. 2. Say what the final output must show. 3. Add a check that the result answers the task.';
  }
  if (/\b(code|program|script)\b/i.test(instructions)) {
    const name = contentWords(stepText).slice(0, 4).join('_').toLowerCase().replace(/[^a-z0-9_]/g, '') || 'step';
    return `Code for step ${step.number}: ${stepText}.\n\`\`\`python\ndef ${name}():\n    """${stepText}"""\n    ...\n\n${name}()\n\`\`\``;
  }
  if (/\b(reason|report|interpret|research|analy[sz]|finding)/i.test(instructions)) {
    return `Findings for step ${step.number}: ${stepText}. The results point the same way; the main driver and its limits are noted for the summary.`;
  }
  if (/\b(summari[sz]e|goodbye|conclude|wrap up)\b/i.test(instructions)) {
    const plan = latestPlan(turn.conversation);
    const steps = plan ? plan.split('\n').filter((l) => /^\s*\d+[.)]/.test(l)).map((l) => l.replace(/^\s*\d+[.)]\s*/, '')) : [];
    const original = keyWords(turn.conversation.firstHuman || turn.conversation.current);
    const done = steps.length > 0 ? `${steps.length} step${steps.length > 1 ? 's' : ''} done (${steps.join('; ')})` : 'the work is done';
    return `Summary: for the task (${original.join('; ')}), ${done}. The results are in the chat above. Goodbye.`;
  }
  return `Done: ${task.join('; ')}.`;
}
