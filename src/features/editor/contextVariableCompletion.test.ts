import { describe, expect, it } from 'vitest';
import { findOpenPlaceholder, placeholderInsertText } from './contextVariableCompletion.ts';

describe('findOpenPlaceholder', () => {
  it('finds the variable prefix after an unclosed {{', () => {
    expect(findOpenPlaceholder('Hello {{us')).toEqual({ prefix: 'us', startColumn: 9 });
    expect(findOpenPlaceholder('Hello {{ ')).toEqual({ prefix: '', startColumn: 10 });
  });

  it('ignores closed placeholders and plain braces', () => {
    expect(findOpenPlaceholder('Hello {{user}} and')).toBeNull();
    expect(findOpenPlaceholder('a { b')).toBeNull();
  });
});

describe('placeholderInsertText', () => {
  it('closes the placeholder only when it is not closed yet', () => {
    expect(placeholderInsertText('user_type', '')).toBe('user_type}}');
    expect(placeholderInsertText('user_type', '}} more')).toBe('user_type');
  });
});
