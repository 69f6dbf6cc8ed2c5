/**
 * Test helpers for the eval runner (tests only): a three-agent graph and a model that routes by
 * keywords, so a suite's expected routes are easy to reason about.
 */
import type { EvalScenario, EvalSuite, Graph } from '../../graph/schema.ts';
import { assistantMessage, functionCall, type ProtocolItem } from '../../models/items.ts';
import { emptyUsage, type Model, type ModelRequest, type ModelResponse } from '../../models/model.ts';
import { edge, testGraph } from './graphs.ts';

export function routingGraph(): Graph {
  return testGraph({
    agents: [
      { id: 'triage', name: 'Triage', instructions: 'triage' },
      { id: 'sales', name: 'Sales', instructions: 'sales' },
      { id: 'support', name: 'Support', instructions: 'support' },
    ],
    handoffs: [edge('t-sales', 'triage', 'sales'), edge('t-support', 'triage', 'support')],
  });
}

function lastUserText(input: ProtocolItem[]): string {
  for (let i = input.length - 1; i >= 0; i--) {
    const item = input[i] as { role?: string; content?: unknown };
    if (item.role === 'user') return typeof item.content === 'string' ? item.content : JSON.stringify(item.content);
  }
  return '';
}

/**
 * Triage hands "buy" to Sales and "broken" to Support, and answers anything else; the others
 * answer. `before` runs first on every call (to count, delay or fail calls).
 */
export function keywordModel(before?: (request: ModelRequest) => Promise<void> | void): Model {
  const respond = async (request: ModelRequest): Promise<ModelResponse> => {
    await before?.(request);
    const text = lastUserText(request.input).toLowerCase();
    const handedOff = request.input.some((item) => (item as { type?: string }).type === 'function_call_result');
    let output;
    if (request.systemInstructions === 'triage' && !handedOff && text.includes('buy')) output = [functionCall('transfer_to_Sales', {}, 'h1')];
    else if (request.systemInstructions === 'triage' && !handedOff && text.includes('broken')) output = [functionCall('transfer_to_Support', {}, 'h1')];
    else output = [assistantMessage(`${request.systemInstructions} answers: ${text}`)];
    return { output, usage: { ...emptyUsage(), requests: 1 } };
  };
  return {
    provider: 'test',
    getResponse: respond,
    async *getStreamedResponse(request) {
      yield { type: 'response_done', response: await respond(request) };
    },
  };
}

export function suiteOf(scenarios: EvalScenario[], extra: Partial<EvalSuite> = {}): EvalSuite {
  return { format: 'switchboard.eval', version: 1, scenarios, ...extra };
}

/** A clock whose sleeps return at once and move virtual time forward (what they waited is kept). */
export function virtualClock(start = 1_000_000) {
  let time = start;
  const sleeps: number[] = [];
  return {
    sleeps,
    clock: {
      now: () => time,
      random: () => 0,
      sleep: async (ms: number) => {
        sleeps.push(ms);
        // yield first so other cases may run while this one "waits"
        await Promise.resolve();
        time = Math.max(time, time + ms);
      },
    },
  };
}
