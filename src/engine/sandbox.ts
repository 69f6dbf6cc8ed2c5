/**
 * The engine's port for running user code. Hosts live in src/sandbox (a Web Worker in the
 * browser, a worker thread in Node); the engine never runs user code itself.
 */
import type { JsonValue } from './json.ts';

export type SandboxKind =
  /** a function tool: default export (args, { context, handoff }) => result */
  | 'tool'
  /** a handoff's on-handoff callback: default export (input, { context }) => void */
  | 'on_handoff'
  /** a handoff's input filter: default export (data) => data */
  | 'input_filter'
  /** an agent or tool guardrail: default export (input, { context }) => verdict */
  | 'guardrail'
  /** a `when` expression over ctx (and args for tools): evaluated to a boolean; with a Python body, the rule's def */
  | 'when'
  /** dynamic instructions: only as a Python body (input: null), returning the instructions text */
  | 'instructions';

/**
 * Set when the code is a Python body (a top-level `def`, with what it needs from its module)
 * that the chosen runtime runs in place of the TypeScript (src/engine/codeBody.ts decides).
 * The sandbox calls it the way that runtime calls its functions (src/sandbox/python/invoke.py.ts).
 */
export interface PythonBody {
  runtime: 'agents-sdk-python' | 'swarm' | 'ag2';
  /** the def to call (the first top-level def of the body) */
  defName: string;
  /** the graph's agents: returned agents and targets are matched by name (or id) */
  agents: { id: string; name: string }[];
  /** the tool's name as the model sees it (ToolContext.tool_name) */
  toolName?: string;
  /** the agent the code runs for (a guardrail's, instructions', an enabled rule's `agent` argument) */
  agentId?: string;
  /** kind 'guardrail': which kind, so the def gets that guardrail's arguments */
  guardrail?: 'input' | 'output' | 'tool_input' | 'tool_output';
  /** kind 'when': which rule it is, so the def gets that rule's arguments */
  rule?: 'is_enabled' | 'needs_approval';
}

export interface SandboxRequest {
  kind: SandboxKind;
  /** TypeScript module source, or for kind 'when' a single JavaScript expression; Python source when `python` is set */
  code: string;
  /** present when `code` is a Python body */
  python?: PythonBody;
  /** first argument of the default export (for 'when': `args`, if any) */
  input: JsonValue;
  /** the run's context variables; code may mutate them (changes come back in the result) */
  context: Record<string, JsonValue>;
  timeoutMs: number;
  signal?: AbortSignal;
}

export interface HandoffRequest {
  /** an agent id, or '$terminate' | '$revert_to_user' | '$stay' (AG2 targets) */
  target: string;
  message?: string;
}

export type SandboxResult =
  | {
      ok: true;
      /** the default export's return value, made JSON-safe (undefined becomes null) */
      value: JsonValue;
      /** context variables after the code ran */
      context: Record<string, JsonValue>;
      /** calls to handoff(target, message?) in order (function-driven routing) */
      handoffs: HandoffRequest[];
      logs: string[];
      durationMs: number;
    }
  | {
      ok: false;
      error: { name: string; message: string; timedOut: boolean };
      logs: string[];
      durationMs: number;
    };

export interface Sandbox {
  run(request: SandboxRequest): Promise<SandboxResult>;
  dispose(): void;
}
