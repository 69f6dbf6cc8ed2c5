import { describe, expect, it } from 'vitest';
import { userMessage } from '../../models/items.ts';
import { useDocumentStore } from '../../store/documentStore.ts';
import { useProjectStore } from '../../store/projectStore.ts';
import { useRunSession } from '../../store/runSession.ts';
import { startResetOnProjectChange } from './resetOnProjectChange.ts';

const talk = () => useRunSession.setState({ history: [userMessage('hi')], lastAgentId: 'triage' });

describe('startResetOnProjectChange', () => {
  it('forgets the conversation as soon as another project or graph is loaded, and not on edits', () => {
    startResetOnProjectChange();
    talk();
    useDocumentStore.getState().updateGraph({ name: 'Renamed' });
    expect(useRunSession.getState().history).toHaveLength(1);

    useProjectStore.setState({ projectId: 'p2' });
    expect(useRunSession.getState()).toMatchObject({ history: [], lastAgentId: null });

    talk();
    const graph = useDocumentStore.getState().graph;
    useDocumentStore.getState().setGraph({ ...graph, id: 'another-graph' });
    expect(useRunSession.getState()).toMatchObject({ history: [], lastAgentId: null });
  });

  it('forgets the breakpoints too, so their count does not follow into another project', () => {
    startResetOnProjectChange();
    useRunSession.setState({ breakpoints: { agents: ['triage'], kinds: ['handoff'] } });
    useDocumentStore.getState().updateGraph({ description: 'an edit keeps them' });
    expect(useRunSession.getState().breakpoints.agents).toEqual(['triage']);
    useProjectStore.setState({ projectId: 'p3' });
    expect(useRunSession.getState().breakpoints).toEqual({ agents: [], kinds: [] });
  });
});
