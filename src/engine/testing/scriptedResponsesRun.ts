/**
 * A run of the engine against the real Responses provider over scripted API responses
 * (src/models/testing/scriptedResponsesFetch.ts): each model call gets the next `output` list,
 * approvals are answered from `decisions` in order (approved when the list runs out), and every
 * request body is kept for the test to compare with what an SDK sends.
 */
import type { Graph } from '../../graph/schema.ts';
import { createOpenAIResponsesModel } from '../../models/openaiResponses.ts';
import { scriptedResponsesFetch } from '../../models/testing/scriptedResponsesFetch.ts';
import type { RunEvent } from '../events.ts';
import { run, type RunOptions } from '../index.ts';
import { counterIds } from '../kernel/index.ts';
import { createFakeSandbox } from './fakeSandbox.ts';

export interface ScriptedResponsesRun {
  bodies: object[][];
  input: string;
  decisions?: Array<{ approved: boolean; message?: string }>;
  /** the model name the provider is created for (some tools are declared by model) */
  model?: string;
  options?: Partial<RunOptions>;
}

export async function runOverScriptedResponses(graph: Graph, { bodies, input, decisions = [], model = 'gpt-test', options = {} }: ScriptedResponsesRun) {
  const { fetch, sent } = scriptedResponsesFetch(bodies);
  const provider = createOpenAIResponsesModel({ apiKey: 'sk-test', baseURL: 'http://127.0.0.1:9/v1', fetch, maxRetries: 0 }, model);
  const handle = run(graph, input, { model: provider, sandbox: createFakeSandbox(), trusted: true, ids: counterIds(), stream: false, ...options });
  const asked: Array<Extract<RunEvent, { type: 'approval_needed' }>> = [];
  for await (const event of handle) {
    if (event.type === 'approval_needed') {
      asked.push(event);
      handle.resolveApproval(event.approvalId, decisions[asked.length - 1] ?? { approved: true });
    }
  }
  return { result: await handle.result, sent, asked };
}
