/**
 * `template.format(**context)` as AG2 runs it on a system message template (UpdateSystemMessage)
 * and on a ContextStrLLMCondition prompt (autogen/oai/client.py:1108-1111,
 * group/context_str.py:31-36; AG2 0.11.5):
 *   - an empty context leaves the template as written (the format string, `{var}` and all);
 *   - a variable missing from a non-empty context raises KeyError('var'), which ends the chat;
 *   - a value is formatted as Python `str()` (True, None, {'a': 1}).
 */
import { ag2TemplateParts, toAg2FormatString } from '../../../graph/ag2Template.ts';
import type { JsonValue } from '../../json.ts';
import { RunError } from '../../kernel/runError.ts';
import { pyStr } from '../python/pyStr.ts';

export function ag2Format(text: string, context: Readonly<Record<string, JsonValue>>): string {
  const parts = ag2TemplateParts(text);
  if (!parts.some((p) => 'variable' in p)) return text;
  if (Object.keys(context).length === 0) return toAg2FormatString(text);
  return parts
    .map((p) => {
      if (!('variable' in p)) return p.text;
      if (!Object.hasOwn(context, p.variable)) throw new RunError('KeyError', `'${p.variable}'`);
      return pyStr(context[p.variable]);
    })
    .join('');
}
