import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { pyText, pyValue, tsText, tsValue } from './literals.ts';

const tricky = ["it's", 'say "hi"', 'back\\slash', 'line\nbreak\ttab', '`tick` ${x}', 'ünïcode \u2028', 'ends with "', 'two\nlines "', 'two\nlines """'];
const value = { a: 1, 'b-c': [true, null, 'x'], nested: { 'it\'s': -2.5 } };

describe('source literals', () => {
  it('writes TypeScript literals that evaluate back to the same value', () => {
    for (const text of tricky) expect(new Function(`return ${tsText(text)};`)()).toBe(text);
    expect(new Function(`return ${tsValue(value)};`)()).toEqual(value);
  });

  it('writes Python literals that evaluate back to the same value', () => {
    const program = [...tricky.map((t) => `print(json.dumps(${pyText(t)}))`), `print(json.dumps(${pyValue(value)}))`].join('\n');
    const lines = execFileSync('python3', ['-c', `import json\n${program}`], { encoding: 'utf8', timeout: 30_000, killSignal: 'SIGKILL' }).trim().split('\n');
    expect(lines.map((l) => JSON.parse(l))).toEqual([...tricky, value]);
  });
});
