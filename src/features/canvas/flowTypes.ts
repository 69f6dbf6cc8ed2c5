/** The React Flow node and edge shapes the canvas derives from the document. */
import type { Bundle } from './edgeBundles.ts';
import type { Edge, Node } from '@xyflow/react';

/** 'mcp_listed': a tool of one of the agent's local MCP servers, as last listed (docs/MCP.md) */
export type ToolBadgeKind = 'function' | 'hosted' | 'mcp' | 'mcp_listed' | 'missing';

export interface ToolBadge {
  id: string;
  label: string;
  kind: ToolBadgeKind;
  /** a function tool that may hand off (has routesTo) */
  routes: boolean;
}

export type AfterWorkChip =
  | { type: 'terminate' | 'revert_to_user' | 'stay'; inherited: boolean }
  | { type: 'agent'; inherited: boolean; target: string }
  | null;

export interface LintMark {
  severity: 'error' | 'warning';
  /** one line per problem, for the tooltip */
  messages: string[];
}

/** Everything an agent node shows; compared field by field so unrelated edits never re-render it. */
export interface AgentNodeData extends Record<string, unknown> {
  name: string;
  model: string;
  modelIsDefault: boolean;
  tools: ToolBadge[];
  guardrails: number;
  isStart: boolean;
  afterWork: AfterWorkChip;
  lint: LintMark | null;
  color: string | null;
}

export type AgentFlowNode = Node<AgentNodeData, 'agent'>;

/** agentTool: a "calls as tool" edge (manager → worker; control comes back); nestedChat: an AG2 nested chat (owner → recipient) */
export type RoutingKind = 'llm' | 'context' | 'afterWork' | 'function' | 'agentTool' | 'nestedChat';

export interface RoutingEdgeData extends Record<string, unknown> {
  /** short label: derived transfer tool name, context expression, tool name */
  label: string;
  /** full text for the tooltip */
  title: string;
  /** statically disabled (enabled: false) */
  disabled: boolean;
  /** enabled by a `when` rule */
  conditional: boolean;
  /** inherited from the graph-level after-work */
  inherited?: boolean;
  /** a route runs the other way between the same two agents too (drawn apart, edgeLayout.ts) */
  twoWay?: boolean;
  lint: LintMark | null;
  /** several routes drawn as one, to or from a collapsed group: their edge ids (groupFlow.ts) */
  aggregates?: readonly string[];
  /** a route between two expanded groups: the bundle it joins (edgeBundles.ts, set by groupFlow.ts) */
  bundle?: Bundle;
}

export type RoutingEdge = Edge<RoutingEdgeData, RoutingKind>;

/** A canvas group (groupFlow.ts): a box behind its members, or one node standing for them when collapsed. */
export interface GroupNodeData extends Record<string, unknown> {
  groupId: string;
  name: string;
  color: string | null;
  members: readonly string[];
  collapsed: boolean;
  /** drawn as one block standing for its members: the zoomed-out overview (groupFlow.ts) */
  overview: boolean;
}

export type GroupFlowNode = Node<GroupNodeData, 'agentGroup'>;

export type CanvasNode = AgentFlowNode | GroupFlowNode;
