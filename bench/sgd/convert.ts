/**
 * Google's Schema-Guided Dialogue corpus (SGD, CC BY-SA 4.0; see ATTRIBUTION.md) as simulator
 * benchmark cases. Nobody on the project wrote it, so it measures how the simulator does on
 * words and services it was not fitted to.
 *
 * - Each service schema becomes a specialist agent behind a front-desk triage agent; each of its
 *   intents a tool whose parameters are the intent's slots (required ones required; optional ones
 *   with their default when it is a value, not "dontcare"; categorical slots become enums, or a
 *   boolean for True/False, or a bounded integer for counts). Transactional intents need approval.
 * - One graph per dialogue: the front desk holds the dialogue's services plus one service of
 *   every other kind in the split (Hotels, Flights, …) as distractors, so routing is a real choice.
 *   A tool returns the first result the corpus annotated for its method in that dialogue, so a
 *   later call can use what an earlier one found (a restaurant's name).
 * - Each user turn is the input; the system turn after it names the expected route (the service
 *   it answered in) and, when it made a service call, the expected tool and arguments. Only
 *   arguments the person said (the corpus marks their spans) or an earlier result gave are scored: a value the
 *   corpus's own system proposed ("for 2 people today?") was never said to our simulator.
 */
import { domain, type AgentSpec, type Domain, type ToolSpec } from '../simulator-domains/build.ts';

export interface SgdSlot {
  name: string;
  description: string;
  is_categorical: boolean;
  possible_values: string[];
}
export interface SgdIntent {
  name: string;
  description: string;
  is_transactional: boolean;
  required_slots: string[];
  optional_slots: Record<string, string>;
}
export interface SgdService {
  service_name: string;
  description: string;
  slots: SgdSlot[];
  intents: SgdIntent[];
}
export interface SgdFrame {
  service: string;
  slots?: Array<{ slot: string }>;
  state?: { active_intent: string; slot_values: Record<string, string[]> };
  service_call?: { method: string; parameters: Record<string, string> };
  service_results?: Array<Record<string, string>>;
}
export interface SgdTurn {
  speaker: 'USER' | 'SYSTEM';
  utterance: string;
  frames: SgdFrame[];
}
export interface SgdDialogue {
  dialogue_id: string;
  services: string[];
  turns: SgdTurn[];
}

/** One expected call and which of its arguments are scored. */
export interface ExpectedCall {
  tool: string;
  args: Record<string, string>;
  /** arguments left out of the score: only SGD's own system proposed them */
  unscored: string[];
}
export interface SgdTurnCase {
  say: string;
  route: string;
  call?: ExpectedCall;
}
export interface SgdCase {
  id: string;
  domain: Domain;
  turns: SgdTurnCase[];
}

export const agentId = (service: string) => service.toLowerCase();
const kindOf = (service: string) => service.replace(/_\d+$/, '');
const words = (name: string) => name.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2');
export const toolName = (intent: string) => words(intent).toLowerCase().replace(/ /g, '_');

/**
 * A tool's name in one graph: the intent's, or, when services of two kinds in the graph have an
 * intent of that name (Media's and Movies' FindMovies), the kind's name first (media_find_movies),
 * so each agent gets its own tool: a graph holds one tool per name.
 */
type Namer = (service: string, intent: string) => string;
function namer(services: SgdService[]): Namer {
  const kinds = new Map<string, Set<string>>();
  for (const s of services) for (const i of s.intents) kinds.set(i.name, (kinds.get(i.name) ?? new Set()).add(kindOf(s.service_name)));
  return (service, intent) => ((kinds.get(intent)?.size ?? 0) > 1 ? `${toolName(kindOf(service))}_${toolName(intent)}` : toolName(intent));
}

function property(slot: SgdSlot | undefined, name: string): Record<string, unknown> {
  const description = slot?.description ?? words(name);
  const values = slot?.is_categorical ? slot.possible_values : [];
  if (values.length === 2 && values.includes('True') && values.includes('False')) return { type: 'boolean', description };
  if (values.length > 0 && values.every((v) => /^\d+$/.test(v))) {
    const numbers = values.map(Number);
    return { type: 'integer', minimum: Math.min(...numbers), maximum: Math.max(...numbers), description };
  }
  if (values.length > 0) return { type: 'string', enum: values, description };
  return { type: 'string', description };
}

function defaultValue(schema: Record<string, unknown>, value: string): unknown {
  if (schema.type === 'boolean') return value === 'True';
  if (schema.type === 'integer') return Number(value);
  return value;
}

