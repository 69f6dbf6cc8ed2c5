import { describe, expect, it } from 'vitest';
import { rowWindow } from './rowWindow.ts';

const base = { rowHeight: 24, headerHeight: 24, overscan: 2, atEnd: false };

describe('rowWindow', () => {
  it('renders the rows in view under the sticky axis, plus the overscan either side', () => {
    // a 240 px view scrolled 100 px: rows 4 (partly under the axis) to 13 (partly below) are in view
    expect(rowWindow({ ...base, count: 100, scrollTop: 100, viewHeight: 240 })).toEqual({ start: 2, end: 16 });
    expect(rowWindow({ ...base, count: 100, scrollTop: 0, viewHeight: 240 })).toEqual({ start: 0, end: 11 });
  });

  it('clamps to the rows there are', () => {
    expect(rowWindow({ ...base, count: 5, scrollTop: 0, viewHeight: 240 })).toEqual({ start: 0, end: 5 });
    expect(rowWindow({ ...base, count: 0, scrollTop: 0, viewHeight: 240 })).toEqual({ start: 0, end: 0 });
    // scrolled past the end (rows were collapsed since)
    expect(rowWindow({ ...base, count: 10, scrollTop: 5000, viewHeight: 240 })).toEqual({ start: 10, end: 10 });
  });

  it('following a live run, shows the last rows whatever the last scroll offset was', () => {
    // 1,000 rows: content 24 + 24,000 px, a 240 px view ends at the last row
    expect(rowWindow({ ...base, count: 1000, scrollTop: 0, viewHeight: 240, atEnd: true })).toEqual({ start: 989, end: 1000 });
    expect(rowWindow({ ...base, count: 3, scrollTop: 0, viewHeight: 240, atEnd: true })).toEqual({ start: 0, end: 3 });
  });
});
