/**
 * Agent Builder exports: the generated `runWorkflow` function runs agents one after another
 * (`runner.run(agent, ...)`), branches with if/else on the workflow `state` or on an agent's
 * structured output, asks for approvals (`approvalRequest(...)`) and runs guardrails
 * (`runGuardrails(...)`). The graph holds agents and routes between them, so:
 * - a run after another run: the first agent's after-work goes to the next (AG2 after-work);
 * - if/else on `state.x`: a context condition handoff (AG2 OnContextCondition, no model call);
 * - if/else on an agent's output, approvals: model-chosen handoffs whose condition says what the
 *   code tested (approximated: the model decides where the code decided);
 * - `const state = {...}`: the context variables; `state.x = ...` (set-state nodes): reported;
 * - guardrails: an input guardrail stub on the first agent, reported.
 * Only AG2 has context conditions and after-work, so a workflow that branches is imported with
 * the AG2 runtime (reported); a single-agent workflow stays on the Agents SDK.
 */
import type { SyntaxNode } from '@lezer/common';
import { parseWhen } from '../../export/whenExpression.ts';
import { LineIndex } from '../sourceFile.ts';
import type { Loc } from '../value.ts';
import type { TsImporter } from './agentsTs.ts';
import { tsParser, type TsModule } from './tsTree.ts';

type Cond =
  | { kind: 'state'; when: string; text: string }
  | { kind: 'prompt'; prompt: string; text: string }
  | { kind: 'other'; text: string };

interface Pred {
  agent: string;
  cond: Cond | null;
}

function children(node: SyntaxNode): SyntaxNode[] {
  const out: SyntaxNode[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) out.push(child);
  return out;
}

function find(node: SyntaxNode, test: (n: SyntaxNode) => boolean): SyntaxNode | null {
  let found: SyntaxNode | null = null;
  node.toTree();
  const cursor = node.cursor();
  const visit = (): void => {
    do {
      if (found) return;
      if (test(cursor.node)) {
        found = cursor.node;
        return;
      }
      if (cursor.firstChild()) {
        visit();
        cursor.parent();
      }
    } while (cursor.nextSibling());
  };
  if (cursor.firstChild()) visit();
  return found;
}

export function readAgentBuilderWorkflow(importer: TsImporter): boolean {
  const mod = importer.program.modules.find((m) => m.bindings.get('runWorkflow')?.value.kind === 'function');
  if (!mod) return false;
  new WorkflowReader(importer, mod).read();
  return true;
}

class WorkflowReader {
  private readonly lines: LineIndex;
  private branched = false;
  private guardrailNames: string[] = [];
  private guardrailLoc: Loc | null = null;
  /** agents the workflow runs, in order of first run */
  private readonly ran = new Set<string>();

  private readonly importer: TsImporter;
  private readonly mod: TsModule;

  constructor(importer: TsImporter, mod: TsModule) {
    this.importer = importer;
    this.mod = mod;
    this.lines = new LineIndex(mod.text);
  }

  private loc(node: SyntaxNode): Loc {
    return { file: this.mod.path, line: this.lines.line(node.from) };
  }

  private src(node: SyntaxNode): string {
    return this.mod.text.slice(node.from, node.to);
  }

  read(): void {
    const draft = this.importer.draft;
    const tree = tsParser.parse(this.mod.text);
    const decl = find(tree.topNode, (n) => n.name === 'VariableDefinition' && this.src(n) === 'runWorkflow');
    const fn = decl?.parent && find(decl.parent, (n) => n.name === 'ArrowFunction' || n.name === 'FunctionExpression');
    const body = fn && children(fn).find((c) => c.name === 'Block');
    if (!body) return;
    draft.report('mapped', 'runWorkflow (Agent Builder export)', 'the workflow: agent runs, branches and state are read as routes between agents', this.loc(decl!));
    this.guardrailsConfig();
    this.block(body, []);
    const first = draft.startAgent;
    if (first && this.guardrailNames.length) {
      const id = draft.uniqueId('agent_builder_guardrails');
      const names = this.guardrailNames.join(', ');
      draft.guardrails.push({
        id,
        kind: 'input',
        name: `Agent Builder guardrails (${names})`.slice(0, 120),
        code: `// Agent Builder ran these hosted guardrails (@openai/guardrails): ${names}.\n// Write the check here; it runs before ${draft.agents.find((a) => a.id === first)!.name}.\nexport default async function (input) {\n  throw new Error('port needed: Agent Builder guardrails ${names.replace(/'/g, '')}');\n}`,
      });
      const agent = draft.agents.find((a) => a.id === first)!;
      agent.inputGuardrails = [...((agent.inputGuardrails as string[]) ?? []), id];
      draft.report('approximated', 'runGuardrails(...)', `hosted guardrails ${names}: an input guardrail stub on ${agent.name} (port needed; the blocked-answer branch is not kept)`, this.guardrailLoc!);
    }
    if (this.branched) {
      draft.runtime = 'ag2';
      draft.report('approximated', 'runtime', 'the workflow runs agents in sequence and branches: only AG2 has after-work and context conditions, so the graph uses the AG2 runtime (tools, guardrails and structured outputs are then reported by lint)', this.loc(decl!));
    }
  }

