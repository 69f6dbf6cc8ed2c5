import { describe, expect, it } from 'vitest';
import { edgeFocusCss } from './EdgeFocus.tsx';

describe('edgeFocusCss', () => {
  it('fades routes and labels that neither start nor end at the agent', () => {
    const css = edgeFocusCss('control');
    const other = ':not([data-source="control"]):not([data-target="control"])';
    // a route and its arrowhead path fade by stroke and fill opacity (no group per route)
    expect(css).toContain(`.react-flow__edge-path.sb-edge${other}{stroke-opacity:.16}`);
    expect(css).toContain(`.sb-edge-arrow${other}{fill-opacity:.16}`);
    // a route that draws a marker fades as a group, its head with it
    expect(css).toContain(`.react-flow__edge-path.sb-edge${other}[marker-end],`);
    expect(css).toContain(`.react-flow__edge:hover .react-flow__edge-path.sb-edge[data-head]${other}{stroke-opacity:1;opacity:.16}`);
    // a faded label fades as a group and drops its shadow (invisible at that opacity, dear to raster)
    expect(css).toContain(`.sb-edge-label${other}{opacity:.35;box-shadow:none}`);
  });

  it('quotes an id with quotes or backslashes so the rule stays one valid selector', () => {
    expect(edgeFocusCss('a"b\\c')).toContain('[data-source="a\\"b\\\\c"]');
  });
});
