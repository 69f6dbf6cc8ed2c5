import { describe, expect, it } from 'vitest';
import { registerTextEditor, setTextBinder, type TextEditorHandle } from './textBindings.ts';

function field(path: string) {
  const log: string[] = [];
  const handle: TextEditorHandle = { path, editor: {}, setBound: (b) => log.push(b ? 'bound' : 'unbound'), flush: () => log.push('flush') };
  return { handle, log };
}

describe('textBindings', () => {
  it('binds fields on screen when a room sets its binder, new fields as they mount, and lets go of all when it leaves', () => {
    const calls: string[] = [];
    const instructions = field('agent/a/instructions');
    const schema = field('agent/a/outputSchema');
    const stopInstructions = registerTextEditor(instructions.handle);
    const stopSchema = registerTextEditor(schema.handle);
    setTextBinder((handle) => {
      if (!handle.path.endsWith('/instructions') && !handle.path.endsWith('/code')) return null;
      calls.push(`bind ${handle.path}`);
      return () => calls.push(`unbind ${handle.path}`);
    });
    expect(calls).toEqual(['bind agent/a/instructions']);
    const code = field('tool/t/code');
    const stopCode = registerTextEditor(code.handle);
    expect(calls).toContain('bind tool/t/code');
    // a field that goes away is unbound once
    stopCode();
    expect(calls.filter((c) => c === 'unbind tool/t/code')).toHaveLength(1);
    setTextBinder(null);
    expect(calls).toContain('unbind agent/a/instructions');
    // no binder: mounting binds nothing
    const later = field('agent/b/instructions');
    const stopLater = registerTextEditor(later.handle);
    expect(calls.some((c) => c.includes('agent/b'))).toBe(false);
    for (const stop of [stopInstructions, stopSchema, stopLater]) stop();
  });
});
