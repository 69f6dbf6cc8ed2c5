/**
 * An agent on the canvas. Document facts arrive in `data` (derived and cached by flowStore);
 * run facts (active, visited, turns, pulsing tools) are read from runStore with narrow
 * selectors, so a run animates nodes without touching the document or its history.
 */
import { Handle, Position, type NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { useRunStore, type RunState } from '../../store/runStore.ts';
import { useSelectionStore } from '../../store/selectionStore.ts';
import { agentColor } from '../../ui/agentColor.ts';
import { measuredSize } from './flowStore.ts';
import { useDetail } from './levelOfDetail.ts';
import type { AfterWorkChip, AgentFlowNode, ToolBadge } from './flowTypes.ts';

const MAX_BADGES = 3;

const ACTIVE = 1;
const VISITED = 2;
const HIGHLIGHTED = 4;
/** waiting on an agent it called as a tool */
const CALLING = 8;
const TURN_UNIT = 16;

/** The run facts a node shows, packed into one number so that the selector result compares by value. */
function agentRunFacts(s: RunState, id: string): number {
  return (
    (s.activeAgentId === id ? ACTIVE : 0) +
    (s.visitedAgentIds.has(id) ? VISITED : 0) +
    (s.highlight?.agentId === id ? HIGHLIGHTED : 0) +
    (s.callingAgentIds.has(id) ? CALLING : 0) +
    (s.turnCounts[id] ?? 0) * TURN_UNIT
  );
}

const AFTER_WORK_TEXT: Record<string, string> = {
  terminate: 'terminate',
  revert_to_user: 'back to user',
  stay: 'stay',
};

function AgentNodeView({ id, data, selected }: NodeProps<AgentFlowNode>) {
  // One subscription per node, not one per fact: a node mounts once per agent, and on big graphs
  // thousands of store subscriptions cost more at mount (and on every run event) than the nodes.
  const run = useRunStore((s) => agentRunFacts(s, id));
  const active = (run & ACTIVE) !== 0;
  const visited = (run & VISITED) !== 0;
  const highlighted = (run & HIGHLIGHTED) !== 0;
  const calling = (run & CALLING) !== 0;
  const turns = Math.floor(run / TURN_UNIT);
  // Zoomed far out a node shows its name only (same box, far fewer elements to lay out); further
  // out, where a name would be a smudge, an empty coloured box.
  const detail = useDetail();
  const compact = detail === 'far' || detail === 'tiny';
  const accent = agentColor(id, data.color);
  const extra = data.tools.length - MAX_BADGES;

  // the state the DOM exposes (styling hooks, and what the e2e tests read), the same at every zoom
  const state = {
    'data-testid': 'agent-node',
    'data-agent-id': id,
    'data-selected': selected || undefined,
    'data-active': active || undefined,
    'data-visited': visited || undefined,
    'data-highlight': highlighted || undefined,
    'data-calling': calling || undefined,
    'data-lint': data.lint?.severity,
  };

  if (compact) {
    // Keep the measured size so that edges and the layout do not move when zooming out.
    const size = measuredSize(id);
    const placeholder = detail === 'tiny';
    return (
      <div
        className={placeholder ? 'sb-agent sb-agent--compact sb-agent--placeholder' : 'sb-agent sb-agent--compact'}
        {...state}
        aria-label={placeholder ? data.name : undefined}
        style={{ '--sb-agent-accent': accent, height: size?.height } as React.CSSProperties}
      >
        <Handle type="target" position={Position.Left} id="in" className="sb-handle sb-handle--in" />
        {!placeholder && <span className="sb-agent__name">{data.name}</span>}
        <Handle type="source" position={Position.Right} id="out" className="sb-handle sb-handle--out" />
      </div>
    );
  }

  return (
    <div
      className="sb-agent"
      {...state}
      style={{ '--sb-agent-accent': accent } as React.CSSProperties}
    >
      <Handle type="target" position={Position.Left} id="in" className="sb-handle sb-handle--in" />
      <div className="sb-agent__head">
        <span className="sb-agent__avatar" aria-hidden="true">
          {initials(data.name)}
        </span>
        <div className="sb-agent__title">
          <div className="sb-agent__name" title={data.name}>
            {data.name}
          </div>
          <div className="sb-agent__model" title={data.modelIsDefault ? `${data.model} (graph default)` : data.model}>
            {data.model}
          </div>
        </div>
        {data.isStart && (
          <span className="sb-agent__start" data-testid="start-badge" title="Start agent: runs begin here">
            start
          </span>
        )}
        {data.lint && (
          <span className={`sb-agent__lint sb-agent__lint--${data.lint.severity}`} data-testid="lint-dot" tabIndex={0} aria-label={data.lint.messages.join('. ')}>
            <span className="sb-agent__tooltip" role="tooltip">
              {data.lint.messages.map((m, i) => (
                <span key={i}>{m}</span>
              ))}
            </span>
          </span>
        )}
      </div>
      <div className="sb-agent__body">
        <span className="sb-agent__count" data-testid="tool-count" title={`${data.tools.length} tool${data.tools.length === 1 ? '' : 's'}`}>
          {data.tools.length} {data.tools.length === 1 ? 'tool' : 'tools'}
        </span>
        {data.tools.slice(0, MAX_BADGES).map((tool) => (
          <ToolChip key={`${tool.id}/${tool.label}`} agentId={id} tool={tool} />
        ))}
        {extra > 0 && <span className="sb-agent__more">+{extra}</span>}
        {data.guardrails > 0 && (
          <span className="sb-agent__guard" title={`${data.guardrails} guardrail${data.guardrails === 1 ? '' : 's'}`}>
            <ShieldGlyph /> {data.guardrails}
          </span>
        )}
      </div>
      {(data.afterWork || turns > 0 || calling) && (
        <div className="sb-agent__foot">
          {data.afterWork && <AfterWork chip={data.afterWork} />}
          {calling && (
            <span className="sb-agent__calling" data-testid="calling-chip" title="Waiting on an agent it called as a tool">
              waiting on tool
            </span>
          )}
          {turns > 0 && (
            <span className="sb-agent__turns" data-testid="turn-count">
              {turns} {turns === 1 ? 'turn' : 'turns'}
            </span>
          )}
        </div>
      )}
      <Handle type="source" position={Position.Right} id="out" className="sb-handle sb-handle--out" />
    </div>
  );
}

const ToolChip = memo(function ToolChip({ agentId, tool }: { agentId: string; tool: ToolBadge }) {
  const pulsing = useRunStore((s) => s.pulsingToolIds.has(tool.id));
  return (
    <button
      type="button"
      className={`sb-agent__tool sb-agent__tool--${tool.kind} nodrag`}
      data-pulsing={pulsing || undefined}
      data-testid="tool-badge"
      title={tool.kind === 'missing' ? `Unknown tool "${tool.id}"` : tool.kind === 'mcp_listed' ? `${tool.label} (MCP server tool)` : `${tool.label}${tool.routes ? ' (may hand off)' : ''}`}
      onClick={(e) => {
        e.stopPropagation();
        // an MCP server lives on its agent: its tools open the agent's inspector
        if (tool.kind === 'mcp_listed') useSelectionStore.getState().select([agentId]);
        else useSelectionStore.getState().selectTool(tool.id, agentId);
      }}
    >
      {tool.routes && <span className="sb-agent__fn">fn</span>}
      {tool.label}
    </button>
  );
});

function AfterWork({ chip }: { chip: NonNullable<AfterWorkChip> }) {
  const text = chip.type === 'agent' ? `→ ${chip.target}` : AFTER_WORK_TEXT[chip.type];
  return (
    <span
      className={`sb-agent__aw sb-agent__aw--${chip.type}`}
      data-testid="after-work-chip"
      data-inherited={chip.inherited || undefined}
      title={`After work: ${text}${chip.inherited ? ' (graph default)' : ''}`}
    >
      <span className="sb-agent__aw-label">after work</span>
      {text}
    </span>
  );
}

function ShieldGlyph() {
  return (
    <svg width="11" height="11" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
      <path d="M8 1.5 2.5 3.5v4c0 3.2 2.3 5.8 5.5 7 3.2-1.2 5.5-3.8 5.5-7v-4L8 1.5Z" />
    </svg>
  );
}

function initials(name: string): string {
  const words = name.replace(/\bagent\b/i, '').trim().split(/\s+/).filter(Boolean);
  const letters = (words.length ? words : [name]).slice(0, 2).map((w) => w[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

/**
 * A node reads its id, data, selection and (zoomed out) its measured size: React Flow's position
 * props change on every frame of a drag, and re-rendering the dragged card for them re-diffed its
 * ten elements each frame.
 */
const sameAgentProps = (a: NodeProps<AgentFlowNode>, b: NodeProps<AgentFlowNode>) =>
  a.id === b.id && a.data === b.data && a.selected === b.selected && a.width === b.width && a.height === b.height;

export const AgentNode = memo(AgentNodeView, sameAgentProps);
