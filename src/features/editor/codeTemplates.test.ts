/**
 * Every "Start from template" text must compile, under the declarations the editor gives it, to
 * the function type its code site calls: checked by the real TypeScript compiler, so a template
 * inserted into the wrong site (the output extractor once got the function-tool template) fails.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CODE_TEMPLATES, sandboxDeclarations, type CodeKind } from './sandboxDeclarations.ts';

/** The declared type each code site's default export must have (sandboxDeclarations). */
const SITE_TYPE: Record<CodeKind, string> = {
  tool: 'ToolFunction',
  on_handoff: 'OnHandoffFunction',
  input_filter: 'InputFilterFunction',
  guardrail: 'GuardrailFunction',
  tool_guardrail: 'ToolGuardrailFunction',
  output_extractor: 'OutputExtractorFunction',
};

const TSC = fileURLToPath(new URL('../../../node_modules/typescript/bin/tsc', import.meta.url));

/** Compiler output for each site (`code` as the default export of a `type` site); '' when it compiles. One compiler run for all. */
function compile(sites: Record<string, { code: string; type: string }>): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'sb-templates-'));
  try {
    const declarations = sandboxDeclarations({ context: { user_type: 'vip' }, agentIds: ['triage'], toolParameters: { type: 'object', properties: { q: { type: 'string' } } } });
    writeFileSync(join(dir, 'sandbox.d.ts'), declarations);
    const files = ['sandbox.d.ts'];
    for (const [name, { code, type }] of Object.entries(sites)) {
      writeFileSync(join(dir, `${name}.ts`), code);
      writeFileSync(join(dir, `${name}.check.ts`), `import site from './${name}.ts';\nexport const checked: ${type} = site;\n`);
      files.push(`${name}.ts`, `${name}.check.ts`);
    }
    const flags = ['--noEmit', '--strict', '--target', 'ES2022', '--module', 'ESNext', '--moduleResolution', 'bundler', '--allowImportingTsExtensions', '--lib', 'ES2023', '--types', ''];
    let output = '';
    try {
      execFileSync(process.execPath, [TSC, ...flags, ...files], { cwd: dir, encoding: 'utf8' });
    } catch (error) {
      output = String((error as { stdout?: string }).stdout ?? error);
    }
    const lines = output.split('\n').filter(Boolean);
    return Object.fromEntries(Object.keys(sites).map((name) => [name, lines.filter((l) => l.startsWith(`${name}.`)).join('\n')]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const kinds = Object.keys(CODE_TEMPLATES) as CodeKind[];
const results = compile({
  ...Object.fromEntries(kinds.map((kind) => [kind, { code: CODE_TEMPLATES[kind], type: SITE_TYPE[kind] }])),
  // the check can fail: the function-tool template is no output extractor
  wrong_site: { code: CODE_TEMPLATES.tool, type: SITE_TYPE.output_extractor },
});

describe('code templates', () => {
  it.each(kinds)('the %s template compiles to its site type', (kind) => {
    expect(results[kind]).toBe('');
  });

  it('the function-tool template is not an output extractor (the check can fail)', () => {
    expect(results.wrong_site).toMatch(/wrong_site\.check\.ts.*error TS2322/);
  });
});
