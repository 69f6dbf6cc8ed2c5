/** What the palette offers, and the drag payload it carries (a custom MIME type). */
import type { NewTool } from '../../store/documentStore.ts';
import type { IconName } from '../../ui/index.ts';

export const PALETTE_MIME = 'application/x-switchboard-palette';

export type PalettePayload =
  | { kind: 'agent' }
  | { kind: 'tool'; tool: NewTool }
  | { kind: 'guardrail'; guardrail: 'input' | 'output' };

export interface PaletteItem {
  key: string;
  label: string;
  hint: string;
  icon: IconName;
  payload: PalettePayload;
}

export const PALETTE_SECTIONS: { title: string; note?: string; items: PaletteItem[] }[] = [
  {
    title: 'Agents',
    items: [{ key: 'agent', label: 'Agent', hint: 'Instructions, model, tools and handoffs', icon: 'agent', payload: { kind: 'agent' } }],
  },
  {
    title: 'Tools',
    note: 'Drop onto an agent',
    items: [
      { key: 'fn', label: 'Function tool', hint: 'TypeScript code, runs in a sandbox', icon: 'code', payload: { kind: 'tool', tool: { type: 'function' } } },
      { key: 'web', label: 'Web search', hint: 'Hosted by the provider', icon: 'globe', payload: { kind: 'tool', tool: { type: 'hosted', hosted: 'web_search' } } },
      { key: 'file', label: 'File search', hint: 'Hosted: vector stores', icon: 'file', payload: { kind: 'tool', tool: { type: 'hosted', hosted: 'file_search' } } },
      { key: 'code', label: 'Code interpreter', hint: 'Hosted by the provider', icon: 'play', payload: { kind: 'tool', tool: { type: 'hosted', hosted: 'code_interpreter' } } },
      { key: 'computer', label: 'Computer', hint: 'Screenshots, clicks and keys', icon: 'monitor', payload: { kind: 'tool', tool: { type: 'computer' } } },
      { key: 'mcp', label: 'MCP server', hint: 'Tools from a remote server', icon: 'plug', payload: { kind: 'tool', tool: { type: 'mcp' } } },
    ],
  },
  {
    title: 'Guardrails',
    note: 'Drop onto an agent',
    items: [
      { key: 'gin', label: 'Input guardrail', hint: 'Checks the user input', icon: 'shield', payload: { kind: 'guardrail', guardrail: 'input' } },
      { key: 'gout', label: 'Output guardrail', hint: "Checks the agent's final output", icon: 'shield', payload: { kind: 'guardrail', guardrail: 'output' } },
    ],
  },
];
