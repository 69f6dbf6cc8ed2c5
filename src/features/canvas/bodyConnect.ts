/**
 * A connection dropped on an agent's body rather than on its small handle still connects (React
 * Flow's "easy connect" idea, done at the drop so agents keep their plain DOM): React Flow ends
 * the drag without a connection, and this finds the agent under the pointer.
 */
/** The part of React Flow's FinalConnectionState read here. */
interface EndedConnection {
  isValid: boolean | null;
  fromHandle: { type: 'source' | 'target' } | null;
  fromNode: { id: string } | null;
}

/** The handoff a drag from `from` (its out or in handle) dropped on `onto` means, or null. */
export function bodyConnection(from: { nodeId: string; type: 'source' | 'target' }, onto: string | null): { source: string; target: string } | null {
  if (!onto || onto === from.nodeId) return null;
  return from.type === 'source' ? { source: from.nodeId, target: onto } : { source: onto, target: from.nodeId };
}

/** The agent (not a group box) whose node lies under a screen point. */
export function agentAtPoint(x: number, y: number): string | null {
  for (const el of document.elementsFromPoint(x, y)) {
    const node = el.closest('.react-flow__node-agent');
    if (node) return node.getAttribute('data-id');
  }
  return null;
}

/** What an ended drag that React Flow did not connect should connect, if it ended on an agent. */
export function droppedConnection(event: MouseEvent | TouchEvent, state: EndedConnection): { source: string; target: string } | null {
  if (state.isValid || !state.fromHandle || !state.fromNode) return null;
  const point = 'changedTouches' in event ? event.changedTouches[0] : event;
  if (!point) return null;
  return bodyConnection({ nodeId: state.fromNode.id, type: state.fromHandle.type }, agentAtPoint(point.clientX, point.clientY));
}
