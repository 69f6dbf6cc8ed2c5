import { expect, it } from 'vitest';
import { formatPath } from './documentPath.ts';

it('writes indices in brackets, plain keys with dots and odd keys quoted', () => {
  expect(formatPath([])).toBe('');
  expect(formatPath(['agents', 2, 'tools', 0])).toBe('agents[2].tools[0]');
  expect(formatPath(['context', 'x-note'])).toBe('context.x-note');
  expect(formatPath(['context', 'my key', 'a.b'])).toBe('context["my key"]["a.b"]');
  expect(formatPath([3])).toBe('[3]');
});
