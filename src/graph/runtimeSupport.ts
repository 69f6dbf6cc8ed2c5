/**
 * Which graph features each runtime profile actually runs. A graph can say more than its runtime
 * does (a context-trigger handoff under Swarm, after work under the Agents SDK, …); the engine
 * then ignores it without a word, so lint warns instead (lint/runtimeSupport.ts).
 *
 * The source of truth is the engine's code, not the upstream frameworks: every entry cites the
 * engine file that runs or skips the feature, and src/engine/runtimeSupport.test.ts runs each
 * feature under each profile and checks that it has an effect exactly where this table says so.
 */
import type { Runtime } from './schema.ts';

export type RuntimeFeature =
  | 'contextTrigger'
  | 'conditionPrompt'
  | 'handoffDescription'
  | 'inputSchema'
  | 'onHandoff'
  | 'inputFilter'
  | 'agentGuardrails'
  | 'outputSchema'
  | 'toolUseBehavior'
  | 'afterWork'
  | 'functionRouting'
  | 'toolGuardrails'
  | 'hostedTools'
  | 'computerTool'
  | 'samplingSettings'
  | 'agentTools'
  | 'nestedChats'
  | 'mcpServers'
  | 'mcpApproval';

export type FeatureSupport =
  | { supported: true; source: string }
  /** `instead`: what happens instead, the middle of the warning */
  | { supported: false; source: string; instead: string };

export interface FeatureEntry {
  /** plural noun phrase: "{runtime} has no {name}" */
  name: string;
  support: Record<Runtime, FeatureSupport>;
}

const SDK_LOOP = 'src/engine/profiles/agentsSdk/runAgentsSdk.ts';
const SDK_VIEW = 'src/engine/profiles/agentsSdk/agentView.ts';
const SDK_HANDOFF = 'src/engine/profiles/agentsSdk/handoffCall.ts';
const SDK_TOOL = 'src/engine/profiles/agentsSdk/toolCall.ts';
const SWARM_FUNCTIONS = 'src/engine/profiles/swarm/swarmFunctions.ts';
const SWARM_REQUEST = 'src/engine/profiles/swarm/swarmRequest.ts';
const SWARM_LOOP = 'src/engine/profiles/swarm/runSwarm.ts';
const AG2_HANDOFFS = 'src/engine/profiles/ag2/ag2Handoffs.ts';
const AG2_REQUEST = 'src/engine/profiles/ag2/ag2Request.ts';
const AG2_LOOP = 'src/engine/profiles/ag2/runAg2.ts';

const yes = (source: string): FeatureSupport => ({ supported: true, source });
const no = (source: string, instead: string): FeatureSupport => ({ supported: false, source, instead });

/** Same entry for both Agents SDK profiles: they share one run loop. */
const sdk = (support: FeatureSupport) => ({ 'agents-sdk-js': support, 'agents-sdk-python': support });

