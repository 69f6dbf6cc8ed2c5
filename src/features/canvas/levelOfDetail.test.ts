import { describe, expect, it } from 'vitest';
import type { ReactFlowState } from '@xyflow/react';
import { detailAtZoom, edgeScaleAtZoom, GROUP_OVERVIEW_BELOW_ZOOM, LABELS_FROM_ZOOM, nameScaleAtZoom, PAN_LAYER_FROM_ZOOM, panLayerOf } from './levelOfDetail.ts';

describe('level of detail', () => {
  it('zoomed out, edge strokes are scaled by 1/zoom in quarter-octave steps so they keep their screen width', () => {
    expect(edgeScaleAtZoom(1)).toBe(1);
    expect(edgeScaleAtZoom(1.8)).toBe(1);
    expect(edgeScaleAtZoom(0.5)).toBe(2);
    expect(edgeScaleAtZoom(0.25)).toBe(4);
    // between steps: within a quarter octave (19%) of 1/zoom
    for (const zoom of [0.07, 0.13, 0.16, 0.22, 0.3, 0.45, 0.8]) {
      const screenWidth = edgeScaleAtZoom(zoom) * zoom;
      expect(screenWidth).toBeGreaterThan(0.89);
      expect(screenWidth).toBeLessThan(1.1);
    }
    // steps, not a new value per zoom frame: a zoom out by an octave (100 frames) restyles the edges 4-5 times
    const values = new Set(Array.from({ length: 100 }, (_, i) => edgeScaleAtZoom(0.4 - i * 0.002)));
    expect(values.size).toBeLessThanOrEqual(5);
  });

  it('the group overview starts where compact agent names would be under 8 px, below the label zoom', () => {
    expect(22 * GROUP_OVERVIEW_BELOW_ZOOM).toBeLessThan(8);
    expect(GROUP_OVERVIEW_BELOW_ZOOM).toBeLessThan(LABELS_FROM_ZOOM);
    expect(detailAtZoom(GROUP_OVERVIEW_BELOW_ZOOM)).toBe('far');
  });
});

describe('nameScaleAtZoom', () => {
  it('leaves names alone where 13 px reads at 10 px or more', () => {
    expect(nameScaleAtZoom(1)).toBe(1);
    expect(nameScaleAtZoom(0.77)).toBe(1);
    expect(nameScaleAtZoom(0)).toBe(1);
  });
  it('grows them to about 10 px on screen below that, in tenths, up to 1.7', () => {
    for (const zoom of [0.46, 0.5, 0.58, 0.65, 0.7]) {
      const scale = nameScaleAtZoom(zoom);
      expect(13 * scale * zoom, `zoom ${zoom}`).toBeGreaterThanOrEqual(10);
      expect(Math.round(scale * 10) / 10).toBe(scale);
    }
    expect(nameScaleAtZoom(0.3)).toBe(1.7);
  });
});

describe('the pan layer', () => {
  it('is used from 75% zoom (a graph of normal size; large graphs always have it, Canvas.tsx)', () => {
    const at = (zoom: number) => panLayerOf({ transform: [0, 0, zoom] } as unknown as ReactFlowState);
    expect([0.17, 0.5, 0.74].map(at)).toEqual([false, false, false]);
    expect([PAN_LAYER_FROM_ZOOM, 1, 2].map(at)).toEqual([true, true, true]);
  });
});
