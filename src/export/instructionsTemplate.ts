/**
 * Instructions may name context variables as `{{var}}`; exporters turn such instructions into a
 * function of the run context (SDK callable instructions, Swarm callable instructions, AG2
 * UpdateSystemMessage templates).
 */

export type TemplatePart = { text: string } | { variable: string };

// the same placeholder syntax as the engine (src/engine/kernel/instructions.ts)
const PLACEHOLDER = /\{\{\s*([A-Za-z_$][\w$]*)\s*\}\}/g;

/** Splits instructions into literal text and `{{var}}` references, in order. */
export function parseTemplate(instructions: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let last = 0;
  for (const match of instructions.matchAll(PLACEHOLDER)) {
    if (match.index > last) parts.push({ text: instructions.slice(last, match.index) });
    parts.push({ variable: match[1] });
    last = match.index + match[0].length;
  }
  if (last < instructions.length) parts.push({ text: instructions.slice(last) });
  return parts;
}

export function templateVariables(instructions: string): string[] {
  return [...new Set(parseTemplate(instructions).flatMap((p) => ('variable' in p ? [p.variable] : [])))];
}
