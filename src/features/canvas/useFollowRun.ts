/**
 * Keeps the run in view (followCamera.ts): after the active agent changes, a handoff marker
 * starts travelling, a turn badge makes a node taller or the canvas changes size, the view pans
 * just enough to show it clear of the toolbar, zoom buttons and dock. A person's pan or zoom stops
 * this until the next run (or replay) starts.
 */
import { useReactFlow } from '@xyflow/react';
import { useEffect } from 'react';
import { useRunSession } from '../../store/runSession.ts';
import { useRunStore } from '../../store/runStore.ts';
import { canvasElement, fitPaddingPx, isShowingFit } from './fitCanvas.ts';
import { followViewport, isFollowing, startFollowing, union, type Box } from './followCamera.ts';
import { nodeRect, useFlowStore } from './flowStore.ts';
import { prefersReducedMotion } from '../../ui/motion.ts';

function runTarget(): Box | null {
  const { activeAgentId, travelling } = useRunStore.getState();
  if (travelling) {
    const edge = useFlowStore.getState().edges.find((e) => e.id === travelling.edgeId);
    const from = edge && nodeRect(edge.source);
    const to = edge && nodeRect(edge.target);
    if (from && to) return union(from, to);
  }
  return activeAgentId ? nodeRect(activeAgentId) : null;
}

export function useFollowRun(): void {
  const { getViewport, setViewport } = useReactFlow();
  useEffect(() => {
    let frame = 0;
    const follow = () => {
      cancelAnimationFrame(frame);
      // two frames: a node that just grew (a turn badge) has been measured by then
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => {
          if (!isFollowing()) return;
          const target = runTarget();
          const container = canvasElement();
          if (!target || !container) return;
          const box = container.getBoundingClientRect();
          const next = followViewport(target, getViewport(), box, fitPaddingPx(container));
          if (!next) return;
          void setViewport(next, { duration: prefersReducedMotion() ? 0 : 300 });
        });
      });
    };
    const offRun = useRunStore.subscribe((s, before) => {
      if (s.activeAgentId !== before.activeAgentId || s.travelling !== before.travelling || s.turnCounts !== before.turnCounts) follow();
    });
    // a new run, another replay, or a replay rewound to its start: follow again
    const offSession = useRunSession.subscribe((s, before) => {
      const rewound = s.replay && before.replay && s.replay.cursor < before.replay.cursor && s.replay.cursor <= 1;
      if (s.runStarts.length > before.runStarts.length || s.replay?.sourceId !== before.replay?.sourceId || rewound) {
        startFollowing();
        follow();
      }
    });
    const container = canvasElement();
    // while the view shows a fit, the canvas refits itself on a resize (Canvas.tsx): everything stays in view
    const observer = new ResizeObserver(() => {
      if (!isShowingFit()) follow();
    });
    if (container) observer.observe(container);
    return () => {
      cancelAnimationFrame(frame);
      offRun();
      offSession();
      observer.disconnect();
    };
  }, [getViewport, setViewport]);
}
