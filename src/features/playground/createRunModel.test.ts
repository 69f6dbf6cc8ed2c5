import { describe, expect, it } from 'vitest';
import { assistantMessage } from '../../models/items.ts';
import { createScriptedModel } from '../../models/scripted.ts';
import type { ModelRequest } from '../../models/model.ts';
import { connectionOf, createRunModel, withOverrides } from './createRunModel.ts';
import { DEFAULT_SETTINGS } from './modelSettings.ts';

const request: ModelRequest = { model: 'gpt-4o-mini', systemInstructions: 'x', input: [], tools: [], handoffs: [], modelSettings: { temperature: 0.2, topP: 1 }, outputSchema: null };

describe('createRunModel', () => {
  it('passes the idle timeout from Model settings to the connection: 60 s by default, 0 for no limit', () => {
    expect(connectionOf({ ...DEFAULT_SETTINGS, provider: 'compatible' }).idleTimeoutMs).toBe(60_000);
    expect(connectionOf({ ...DEFAULT_SETTINGS, provider: 'compatible', idleTimeoutS: 2.5 }).idleTimeoutMs).toBe(2_500);
    expect(connectionOf({ ...DEFAULT_SETTINGS, provider: 'openai', idleTimeoutS: 0 }).idleTimeoutMs).toBe(0);
  });

  it('uses the offline simulator by default', () => {
    const model = createRunModel(DEFAULT_SETTINGS);
    expect('provider' in model && model.provider).toBe('simulator');
  });

  it("lets the settings' model name and temperature win, and leaves the rest of the request alone", async () => {
    const scripted = createScriptedModel([{ output: [assistantMessage('ok')] }, { output: [assistantMessage('ok')] }]);
    await withOverrides(scripted, { ...DEFAULT_SETTINGS, model: 'llama3.2', temperature: 0.9 }).getResponse(request);
    expect(scripted.calls[0].request).toMatchObject({ model: 'llama3.2', modelSettings: { temperature: 0.9, topP: 1 }, systemInstructions: 'x' });
    await withOverrides(scripted, { ...DEFAULT_SETTINGS, model: ' ', temperature: null }).getResponse(request);
    expect(scripted.calls[1].request).toMatchObject({ model: 'gpt-4o-mini', modelSettings: { temperature: 0.2 } });
  });
});
