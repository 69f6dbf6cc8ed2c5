/**
 * Lets Chromium move the view during a pan without re-layerizing the page every frame.
 *
 * React Flow pans by writing the viewport's `transform` (and DotGrid the grid's) on every frame.
 * Chromium hands such a change straight to the compositor's transform node only when the element
 * has an active transform animation; otherwise, `will-change: transform` or not, each frame runs
 * Layerize (PaintArtifactCompositor::Update) over every paint chunk of the canvas: about 2 ms a
 * frame at 500 agents and 1:1, 4-6 at 2,000 (docs/PERFORMANCE.md, "Canvas"). So while the pane is
 * dragged on a graph with the pan layer, the viewport and the grid hold a paused animation that
 * adds the identity to their transform: it changes nothing on screen (composite "add" over the
 * element's own transform, and an additive effect never runs on the compositor, so the style's
 * value still decides), but it marks the transform as animated. Cancelled when the pan ends.
 */
import { useStore, type ReactFlowState } from '@xyflow/react';
import { useLayoutEffect } from 'react';

const panningOf = (s: ReactFlowState) => s.paneDragging;
const domNodeOf = (s: ReactFlowState) => s.domNode;

const IDENTITY: Keyframe[] = [{ transform: 'translate(0px, 0px)' }, { transform: 'translate(0px, 0px)' }];

/** Holds a paused identity transform animation on each element; the returned function drops them. */
export function holdTransformFastPath(elements: Iterable<Element>): () => void {
  const held: Animation[] = [];
  for (const el of elements) {
    if (typeof el.animate !== 'function') continue; // no Web Animations (jsdom): nothing to gain
    const animation = el.animate(IDENTITY, { duration: 1000, composite: 'add' });
    animation.pause();
    held.push(animation);
  }
  return () => held.forEach((a) => a.cancel());
}

/** Inside <ReactFlow>: holds the fast path on the viewport and dot grid while a pan lasts. */
export function DirectPan({ enabled }: { enabled: boolean }) {
  const panning = useStore(panningOf);
  const domNode = useStore(domNodeOf);
  useLayoutEffect(() => {
    if (!enabled || !panning || !domNode) return;
    return holdTransformFastPath(domNode.querySelectorAll('.react-flow__viewport, .sb-dot-grid'));
  }, [enabled, panning, domNode]);
  return null;
}
