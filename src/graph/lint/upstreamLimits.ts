/**
 * What a runtime's upstream cannot do with this graph, said on the canvas (docs/SEMANTICS.md):
 *  - AG2 rejects agent names with whitespace (conversable_agent.py _validate_name, AG2 0.11.5):
 *    an error, since the AG2 profile stops with that ValueError (src/graph/ag2Names.ts);
 *  - AG2 names every condition tool itself (handoffs.py:299-303): a toolName is not used;
 *  - AG2 takes tool_choice none/auto/required only (oai/client.py:266);
 *  - the Agents SDK runs input guardrails for the starting agent only: elsewhere they never run;
 *  - a Python body (pythonCode) must be a top-level def to be exported.
 */
import { ag2AgentName, hasWhitespace } from '../ag2Names.ts';
import type { Graph } from '../schema.ts';
import { handoffToolName } from '../toolNames.ts';
import type { Diagnostic, LintRule } from './diagnostic.ts';

const AG2_TOOL_CHOICES = new Set(['none', 'auto', 'required']);
const PYTHON_DEF = /^(async\s+)?def\s+[A-Za-z_][A-Za-z0-9_]*\s*\(/m;

export const upstreamLimitsRule: LintRule = {
  id: 'upstream-limits',
  check(graph: Graph) {
    const out: Diagnostic[] = [];
    const push = (d: Omit<Diagnostic, 'ruleId'>) => out.push({ ruleId: 'upstream-limits', ...d });
    const start = graph.startAgent ?? graph.agents[0]?.id;
    const sdk = graph.runtime === 'agents-sdk-js' || graph.runtime === 'agents-sdk-python';

    graph.agents.forEach((agent, i) => {
      if (graph.runtime === 'ag2' && hasWhitespace(agent.name)) {
        push({
          severity: 'error',
          message: `AG2 stops with "ValueError: The name of the agent cannot contain any whitespace. The name provided is: '${agent.name}'". Rename it (the AG2 export uses "${ag2AgentName(agent.name)}").`,
          target: { kind: 'agent', id: agent.id },
          path: `agents[${i}].name`,
        });
      }
      if (sdk && agent.id !== start && agent.inputGuardrails.length > 0) {
        push({
          severity: 'warning',
          message: 'The Agents SDK runs input guardrails only for the starting agent: these never run here.',
          target: { kind: 'agent', id: agent.id },
          path: `agents[${i}].inputGuardrails`,
        });
      }
      const choice = agent.modelSettings.toolChoice;
      if (graph.runtime === 'ag2' && choice !== undefined && !AG2_TOOL_CHOICES.has(choice)) {
        push({ severity: 'warning', message: `AG2 takes tool_choice none, auto or required only: "${choice}" cannot be exported.`, target: { kind: 'agent', id: agent.id }, path: `agents[${i}].modelSettings.toolChoice` });
      }
    });
    const graphChoice = graph.settings.modelSettings.toolChoice;
    if (graph.runtime === 'ag2' && graphChoice !== undefined && !AG2_TOOL_CHOICES.has(graphChoice)) {
      push({ severity: 'warning', message: `AG2 takes tool_choice none, auto or required only: "${graphChoice}" cannot be exported.`, target: { kind: 'graph', id: graph.id }, path: 'settings.modelSettings.toolChoice' });
    }

    if (graph.runtime === 'ag2') {
      graph.handoffs.forEach((h, i) => {
        if (h.trigger.type !== 'llm' || !h.trigger.toolName) return;
        push({
          severity: 'warning',
          message: `AG2 names this tool ${handoffToolName(graph, h)} itself; the name "${h.trigger.toolName}" is not used.`,
          target: { kind: 'handoff', id: h.id },
          path: `handoffs[${i}].trigger.toolName`,
        });
      });
    }

    graph.tools.forEach((tool, i) => {
      if (tool.type !== 'function' || tool.pythonCode === undefined || tool.pythonCode.trim() === '') return;
      if (!PYTHON_DEF.test(tool.pythonCode)) {
        push({ severity: 'warning', message: 'The Python body must be a complete top-level `def name(...):`; the Python exports use a stub until it is.', target: { kind: 'tool', id: tool.id }, path: `tools[${i}].pythonCode` });
      }
    });
    return out;
  },
};
