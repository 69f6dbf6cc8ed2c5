/**
 * A breakpoint's marker on its agent (a red dot on the node's left edge, as editors mark a line):
 * the run pauses before that agent's turn. Drawn in the viewport beside the nodes rather than
 * inside them, so agent nodes stay as they are; only agents with a breakpoint cost anything.
 */
import { ViewportPortal } from '@xyflow/react';
import { useRunSession } from '../../store/runSession.ts';
import { nodeRect, useFlowStore } from './flowStore.ts';

const SIZE = 14;

export function BreakpointMarkers() {
  const agents = useRunSession((s) => s.breakpoints.agents);
  // re-render when nodes move or resize (few markers: this is cheap)
  useFlowStore((s) => (agents.length ? s.nodes : null));
  if (agents.length === 0) return null;
  return (
    <ViewportPortal>
      {agents.map((id) => {
        const rect = nodeRect(id);
        if (!rect) return null;
        return (
          <div
            key={id}
            className="sb-breakpoint-marker"
            data-testid="breakpoint-marker"
            data-agent-id={id}
            role="img"
            aria-label="Breakpoint: the run pauses before this agent's turn"
            style={{ transform: `translate(${rect.x - SIZE / 2}px, ${rect.y + 14}px)`, width: SIZE, height: SIZE }}
          />
        );
      })}
    </ViewportPortal>
  );
}
