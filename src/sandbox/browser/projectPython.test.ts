import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PythonRunner } from '../python/protocol.ts';

// one fake runner per createBrowserPythonRunner call, so the test sees which runtime served whom
const made: Array<{ id: number; disposed: boolean; warmed: number }> = [];
vi.mock('../python/browser/index.ts', () => ({
  createBrowserPythonRunner: (): PythonRunner => {
    const state = { id: made.length, disposed: false, warmed: 0 };
    made.push(state);
    return {
      run: async () => ({ ok: true, value: state.id, output: '', outputTruncated: false, durationMs: 0 }),
      warm: async () => void state.warmed++,
      dispose: () => void (state.disposed = true),
    } as unknown as PythonRunner;
  },
}));

const { projectPythonRunner, releaseProjectPython, warmProjectPython } = await import('./projectPython.ts');
const { createRunSandbox } = await import('./index.ts');

afterEach(() => {
  releaseProjectPython();
  made.length = 0;
});

describe("a project's kept Python runtime", () => {
  it('serves every run of one project, and outlives each run’s sandbox', async () => {
    const first = createRunSandbox({ projectId: 'p1', warmPython: true });
    await (first as unknown as { warm(): Promise<void> }).warm();
    first.dispose();
    const second = createRunSandbox({ projectId: 'p1' });
    second.dispose();
    expect(await projectPythonRunner('p1')).toBe(await projectPythonRunner('p1'));
    expect(made).toHaveLength(1);
    expect(made[0].disposed).toBe(false);
  });

  it('is never another project’s: asking for a second project ends the first one’s runtime', async () => {
    warmProjectPython('p1');
    await projectPythonRunner('p1');
    await projectPythonRunner('p2');
    await Promise.resolve();
    expect(made).toHaveLength(2);
    expect(made[0].disposed).toBe(true);
    expect(made[1].disposed).toBe(false);
  });

  it('a run without a project gets a runtime of its own, ended with its sandbox', async () => {
    const sandbox = createRunSandbox({ warmPython: true });
    await (sandbox as unknown as { warm(): Promise<void> }).warm();
    sandbox.dispose();
    expect(made).toHaveLength(1);
    expect(made[0].disposed).toBe(true);
  });
});
