/**
 * The canvas' dot grid: React Flow's dotted <Background>, drawn so a pan moves it instead of
 * redrawing it. React Flow's moves its pattern's origin on every frame of a pan, which repaints
 * and rasterises the whole pane under the canvas each frame (at 2,000 agents and 50%, about 20
 * tiles and a quarter of the raster threads' time per frame, docs/PERFORMANCE.md). Here the
 * pattern stays put in an svg one grid step larger on every side, and the view's offset modulo
 * the step goes to the svg's transform, written straight to the element (no React render per
 * frame). While the pane is dragged on a graph with the pan layer (data-pan-layer) the svg is a
 * compositor layer of its own (canvas.css), so a pan frame moves it without painting it.
 * Same look as React Flow's: the same pattern, classes and colour variables.
 */
import { useStore, useStoreApi, type ReactFlowState } from '@xyflow/react';
import { useLayoutEffect, useRef } from 'react';

const zoomOf = (s: ReactFlowState) => s.transform[2];
const panningOf = (s: ReactFlowState) => s.paneDragging;
const patternIdOf = (s: ReactFlowState) => `sb-dots-${s.rfId}`;

/** The offset that moves a pattern of period `step` as far as the view moved, in [0, step). */
export const gridShift = (at: number, step: number) => ((at % step) + step) % step;

export function DotGrid({ gap, size, color }: { gap: number; size: number; color: string }) {
  const zoom = useStore(zoomOf);
  const panning = useStore(panningOf);
  const patternId = useStore(patternIdOf);
  const store = useStoreApi();
  const ref = useRef<SVGSVGElement>(null);
  const step = gap * zoom || 1;
  const radius = (size * zoom) / 2;

  useLayoutEffect(() => {
    let last = '';
    // every store change calls this (a drag frame too): the style is written only when it moves
    const place = ({ transform: [x, y] }: ReactFlowState) => {
      const at = `translate(${gridShift(x, step)}px, ${gridShift(y, step)}px)`;
      if (at === last || !ref.current) return;
      last = at;
      ref.current.style.transform = at;
    };
    place(store.getState());
    return store.subscribe(place);
  }, [store, step]);

  return (
    <svg
      ref={ref}
      className="react-flow__background sb-dot-grid"
      data-testid="rf__background"
      data-panning={panning || undefined}
      style={{ position: 'absolute', left: -step, top: -step, width: `calc(100% + ${2 * step}px)`, height: `calc(100% + ${2 * step}px)`, ['--xy-background-pattern-color-props' as string]: color }}
    >
      {/* the dot sits at the middle of each cell, as in React Flow's (its pattern offset is half a step) */}
      <pattern id={patternId} x={0} y={0} width={step} height={step} patternUnits="userSpaceOnUse" patternTransform={`translate(${-step / 2},${-step / 2})`}>
        <circle cx={radius} cy={radius} r={radius} className="react-flow__background-pattern dots" />
      </pattern>
      <rect x="0" y="0" width="100%" height="100%" fill={`url(#${patternId})`} />
    </svg>
  );
}
