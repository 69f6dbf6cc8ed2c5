/**
 * Others on the canvas: their pointers (named, in their colour), a ring on each agent they have
 * selected, the agents they are dragging where they are now, the route they are drawing, and a
 * tag on the field they type in. Drawn over React Flow in flow coordinates (useViewport), never as
 * graph state. Also publishes my pointer, my drags and routes in progress (read from React Flow's
 * own state) and the field I type in (awareness).
 */
import { useReactFlow, useStoreApi, useViewport } from '@xyflow/react';
import { useEffect, useRef, useState } from 'react';
import { useCollabStore } from './collabStore.ts';
import { publishCanvasGesture, publishCursor, publishTyping } from './collabSession.ts';
import { useDocumentStore } from '../../store/documentStore.ts';
import { useSelectionStore } from '../../store/selectionStore.ts';

const TYPING_IDLE_MS = 2500;

export function PresenceLayer() {
  const peers = useCollabStore((s) => s.peers);
  const viewport = useViewport();
  const flow = useReactFlow();
  const layer = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const flowStore = useStoreApi();

  // my node drags and the route I am drawing, at most once a frame, only while they change
  useEffect(() => {
    let frame = 0;
    const publish = () => {
      frame = 0;
      const { nodes, connection } = flowStore.getState();
      // the canvas moves dragged agents in its own overlay until the drop: an agent drawn away
      // from where the document has it is being dragged here
      const stored = new Map(useDocumentStore.getState().graph.agents.map((a) => [a.id, a.position]));
      let drag: Record<string, { x: number; y: number }> | null = null;
      for (const node of nodes) {
        const at = stored.get(node.id);
        if (!at || (at.x === node.position.x && at.y === node.position.y)) continue;
        drag ??= {};
        drag[node.id] = { x: Math.round(node.position.x), y: Math.round(node.position.y) };
      }
      const connecting = connection.inProgress
        ? {
            agent: connection.fromNode.id,
            from: { x: Math.round(connection.from.x), y: Math.round(connection.from.y) },
            to: { x: Math.round(connection.to.x), y: Math.round(connection.to.y) },
          }
        : null;
      publishCanvasGesture({ drag, connecting });
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(publish);
    };
    // the drop is a document edit that may leave the canvas's nodes as they were
    const unsubscribe = [flowStore.subscribe(schedule), useDocumentStore.subscribe(schedule)];
    return () => {
      for (const stop of unsubscribe) stop();
      cancelAnimationFrame(frame);
    };
  }, [flowStore]);

  // my pointer, in flow coordinates, at most once a frame
  useEffect(() => {
    const region = layer.current?.parentElement;
    if (!region) return;
    let frame = 0;
    let last: PointerEvent | null = null;
    const onMove = (e: PointerEvent) => {
      last = e;
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (!last) return;
        const p = flow.screenToFlowPosition({ x: last.clientX, y: last.clientY });
        publishCursor({ x: Math.round(p.x), y: Math.round(p.y) });
      });
    };
    const onLeave = () => publishCursor(null);
    region.addEventListener('pointermove', onMove);
    region.addEventListener('pointerleave', onLeave);
    return () => {
      cancelAnimationFrame(frame);
      region.removeEventListener('pointermove', onMove);
      region.removeEventListener('pointerleave', onLeave);
    };
  }, [flow]);

  // the field I type in (its label), cleared after a pause
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onInput = (e: Event) => {
      const field = (e.target as Element | null)?.closest?.('.sb-field');
      const label = field?.querySelector('.sb-label')?.textContent?.trim();
      if (!label) return;
      const selection = useSelectionStore.getState();
      publishTyping({ target: selection.agentIds[0] ?? null, field: label });
      clearTimeout(timer);
      timer = setTimeout(() => publishTyping(null), TYPING_IDLE_MS);
    };
    document.addEventListener('input', onInput, true);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('input', onInput, true);
    };
  }, []);

  // where React Flow's pane sits inside the canvas region
  useEffect(() => {
    const region = layer.current?.parentElement;
    const pane = region?.querySelector('.react-flow');
    if (!region || !pane) return;
    const a = region.getBoundingClientRect();
    const b = pane.getBoundingClientRect();
    if (a.left - b.left !== -offset.x || a.top - b.top !== -offset.y) setOffset({ x: b.left - a.left, y: b.top - a.top });
  });

  const toScreen = (p: { x: number; y: number }) => ({ left: offset.x + viewport.x + p.x * viewport.zoom, top: offset.y + viewport.y + p.y * viewport.zoom });

  return (
    <div ref={layer} className="sb-presence" aria-hidden="true" data-testid="presence-layer">
      {peers.flatMap((peer) =>
        peer.selection.map((id) => {
          const node = flow.getInternalNode(id);
          if (!node) return null;
          const dragged = peer.dragging?.[id];
          const at = toScreen(dragged ?? node.internals.positionAbsolute);
          const width = (node.measured.width ?? 180) * viewport.zoom;
          const height = (node.measured.height ?? 60) * viewport.zoom;
          const typing = peer.typing && peer.typing.target === id ? peer.typing.field : null;
          return (
            <div
              key={`${peer.clientId}:${id}`}
              className="sb-presence__ring"
              style={{ ...at, width, height, borderColor: peer.color }}
              data-testid="presence-selection"
              data-agent={id}
              data-peer={peer.name}
            >
              <span className="sb-presence__tag" style={{ background: peer.color }}>
                {peer.name}
                {typing ? ` · typing in ${typing}` : ''}
              </span>
            </div>
          );
        }),
      )}
      {peers.flatMap((peer) =>
        Object.entries(peer.dragging ?? {}).map(([id, p]) => {
          const node = flow.getInternalNode(id);
          if (!node) return null;
          return (
            <div
              key={`${peer.clientId}:drag:${id}`}
              className="sb-presence__ghost"
              style={{ ...toScreen(p), width: (node.measured.width ?? 180) * viewport.zoom, height: (node.measured.height ?? 60) * viewport.zoom, borderColor: peer.color }}
              data-testid="presence-drag"
              data-agent={id}
              data-peer={peer.name}
            />
          );
        }),
      )}
      {peers.some((peer) => peer.connecting) && (
        <svg className="sb-presence__routes">
          {peers.map((peer) => {
            if (!peer.connecting) return null;
            const a = toScreen(peer.connecting.from);
            const b = toScreen(peer.connecting.to);
            return (
              <line
                key={peer.clientId}
                x1={a.left}
                y1={a.top}
                x2={b.left}
                y2={b.top}
                stroke={peer.color}
                data-testid="presence-connection"
                data-agent={peer.connecting.agent}
                data-peer={peer.name}
              />
            );
          })}
        </svg>
      )}
      {peers.map((peer) =>
        peer.cursor ? (
          <div key={peer.clientId} className="sb-presence__cursor" style={toScreen(peer.cursor)} data-testid="presence-cursor" data-peer={peer.name}>
            <svg width="16" height="18" viewBox="0 0 16 18">
              <path d="M1 1 L1 15 L5 11 L8 17 L10 16 L7 10 L13 10 Z" fill={peer.color} stroke="white" strokeWidth="1.2" />
            </svg>
            <span className="sb-presence__name" style={{ background: peer.color }}>
              {peer.name}
            </span>
          </div>
        ) : null,
      )}
    </div>
  );
}
