/**
 * What an agent can do on this turn, as candidates for the simulator's choice: its function tools
 * and its transfers (SDK handoffs, and Swarm/AG2 transfer functions, which arrive as tools). Each
 * carries the fields it is scored on, whether it is the way out (a handoff back to the front desk
 * or one described as being for other topics) and, for tools, whether calling it has
 * consequences (needsApproval in the graph, or an action word in its name such as order, refund,
 * pay, delete, cancel, block, book).
 */
import type { JsonSchema } from '../../../graph/schema.ts';
import type { FunctionToolDefinition, ModelRequest } from '../../model.ts';
import type { GraphView } from '../graphView.ts';
import { ACTION_CONCEPT, actionsOf, FALLBACK_STEMS, READ_STEMS } from './lexicon.ts';
import { field, WEIGHT, type Field } from './score.ts';
import { contentStems } from './tokens.ts';

export interface Candidate {
  kind: 'tool' | 'handoff';
  name: string;
  description: string;
  parameters: JsonSchema;
  order: number;
  fields: Field[];
  /** handoffs: back to the front desk / for anything else */
  wayOut: boolean;
  /** handoffs: the agent it leads to (name; id when the graph is known) */
  target: { name: string; id: string | null } | null;
  /** tools: calling it changes something (order, refund, payment, deletion…) */
  sideEffect: boolean;
  /** tools: the action groups the user must ask for (lexicon ACTIONS) */
  actions: string[];
  /** patterns of identifiers it takes (its own, or the target agent's tools'): "INV-1042" in a
   * message is evidence for the tool or agent that takes invoice numbers */
  patterns: string[];
}

const TRANSFER_NAME = /^transfer_(?:back_)?to_/i;
const GENERIC_VERB = /^(issue|execute|place|make|create|submit|process|perform|run|do|handle)[_\s-]+(?=\w)/i;

/** A target's name from a transfer tool name: transfer_to_sales_agent -> "sales agent". */
function nameFromTool(toolName: string): string {
  return toolName.replace(TRANSFER_NAME, '').replace(/_\d+$/, '').replace(/_/g, ' ').trim();
}

export function collectCandidates(request: ModelRequest, graph: GraphView | null): Candidate[] {
  const out: Candidate[] = [];
  for (const tool of request.tools) {
    if (tool.type !== 'function') continue; // hosted tools run on a provider's servers, not here
    if (graph?.targets.has(tool.name) || (!graph?.tools.has(tool.name) && TRANSFER_NAME.test(tool.name))) {
      out.push(handoffCandidate(tool.name, tool.description, tool.parameters, out.length, graph));
    } else out.push(toolCandidate(tool, out.length, graph));
  }
  for (const handoff of request.handoffs) out.push(handoffCandidate(handoff.toolName, handoff.toolDescription, handoff.inputJsonSchema, out.length, graph));
  return out;
}

function toolCandidate(tool: FunctionToolDefinition, order: number, graph: GraphView | null): Candidate {
  const nameStems = contentStems(tool.name);
  const approval = graph?.tools.get(tool.name)?.needsApproval;
  const actions = actionsOf(nameStems);
  return {
    kind: 'tool',
    name: tool.name,
    description: tool.description,
    parameters: tool.parameters,
    order,
    fields: [
      // "issue_refund" is about refunds: the generic verb in front says nothing (and "issue" is not a problem here)
      field(tool.name.replace(GENERIC_VERB, ''), WEIGHT.name),
      field(tool.description, WEIGHT.description),
      field(parameterText(tool.parameters), WEIGHT.parameters),
      field(actions.map((a) => ACTION_CONCEPT[a] ?? '').join(' '), WEIGHT.description),
    ],
    wayOut: false,
    target: null,
    sideEffect: (approval !== undefined && approval !== false) || actions.length > 0,
    actions: actions.length > 0 ? actions : ownAction(nameStems, tool.description, approval !== undefined && approval !== false),
    patterns: patternsOf(tool.parameters),
  };
}

/**
 * A tool with consequences whose name no action group covers ("get_ride", "add_alarm" aside from
 * their descriptions): the groups its description says, else the first word of its own name is
 * the word that asks for it ("I need a ride").
 */
function ownAction(nameStems: string[], description: string, gated: boolean): string[] {
  const described = actionsOf(contentStems(description));
  if (described.length > 0 || !gated) return described;
  const verb = nameStems.find((s) => !READ_STEMS.has(s));
  return verb ? [`=${verb}`] : [];
}

function handoffCandidate(name: string, description: string, parameters: JsonSchema, order: number, graph: GraphView | null): Candidate {
  const agent = graph?.targets.get(name) ?? null;
  const targetName = agent?.name ?? nameFromTool(name);
  const fields = [field(targetName, WEIGHT.name), field(description, WEIGHT.description)];
  if (agent) {
    fields.push(field(agent.handoffDescription ?? '', WEIGHT.description), field(agent.instructions.replace(/\{\{[^}]*\}\}/g, ''), WEIGHT.instructions));
    fields.push(field(graph?.toolsOf(agent).map((t) => `${t.name} ${t.description}`).join(' ') ?? '', WEIGHT.tools));
    // what the agent's tools take says what it is about: "water" finds an outage desk whose
    // report tool has a supply enum of water, electricity and gas
    fields.push(field(graph?.toolsOf(agent).map((t) => parameterText(t.parameters)).join(' ') ?? '', WEIGHT.parameters));
  }
  const described = contentStems(`${name} ${description}`).some((s) => FALLBACK_STEMS.has(s));
  const backHome = agent !== null && graph?.current != null && agent.id === graph.startAgentId && graph.current.id !== graph.startAgentId;
  return {
    kind: 'handoff',
    name,
    description,
    parameters,
    order,
    fields,
    wayOut: described || backHome,
    target: { name: targetName, id: agent?.id ?? null },
    sideEffect: false,
    actions: [],
    patterns: agent && graph ? graph.toolsOf(agent).flatMap((t) => patternsOf(t.parameters)) : [],
  };
}

/** Identifier patterns with letters and digits (^INV-\d+$, ^[A-Z]{3}\d{3}$), not bare numbers. */
function patternsOf(schema: JsonSchema): string[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  return Object.values(properties).flatMap((p) => (typeof p.pattern === 'string' && /[A-Za-z]/.test(p.pattern.replace(/\\[dswDSW]/g, '')) && /\\d|\[0-9\]/.test(p.pattern) ? [p.pattern] : []));
}

/** Parameter names, descriptions and enum values: "dermatologist" finds a department enum. */
function parameterText(schema: JsonSchema): string {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  return Object.entries(properties)
    .map(([key, prop]) => `${key} ${typeof prop.description === 'string' ? prop.description : ''} ${Array.isArray(prop.enum) ? prop.enum.join(' ') : ''}`)
    .join(' ');
}
