/**
 * The graph document, undoable. History rules (after Excalidraw's capture modes):
 * - a user edit is one undo step (typing into one field coalesces into one step, see EditOptions);
 * - a gesture is one step: tracking pauses at its start and one commit lands at its end (the
 *   canvas goes further for node drags: it moves nodes in its own overlay and commits once at the
 *   drop, so the document does not even change during a drag; auto-layout animation uses gestures);
 * - loading a document (setGraph) clears history; autosave only reads; run animation lives in
 *   runStore and never touches this store.
 */
import { create } from 'zustand';
import { temporal } from 'zundo';
import type { Agent, AgentTool, Graph, GraphSettings, Guardrail, Handoff, HandoffTrigger, Tool } from '../graph/schema.ts';
// zod-free builders: zod and the graph schema stay off first paint (docs/PERFORMANCE.md)
import { newAgent, newAgentTool, newComputerTool, newFunctionTool, newGuardrail, newHandoff, newHostedTool, newMcpTool } from '../graph/newElements.ts';
import { emptyGraph } from './emptyGraph.ts';
import { extractFragment, mergeFragment } from './fragment.ts';
import { pruneGroupMembers } from './groupEdits.ts';
import { useHistoryDelegate } from './historyDelegate.ts';
import { useSelectionStore } from './selectionStore.ts';
import { uniqueId, uniqueName } from './uniqueId.ts';

export type XY = { x: number; y: number };

/** Edits that share a coalesce key within COALESCE_MS become one undo step (typing a name). */
export interface EditOptions {
  coalesce?: string;
}
const COALESCE_MS = 1000;

export type NewTool =
  | { type: 'function'; name?: string; description?: string; code?: string }
  | { type: 'hosted'; hosted: 'file_search' | 'web_search' | 'code_interpreter' }
  | { type: 'mcp'; serverLabel?: string; serverUrl?: string }
  | { type: 'computer' };

export interface RemoveSpec {
  agents?: string[];
  handoffs?: string[];
  /** clears these agents' afterWork (the after-work edge) */
  afterWorkOf?: string[];
  /** removes these agents from a tool's routesTo (the function-driven edge) */
  routes?: { toolId: string; to: string }[];
  tools?: string[];
  guardrails?: string[];
  /** "calls as tool" edges */
  agentTools?: string[];
}

export interface DocumentState {
  graph: Graph;
  /** bumps on every setGraph (the canvas fits the view to a newly loaded document) */
  loadId: number;
  /** Load a document (open, import, example, restore): not undoable; clears history. */
  setGraph: (graph: Graph) => void;
  /** Generic edit: one undo step. Prefer the named actions below. */
  edit: (recipe: (graph: Graph) => Graph, options?: EditOptions) => void;
  updateGraph: (patch: Partial<Pick<Graph, 'name' | 'description' | 'runtime' | 'startAgent' | 'context'>>, options?: EditOptions) => void;
  updateSettings: (patch: Partial<GraphSettings>, options?: EditOptions) => void;

  addAgent: (init?: Partial<Agent>) => string;
  updateAgent: (id: string, patch: Partial<Agent> | ((agent: Agent) => Agent), options?: EditOptions) => void;
  removeAgents: (ids: string[]) => void;

  addHandoff: (from: string, to: string, trigger?: HandoffTrigger) => string | null;
  updateHandoff: (id: string, patch: Partial<Handoff> | ((handoff: Handoff) => Handoff), options?: EditOptions) => void;

  /** A "calls as tool" edge from manager to worker; null when one end is missing or it exists. */
  addAgentTool: (from: string, to: string) => string | null;
  updateAgentTool: (id: string, patch: Partial<AgentTool>, options?: EditOptions) => void;

  /** Creates a tool; attaches it to `attachTo` when given. Returns its id. */
  addTool: (init: NewTool, attachTo?: string) => string;
  updateTool: (id: string, patch: Partial<Tool> | ((tool: Tool) => Tool), options?: EditOptions) => void;
  attachTool: (agentId: string, toolId: string) => void;
  detachTool: (agentId: string, toolId: string) => void;

  addGuardrail: (init: Partial<Guardrail> & { kind: Guardrail['kind'] }, attachTo?: string) => string;
  updateGuardrail: (id: string, patch: Partial<Guardrail>, options?: EditOptions) => void;

