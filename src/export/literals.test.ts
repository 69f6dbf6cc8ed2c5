import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { testGraph } from '../graph/testGraph.ts';
import { exportGraph } from './index.ts';
import { pyComment, pyText, pyValue, tsComment, tsText, tsValue } from './literals.ts';

const tricky = ['cr\rlf', 'nul\0 vt\v ff\f nel\x85 ps\u2029', 'lone \ud800 surrogate', "it's", 'say "hi"', 'back\\slash', 'line\nbreak\ttab', '`tick` ${x}', 'ünïcode \u2028', 'ends with "', 'two\nlines "', 'two\nlines """'];
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

describe('comments hold text, never code (issue 20)', () => {
  it('ends no comment early: every line terminator of the language is shown as an escape', () => {
    expect(tsComment('ACME\u2028console.log(1);//')).toBe('// ACME\n// console.log(1);//');
    expect(tsComment('a\rb */ c')).toBe('// a\n// b *\\/ c');
    expect(pyComment('x\rprint(1)\x0cy\x85z')).toBe('# x\n# print(1)\n# y\n# z');
    // the tokenizer's own view: what follows "#" on the first line is the only line
    const program = `${pyComment('a\rprint(1)')}\n`;
    expect(execFileSync('python3', ['-c', program], { encoding: 'utf8', timeout: 30_000, killSignal: 'SIGKILL' })).toBe('');
  });

  it("keeps a graph name with U+2028 inside the agents-ts export's header comment", () => {
    const graph = testGraph({ name: 'ACME\u2028console.log("pwned");//', agents: [{ id: 'a', name: 'A' }] });
    const code = exportGraph(graph, 'agents-ts').code;
    const header = code.slice(0, code.indexOf('\nimport '));
    // JavaScript's own line terminators: every line of the header is a comment
    expect(header.trimEnd().split(/\r\n|[\n\r\u2028\u2029]/).filter((line) => !line.startsWith('//'))).toEqual([]);
    expect(header).toContain('// console.log("pwned");//: exported from Switchboard');
  });

  it('writes no statement of an AG2 agent name holding a carriage return', () => {
    const graph = testGraph({ runtime: 'ag2', agents: [{ id: 'a', name: 'Helper\rprint("pwned")' }] });
    const code = exportGraph(graph, 'ag2').code;
    expect(code.split(/\r\n|[\n\r]/).some((line) => line.startsWith('print('))).toBe(false);
  });

  it('adds no Mermaid directive for a newline in the graph name', () => {
    const graph = testGraph({ name: 'G\nclick a_a href "javascript:alert(1)"', agents: [{ id: 'a', name: 'A' }] });
    expect(exportGraph(graph, 'mermaid').code).not.toMatch(/^\s*click/m);
  });
});