  /** `const guardrailsConfig = { guardrails: [{ name: ... }] }` */
  private guardrailsConfig(): void {
    const config = this.mod.bindings.get('guardrailsConfig');
    if (!config) return;
    const lit = this.importer.literal(this.mod, config.value) as { guardrails?: { name?: unknown }[] } | undefined;
    this.guardrailNames = (lit?.guardrails ?? []).map((g) => String(g.name ?? '')).filter(Boolean);
  }

  private block(node: SyntaxNode, preds: Pred[]): Pred[] {
    let current = preds;
    for (const stmt of children(node)) {
      if (stmt.name === '{' || stmt.name === '}') continue;
      current = this.statement(stmt, current);
    }
    return current;
  }

  private statement(stmt: SyntaxNode, preds: Pred[]): Pred[] {
    const draft = this.importer.draft;
    switch (stmt.name) {
      case 'IfStatement':
        return this.ifStatement(stmt, preds);
      case 'WhileStatement':
        return this.whileStatement(stmt, preds);
      case 'Block':
        return this.block(stmt, preds);
      case 'ReturnStatement':
      case 'ExpressionStatement':
      case 'VariableDeclaration': {
        const text = this.src(stmt);
        // withTrace("name", async () => { ... }): the workflow body
        const inner = find(stmt, (n) => (n.name === 'ArrowFunction' || n.name === 'FunctionExpression') && children(n).some((c) => c.name === 'Block'));
        if (inner && /withTrace\s*\(/.test(text)) return this.block(children(inner).find((c) => c.name === 'Block')!, preds);
        const run = find(stmt, (n) => n.name === 'CallExpression' && /(^|\.)run$/.test(this.src(n.firstChild!)) && this.src(n.firstChild!) !== 'main.run');
        if (run) {
          const args = children(children(run).find((c) => c.name === 'ArgList')!).filter((c) => !['(', ')', ','].includes(c.name));
          const agentName = args[0] && this.src(args[0]);
          const id = agentName && this.importer.agentOf(this.mod, { kind: 'name', name: agentName, text: agentName, loc: this.loc(stmt) });
          if (!id) {
            draft.report('skipped', `runner.run(${agentName ?? ''})`, 'not an agent the importer can find', this.loc(stmt));
            return preds;
          }
          return [{ agent: this.step(preds, id, this.loc(stmt)), cond: null }];
        }
        if (/^const\s+state\s*=/.test(text)) {
          const obj = find(stmt, (n) => n.name === 'ObjectExpression');
          const parsed = obj && parseObject(this.src(obj));
          if (parsed && Object.keys(parsed).length) {
            draft.context = parsed;
            draft.report('mapped', 'workflow state', `context variables ${Object.keys(parsed).join(', ')}`, this.loc(stmt));
          }
          return preds;
        }
        const endAssign = /^const\s+endResult\s*=\s*\{\s*message:\s*(["'`])([\s\S]*?)\1/.exec(text.trim());
        if (endAssign) {
          draft.report('skipped', 'end', `a fixed answer ("${endAssign[2]}") ends this branch; the graph has no fixed answers (the agent before it replies instead)`, this.loc(stmt));
          return preds;
        }
        const set = /^state\.(\w+)\s*=\s*([\s\S]+?);?$/.exec(text.trim());
        if (set) {
          if (!(set[1] in draft.context)) draft.context[set[1]] = null;
          draft.report('approximated', `state.${set[1]} = …`, `a set-state step: the graph has the context variable but not the assignment (${set[2].slice(0, 60)}); tool code or on-handoff code can set it`, this.loc(stmt));
          return preds;
        }
        if (/runGuardrails\s*\(/.test(text)) this.guardrailLoc = this.loc(stmt);
        // a Transform node: a value computed from earlier outputs; the graph passes the conversation on as it is
        const transform = /^const\s+(transform\w*)\s*=/i.exec(text.trim());
        if (transform) {
          draft.report('skipped', `${transform[1]} (transform step)`, 'a Transform node reshapes earlier output in code; the graph passes the conversation on unchanged, so the transform stays in code', this.loc(stmt));
          return preds;
        }
        if (stmt.name === 'ReturnStatement') {
          const message = /message:\s*(["'`])([\s\S]*?)\1/.exec(text);
          if (message) draft.report('skipped', 'end', `a fixed answer ("${message[2]}") ends this branch; the graph has no fixed answers (the agent before it replies instead)`, this.loc(stmt));
          return [];
        }
        return preds;
      }
      default:
        return preds;
    }
  }

  private ifStatement(stmt: SyntaxNode, preds: Pred[]): Pred[] {
    const parts = children(stmt);
    const condNode = parts.find((p) => p.name === 'ParenthesizedExpression');
    const elseAt = parts.findIndex((p) => p.name === 'else');
    const thenNode = parts.find((p, i) => i > 0 && p !== condNode && p.name !== 'if' && (elseAt < 0 || i < elseAt));
    const elseNode = elseAt >= 0 ? parts[elseAt + 1] : null;
    const text = condNode ? this.src(condNode).slice(1, -1).trim() : '';
    // glue the export adds around every run
    if (/^!\w+ResultTemp\.finalOutput$/.test(text)) return preds;
    const cond = this.condition(text);
    if (/guardrailsHas[Tt]ripwire/.test(text)) {
      // the blocked branch returns a fixed message; the allowed branch goes on
      return elseNode ? this.statement(elseNode, preds) : preds;
    }
    if (/approvalRequest\(/.test(text) && cond.kind === 'prompt') {
      this.importer.draft.report('approximated', `if (${text})`, `a user-approval step ("${cond.prompt.replace('The user approves: ', '')}"): the graph has approvals on tool calls only; an agent after it is reached by a model-chosen handoff`, this.loc(stmt));
    }
    const negated = this.negate(cond);
    const thenPreds = thenNode ? this.statement(thenNode, preds.map((p) => ({ ...p, cond: cond }))) : preds;
    const elsePreds = elseNode ? this.statement(elseNode, preds.map((p) => ({ ...p, cond: negated }))) : preds.map((p) => ({ ...p, cond: negated }));
    const out = [...thenPreds, ...elsePreds];
    // a branch that ran no agent passes its predecessors on, without the condition
    return out.map((p) => (p.cond && preds.some((q) => q.agent === p.agent) ? { ...p, cond: null } : p));
  }

  /**
   * A While node: the body's agents run again while the condition holds. The loop back becomes a
   * route from the body's last agent to its first under the condition; leaving the loop, the
   * negated condition.
   */
  private whileStatement(stmt: SyntaxNode, preds: Pred[]): Pred[] {
    const parts = children(stmt);
    const condNode = parts.find((p) => p.name === 'ParenthesizedExpression');
    const body = parts.find((p) => p.name === 'Block');
    const text = condNode ? this.src(condNode).slice(1, -1).trim() : '';
    if (!body) return preds;
    const cond = this.condition(text);
    const before = new Set(this.importer.draft.agents.filter((a) => this.ran.has(a.id)).map((a) => a.id));
    const bodyPreds = this.block(body, preds.map((p) => ({ ...p, cond })));
    const first = [...this.ran].find((id) => !before.has(id));
    if (first) for (const p of bodyPreds) this.step([{ ...p, cond }], first, this.loc(stmt));
    this.importer.draft.report(cond.kind === 'state' ? 'mapped' : 'approximated', `while (${text})`, first ? `a While loop: the route back to ${this.importer.agentName(first)} holds while ${cond.kind === 'state' ? cond.when : `"${text}" (the model decides; the code tested it)`}; counters the loop updates stay in code` : 'a While loop that runs no agent: it stays in code', this.loc(stmt));
    const negated = this.negate(cond);
    return [...preds.map((p) => ({ ...p, cond: negated })), ...bodyPreds.map((p) => ({ ...p, cond: negated }))];
  }

  private condition(text: string): Cond {
    const output = /^(\w+)Result\.output_parsed\.(\w+)\s*(===?|!==?)\s*(.+)$/.exec(text);
    if (output) return { kind: 'prompt', prompt: `The ${output[2].replace(/_/g, ' ')} ${output[3].startsWith('!') ? 'is not' : 'is'} ${output[4].replace(/^["']|["']$/g, '')}.`, text };
    const approval = /approvalRequest\((\w+)\)/.exec(text);
    if (approval) {
      const message = this.mod.text.match(new RegExp(`const\\s+${approval[1]}\\s*=\\s*(["'\`])([\\s\\S]*?)\\1`))?.[2] ?? text;
      return { kind: 'prompt', prompt: `The user approves: ${message}`, text };
    }
    const when = text.replace(/\bstate\./g, 'ctx.').replace(/([^=!])==(?!=)/g, '$1===').replace(/!=(?!=)/g, '!==');
    if (parseWhen(when) && !/\b(?!ctx\b)[A-Za-z_]\w*\.\w/.test(when.replace(/'[^']*'|"[^"]*"/g, ''))) return { kind: 'state', when, text };
    return { kind: 'other', text };
  }

  private negate(cond: Cond): Cond {
    if (cond.kind === 'state') return { kind: 'state', when: `!(${cond.when})`, text: `not (${cond.text})` };
    if (cond.kind === 'prompt') return { kind: 'prompt', prompt: cond.prompt.startsWith('The user approves') ? cond.prompt.replace('approves', 'declines') : `Otherwise (not: ${cond.prompt})`, text: `not (${cond.text})` };
    return { kind: 'other', text: `not (${cond.text})` };
  }

  /** Connects every predecessor to the agent that runs next; returns its id. */
  private step(preds: Pred[], to: string, loc: Loc): string {
    const draft = this.importer.draft;
    this.ran.add(to);
    const name = (id: string) => this.importer.agentName(id);
    if (preds.length === 0 && !draft.startAgent) {
      draft.startAgent = to;
      draft.report('mapped', `runner.run(${name(to)})`, 'the first agent of the workflow: the start agent', loc);
    }
    for (const p of preds) {
      this.branched = true;
      const from = draft.agents.find((a) => a.id === p.agent)!;
      if (!p.cond) {
        if (!from.afterWork) {
          from.afterWork = { type: 'agent', agent: to };
          draft.report('mapped', `runner.run(${name(to)}) after ${name(p.agent)}`, 'runs next: after-work of the previous agent', loc);
        } else {
          draft.addHandoff(p.agent, to, { trigger: { type: 'context', when: 'true' } });
          draft.report('approximated', `runner.run(${name(to)}) after ${name(p.agent)}`, 'a second way on from the same agent: a context condition that always holds', loc);
        }
      } else if (p.cond.kind === 'state') {
        draft.addHandoff(p.agent, to, { trigger: { type: 'context', when: p.cond.when } });
        draft.report('mapped', `if (${p.cond.text})`, `a context condition ${name(p.agent)} → ${name(to)}: ${p.cond.when}`, loc);
      } else {
        const prompt = p.cond.kind === 'prompt' ? p.cond.prompt : `The code tested: ${p.cond.text}`;
        draft.addHandoff(p.agent, to, { trigger: { type: 'llm', toolName: null, description: null, condition: prompt } });
        draft.report('approximated', `if (${p.cond.text})`, `the code decided; in the graph the model decides (handoff ${name(p.agent)} → ${name(to)} when "${prompt}")`, loc);
      }
    }
    return to;
  }
}

/** An object literal of JSON-like values (the workflow state), or null. */
function parseObject(text: string): Record<string, unknown> | null {
  try {
    const json = text
      .replace(/\/\/.*$/gm, '')
      .replace(/([{,]\s*)([A-Za-z_$][\w$]*)\s*:/g, '$1"$2":')
      .replace(/'([^']*)'/g, '"$1"')
      .replace(/,\s*}/g, '}');
    const value = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}