  /** Removes several kinds of element in one undo step, with every reference to them. */
  remove: (spec: RemoveSpec) => void;
  /** Copies agents (with the handoffs between them) beside the originals; returns the new ids. */
  duplicate: (agentIds: string[]) => string[];
  /** Adds a fragment with fresh ids; returns the new agent ids. */
  paste: (fragment: Graph, offset?: XY) => string[];
  copyFragment: (agentIds: string[]) => Graph;

  /** Drag: positions written while a gesture is open do not enter history until endGesture. */
  beginGesture: () => void;
  moveAgents: (positions: Record<string, XY>) => void;
  endGesture: () => void;
  /** New positions for many agents at once (auto-layout): one undo step. */
  setPositions: (positions: Record<string, XY>) => void;
}

let lastCoalesce: { key: string; at: number } | null = null;
let gestureBase: Graph | null = null;

export const useDocumentStore = create<DocumentState>()(
  temporal(
    (set, get) => {
      /** One undo step, or a silent merge into the previous step for a coalescing edit. */
      const commit = (next: Graph, options?: EditOptions) => {
        const current = get().graph;
        if (next === current) return;
        const now = Date.now();
        const merge = !!options?.coalesce && lastCoalesce?.key === options.coalesce && now - lastCoalesce.at < COALESCE_MS;
        lastCoalesce = options?.coalesce ? { key: options.coalesce, at: now } : null;
        const history = useDocumentStore.temporal.getState();
        if (merge && history.isTracking) {
          history.pause();
          set({ graph: next });
          history.resume();
        } else {
          set({ graph: next });
        }
      };
      const edit = (recipe: (graph: Graph) => Graph, options?: EditOptions) => commit(recipe(get().graph), options);

      return {
        graph: emptyGraph(),
        loadId: 0,

        setGraph: (graph) => {
          const history = useDocumentStore.temporal.getState();
          history.pause();
          set({ graph, loadId: get().loadId + 1 });
          useSelectionStore.getState().clear();
          history.resume();
          history.clear();
          lastCoalesce = null;
          gestureBase = null;
        },

        edit,
        updateGraph: (patch, options) => edit((g) => ({ ...g, ...patch }), options),
        updateSettings: (patch, options) => edit((g) => ({ ...g, settings: { ...g.settings, ...patch } }), options),

        addAgent: (init = {}) => {
          const g = get().graph;
          const name = uniqueName(init.name ?? 'Agent', new Set(g.agents.map((a) => a.name)));
          const id = uniqueId(init.id ?? name, new Set(g.agents.map((a) => a.id)));
          const agent = newAgent({ ...init, id, name });
          commit({ ...g, agents: [...g.agents, agent], startAgent: g.startAgent ?? id });
          return id;
        },
        updateAgent: (id, patch, options) =>
          edit(
            (g) => ({
              ...g,
              agents: g.agents.map((a) => (a.id === id ? (typeof patch === 'function' ? patch(a) : { ...a, ...patch }) : a)),
            }),
            options,
          ),
        removeAgents: (ids) => get().remove({ agents: ids }),

        addHandoff: (from, to, trigger) => {
          const g = get().graph;
          if (from === to) return null;
          if (!g.agents.some((a) => a.id === from) || !g.agents.some((a) => a.id === to)) return null;
          const id = uniqueId(`${from}-to-${to}`, new Set(g.handoffs.map((h) => h.id)));
          const handoff = newHandoff(id, from, to, trigger);
          commit({ ...g, handoffs: [...g.handoffs, handoff] });
          return id;
        },
        updateHandoff: (id, patch, options) =>
          edit(
            (g) => ({
              ...g,
              handoffs: g.handoffs.map((h) => (h.id === id ? (typeof patch === 'function' ? patch(h) : { ...h, ...patch }) : h)),
            }),
            options,
          ),

        addAgentTool: (from, to) => {
          const g = get().graph;
          if (from === to) return null;
          if (!g.agents.some((a) => a.id === from) || !g.agents.some((a) => a.id === to)) return null;
          const existing = g.agentTools ?? [];
          if (existing.some((t) => t.from === from && t.to === to)) return null;
          const id = uniqueId(`${from}-calls-${to}`, new Set(existing.map((t) => t.id)));
          commit({ ...g, agentTools: [...existing, newAgentTool(id, from, to)] });
          return id;
        },
        updateAgentTool: (id, patch, options) =>
          edit((g) => ({ ...g, agentTools: (g.agentTools ?? []).map((t) => (t.id === id ? { ...t, ...patch } : t)) }), options),

        addTool: (init, attachTo) => {
          const g = get().graph;
          const taken = new Set(g.tools.map((t) => t.id));
          let tool: Tool;
          if (init.type === 'function') {
            const base = init.name ?? 'new_tool';
            const id = uniqueId(base, taken);
            tool = newFunctionTool({
              id,
              name: id,
              description: init.description ?? '',
              code: init.code ?? 'export default async function (args, { context }) {\n  return "ok";\n}\n',
            });
          } else if (init.type === 'hosted') {
            tool = newHostedTool(uniqueId(init.hosted, taken), init.hosted);
          } else if (init.type === 'computer') {
            tool = newComputerTool(uniqueId('computer', taken));
          } else {
            const label = init.serverLabel ?? 'mcp_server';
            tool = newMcpTool(uniqueId(label, taken), label, init.serverUrl ?? 'http://localhost:8000/mcp');
          }
          const agents = attachTo ? g.agents.map((a) => (a.id === attachTo ? { ...a, tools: [...a.tools, tool.id] } : a)) : g.agents;
          commit({ ...g, tools: [...g.tools, tool], agents });
          return tool.id;
        },
        updateTool: (id, patch, options) =>
          edit(
            (g) => ({
              ...g,
              tools: g.tools.map((t) => (t.id === id ? (typeof patch === 'function' ? patch(t) : ({ ...t, ...patch } as Tool)) : t)),
            }),
            options,
          ),
        attachTool: (agentId, toolId) =>
          edit((g) => ({
            ...g,
            agents: g.agents.map((a) => (a.id === agentId && !a.tools.includes(toolId) ? { ...a, tools: [...a.tools, toolId] } : a)),
          })),
        detachTool: (agentId, toolId) =>
          edit((g) => ({
            ...g,
            agents: g.agents.map((a) => (a.id === agentId ? { ...a, tools: a.tools.filter((t) => t !== toolId) } : a)),
          })),

        addGuardrail: (init, attachTo) => {
          const g = get().graph;
          const name = init.name ?? (init.kind === 'output' || init.kind === 'tool_output' ? 'Output check' : 'Input check');
          const id = uniqueId(init.id ?? name, new Set(g.guardrails.map((x) => x.id)));
          const guardrail = newGuardrail({
            code: 'export default async function (input, { context }) {\n  return { tripwire: false };\n}\n',
            ...init,
            id,
            name,
          });
          const field = init.kind === 'output' ? 'outputGuardrails' : 'inputGuardrails';
          const agents = attachTo ? g.agents.map((a) => (a.id === attachTo ? { ...a, [field]: [...a[field], id] } : a)) : g.agents;
          commit({ ...g, guardrails: [...g.guardrails, guardrail], agents });
          return id;
        },
        updateGuardrail: (id, patch, options) =>
          edit((g) => ({ ...g, guardrails: g.guardrails.map((x) => (x.id === id ? { ...x, ...patch } : x)) }), options),

        remove: (spec) => edit((g) => removeFromGraph(g, spec)),

        duplicate: (agentIds) => {
          if (agentIds.length === 0) return [];
          const g = get().graph;
          const { graph, agentIds: created } = mergeFragment(g, extractFragment(g, agentIds), { x: 40, y: 40 });
          commit(graph);
          return created;
        },
        paste: (fragment, offset = { x: 40, y: 40 }) => {
          if (fragment.agents.length === 0) return [];
          const { graph, agentIds } = mergeFragment(get().graph, fragment, offset);
          commit(graph);
          return agentIds;
        },
        copyFragment: (agentIds) => extractFragment(get().graph, agentIds),

        beginGesture: () => {
          if (gestureBase) return;
          gestureBase = get().graph;
          useDocumentStore.temporal.getState().pause();
        },
        moveAgents: (positions) => {
          const g = get().graph;
          let changed = false;
          const agents = g.agents.map((a) => {
            const p = positions[a.id];
            if (!p || (p.x === a.position.x && p.y === a.position.y)) return a;
            changed = true;
            return { ...a, position: { ...a.position, x: p.x, y: p.y } };
          });
          if (!changed) return;
          // Outside a gesture a move is an ordinary edit (keyboard nudges, programmatic moves).
          if (gestureBase) set({ graph: { ...g, agents } });
          else commit({ ...g, agents });
        },
        endGesture: () => {
          const base = gestureBase;
          gestureBase = null;
          const history = useDocumentStore.temporal.getState();
          if (!base) return;
          const final = get().graph;
          // Rewind silently to the pre-gesture document, then land the result as one step.
          set({ graph: base });
          history.resume();
          lastCoalesce = null;
          if (final !== base) set({ graph: final });
        },
        setPositions: (positions) => {
          const g = get().graph;
          commit({
            ...g,
            agents: g.agents.map((a) => (positions[a.id] ? { ...a, position: { ...a.position, ...positions[a.id] } } : a)),
          });
        },
      };
    },
    {
      partialize: (state) => ({ graph: state.graph }),
      equality: (past, current) => past.graph === current.graph,
      limit: 200,
    },
  ),
);

