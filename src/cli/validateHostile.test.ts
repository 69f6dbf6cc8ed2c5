/** `switchboard validate --json` on hostile files: one JSON object with the problems, never a stack trace. */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { main } from './main.ts';

const ACME = readFileSync(fileURLToPath(new URL('../../public/examples/acme-customer-service.json', import.meta.url)), 'utf8').trimEnd();
const dir = mkdtempSync(join(tmpdir(), 'switchboard-hostile-'));

async function validateJson(name: string, text: string) {
  const file = join(dir, name);
  writeFileSync(file, text);
  let stdout = '';
  let stderr = '';
  const code = await main(['validate', file, '--json'], { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), env: {} });
  return { code, stdout, stderr };
}

describe('validate --json on hostile files', () => {
  it('reports JSON nested 5,000 levels deep as one error with its path (it printed a RangeError stack)', async () => {
    const result = await validateJson('deep.json', ACME.replace(/}$/, `,"x-deep":${'['.repeat(5000)}${']'.repeat(5000)}}`));
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('');
    const report = JSON.parse(result.stdout) as { valid: boolean; errors: Array<{ path: string; message: string }> };
    expect(report.valid).toBe(false);
    expect(report.errors).toHaveLength(1);
    expect(report.errors[0].path).toMatch(/^x-deep\[0\]/);
    expect(report.errors[0].message).toMatch(/Nested too deeply/);
    expect(result.stdout).not.toMatch(/\n\s+at /);
  });

  it('reports prototype-named and __proto__ keys', async () => {
    const result = await validateJson('proto.json', ACME.replace(/}$/, ',"constructor":{},"__proto__":{"x":1}}'));
    expect(JSON.parse(result.stdout)).toMatchObject({
      valid: false,
      errors: [{ path: '__proto__', message: expect.stringMatching(/not allowed/) }],
    });
  });
});
