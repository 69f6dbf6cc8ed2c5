/**
 * Tool results as values: JSON, or the Python repr a Swarm or AG2 tool returns (str(dict):
 * single quotes, True/False/None). Anything else stays text.
 */
export function parseLoose(text: string): unknown {
  const trimmed = text.trim();
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    // maybe a Python repr
  }
  if (!/^[[{]/.test(trimmed)) return text;
  let out = '';
  for (let i = 0; i < trimmed.length; i++) {
    const c = trimmed[i];
    if (c === "'" || c === '"') {
      let j = i + 1;
      let body = '';
      while (j < trimmed.length && trimmed[j] !== c) {
        if (trimmed[j] === '\\' && j + 1 < trimmed.length) {
          body += trimmed[j + 1] === "'" ? "'" : trimmed[j] + trimmed[j + 1];
          j += 2;
          continue;
        }
        body += trimmed[j] === '"' ? '\\"' : trimmed[j];
        j++;
      }
      out += `"${body}"`;
      i = j;
      continue;
    }
    const word = trimmed.slice(i).match(/^(True|False|None)\b/)?.[1];
    if (word) {
      out += word === 'True' ? 'true' : word === 'False' ? 'false' : 'null';
      i += word.length - 1;
      continue;
    }
    out += c;
  }
  try {
    return JSON.parse(out) as unknown;
  } catch {
    return text;
  }
}
