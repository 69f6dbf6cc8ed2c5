import { describe, expect, it } from 'vitest';
import { inlineModule, splitModule } from './codeModule.ts';

describe('code modules', () => {
  it('finds the default export function, ignoring braces in strings, templates and comments', () => {
    const code = "// a } comment\nexport default async function ({ a }, { context }) {\n  return `}${a}` + '{';\n}\n";
    expect(splitModule(code)).toEqual({
      imports: [],
      helpers: '// a } comment',
      expression: "async function ({ a }, { context }) {\n  return `}${a}` + '{';\n}",
    });
  });

  it('keeps helpers before and after the default export and hoists imports', () => {
    const parts = splitModule("import { x } from 'y';\nconst K = 1;\nexport default (a) => a + K;\nfunction later() {}\n");
    expect(parts).toEqual({ imports: ["import { x } from 'y';"], helpers: 'const K = 1;\n\nfunction later() {}', expression: '(a) => a + K' });
  });

  it('inlines a lone default export as one typed constant', () => {
    expect(inlineModule('export default function (x) {\n  return x;\n}', 'fooCode', 'Fn', 'Tool "foo"').source).toBe(
      'const fooCode: Fn = function (x) {\n  return x;\n};',
    );
  });

  it('scopes helpers in a typed IIFE so that modules never clash', () => {
    expect(inlineModule('const K = 2;\nexport default (x) => x * K;', 'fooCode', 'Fn', 'Tool "foo"').source).toBe(
      'const fooCode = ((): Fn => {\n  const K = 2;\n\n  return (x) => x * K;\n})();',
    );
  });

  it('keeps comments around the default export above the constant', () => {
    expect(inlineModule('// Why it works.\nexport default (x) => x;', 'fooCode', 'Fn', 'Tool "foo"').source).toBe('// Why it works.\nconst fooCode: Fn = (x) => x;');
  });

  it('makes a module without a default export fail loudly, keeping the code', () => {
    const { source } = inlineModule('const x = 1;', 'fooCode', 'Fn', 'Tool "foo"');
    expect(source).toContain('// const x = 1;');
    expect(source).toContain("throw new Error('Tool \"foo\" is not implemented')");
  });
});
