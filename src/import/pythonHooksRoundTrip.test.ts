/**
 * The Python bodies of hooks (guardrails, input filters, rules, instructions, on-handoff
 * callbacks) leave through the Agents SDK Python export verbatim, compile, and come back on
 * import: the Python a run exercised is the Python that ships.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportGraph } from '../export/index.ts';
import type { Graph } from '../graph/schema.ts';
import { importCode } from './index.ts';
import { importedFixture } from './testing/fixtureFiles.ts';

/** The def a body starts with (what the importer carries after it may differ). */
const ownDef = (code: string | undefined) => code?.split('\n\n\n# What the body needs')[0];

function hooks(graph: Graph) {
  const desk = graph.agents.find((a) => a.name === 'Help desk')!;
  const refund = graph.tools.find((t) => t.type === 'function' && t.name === 'refund');
  const handoff = graph.handoffs[0];
  return {
    instructions: ownDef(desk.instructionsPython),
    guardrail: ownDef(graph.guardrails.find((g) => g.kind === 'input')?.pythonCode),
    toolGuardrail: ownDef(graph.guardrails.find((g) => g.kind === 'tool_input')?.pythonCode),
    toolGuardrailName: graph.guardrails.find((g) => g.kind === 'tool_input')?.name,
    approval: refund?.type === 'function' && typeof refund.needsApproval === 'object' ? ownDef(refund.needsApproval.python) : undefined,
    enabled: typeof handoff?.enabled === 'object' ? ownDef(handoff.enabled.python) : undefined,
    filter: handoff?.inputFilter.type === 'code' ? ownDef(handoff.inputFilter.pythonCode) : undefined,
  };
}

describe('Python hooks round-trip through the Agents SDK Python export', () => {
  it('each hook body is exported verbatim, the module compiles, and the import reads the same bodies back', () => {
    const original = importedFixture('agents-py', 'hooks_desk.py').graph;
    const before = hooks(original);
    expect(Object.values(before).every((v) => typeof v === 'string' && v.length > 0)).toBe(true);
    const exported = exportGraph(original, 'agents-py');
    const text = exported.code;
    for (const body of Object.values(before)) expect(text).toContain(body);

    const dir = mkdtempSync(join(tmpdir(), 'sb-hooks-'));
    try {
      writeFileSync(join(dir, exported.filename), text);
      execFileSync('python3', ['-m', 'py_compile', join(dir, exported.filename)]);
      const back = importCode([{ path: exported.filename, text }]);
      if (!back.ok) throw new Error(JSON.stringify(back.errors));
      expect(hooks(back.graph)).toEqual(before);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
