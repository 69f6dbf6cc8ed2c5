/** Agent name and colour as the canvas shows them (falls back to the id for a deleted agent). */
import { useDocumentStore } from '../../store/documentStore.ts';
import { agentColor } from '../../ui/agentColor.ts';

export interface AgentLook {
  name: string;
  color: string;
}

export function useAgentLook(agentId: string | null): AgentLook {
  const name = useDocumentStore((s) => (agentId ? s.graph.agents.find((a) => a.id === agentId)?.name : undefined));
  const color = useDocumentStore((s) => (agentId ? s.graph.agents.find((a) => a.id === agentId)?.color ?? null : null));
  if (!agentId) return { name: 'Run', color: 'var(--sb-text-muted)' };
  return { name: name ?? agentId, color: agentColor(agentId, color) };
}