export const RUNTIME_SUPPORT: Record<RuntimeFeature, FeatureEntry> = {
  contextTrigger: {
    name: 'context-trigger handoffs',
    support: {
      ...sdk(no(`${SDK_VIEW} AgentViewCache.view: only llm-trigger handoffs become transfer tools`, 'this handoff is never taken; only the model can hand off, by calling a transfer tool')),
      swarm: no(`${SWARM_FUNCTIONS} swarmFunctions: only llm-trigger edges become transfer functions`, 'this handoff is never taken; only the model can hand off, by calling a transfer function'),
      ag2: yes(`${AG2_HANDOFFS} contextConditions, evaluated before the model in ${AG2_LOOP} agentReply`),
    },
  },
  conditionPrompt: {
    name: 'condition prompts',
    support: {
      ...sdk(no('src/graph/toolNames.ts handoffToolDescription (used by agentView.ts): only AG2 reads trigger.condition', 'the transfer tool is described by its description field (or the default description)')),
      swarm: no('src/graph/toolNames.ts handoffToolDescription (used by swarmFunctions.ts): only AG2 reads trigger.condition', "the transfer function is described by its description field (or the target's handoff description)"),
      ag2: yes(`${AG2_HANDOFFS} llmConditions: the condition is the transfer tool's description (${AG2_REQUEST} conditionTool)`),
    },
  },
  handoffDescription: {
    name: 'handoff descriptions',
    support: {
      ...sdk(yes('src/graph/toolNames.ts handoffToolDescription (used by agentView.ts): the default description ends with it')),
      swarm: yes('src/graph/toolNames.ts handoffToolDescription (used by swarmFunctions.ts): the transfer function\'s docstring'),
      ag2: no('src/graph/toolNames.ts handoffToolDescription (used by ag2Handoffs.ts): AG2 describes a transfer tool by its condition only', 'a transfer tool is described by the condition prompt of its handoff'),
    },
  },
  inputSchema: {
    name: 'handoff input schemas',
    support: {
      ...sdk(yes(`${SDK_VIEW} handoffEntry: inputJsonSchema; parsed and validated in ${SDK_HANDOFF} parseHandoffInput`)),
      swarm: no(`${SWARM_FUNCTIONS}: a transfer function takes no parameters (SWARM_NO_PARAMETERS)`, 'the transfer function takes no arguments'),
      ag2: no(`${AG2_HANDOFFS}: an LLM-condition tool takes no parameters (AG2_NO_PARAMETERS)`, 'the transfer tool takes no arguments'),
    },
  },
  onHandoff: {
    name: 'on-handoff code',
    support: {
      ...sdk(yes(`${SDK_HANDOFF} runHandoff: runs the code (kind on_handoff) before the transfer`)),
      swarm: no(`${SWARM_LOOP} handleCall: a transfer function runs no code, it only returns its agent`, 'this code never runs; put side effects in a tool that calls handoff()'),
      ag2: no(`${AG2_LOOP} executeCall: an LLM-condition tool runs no code, it only returns its target`, 'this code never runs; put side effects in a tool that calls handoff()'),
    },
  },
  inputFilter: {
    name: 'input filters',
    support: {
      ...sdk(yes(`${SDK_HANDOFF} runHandoff → src/engine/profiles/agentsSdk/inputFilter.ts applyInputFilter`)),
      swarm: no(`${SWARM_LOOP}: every agent is sent the whole k.transcript (${SWARM_REQUEST})`, 'the next agent sees the whole conversation'),
      ag2: no(`${AG2_LOOP}: every agent sees the group chat (src/engine/profiles/ag2/transcript.ts agentView)`, 'the next agent sees the whole group chat, minus transfer messages'),
    },
  },
  agentGuardrails: {
    name: 'agent guardrails',
    support: {
      ...sdk(yes(`${SDK_LOOP}: input guardrails on turn 1, output guardrails on the final output (agentGuardrails.ts)`)),
      swarm: no(`${SWARM_LOOP}: never reads agent.inputGuardrails / outputGuardrails`, 'these guardrails never run'),
      ag2: no(`${AG2_LOOP}: never reads agent.inputGuardrails / outputGuardrails`, 'these guardrails never run'),
    },
  },
  outputSchema: {
    name: 'output schemas',
    support: {
      ...sdk(yes(`${SDK_VIEW} AgentViewCache.output → request.outputSchema; final output parsed in ${SDK_LOOP} finalFromMessages`)),
      swarm: no(`${SWARM_REQUEST}: outputSchema is always null`, 'the agent answers in plain text'),
      ag2: no(`${AG2_REQUEST}: outputSchema is always null`, 'the agent answers in plain text'),
    },
  },
  toolUseBehavior: {
    name: 'tool use behaviors',
    support: {
      ...sdk(yes(`${SDK_LOOP} finalFromTools`)),
      swarm: no(`${SWARM_LOOP}: after tool calls the loop always asks the model again`, 'the model is always asked again after its tools ran'),
      ag2: no(`${AG2_LOOP}: after the tool executor the agent always speaks again (nextSpeaker.ts)`, 'the agent always speaks again after its tools ran'),
    },
  },
  afterWork: {
    name: 'after-work routes',
    support: {
      ...sdk(no(`${SDK_LOOP}: a reply without tools or handoffs is the final output; afterWork is never read`, 'the run ends when an agent replies without handing off')),
      swarm: no(`${SWARM_LOOP}: a reply without tool calls returns to the user; afterWork is never read`, 'control returns to the user when an agent replies without handing off'),
      ag2: yes(`${AG2_HANDOFFS} afterWork (agent, then group, then terminate), applied by src/engine/profiles/ag2/nextSpeaker.ts`),
    },
  },
  functionRouting: {
    name: 'handoffs from tool code',
    support: {
      ...sdk(no(`${SDK_TOOL} runToolCall: the sandbox result's handoffs are never read`, 'handoff() in tool code does nothing; hand off with a handoff edge')),
      swarm: yes(`${SWARM_LOOP} handleCall → src/engine/profiles/swarm/handleToolCalls.ts toolResult: handoff() = returning an Agent`),
      ag2: yes(`${AG2_LOOP} executeCall: handoff() = ReplyResult(target)`),
    },
  },
  toolGuardrails: {
    name: 'tool guardrails',
    support: {
      ...sdk(yes(`${SDK_TOOL} runToolCall: tool input guardrails before the code, output guardrails after`)),
      swarm: no(`${SWARM_LOOP} handleCall: runs the tool code only`, 'these guardrails never run'),
      ag2: no(`${AG2_LOOP} executeCall: runs the tool code only`, 'these guardrails never run'),
    },
  },
  hostedTools: {
    name: 'hosted or MCP tools',
    support: {
      ...sdk(yes(`${SDK_VIEW} AgentViewCache.view: hosted and MCP tools are sent as hosted_tool`)),
      swarm: no(`${SWARM_FUNCTIONS} swarmFunctions: only function tools become functions`, 'the model never sees this tool'),
      ag2: no(`${AG2_LOOP} agentReply: only function tools are offered to the model`, 'the model never sees this tool'),
    },
  },
  computerTool: {
    name: 'computer tools',
    support: {
      ...sdk(yes(`${SDK_VIEW} AgentViewCache.view: the computer tool is declared; src/engine/profiles/agentsSdk/computerCall.ts runs its calls`)),
      swarm: no(`${SWARM_FUNCTIONS} swarmFunctions: only function tools become functions`, 'the model never sees this tool'),
      ag2: no(`${AG2_LOOP} agentReply: only function tools are offered to the model`, 'the model never sees this tool'),
    },
  },
  mcpServers: {
    name: 'local MCP servers',
    support: {
      ...sdk(yes(`${SDK_VIEW} AgentViewCache.view → src/engine/profiles/agentsSdk/localMcp.ts listAgentMcpTools, called in ${SDK_TOOL}`)),
      swarm: no(`${SWARM_FUNCTIONS} swarmFunctions: never reads agent.mcpServers`, 'the model never sees these tools'),
      ag2: no(`${AG2_LOOP} agentReply: never reads agent.mcpServers`, 'the model never sees these tools'),
    },
  },
  mcpApproval: {
    name: 'approvals on local MCP servers',
    support: {
      'agents-sdk-js': no('src/engine/profiles/agentsSdk/strings.js.ts mcpRequireApproval: false (the JS SDK 0.20.0 server classes have no approval option)', 'every call of these tools runs without asking'),
      'agents-sdk-python': yes('src/engine/profiles/agentsSdk/localMcp.ts toolEntry: needsApproval from requireApproval (strings.python.ts mcpRequireApproval)'),
      swarm: no(`${SWARM_FUNCTIONS} swarmFunctions: never reads agent.mcpServers`, 'these tools are never offered, so nothing asks'),
      ag2: no(`${AG2_LOOP} agentReply: never reads agent.mcpServers`, 'these tools are never offered, so nothing asks'),
    },
  },
  samplingSettings: {
    name: 'temperature, top-p or max-tokens settings',
    support: {
      ...sdk(yes(`${SDK_LOOP}: graph and agent modelSettings merged into the request`)),
      swarm: no(`${SWARM_REQUEST}: only tool_choice and parallel_tool_calls reach the model`, 'the model runs with its provider defaults'),
      ag2: yes(`${AG2_REQUEST}: the llm_config settings as given`),
    },
  },
  agentTools: {
    name: 'agents as tools ("calls as tool" edges)',
    support: {
      ...sdk(yes(`${SDK_VIEW} AgentViewCache.view: each edge is a function tool whose call runs the worker nested (agentToolCall.ts)`)),
      swarm: no(`${SWARM_FUNCTIONS} swarmFunctions: only function tools and transfers become functions`, "the manager's model never sees this tool (upstream Swarm has no agent-as-tool); hand off to the worker instead"),
      ag2: no(`${AG2_LOOP} agentReply: only function tools are offered to the model`, "the manager's model never sees this tool (AG2 composes agents with nested chats, not agent tools)"),
    },
  },
  nestedChats: {
    name: 'nested chats',
    support: {
      ...sdk(no(`${SDK_LOOP}: the agent always answers with its own model`, 'the agent answers with its own model; call the other agents as tools ("calls as tool" edges) instead')),
      swarm: no(`${SWARM_LOOP}: the agent always answers with its own model`, 'the agent answers with its own model'),
      ag2: yes(`${AG2_LOOP} agentReply → src/engine/profiles/ag2/nestedChats.ts: the chat queue's last summary is the reply`),
    },
  },
};

