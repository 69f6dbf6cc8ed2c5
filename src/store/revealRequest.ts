/**
 * "Show these places on the canvas" asked by a feature that draws over it (a version's diff
 * marks agents, some of them no longer in the graph): the canvas takes it (useRevealRequests.ts)
 * and moves the view the least that brings them clear of its chrome and of whatever covers it
 * then. Boxes are in flow coordinates; a nonce so asking twice for the same places moves again.
 */
import { create } from 'zustand';

export interface FlowBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const useRevealRequest = create<{ boxes: FlowBox[]; nonce: number }>()(() => ({ boxes: [], nonce: 0 }));

export function requestReveal(boxes: FlowBox[]): void {
  if (boxes.length === 0) return;
  useRevealRequest.setState((s) => ({ boxes, nonce: s.nonce + 1 }));
}
