/**
 * The marker a taken handoff sends along its edge: 900 ms, eased, so a room can follow it. The
 * SMIL animation is started explicitly on mount: an <animateMotion> inserted into a long-lived
 * SVG would otherwise begin at the document's time zero and show up already finished.
 */
import { useLayoutEffect, useRef } from 'react';

export const TRAVEL_MS = 900;

export function TravelMarker({ path }: { path: string }) {
  const motion = useRef<SVGAnimateMotionElement>(null);
  const fade = useRef<SVGAnimateElement>(null);
  useLayoutEffect(() => {
    motion.current?.beginElement();
    fade.current?.beginElement();
  }, []);
  return (
    <circle r={6} className="sb-edge__marker" data-testid="edge-marker" data-travel-ms={TRAVEL_MS}>
      <animateMotion ref={motion} begin="indefinite" dur={`${TRAVEL_MS}ms`} fill="freeze" path={path} calcMode="spline" keyPoints="0;1" keyTimes="0;1" keySplines="0.45 0 0.2 1" />
      <animate ref={fade} attributeName="opacity" begin="indefinite" dur={`${TRAVEL_MS + 500}ms`} values="1;1;0" keyTimes="0;0.7;1" fill="freeze" />
    </circle>
  );
}
