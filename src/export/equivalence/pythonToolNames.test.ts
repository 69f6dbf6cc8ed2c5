/**
 * The Swarm and AG2 exports must offer the model the tool names the engine uses for the same
 * graph under that runtime (src/graph/toolNames.ts `agentToolNames`), for every example, the
 * every-feature fixture and the generated graphs (names such as `Café Über`, `Refund/agent`).
 * Known divergences run as `it.fails` and are pinned below (DIVERGENCES.md).
 */
import { describe, expect, it } from 'vitest';
import { withAg2AgentNames } from '../../graph/ag2Names.ts';
import { agentToolNames } from '../../graph/toolNames.ts';
import type { Graph } from '../../graph/schema.ts';
import { exportAg2 } from '../ag2.ts';
import { exportSwarm } from '../swarm.ts';
import { testGraphs } from '../fixtures/graphs.ts';
import { generatedGraphs } from './generatedGraphs.ts';
import { ag2ToolNames, swarmToolNames } from './pythonToolNames.ts';

type Target = 'swarm' | 'ag2';

/** The engine's names: agent name → tool names (function tools, then transfer tools). */
function engineNames(graph: Graph, runtime: Target): Map<string, string[]> {
  // the AG2 export runs the graph with AG2-valid agent names (src/graph/ag2Names.ts), keyed here by the graph's names
  const g = runtime === 'ag2' ? withAg2AgentNames({ ...graph, runtime }) : { ...graph, runtime };
  return new Map(g.agents.map((a, i) => [graph.agents[i].name, agentToolNames(g, a.id).map((t) => t.name)]));
}

function exportedNames(graph: Graph, runtime: Target): Map<string, string[]> {
  const g = { ...graph, runtime };
  return runtime === 'swarm' ? swarmToolNames(exportSwarm(g)) : ag2ToolNames(exportAg2(g), g);
}

/** No known divergence is left (DIVERGENCES.md keeps the history). */
const KNOWN: Record<string, string> = {};

describe('Swarm and AG2 exports use the engine\'s tool names', () => {
  const graphs: Array<[string, Graph]> = [...testGraphs(), ...generatedGraphs().map((c): [string, Graph] => [c.graph.id, c.graph])];
  for (const target of ['swarm', 'ag2'] as const) {
    for (const [name, graph] of graphs) {
      const known = KNOWN[`${target}:${name}`];
      (known ? it.fails : it)(`${target}: ${name}${known ? ` (diverges: ${known})` : ''}`, () => {
        expect(exportedNames(graph, target)).toEqual(engineNames(graph, target));
      });
    }
  }
});

describe('former tool name divergences, now the same as upstream', () => {
  const graphs = new Map(testGraphs());

  it('swarm-suffixed-transfer-names: equal transfers share one function, others keep the name through __name__ (swarm/util.py:79)', () => {
    const acme = graphs.get('acme-customer-service')!;
    expect(exportedNames(acme, 'swarm').get('Issues and Repairs Agent')).toEqual(['execute_refund', 'look_up_item', 'transfer_back_to_triage']);
    expect(engineNames(acme, 'swarm').get('Issues and Repairs Agent')).toEqual(['execute_refund', 'look_up_item', 'transfer_back_to_triage']);
    const planning = graphs.get('ag2-planning-control')!;
    expect(exportedNames(planning, 'swarm').get('control')).toEqual(['record_status', 'transfer_to_engineer', 'transfer_to_researcher', 'transfer_to_engineer', 'transfer_to_terminator']);
    expect(engineNames(planning, 'swarm').get('control')).toEqual(['record_status', 'transfer_to_engineer', 'transfer_to_researcher', 'transfer_to_engineer', 'transfer_to_terminator']);
  });

  it('ag2-renamed-agents and ag2-disabled-numbering: one name rule (ag2AgentName), disabled conditions not counted (handoffs.py:299-303)', () => {
    const everyFeature = graphs.get('every-feature')!;
    expect(exportedNames(everyFeature, 'ag2').get('Sales Agent')).toEqual(['execute_order', 'transfer_to_Human_Escalation_1']);
    expect(engineNames(everyFeature, 'ag2').get('Sales Agent')).toEqual(['execute_order', 'transfer_to_Human_Escalation_1']);
    const billing = graphs.get('billing-support-sdk')!;
    expect(exportedNames(billing, 'ag2').get('Triage Agent')).toEqual(['transfer_to_Billing_Agent_1', 'transfer_to_Support_Agent_2']);
    expect(engineNames(billing, 'ag2').get('Triage Agent')).toEqual(['transfer_to_Billing_Agent_1', 'transfer_to_Support_Agent_2']);
  });
});
