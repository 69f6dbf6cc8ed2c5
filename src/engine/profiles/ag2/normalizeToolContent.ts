/**
 * AG2 0.11.5 GroupToolExecutor._normalize_tool_content (group/group_tool_executor.py): how a
 * tool's return value becomes the tool message text.
 *   None → ""; a str → itself; a list of dicts that all have "type" → content_str(list);
 *   anything else → json.dumps(value) (so True → "true", {"a": 1} → '{"a": 1}').
 * Objects json.dumps cannot encode (ReplyResult, targets) fall back to str(): the runner passes
 * those as their str() text already. (AG2 0.9.7 used str(content); docs/SEMANTICS.md §0 drift 4.)
 */
import type { JsonValue } from '../../json.ts';
import { RunError } from '../../kernel/runError.ts';
import { pyJsonDumps } from '../python/pyJson.ts';
import { AG2_STRINGS } from './strings.ts';

export function normalizeToolContent(value: JsonValue): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.length > 0 && value.every(isTypedPart)) return contentStr(value as Array<Record<string, JsonValue>>);
  return pyJsonDumps(value);
}

function isTypedPart(item: JsonValue): boolean {
  return item !== null && typeof item === 'object' && !Array.isArray(item) && Object.hasOwn(item, 'type');
}

/** code_utils.py content_str for a list of parts: text parts as is, images as "<image>". */
function contentStr(parts: Array<Record<string, JsonValue>>): string {
  let out = '';
  for (const part of parts) {
    if (part.type === 'text') out += typeof part.text === 'string' ? part.text : String(part.text);
    else if (part.type === 'image_url') out += AG2_STRINGS.imagePlaceholder;
    else throw new RunError('ValueError', AG2_STRINGS.unknownContentType(String(part.type)));
  }
  return out;
}
