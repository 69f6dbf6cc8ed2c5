import { describe, expect, it } from 'vitest';
import { RunError } from '../../kernel/runError.ts';
import { ag2Format } from './ag2Format.ts';

// AG2 0.11.5: OpenAIWrapper.instantiate (autogen/oai/client.py:1108-1111) and ContextStr.format
// (group/context_str.py:31-36) run template.format(**context), and return the template as
// written when the context is empty.
describe('ag2Format: template.format(**context)', () => {
  it('formats values as Python str()', () => {
    expect(ag2Format('Step {{n}} of {{m}}; vip={{vip}}; x={{x}}', { n: 1, m: 3, vip: true, x: null })).toBe('Step 1 of 3; vip=True; x=None');
  });

  it('an empty context leaves the template as written: the format string the export holds', () => {
    expect(ag2Format('Step {{n}} {literal}', {})).toBe('Step {n} {{literal}}');
  });

  it('a variable missing from a non-empty context raises KeyError, which ends the chat', () => {
    expect(() => ag2Format('Hello {{name}}', { other: 1 })).toThrow(RunError);
    try {
      ag2Format('Hello {{name}}', { other: 1 });
    } catch (error) {
      expect((error as RunError).toInfo()).toEqual({ type: 'KeyError', message: "'name'" });
    }
  });

  it('text without a variable is not a template: kept as is', () => {
    expect(ag2Format('Use {braces} freely.', { a: 1 })).toBe('Use {braces} freely.');
  });
});
