/**
 * Where each kind of tool runs (docs/HOSTED-TOOLS.md "Where each tool kind runs"): under which
 * runtime profile and with which model provider. Lint and the fidelity report say it from this one
 * table; each cell cites the engine or provider code that decides it, and toolKinds.test.ts runs
 * the providers' side.
 */
import type { Graph, Runtime, Tool } from './schema.ts';

export const TOOL_KINDS = ['function', 'file_search', 'web_search', 'code_interpreter', 'mcp_hosted', 'mcp_local', 'computer'] as const;
export type ToolKind = (typeof TOOL_KINDS)[number];

/** The model providers (src/models/createModel.ts PROVIDER_IDS; a test keeps them equal). */
export const TOOL_KIND_PROVIDERS = ['simulator', 'openai-chat', 'openai-responses'] as const;
export type ToolKindProvider = (typeof TOOL_KIND_PROVIDERS)[number];

/** runs: for real; offline: the simulator answers it without a network (labelled); no: it cannot. */
export type Verdict = 'runs' | 'offline' | 'no';
export type Cell = readonly [Verdict, string];

export interface ToolKindSupport {
  label: string;
  runtimes: Record<Runtime, Cell>;
  providers: Record<ToolKindProvider, Cell>;
}

const SDK_VIEW = 'src/engine/profiles/agentsSdk/agentView.ts';
const SWARM = 'src/engine/profiles/swarm/swarmFunctions.ts';
const AG2 = 'src/engine/profiles/ag2/runAg2.ts';
const CHAT = 'src/models/openaiChat.ts';
const RESPONSES = 'src/models/openaiResponses.ts';
const SIM_HOSTED = 'src/models/simulator/hostedTools.ts';

const sdk = (cell: Cell) => ({ 'agents-sdk-js': cell, 'agents-sdk-python': cell });
const hostedRuntimes = {
  ...sdk(['runs', `sent as a hosted tool (${SDK_VIEW})`] as const),
  swarm: ['no', `Swarm offers function tools only (${SWARM})`] as const,
  ag2: ['no', `AG2 group chats offer function tools only (${AG2})`] as const,
};
const chatRefuses: Cell = ['no', `Chat Completions has no hosted tools: the run stops with an error asking for the Responses provider (${CHAT})`];

export const TOOL_KIND_SUPPORT: Record<ToolKind, ToolKindSupport> = {
  function: {
    label: 'Function tools',
    runtimes: { ...sdk(['runs', 'tool() / @function_tool'] as const), swarm: ['runs', 'agent functions'], ag2: ['runs', 'functions=[...]'] },
    providers: { simulator: ['runs', 'the simulator chooses the call; the tool code runs in the sandbox'], 'openai-chat': ['runs', 'tools'], 'openai-responses': ['runs', 'function tools'] },
  },
  file_search: {
    label: 'File search (hosted)',
    runtimes: hostedRuntimes,
    providers: {
      simulator: ['offline', `searched in the browser over the graph's documents; the file_search_call is labelled simulated (${SIM_HOSTED})`],
      'openai-chat': chatRefuses,
      'openai-responses': ['runs', `OpenAI searches the vector stores; results when includeSearchResults (${RESPONSES})`],
    },
  },
  web_search: {
    label: 'Web search (hosted)',
    runtimes: hostedRuntimes,
    providers: {
      simulator: ['offline', `simulated: labelled, with no results (no network) (${SIM_HOSTED})`],
      'openai-chat': chatRefuses,
      'openai-responses': ['runs', 'OpenAI searches the web'],
    },
  },
  code_interpreter: {
    label: 'Code interpreter (hosted)',
    runtimes: hostedRuntimes,
    providers: {
      simulator: ['offline', `simulated: arithmetic is worked out, no other code runs; labelled (${SIM_HOSTED})`],
      'openai-chat': chatRefuses,
      'openai-responses': ['runs', 'OpenAI runs the code in a container'],
    },
  },
  mcp_hosted: {
    label: 'Hosted MCP servers (Responses API)',
    runtimes: hostedRuntimes,
    providers: {
      simulator: ['no', 'the simulator never calls a hosted MCP server (docs/MCP.md §1)'],
      'openai-chat': chatRefuses,
      'openai-responses': ['runs', 'OpenAI lists and calls the server; approvals are asked here (docs/MCP.md §1)'],
    },
  },
  mcp_local: {
    label: 'Local MCP servers',
    runtimes: {
      ...sdk(['runs', 'the runner lists and calls the server (src/engine/profiles/agentsSdk/localMcp.ts)'] as const),
      swarm: ['no', `Swarm never reads agent.mcpServers (${SWARM})`],
      ag2: ['no', 'AG2 never reads agent.mcpServers'],
    },
    providers: {
      simulator: ['runs', 'the simulator calls MCP tools like any other (docs/MCP.md §2)'],
      'openai-chat': ['runs', 'as function tools'],
      'openai-responses': ['runs', 'as function tools'],
    },
  },
  computer: {
    label: 'Computer use',
    runtimes: {
      ...sdk(['runs', 'the runner carries out computer_call actions on a computer (src/engine/profiles/agentsSdk/computerCall.ts)'] as const),
      swarm: ['no', `Swarm has no computer tool (${SWARM})`],
      ag2: ['no', `AG2 has no computer tool (${AG2})`],
    },
    providers: {
      simulator: ['offline', 'a scripted search on the demo screen, with a simulated safety check (src/models/simulator/screenFlow.ts)'],
      'openai-chat': ['no', `Chat Completions has no computer tool: the run stops with an error asking for the Responses provider (${CHAT})`],
      'openai-responses': ['runs', `computer_call items, screenshots back as computer_call_output, safety checks as approvals (src/models/openaiResponsesComputer.ts)`],
    },
  },
};

