/**
 * A canvas group (groupFlow.ts): expanded, a tinted box behind its members with a header (drag it
 * to move the group); collapsed, one node standing for them, lit while one of them is active in
 * a run. The header is the group's controls: collapse/expand, name (double-click, F2 or Enter to rename),
 * colour, ungroup; every control is a real button or input, so it works from the keyboard.
 */
import { Handle, Position, type NodeProps } from '@xyflow/react';
import { memo, useState } from 'react';
import { useRunStore, type RunState } from '../../store/runStore.ts';
import { IconButton } from '../../ui/index.ts';
import { recolorGroup, renameGroup, selectGroupMembers, setGroupCollapsed, ungroupGroup } from './canvasGroups.ts';
import type { GroupFlowNode } from './flowTypes.ts';

const NEUTRAL = '#8b93a7';
const ACTIVE = 1;
const VISITED = 2;

function groupRunFacts(s: RunState, members: readonly string[]): number {
  let facts = 0;
  if (s.activeAgentId !== null && members.includes(s.activeAgentId)) facts |= ACTIVE;
  if (members.some((m) => s.visitedAgentIds.has(m))) facts |= VISITED;
  return facts;
}

/** `<input type="color">` takes #rrggbb only. */
function sixDigits(hex: string): string {
  if (hex.length === 4) return `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}`;
  return hex.slice(0, 7);
}

function GroupNodeView({ data }: NodeProps<GroupFlowNode>) {
  const { groupId, name, members, collapsed } = data;
  const color = data.color ?? NEUTRAL;
  // run facts only matter while collapsed (expanded, the members show them themselves)
  const run = useRunStore((s) => (collapsed ? groupRunFacts(s, members) : 0));
  const [renaming, setRenaming] = useState(false);
  const count = `${members.length} ${members.length === 1 ? 'agent' : 'agents'}`;

  const header = (
    <div className="sb-group__header" onClick={() => selectGroupMembers(groupId)}>
      <IconButton
        icon="chevronDown"
        className={`sb-group__toggle nodrag${collapsed ? ' sb-group__toggle--collapsed' : ''}`}
        label={collapsed ? `Expand group ${name}` : `Collapse group ${name}`}
        pressed={collapsed}
        onClick={(e) => {
          e.stopPropagation();
          setGroupCollapsed(groupId, !collapsed);
        }}
        data-testid="group-toggle"
      />
      {renaming ? (
        <input
          className="sb-group__rename nodrag"
          defaultValue={name}
          aria-label="Group name"
          maxLength={64}
          autoFocus
          onFocus={(e) => e.currentTarget.select()}
          onClick={(e) => e.stopPropagation()}
          onKeyDown={(e) => {
            e.stopPropagation();
            if (e.key === 'Enter') {
              renameGroup(groupId, e.currentTarget.value);
              setRenaming(false);
            } else if (e.key === 'Escape') setRenaming(false);
          }}
          onBlur={(e) => {
            renameGroup(groupId, e.currentTarget.value);
            setRenaming(false);
          }}
          data-testid="group-rename"
        />
      ) : (
        <button
          type="button"
          className="sb-group__name"
          title="Double-click, F2 or Enter to rename"
          onDoubleClick={(e) => {
            e.stopPropagation();
            setRenaming(true);
          }}
          onKeyDown={(e) => {
            if (e.key === 'F2' || e.key === 'Enter') {
              e.preventDefault();
              e.stopPropagation();
              setRenaming(true);
            }
          }}
          data-testid="group-name"
        >
          {name}
        </button>
      )}
      {!collapsed && <span className="sb-group__count">{count}</span>}
      <label className="sb-group__color nodrag" title="Group colour" onClick={(e) => e.stopPropagation()}>
        <input type="color" aria-label={`Colour of group ${name}`} value={sixDigits(color)} onChange={(e) => recolorGroup(groupId, e.currentTarget.value)} data-testid="group-color" />
      </label>
      <IconButton
        icon="close"
        className="nodrag"
        label={`Ungroup ${name}`}
        onClick={(e) => {
          e.stopPropagation();
          ungroupGroup(groupId);
        }}
        data-testid="group-ungroup"
      />
    </div>
  );

  return (
    <div
      className={collapsed ? 'sb-group sb-group--collapsed' : 'sb-group'}
      style={{ '--sb-group-color': color } as React.CSSProperties}
      data-testid="group-node"
      data-group-id={groupId}
      data-collapsed={collapsed || undefined}
      data-active={(run & ACTIVE) !== 0 || undefined}
      data-visited={(run & VISITED) !== 0 || undefined}
      role="group"
      aria-label={`Group ${name}, ${count}${collapsed ? ', collapsed' : ''}`}
    >
      {collapsed && <Handle type="target" position={Position.Left} id="in" className="sb-handle sb-handle--in" isConnectable={false} />}
      {header}
      {collapsed && (
        <div className="sb-group__summary" data-testid="group-summary">
          <span className="sb-group__count">{count}</span>
          <span className="sb-group__members">{members.slice(0, 3).join(', ')}{members.length > 3 ? ', …' : ''}</span>
        </div>
      )}
      {collapsed && <Handle type="source" position={Position.Right} id="out" className="sb-handle sb-handle--out" isConnectable={false} />}
    </div>
  );
}

export const GroupNode = memo(GroupNodeView);
