// Sucrase's parser is public JavaScript without its own declaration at this path; transpile.ts
// uses it only to find `import` tokens.
declare module 'sucrase/dist/parser/index.js' {
  export function parse(
    input: string,
    isJSXEnabled: boolean,
    isTypeScriptEnabled: boolean,
    isFlowEnabled: boolean,
  ): { tokens: Array<{ type: number; start: number; end: number }> };
}
