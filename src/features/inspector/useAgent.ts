/**
 * The agent an inspector shows, ignoring moves: dragging the selected node changes its position
 * every frame, and the inspector has nothing to redraw for that.
 */
import { useRef } from 'react';
import type { Agent } from '../../graph/index.ts';
import { useDocumentStore } from '../../store/documentStore.ts';

export function sameButPosition(a: Agent, b: Agent): boolean {
  for (const key of Object.keys(a) as (keyof Agent)[]) {
    if (key !== 'position' && a[key] !== b[key]) return false;
  }
  return Object.keys(a).length === Object.keys(b).length;
}

export function useAgent(id: string): Agent | undefined {
  const shown = useRef<Agent | undefined>(undefined);
  return useDocumentStore((s) => {
    const agent = s.graph.agents.find((a) => a.id === id);
    if (agent && shown.current && agent !== shown.current && sameButPosition(agent, shown.current)) return shown.current;
    shown.current = agent;
    return agent;
  });
}