function toolsOf(service: SgdService, results: Map<string, unknown>, name: Namer): ToolSpec[] {
  const slots = new Map(service.slots.map((s) => [s.name, s]));
  return service.intents.map((intent) => {
    const properties: Record<string, Record<string, unknown>> = {};
    for (const name of intent.required_slots) properties[name] = property(slots.get(name), name);
    for (const [name, value] of Object.entries(intent.optional_slots)) {
      const schema = property(slots.get(name), name);
      properties[name] = value === 'dontcare' ? schema : { ...schema, default: defaultValue(schema, value) };
    }
    return {
      name: name(service.service_name, intent.name),
      description: `${intent.description}.`.replace(/\.\.$/, '.'),
      properties,
      required: intent.required_slots,
      needsApproval: intent.is_transactional,
      returns: results.get(`${service.service_name}/${intent.name}`) ?? [],
    };
  });
}

function agentOf(service: SgdService, results: Map<string, unknown>, name: Namer): AgentSpec {
  const title = words(kindOf(service.service_name));
  return {
    id: agentId(service.service_name),
    name: `${title} Agent`,
    instructions: `You are the ${title.toLowerCase()} assistant. ${service.description}.`.replace(/\.\.$/, '.'),
    handoffDescription: `${service.description}.`.replace(/\.\.$/, '.'),
    tools: toolsOf(service, results, name),
  };
}

/** The benchmark case of one dialogue, against the services of its split. */
export function toCase(dialogue: SgdDialogue, services: SgdService[]): SgdCase {
  const byName = new Map(services.map((s) => [s.service_name, s]));
  const own = dialogue.services.flatMap((name) => byName.get(name) ?? []);
  const kinds = new Set(own.map((s) => kindOf(s.service_name)));
  const distractors: SgdService[] = [];
  for (const s of services) {
    if (kinds.has(kindOf(s.service_name))) continue;
    kinds.add(kindOf(s.service_name));
    distractors.push(s);
  }
  const name = namer([...own, ...distractors]);
  const results = new Map<string, unknown>();
  for (const turn of dialogue.turns) {
    for (const frame of turn.frames) {
      const key = frame.service_call ? `${frame.service}/${frame.service_call.method}` : '';
      if (key && !results.has(key) && frame.service_results && frame.service_results.length > 0) results.set(key, frame.service_results[0]);
    }
  }
  const turns: SgdTurnCase[] = [];
  const said = new Set<string>(); // service/slot the person has given a value for
  const resultValues = new Set<string>();
  dialogue.turns.forEach((turn, i) => {
    if (turn.speaker !== 'USER') {
      for (const f of turn.frames) for (const r of (f.service_results ?? []).slice(0, 1)) for (const v of Object.values(r)) resultValues.add(v.toLowerCase());
      return;
    }
    for (const f of turn.frames) for (const s of f.slots ?? []) said.add(`${f.service}/${s.slot}`);
    const next = dialogue.turns[i + 1];
    const callFrame = next?.frames.find((f) => f.service_call);
    const active = turn.frames.find((f) => f.state && f.state.active_intent !== 'NONE' && (f.slots?.length ?? 0) > 0) ?? turn.frames.find((f) => f.state && f.state.active_intent !== 'NONE') ?? turn.frames[0];
    // the service SGD's system answered in: a turn that thanks one service and asks another
    // ("Thanks. Can you reserve the hotel you found?") has a frame for each, the old one first
    const answered = next?.speaker === 'SYSTEM' && next.frames.length === 1 ? next.frames[0]!.service : undefined;
    const service = callFrame?.service ?? answered ?? active?.service ?? dialogue.services[0]!;
    const entry: SgdTurnCase = { say: turn.utterance, route: agentId(service) };
    if (callFrame?.service_call) {
      const args: Record<string, string> = {};
      const unscored: string[] = [];
      for (const [key, value] of Object.entries(callFrame.service_call.parameters)) {
        if (said.has(`${service}/${key}`) || resultValues.has(value.toLowerCase())) args[key] = value;
        else unscored.push(key);
      }
      entry.call = { tool: name(service, callFrame.service_call.method), args, unscored };
    }
    turns.push(entry);
  });
  const graphDomain = domain({
    name: `SGD-${dialogue.dialogue_id}`,
    frontDesk: {
      id: 'front_desk',
      name: 'Front Desk',
      instructions: 'You are the front desk of a virtual assistant. Find out what the person needs and transfer them to the right specialist.',
      handoffDescription: 'First contact for every request.',
    },
    specialists: [...own, ...distractors].map((s) => agentOf(s, results, name)),
    wayBack: 'Call this if the person asks for something outside your service.',
    cases: [],
  });
  return { id: dialogue.dialogue_id, domain: graphDomain, turns };
}
