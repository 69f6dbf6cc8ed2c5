import { describe, expect, it } from 'vitest';
import { renderInstructions } from './instructions.ts';

describe('renderInstructions', () => {
  it('substitutes {{var}} from the context: strings as is, other JSON as JSON, missing as ""', () => {
    const ctx = { name: 'Ada', n: 3, tags: ['a'], nothing: null };
    expect(renderInstructions('Hi {{name}} ({{ n }}) {{tags}} [{{missing}}] [{{nothing}}]', ctx)).toBe('Hi Ada (3) ["a"] [] []');
  });

  it('leaves text without placeholders and non-identifier braces alone', () => {
    expect(renderInstructions('no vars {{ not an id }}', { a: 1 })).toBe('no vars {{ not an id }}');
    expect(renderInstructions('{{__proto__}}', {})).toBe('');
  });
});
