/**
 * The computer tool's fields (docs/COMPUTER.md §1): the environment and the display size the
 * preview tool declares. What carries out the actions is not in the graph: the playground uses the
 * demo screen, an export a Computer class the developer fills in.
 */
import type { ComputerTool, Tool } from '../../graph/schema.ts';
import { NumberField } from './fields/NumberField.tsx';
import { Section } from './fields/Section.tsx';
import { SelectField } from './fields/SelectField.tsx';

type Update = (patch: Partial<Tool> | ((t: Tool) => Tool), field?: string) => void;

const ENVIRONMENTS: Array<{ value: ComputerTool['environment']; label: string }> = [
  { value: 'browser', label: 'Browser' },
  { value: 'mac', label: 'macOS' },
  { value: 'windows', label: 'Windows' },
  { value: 'ubuntu', label: 'Ubuntu' },
  { value: 'linux', label: 'Linux (exported as Ubuntu)' },
];

export function ComputerToolFields({ tool, update }: { tool: ComputerTool; update: Update }) {
  const patch = (p: Partial<ComputerTool>, field?: string) => update((t) => ({ ...t, ...p }) as Tool, field);
  return (
    <Section title="Computer">
      <SelectField label="Environment" value={tool.environment} options={ENVIRONMENTS} onChange={(v) => patch({ environment: v as ComputerTool['environment'] })} testId="computer-environment" />
      <NumberField label="Display width" integer min={16} max={8192} value={tool.displayWidth} placeholder="1024" onCommit={(v) => patch({ displayWidth: v ?? 1024 }, 'displayWidth')} testId="computer-width" />
      <NumberField label="Display height" integer min={16} max={8192} value={tool.displayHeight} placeholder="768" onCommit={(v) => patch({ displayHeight: v ?? 768 }, 'displayHeight')} testId="computer-height" />
      <p className="sb-hint">
        The model sees screenshots and answers with clicks and keys. In the playground they act on a simulated demo screen; an exported
        project gets a Computer class to fill in. Needs the OpenAI Responses provider (or the simulator).
      </p>
    </Section>
  );
}
