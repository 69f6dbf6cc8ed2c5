import { describe, expect, it } from 'vitest';
import { uniqueProjectName } from './uniqueProjectName.ts';

describe('uniqueProjectName', () => {
  it('keeps a name nobody has', () => {
    expect(uniqueProjectName('Shop', ['Other'])).toBe('Shop');
  });
  it('numbers a name that is taken, from 2, skipping numbers in use', () => {
    expect(uniqueProjectName('Shop', ['Shop'])).toBe('Shop (2)');
    expect(uniqueProjectName('Shop', ['Shop', 'Shop (2)'])).toBe('Shop (3)');
  });
  it('counts on from the base name when the numbered name is opened again', () => {
    expect(uniqueProjectName('Shop (2)', ['Shop', 'Shop (2)'])).toBe('Shop (3)');
  });
});
