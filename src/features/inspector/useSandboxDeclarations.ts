/** The sandbox API declarations for code edited in the inspector, kept in step with the graph. */
import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useDocumentStore } from '../../store/documentStore.ts';
import { useEditorKit } from './editorKit.tsx';

export function useSandboxDeclarations(extra: { toolParameters?: unknown; handoffInputSchema?: unknown } = {}): string {
  const context = useDocumentStore((s) => s.graph.context);
  const agentIds = useDocumentStore(useShallow((s) => s.graph.agents.map((a) => a.id)));
  const { sandboxDeclarations } = useEditorKit();
  const { toolParameters, handoffInputSchema } = extra;
  return useMemo(
    () => sandboxDeclarations({ context, agentIds, toolParameters, handoffInputSchema }),
    [sandboxDeclarations, context, agentIds, toolParameters, handoffInputSchema],
  );
}

/** Context variable names, for `{{var}}` completion and hints. */
export function useContextVariableNames(): string[] {
  return useDocumentStore(useShallow((s) => Object.keys(s.graph.context)));
}
