/**
 * The graph being built from code: agents, handoffs, tools and guardrails with ids made unique,
 * plus the report. `finish` sends the document through the normal graph import
 * (src/graph/importGraph.ts), so imported code obeys every rule a hand-written file does.
 */
import { importGraph, type ImportProblem } from '../graph/importGraph.ts';
import type { Graph, Runtime } from '../graph/schema.ts';
import { ORCHESTRATION, type ImportReport, type ReportItem, type ReportLevel } from './report.ts';
import type { Loc } from './value.ts';

type Doc = Record<string, unknown>;

export interface AgentDraft extends Doc {
  id: string;
  name: string;
}

export interface HandoffDraft extends Doc {
  id: string;
  from: string;
  to: string;
}

export function slug(text: string): string {
  const s = text
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return s || 'item';
}

export class GraphDraft {
  readonly agents: AgentDraft[] = [];
  readonly handoffs: HandoffDraft[] = [];
  readonly tools: Doc[] = [];
  readonly guardrails: Doc[] = [];
  /** "calls as tool" edges: `worker.as_tool(...)` / `worker.asTool(...)` in a manager's tools */
  readonly agentTools: Doc[] = [];
  readonly items: ReportItem[] = [];
  context: Record<string, unknown> = {};
  startAgent: string | null = null;
  settings: Doc = {};
  name = 'Imported agents';
  description = '';
  private readonly ids = new Set<string>();

  runtime: Runtime;

  constructor(runtime: Runtime) {
    this.runtime = runtime;
  }

  report(level: ReportLevel, construct: string, detail: string, loc: Loc): void {
    this.items.push({ level, construct, detail, file: loc.file, line: loc.line });
  }

  uniqueId(base: string): string {
    const root = base.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 60) || 'item';
    let id = root;
    for (let n = 2; this.ids.has(id); n++) id = `${root}_${n}`;
    this.ids.add(id);
    return id;
  }

  addAgent(fields: Omit<AgentDraft, 'id'> & { id?: string }, idBase: string): AgentDraft {
    const agent = { ...fields, id: this.uniqueId(idBase) } as AgentDraft;
    this.agents.push(agent);
    return agent;
  }

  addHandoff(from: string, to: string, fields: Doc): HandoffDraft {
    const handoff = { ...fields, id: this.uniqueId(`${from}-to-${to}`), from, to };
    this.handoffs.push(handoff);
    return handoff;
  }

  addAgentTool(from: string, to: string, fields: { toolName?: string | null; toolDescription?: string | null; outputExtractor?: string | null; maxTurns?: number | null }): Doc {
    const edge = { id: this.uniqueId(`${from}-asks-${to}`), from, to, toolName: null, toolDescription: null, outputExtractor: null, maxTurns: null, ...fields };
    this.agentTools.push(edge);
    return edge;
  }

  /** Lays agents out in layers by distance from the start agent (the app re-runs elk on open). */
  private layout(): void {
    const depth = new Map<string, number>();
    const queue = this.startAgent ? [this.startAgent] : [];
    if (this.startAgent) depth.set(this.startAgent, 0);
    while (queue.length) {
      const id = queue.shift()!;
      for (const h of this.handoffs) {
        if (h.from === id && !depth.has(h.to)) {
          depth.set(h.to, depth.get(id)! + 1);
          queue.push(h.to);
        }
      }
    }
    const maxDepth = Math.max(0, ...depth.values());
    const rows = new Map<number, number>();
    for (const agent of this.agents) {
      const column = depth.get(agent.id) ?? maxDepth + 1;
      const row = rows.get(column) ?? 0;
      rows.set(column, row + 1);
      agent.position = { x: column * 320, y: row * 180 };
    }
  }

  toDocument(): Doc {
    this.layout();
    return {
      format: 'switchboard.graph',
      version: 1,
      id: slug(this.name).replace(/_/g, '-').slice(0, 60) || 'imported',
      name: this.name,
      description: this.description,
      runtime: this.runtime,
      startAgent: this.startAgent,
      settings: this.settings,
      context: this.context,
      agents: this.agents,
      handoffs: this.handoffs,
      tools: this.tools,
      guardrails: this.guardrails,
      ...(this.agentTools.length ? { agentTools: this.agentTools } : {}),
    };
  }

  /** One sentence: what the graph holds, how much of what was met it holds, what stays in code. */
  summary(): string {
    const orchestration = this.items.filter((i) => i.detail.startsWith(ORCHESTRATION)).length;
    const met = this.items.filter((i) => !i.detail.startsWith(ORCHESTRATION));
    const held = met.filter((i) => i.level !== 'skipped').length;
    const exact = met.filter((i) => i.level === 'mapped').length;
    const nested = this.agents.reduce((n, a) => n + ((a.nestedChats as unknown[] | undefined)?.length ?? 0), 0);
    const afterWorks = this.agents.filter((a) => a.afterWork).length;
    const holds = [`${this.agents.length} agents`, `${this.handoffs.length} handoffs`, `${this.tools.length} tools`, `${this.agentTools.length} agent tools`, ...(afterWorks ? [`${afterWorks} after-work routes`] : []), ...(nested ? [`${nested} nested chats`] : [])].join(', ');
    const share = met.length ? Math.round((100 * held) / met.length) : 100;
    return `The graph holds ${holds}: ${held} of the ${met.length} constructs read (${share}%; ${exact} exactly, ${held - exact} approximated)${orchestration ? `; ${orchestration} orchestration step${orchestration === 1 ? '' : 's'} in code (further runs, loops, parallel runs) ${orchestration === 1 ? 'is' : 'are'} not in it` : ''}.`;
  }

  finish(): { ok: true; graph: Graph; report: ImportReport } | { ok: false; errors: ImportProblem[]; report: ImportReport } {
    const report: ImportReport = { runtime: this.runtime, items: [...this.items].sort((a, b) => (a.file === b.file ? a.line - b.line : a.file < b.file ? -1 : 1)), summary: this.summary() };
    const result = importGraph(this.toDocument());
    return result.ok ? { ok: true, graph: result.graph, report } : { ok: false, errors: result.errors, report };
  }
}
