/**
 * The simulator's scripted screen flow (docs/COMPUTER.md §4): an agent with a computer tool walks
 * the demo screen (../computer/demoScreen.ts) for the person's latest message, one computer call
 * per turn, so the computer-use loop can be shown without a key:
 *
 *   1. screenshot   2. click the search box   3. type the query
 *   4. press Enter, with a pending safety check (labelled simulated) that the person must approve
 *   5. a reply naming the first result; or, when the check was refused, a reply saying it stopped.
 *
 * The query is what the person asked for ("search for refund policy" → "refund policy"). Call ids
 * are hashes of the request, so the same conversation gives the same calls.
 */
import type { ComputerAction, ComputerCallItem, ProtocolItem } from '../../src/models/items.ts';
import type { ComputerToolDefinition, ModelRequest } from '../../src/models/model.ts';
import { centerOf, demoLayout, demoResults, DEMO_SITE } from '../../src/models/computer/demoScreen.ts';
import { hashText } from './hash.ts';
import { messageItem, type Decision } from './respond.ts';

export const SIMULATED_SAFETY_CHECK_CODE = 'simulated_confirmation';

/** The next step of the flow, or null when the agent has no computer tool or nobody asked. */
export function screenFlowStep(request: ModelRequest): Decision | null {
  const tool = request.tools.find((t): t is ComputerToolDefinition => t.type === 'computer');
  if (!tool) return null;
  const lastUser = findLastIndex(request.input, (i) => i.type === 'message' && i.role === 'user');
  if (lastUser < 0) return null;
  const asked = request.input[lastUser];
  const query = queryOf(asked.type === 'message' && asked.role === 'user' ? asked.content : '');
  // small talk ("thanks", "hi") is answered as usual, not searched for
  if (!query || SMALL_TALK.test(query)) return null;
  const since = request.input.slice(lastUser + 1);
  const calls = since.filter((i): i is ComputerCallItem => i.type === 'computer_call');
  const [width, height] = tool.dimensions;
  const box = centerOf(demoLayout({ width, height }).searchBox);
  const plan: Array<{ action: ComputerAction; why: string; check?: boolean }> = [
    { action: { type: 'screenshot' }, why: 'Looks at the screen first.' },
    { action: { type: 'click', x: box.x, y: box.y, button: 'left' }, why: 'Clicks the search box.' },
    { action: { type: 'type', text: query }, why: `Types what the person asked for: "${query}".` },
    { action: { type: 'keypress', keys: ['ENTER'] }, why: 'Submits the search; the simulated provider asks for a safety check first.', check: true },
  ];
  const next = plan[calls.length];
  if (next) {
    const callId = `call_sim_${hashText(`${JSON.stringify(request.input)}|computer|${calls.length}`)}`;
    const call: ComputerCallItem = { type: 'computer_call', callId, id: `cu_sim_${callId.slice(9)}`, status: 'completed', action: next.action };
    if (next.check) {
      call.pendingSafetyChecks = [
        { id: `sc_sim_${callId.slice(9)}`, code: SIMULATED_SAFETY_CHECK_CODE, message: `Simulated safety check: the agent is about to submit a form on ${DEMO_SITE}. Approve to let it press Enter.` },
      ];
    }
    return { output: [call], rationale: `Scripted screen flow, step ${calls.length + 1} of ${plan.length}: ${next.why}` };
  }
  // After the last call: JS answers a refused check with an assistant message (the rejection text).
  const refused = since.some((i) => i.type === 'message' && i.role === 'assistant');
  if (refused) return messageItem(request, `I stopped before submitting the search for "${query}", since the safety check was not approved.`, 'Scripted screen flow: the safety check was refused, so it stops.');
  const [first] = demoResults(query);
  return messageItem(request, `I searched ${DEMO_SITE} for "${query}". The results page lists 3 articles; the first is "${first}".`, 'Scripted screen flow: the results page is on screen, so it reports the first result.');
}

const SMALL_TALK = /^(thanks|thank you|ok|okay|bye|goodbye|hi|hello|hey|great|perfect)\b/i;
const LEADS = /^\s*(?:please\s+)?(?:can you\s+|could you\s+)?(?:search(?:\s+\S+)?\s+for|search|look\s+up|find|google)\s+/i;

/** What to type: the request without its lead-in verb and end punctuation, at most 60 characters. */
export function queryOf(message: string): string {
  const text = message.replace(LEADS, '').replace(/[\s.?!]+$/, '').trim();
  return text.length > 60 ? text.slice(0, 60).trim() : text;
}

function findLastIndex(items: ProtocolItem[], test: (item: ProtocolItem) => boolean): number {
  for (let i = items.length - 1; i >= 0; i--) if (test(items[i])) return i;
  return -1;
}