const HOSTED_KIND: Record<Extract<Tool, { type: 'hosted' }>['hosted'], ToolKind> = { file_search: 'file_search', web_search: 'web_search', code_interpreter: 'code_interpreter' };

export function toolKindOf(tool: Tool): ToolKind {
  switch (tool.type) {
    case 'function':
      return 'function';
    case 'hosted':
      return HOSTED_KIND[tool.hosted];
    case 'mcp':
      return 'mcp_hosted';
    case 'computer':
      return 'computer';
  }
}

/** The tool kinds a graph uses, each with where (tool ids, "server on agent"), in TOOL_KINDS order. */
export function toolKindsOf(graph: Graph): Map<ToolKind, string[]> {
  const uses = new Map<ToolKind, string[]>();
  const add = (kind: ToolKind, where: string) => uses.set(kind, [...(uses.get(kind) ?? []), where]);
  for (const tool of graph.tools) add(toolKindOf(tool), tool.type === 'function' ? tool.name : tool.type === 'mcp' ? tool.serverLabel : tool.id);
  for (const agent of graph.agents) for (const server of agent.mcpServers ?? []) add('mcp_local', `${server.name} on ${agent.name}`);
  return new Map(TOOL_KINDS.filter((k) => uses.has(k)).map((k) => [k, uses.get(k)!]));
}

/**
 * One sentence: where a kind runs ("File search (hosted): runs under agents-sdk-js, agents-sdk-python
 * with openai-responses; offline with the simulator (…); not with openai-chat; not under swarm, ag2.").
 */
export function whereToolKindRuns(kind: ToolKind): string {
  let sentence = whereRuns.get(kind);
  if (sentence === undefined) whereRuns.set(kind, (sentence = describeWhereRuns(kind)));
  return sentence;
}

/** The sentences, made once per kind (the table is constant; every export's fidelity report asks). */
const whereRuns = new Map<ToolKind, string>();

function describeWhereRuns(kind: ToolKind): string {
  const support = TOOL_KIND_SUPPORT[kind];
  const runtimes = Object.entries(support.runtimes) as Array<[Runtime, Cell]>;
  const providers = Object.entries(support.providers) as Array<[ToolKindProvider, Cell]>;
  const names = <T extends string>(cells: Array<[T, Cell]>, verdict: Verdict) => cells.filter(([, [v]]) => v === verdict).map(([name]) => name);
  const parts = [`runs under ${names(runtimes, 'runs').join(', ') || 'no runtime'} with ${names(providers, 'runs').join(', ') || 'no provider'}`];
  const offline = providers.filter(([, [v]]) => v === 'offline');
  if (offline.length > 0) parts.push(`offline with the ${offline.map(([p, [, note]]) => `${p} (${note.replace(/ \(src\/[^)]*\)/g, '')})`).join(', ')}`);
  const notWith = names(providers, 'no');
  if (notWith.length > 0) parts.push(`not with ${notWith.join(', ')}`);
  const notUnder = names(runtimes, 'no');
  if (notUnder.length > 0) parts.push(`not under ${notUnder.join(', ')}`);
  return `${support.label}: ${parts.join('; ')}.`;
}