export const RUNTIME_LABELS: Record<Runtime, string> = {
  'agents-sdk-js': 'Agents SDK (JS)',
  'agents-sdk-python': 'Agents SDK (Python)',
  swarm: 'Swarm',
  ag2: 'AG2',
};

/** The runtimes that run `feature`, named once per family ("Agents SDK", not both SDKs). */
export function runtimesSupporting(feature: RuntimeFeature): string[] {
  const names: string[] = [];
  for (const [runtime, support] of Object.entries(RUNTIME_SUPPORT[feature].support) as Array<[Runtime, FeatureSupport]>) {
    if (!support.supported) continue;
    const name = runtime.startsWith('agents-sdk') ? 'Agents SDK' : RUNTIME_LABELS[runtime];
    if (!names.includes(name)) names.push(name);
  }
  return names;
}

/** The warning for a graph under `runtime` that uses `feature`, or null when the runtime runs it. */
export function ignoredFeatureMessage(runtime: Runtime, feature: RuntimeFeature): string | null {
  const entry = RUNTIME_SUPPORT[feature];
  const support = entry.support[runtime];
  if (support.supported) return null;
  const others = runtimesSupporting(feature);
  const hint = others.length === 0 ? '' : ` Switch the runtime to ${others.join(' or ')} to use them.`;
  return `${RUNTIME_LABELS[runtime]} has no ${entry.name}: ${support.instead}.${hint}`;
}
