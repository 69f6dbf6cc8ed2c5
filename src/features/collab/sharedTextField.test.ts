import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { writeGraphDiff } from '../../store/collab/yGraph.ts';
import { testGraph } from '../../graph/testGraph.ts';
import { sharedText, sharedTextField } from './sharedTextField.ts';

describe('sharedTextField', () => {
  it('maps the editor paths of shared texts, and only those', () => {
    expect(sharedTextField('agent/triage/instructions')).toEqual({ collection: 'agents', id: 'triage', field: 'instructions', key: 'agents.triage.instructions' });
    expect(sharedTextField('tool/look_up/code/wide')?.key).toBe('tools.look_up.code');
    expect(sharedTextField('guardrail/no_pii/code')?.key).toBe('guardrails.no_pii.code');
    expect(sharedTextField('tool/look_up/pythonCode')?.key).toBe('tools.look_up.pythonCode');
    // JSON fields and code that is one value in the room are not bound
    expect(sharedTextField('agent/triage/outputSchema')).toBeNull();
    expect(sharedTextField('tool/look_up/parameters')).toBeNull();
    expect(sharedTextField('handoff/h1/onHandoff')).toBeNull();
  });

  it("finds the field's Y.Text in a room's document", () => {
    const doc = new Y.Doc();
    writeGraphDiff(doc, null, testGraph({ agents: [{ id: 'triage', name: 'Triage', instructions: 'Be brief.', position: { x: 0, y: 0 } }] }), 'test');
    expect(sharedText(doc, sharedTextField('agent/triage/instructions')!)?.toString()).toBe('Be brief.');
    expect(sharedText(doc, sharedTextField('agent/gone/instructions')!)).toBeNull();
  });
});
