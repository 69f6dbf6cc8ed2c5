/**
 * A canvas group (groupFlow.ts): expanded, a tinted box behind its members with a header (drag it
 * to move the group); collapsed, one node standing for them, lit while one of them is active in
 * a run. The header is the group's controls: collapse/expand, name (double-click, F2 or Enter to rename),
 * colour, ungroup; every control is a real button or input, so it works from the keyboard.
 * In the zoomed-out overview (groupFlow.ts) it is a block standing for its members, its name in
 * type of a fixed screen size; pressing it zooms into the group.
 */
import { Handle, Position, useStore, type NodeProps } from '@xyflow/react';
import { memo, useRef, useState } from 'react';
import { useRunStore, type RunState } from '../../store/runStore.ts';
import { IconButton } from '../../ui/index.ts';
import { recolorGroup, renameGroup, selectGroupMembers, setGroupCollapsed, ungroupGroup } from './canvasGroups.ts';
import type { GroupFlowNode } from './flowTypes.ts';
import { useZoomIntoGroup } from './zoomIntoGroup.ts';

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

/**
 * The overview block: name, count and members in type of a fixed screen size (the block is drawn
 * at the canvas zoom, so its type is scaled by 1/zoom), lit like a collapsed group during a run.
 */
/** Screen px the block's text takes: padding, name line, count line, one members line. */
const PAD_Y = 12;
const NAME_H = 18;
const COUNT_H = 15;
const MEMBER_LINE_H = 14.5;
/** One-line block: screen px of border and the least padding around the line; gap before the count. */
const FLAT_CHROME = 5;
const FLAT_GAP = 8;
/** The count's 11 px semibold type, px a character (generous, so that it never clips). */
const COUNT_CHAR_W = 7;

/** The name's type: 14 px, down to 11 px so that a narrow block still shows its whole name. */
function nameSize(name: string, blockWidth: number): number {
  // 16 px of padding and border; bold sans type is up to 0.72 em a character (DejaVu Sans, wide)
  const room = blockWidth - 20;
  return Math.max(11, Math.min(14, Math.floor(room / (name.length * 0.72))));
}

function OverviewBlock({ data, width, height }: { data: GroupFlowNode['data']; width: number; height: number }) {
  const { groupId, name, members } = data;
  const color = data.color ?? NEUTRAL;
  const run = useRunStore((s) => groupRunFacts(s, members));
  // only the few overview blocks follow the zoom (a selector per block, re-rendered while zooming)
  // rounded down: the type is never smaller on screen than its nominal size
  const zoom = useStore((s) => Math.floor(s.transform[2] * 1000) / 1000);
  const zoomInto = useZoomIntoGroup();
  const count = `${members.length} ${members.length === 1 ? 'agent' : 'agents'}`;
  // whole lines only: the count and as many lines of members as the block has room for on screen
  const room = height * zoom - PAD_Y - NAME_H;
  const memberLines = Math.floor((room - COUNT_H) / MEMBER_LINE_H);
  // A block too short for the name over the count (a group one agent high, far out) puts them on
  // one line, centred, with as much line as the block has (the name otherwise lost its lower half)
  const flat = room < COUNT_H;
  const line = flat ? Math.max(11, Math.min(NAME_H, Math.floor(height * zoom - FLAT_CHROME))) : NAME_H;
  const size = Math.min(nameSize(name, width * zoom), line);
  const countFits = flat && (name.length * 0.72 * size + FLAT_GAP + count.length * COUNT_CHAR_W + 20 <= width * zoom);
  return (
    <div
      className="sb-group sb-group--overview"
      style={{ '--sb-group-color': color, '--sb-inv-zoom': String(1 / Math.max(zoom, 0.02)), '--sb-overview-name': `${size}px`, '--sb-overview-line': `${line}px` } as React.CSSProperties}
      data-testid="group-node"
      data-group-id={groupId}
      data-overview="true"
      data-active={(run & ACTIVE) !== 0 || undefined}
      data-visited={(run & VISITED) !== 0 || undefined}
      role="button"
      tabIndex={0}
      aria-label={`Group ${name}, ${count}: zoom in`}
      title={`${name}: ${members.join(', ')}\nClick to zoom in`}
      onClick={() => zoomInto(groupId)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          zoomInto(groupId);
        }
      }}
    >
      <Handle type="target" position={Position.Left} id="in" className="sb-handle sb-handle--in sb-handle--hidden" isConnectable={false} />
      <div className="sb-group__overview" data-flat={flat || undefined}>
        <span className="sb-group__overview-name" data-testid="group-overview-name">{name}</span>
        {(flat ? countFits : room >= COUNT_H) && <span className="sb-group__overview-count" data-testid="group-overview-count">{count}</span>}
        {memberLines > 0 && (
          <span className="sb-group__overview-members" style={{ WebkitLineClamp: memberLines }}>
            {members.join(' · ')}
          </span>
        )}
      </div>
      <Handle type="source" position={Position.Right} id="out" className="sb-handle sb-handle--out sb-handle--hidden" isConnectable={false} />
    </div>
  );
}

function GroupNodeView({ data, width, height }: NodeProps<GroupFlowNode>) {
  if (data.overview) return <OverviewBlock data={data} width={width ?? 0} height={height ?? 0} />;
  return <GroupBox data={data} />;
}

function GroupBox({ data }: { data: GroupFlowNode['data'] }) {
  const { groupId, name, members, collapsed } = data;
  const color = data.color ?? NEUTRAL;
  // run facts only matter while collapsed (expanded, the members show them themselves)
  const run = useRunStore((s) => (collapsed ? groupRunFacts(s, members) : 0));
  const [renaming, setRenaming] = useState(false);
  const zoomInto = useZoomIntoGroup();
  const pressedAt = useRef<{ x: number; y: number } | null>(null);
  const count = `${members.length} ${members.length === 1 ? 'agent' : 'agents'}`;

  const header = (
    <div
      className="sb-group__header"
      onPointerDown={(e) => {
        pressedAt.current = { x: e.clientX, y: e.clientY };
      }}
      onClick={(e) => {
        selectGroupMembers(groupId);
        // a click frames the group; the end of a drag by the header does not
        const from = pressedAt.current;
        if (!from || Math.hypot(e.clientX - from.x, e.clientY - from.y) < 4) zoomInto(groupId);
      }}
    >
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
