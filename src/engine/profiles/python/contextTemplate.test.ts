import { describe, expect, it } from 'vitest';
import { renderContextTemplate } from './contextTemplate.ts';

describe('renderContextTemplate', () => {
  it('fills placeholders with Python str() of the value, missing ones with ""', () => {
    const context = { name: 'Ada', vip: true, plan: { tier: 'gold', seats: 3 }, none: null };
    expect(renderContextTemplate('Hi {{name}} ({{ vip }}), plan {{plan}}, {{none}}, [{{missing}}]', context)).toBe(
      "Hi Ada (True), plan {'tier': 'gold', 'seats': 3}, None, []",
    );
  });

  it('leaves single braces and text without placeholders alone', () => {
    expect(renderContextTemplate('JSON: {"a": 1} and {name}', { name: 'x' })).toBe('JSON: {"a": 1} and {name}');
  });
});
