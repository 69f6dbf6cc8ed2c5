import { describe, expect, it } from 'vitest';
import { edgeFocusCss } from './EdgeFocus.tsx';

describe('edgeFocusCss', () => {
  it('fades routes and labels that neither start nor end at the agent', () => {
    const css = edgeFocusCss('control');
    expect(css).toContain('.react-flow__edge-path.sb-edge:not([data-source="control"]):not([data-target="control"]){opacity:.16}');
    expect(css).toContain('.sb-edge-label:not([data-source="control"]):not([data-target="control"]){opacity:.35}');
  });

  it('quotes an id with quotes or backslashes so the rule stays one valid selector', () => {
    expect(edgeFocusCss('a"b\\c')).toContain('[data-source="a\\"b\\\\c"]');
  });
});
