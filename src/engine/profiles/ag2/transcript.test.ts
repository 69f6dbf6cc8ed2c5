import { describe, expect, it } from 'vitest';
import { assistantMessage, functionCall, functionCallResult, userMessage } from '../../../models/items.ts';
import { agentView, type Ag2Entry } from './transcript.ts';

const transit = new Set(['transfer_to_writer_1']);
const entries: Ag2Entry[] = [
  { item: userMessage('Plan a trip'), speaker: 'user', message: 0, withToolCalls: false },
  { item: assistantMessage('Here is a plan.'), speaker: 'planner', message: 1, withToolCalls: false },
  // planner hands off through an LLM condition (a transit call) with no text
  { item: functionCall('transfer_to_writer_1', '{}', 't1'), speaker: 'planner', message: 2, withToolCalls: true },
  { item: functionCallResult({ callId: 't1', name: 'transfer_to_writer_1' }, 'Transfer to writer'), speaker: 'tools', message: 3, withToolCalls: false },
  // writer calls a real tool and a transit tool, with some text
  { item: assistantMessage('Saving.'), speaker: 'writer', message: 4, withToolCalls: true },
  { item: functionCall('save', '{}', 's1'), speaker: 'writer', message: 4, withToolCalls: true },
  { item: functionCall('transfer_to_writer_1', '{}', 't2'), speaker: 'writer', message: 4, withToolCalls: true },
  { item: functionCallResult({ callId: 's1', name: 'save' }, 'saved'), speaker: 'tools', message: 5, withToolCalls: false },
  { item: functionCallResult({ callId: 't2', name: 'transfer_to_writer_1' }, 'Transfer to writer'), speaker: 'tools', message: 5, withToolCalls: false },
  { item: assistantMessage('[Handing off to planner]'), speaker: 'writer', message: 6, withToolCalls: false },
];

describe('agentView', () => {
  it("shows the agent's own replies as assistant and the others' as user, without transit messages", () => {
    expect(agentView(entries, 'planner', transit)).toEqual([
      userMessage('Plan a trip'),
      assistantMessage('Here is a plan.'),
      assistantMessage('Saving.'),
      functionCall('save', '{}', 's1'),
      functionCallResult({ callId: 's1', name: 'save' }, 'saved'),
      userMessage('[Handing off to planner]'),
    ]);
    expect(agentView(entries, 'writer', transit)).toEqual([
      userMessage('Plan a trip'),
      userMessage('Here is a plan.'),
      assistantMessage('Saving.'),
      functionCall('save', '{}', 's1'),
      functionCallResult({ callId: 's1', name: 'save' }, 'saved'),
      assistantMessage('[Handing off to planner]'),
    ]);
  });

  it('keeps transit messages when there are no transit tools', () => {
    expect(agentView(entries, 'writer', new Set())).toHaveLength(entries.length);
  });
});
