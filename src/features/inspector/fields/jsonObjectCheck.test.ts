import { describe, expect, it } from 'vitest';
import { checkJsonObject } from './jsonObjectCheck.ts';

describe('checkJsonObject', () => {
  it('accepts objects of any JSON values', () => {
    expect(checkJsonObject('{ "user_type": "vip", "n": 0, "plan": null }')).toEqual({ ok: true, value: { user_type: 'vip', n: 0, plan: null } });
  });
  it('rejects arrays, scalars and broken JSON with a message', () => {
    for (const text of ['[]', '3', 'null', '{ "a": }']) {
      const result = checkJsonObject(text);
      expect(result.ok).toBe(false);
    }
    expect(checkJsonObject('{ "a": }')).toMatchObject({ ok: false, message: expect.stringMatching(/^JSON syntax error/) });
  });
});
