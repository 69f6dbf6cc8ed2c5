/**
 * The type declarations Monaco's TypeScript service sees for user code: the sandbox API
 * (src/engine/sandbox.ts) as a global script, specialised to the open graph (its context
 * variables and agent ids) and to the tool being edited (`Args` from its parameters schema).
 */
import { schemaTypeText } from './schemaTypeText.ts';

export interface SandboxDeclarationInput {
  /** the graph's initial context variables */
  context: Record<string, unknown>;
  agentIds: readonly string[];
  /** parameters JSON Schema of the tool being edited, if any */
  toolParameters?: unknown;
  /** input JSON Schema of the handoff being edited, if any */
  handoffInputSchema?: unknown;
}

const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

function valueType(value: unknown): string {
  if (value === null) return 'JsonValue';
  if (Array.isArray(value)) return 'JsonValue[]';
  switch (typeof value) {
    case 'string':
      return 'string';
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    default:
      return '{ [key: string]: JsonValue }';
  }
}

function contextInterface(context: Record<string, unknown>): string {
  const members = Object.entries(context).map(([name, value]) => {
    const key = IDENT.test(name) ? name : JSON.stringify(name);
    return `  ${key}: ${valueType(value)};`;
  });
  return ['interface SwitchboardContext {', ...members, '  [name: string]: JsonValue;', '}'].join('\n');
}

export function sandboxDeclarations(input: SandboxDeclarationInput): string {
  const agentIds = input.agentIds.length > 0 ? input.agentIds.map((id) => JSON.stringify(id)).join(' | ') : 'never';
  return `/* Switchboard sandbox API: user code runs in a worker with no DOM and no API keys. */
type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** The run's context variables (initial values in the graph settings). Code may change them. */
${contextInterface(input.context)}

/** Agent ids of this graph. */
type AgentId = ${agentIds};
/** An agent id, or an AG2 transition target. */
type HandoffTarget = AgentId | '$terminate' | '$revert_to_user' | '$stay';

/** Arguments of the tool being edited, from its parameters JSON Schema. */
type Args = ${schemaTypeText(input.toolParameters ?? { type: 'object' })};
/** Arguments the model passes to the handoff being edited, from its input schema. */
type HandoffInput = ${input.handoffInputSchema ? schemaTypeText(input.handoffInputSchema) : 'undefined'};

interface ToolHelpers {
  /** the run's context variables; assignments persist for the rest of the run */
  context: SwitchboardContext;
  /** function-driven routing: hand the conversation to another agent (list it in routesTo) */
  handoff(target: HandoffTarget, message?: string): void;
}
interface CodeHelpers {
  context: SwitchboardContext;
}

/** A conversation item as the runtimes pass it (message, function call, function call output, ...). */
type ConversationItem = { type?: string; role?: string; content?: unknown; [key: string]: unknown };
interface HandoffInputData {
  inputHistory: string | ConversationItem[];
  preHandoffItems: ConversationItem[];
  newItems: ConversationItem[];
}

/** Agent input/output guardrail verdict: a tripwire stops the run. */
interface GuardrailVerdict {
  tripwire: boolean;
  info?: unknown;
}
/** Tool input/output guardrail verdict. */
interface ToolGuardrailVerdict {
  behavior: 'allow' | 'reject_content' | 'throw';
  message?: string;
}

/** What an agent tool's output extractor gets: the worker's nested run, as it ended. */
interface AgentToolResult {
  /** the worker's final output (text, or its structured output) */
  finalOutput: JsonValue;
  /** the text the manager gets without an extractor (the SDK's default) */
  outputText: string;
  /** the name of the agent that answered last in the nested run */
  lastAgent: string;
}

/** Default export of a function tool. Its return value (made JSON-safe) goes to the model. */
type ToolFunction<A = Args> = (args: A, helpers: ToolHelpers) => unknown;
/** Default export of an agent tool's output extractor: the text the manager's model gets. */
type OutputExtractorFunction = (result: AgentToolResult, helpers: CodeHelpers) => string | Promise<string>;
/** Default export of a handoff's on-handoff callback. */
type OnHandoffFunction = (input: HandoffInput, helpers: CodeHelpers) => void | Promise<void>;
/** Default export of a handoff's input filter: called synchronously, returns the filtered data. */
type InputFilterFunction = (data: HandoffInputData) => HandoffInputData;
/** Default export of an agent guardrail. */
type GuardrailFunction = (input: string | ConversationItem[], helpers: CodeHelpers) => GuardrailVerdict | Promise<GuardrailVerdict>;
/** Default export of a tool guardrail. */
type ToolGuardrailFunction = (input: JsonValue, helpers: CodeHelpers) => ToolGuardrailVerdict | Promise<ToolGuardrailVerdict>;

declare const console: {
  log(...data: unknown[]): void;
  info(...data: unknown[]): void;
  warn(...data: unknown[]): void;
  error(...data: unknown[]): void;
};
declare function setTimeout(callback: () => void, ms?: number): number;
declare function clearTimeout(id: number | undefined): void;
`;
}

/** Starting code for an empty code field, typed with the declarations above. */
export const CODE_TEMPLATES = {
  tool: `export default async function (args: Args, { context, handoff }: ToolHelpers) {\n  return 'done';\n}\n`,
  on_handoff: `export default async function (input: HandoffInput, { context }: CodeHelpers) {\n  // runs when the handoff is taken\n}\n`,
  input_filter: `export default function (data: HandoffInputData): HandoffInputData {\n  return { ...data, inputHistory: data.inputHistory };\n}\n`,
  guardrail: `export default async function (input: string | ConversationItem[], { context }: CodeHelpers): Promise<GuardrailVerdict> {\n  return { tripwire: false };\n}\n`,
  tool_guardrail: `export default async function (input: JsonValue, { context }: CodeHelpers): Promise<ToolGuardrailVerdict> {\n  return { behavior: 'allow' };\n}\n`,
  output_extractor: `export default function (result: AgentToolResult): string {\n  // what the manager's model gets (also: finalOutput, lastAgent)\n  return result.outputText;\n}\n`,
} as const;
export type CodeKind = keyof typeof CODE_TEMPLATES;
