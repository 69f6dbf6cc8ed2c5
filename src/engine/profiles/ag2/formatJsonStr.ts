/**
 * ConversableAgent._format_json_str (conversable_agent.py), applied to a tool call's arguments
 * before json.loads: newlines outside strings are dropped; inside strings, raw newlines and tabs
 * become \n and \t escapes. A quote toggles "inside" unless the previous character is a
 * backslash. (JSON parse errors are reported against this formatted text, as AG2 does.)
 */
export function formatJsonStr(text: string): string {
  let out = '';
  let insideQuotes = false;
  let last = ' ';
  for (const ch of text) {
    if (last !== '\\' && ch === '"') insideQuotes = !insideQuotes;
    last = ch;
    if (!insideQuotes && ch === '\n') continue;
    if (insideQuotes && ch === '\n') out += '\\n';
    else if (insideQuotes && ch === '\t') out += '\\t';
    else out += ch;
  }
  return out;
}
