/**
 * Building the simulator's output items: a call (arguments as JSON, a call id hashed from the
 * request so runs are byte-identical) or a message.
 */
import type { ModelRequest } from '../../src/models/model.ts';
import type { OutputItem } from '../../src/models/items.ts';
import { hashText } from './hash.ts';

export interface Decision {
  output: OutputItem[];
  rationale: string;
}

export function callItem(request: ModelRequest, name: string, args: Record<string, unknown>, rationale: string): Decision {
  const text = JSON.stringify(args);
  const callId = `call_sim_${hashText(`${JSON.stringify(request.input)}|${name}|${text}`)}`;
  return { output: [{ type: 'function_call', callId, name, arguments: text, status: 'completed' }], rationale };
}

export function messageItem(request: ModelRequest, text: string, rationale: string): Decision {
  const id = `msg_sim_${hashText(JSON.stringify(request.input) + text)}`;
  return { output: [{ type: 'message', role: 'assistant', status: 'completed', id, content: [{ type: 'output_text', text }] }], rationale };
}
