/**
 * Others on the canvas: their pointers (named, in their colour), a ring on each agent they have
 * selected, the agents they are dragging where they are now, and a tag on the field they type in.
 * Drawn over React Flow in flow coordinates (useViewport), never as graph state. Also publishes my
 * pointer and the field I type in (awareness).
 */
import { useReactFlow, useViewport } from '@xyflow/react';
import { useEffect, useRef, useState } from 'react';
import { useCollabStore } from './collabStore.ts';
import { publishCursor, publishTyping } from './collabSession.ts';
import { useSelectionStore } from '../../store/selectionStore.ts';

const TYPING_IDLE_MS = 2500;

export function PresenceLayer() {
  const peers = useCollabStore((s) => s.peers);
  const viewport = useViewport();
  const flow = useReactFlow();
  const layer = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState({ x: 0, y: 0 });

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