/** Pure removal with reference clean-up (exported for tests and for the inspector). */
export function removeFromGraph(g: Graph, spec: RemoveSpec): Graph {
  const agents = new Set(spec.agents ?? []);
  const handoffs = new Set(spec.handoffs ?? []);
  const afterWorkOf = new Set(spec.afterWorkOf ?? []);
  const tools = new Set(spec.tools ?? []);
  const guardrails = new Set(spec.guardrails ?? []);
  const routes = spec.routes ?? [];
  const agentTools = new Set(spec.agentTools ?? []);
  if (!agents.size && !handoffs.size && !afterWorkOf.size && !tools.size && !guardrails.size && !routes.length && !agentTools.size) return g;
  const keepGuardrails = (ids: string[]) => (guardrails.size ? ids.filter((id) => !guardrails.has(id)) : ids);
  return pruneGroupMembers({
    ...g,
    startAgent: g.startAgent && agents.has(g.startAgent) ? (g.agents.find((a) => !agents.has(a.id))?.id ?? null) : g.startAgent,
    agents: g.agents
      .filter((a) => !agents.has(a.id))
      .map((a) => {
        const clearAfterWork = afterWorkOf.has(a.id) || (a.afterWork?.type === 'agent' && agents.has(a.afterWork.agent));
        const usesRemovedTool = tools.size > 0 && a.tools.some((t) => tools.has(t));
        const usesRemovedGuardrail =
          guardrails.size > 0 && [...a.inputGuardrails, ...a.outputGuardrails].some((x) => guardrails.has(x));
        if (!clearAfterWork && !usesRemovedTool && !usesRemovedGuardrail) return a;
        return {
          ...a,
          afterWork: clearAfterWork ? null : a.afterWork,
          tools: a.tools.filter((t) => !tools.has(t)),
          inputGuardrails: keepGuardrails(a.inputGuardrails),
          outputGuardrails: keepGuardrails(a.outputGuardrails),
        };
      }),
    handoffs: g.handoffs.filter((h) => !handoffs.has(h.id) && !agents.has(h.from) && !agents.has(h.to)),
    tools: g.tools
      .filter((t) => !tools.has(t.id))
      .map((t) => {
        if (t.type !== 'function') return t;
        const dropRoute = (to: string) => agents.has(to) || routes.some((r) => r.toolId === t.id && r.to === to);
        const routesTo = t.routesTo.filter((to) => !dropRoute(to));
        const inputGuardrails = keepGuardrails(t.inputGuardrails);
        const outputGuardrails = keepGuardrails(t.outputGuardrails);
        if (
          routesTo.length === t.routesTo.length &&
          inputGuardrails.length === t.inputGuardrails.length &&
          outputGuardrails.length === t.outputGuardrails.length
        )
          return t;
        return { ...t, routesTo, inputGuardrails, outputGuardrails };
      }),
    guardrails: g.guardrails.filter((x) => !guardrails.has(x.id)),
    // an edge whose manager or worker goes goes with it (the key stays absent when it was)
    ...(g.agentTools ? { agentTools: g.agentTools.filter((t) => !agentTools.has(t.id) && !agents.has(t.from) && !agents.has(t.to)) } : {}),
  }, agents);
}

/** Whether a gesture (auto-layout animation) is open: its positions are not an edit yet. */
export const gestureOpen = () => gestureBase !== null;

/** Undo/redo: the store's history, or the shared room's per-person history (historyDelegate.ts). */
export const undo = () => {
  const delegate = useHistoryDelegate.getState().delegate;
  if (delegate) delegate.undo();
  else useDocumentStore.temporal.getState().undo();
};
export const redo = () => {
  const delegate = useHistoryDelegate.getState().delegate;
  if (delegate) delegate.redo();
  else useDocumentStore.temporal.getState().redo();
};
