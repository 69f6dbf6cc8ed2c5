import { describe, expect, it } from 'vitest';
import { withModelSetting } from './modelSettingsPatch.ts';

describe('withModelSetting', () => {
  it('sets a value without touching the others', () => {
    expect(withModelSetting({ topP: 0.5 }, 'temperature', 0.2)).toEqual({ topP: 0.5, temperature: 0.2 });
  });
  it('removes the key when cleared, so the file has no undefined fields', () => {
    const next = withModelSetting({ temperature: 1, topP: 0.5 }, 'temperature', null);
    expect(Object.keys(next)).toEqual(['topP']);
    expect(Object.keys(withModelSetting({ toolChoice: 'auto' }, 'toolChoice', ''))).toEqual([]);
  });
});
