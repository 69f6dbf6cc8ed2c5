/**
 * Agent instructions may reference context variables as `{{name}}` (docs/GRAPH-FORMAT.md): they are
 * substituted when the request is built, so the model sees the values but never the context
 * itself. A missing variable reads as "" (as Swarm's defaultdict(str) does); strings are inserted
 * as they are, other JSON values as JSON. Exporters generate the same substitution.
 */
import type { JsonValue } from '../json.ts';

const PLACEHOLDER = /\{\{\s*([A-Za-z_$][\w$]*)\s*\}\}/g;

export function renderInstructions(template: string, context: Readonly<Record<string, JsonValue>>): string {
  if (!template.includes('{{')) return template;
  return template.replace(PLACEHOLDER, (_match, name: string) => {
    const value = Object.prototype.hasOwnProperty.call(context, name) ? context[name] : undefined;
    if (value === undefined || value === null) return '';
    return typeof value === 'string' ? value : JSON.stringify(value);
  });
}
