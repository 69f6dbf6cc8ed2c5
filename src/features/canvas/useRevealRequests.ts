/**
 * Takes revealRequest.ts's requests a frame later, when the panel that asked is laid out and its
 * edge can be measured (fitPaddingPx). A view that shows a fit is fitted again around the agents
 * and the places, clear of the panel; a view a person chose pans (or zooms out, if it must) just
 * enough to show the places, and not at all when they are in sight.
 */
import { useReactFlow } from '@xyflow/react';
import { useEffect } from 'react';
import { useRevealRequest } from '../../store/revealRequest.ts';
import { prefersReducedMotion } from '../../ui/motion.ts';
import { canvasElement, fitPaddingPx, isShowingFit, useFitCanvas } from './fitCanvas.ts';
import { followViewport, union } from './followCamera.ts';

export function useRevealRequests(): void {
  const { getViewport, setViewport } = useReactFlow();
  const fit = useFitCanvas();
  useEffect(() => {
    let frame = 0;
    const off = useRevealRequest.subscribe(({ boxes }) => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const container = canvasElement();
        if (boxes.length === 0 || !container) return;
        const target = boxes.reduce(union);
        const duration = prefersReducedMotion() ? 0 : 200;
        if (isShowingFit()) return fit(duration, target);
        const next = followViewport(target, getViewport(), container.getBoundingClientRect(), fitPaddingPx(container));
        if (next) void setViewport(next, { duration });
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      off();
    };
  }, [getViewport, setViewport, fit]);
}
