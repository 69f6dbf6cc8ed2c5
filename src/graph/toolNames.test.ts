import { describe, expect, it } from 'vitest';
import type { Runtime } from './schema.ts';
import { testGraph } from './testGraph.ts';
import {
  agentToolNames,
  defaultHandoffDescription,
  defaultTransferToolName,
  functionToolName,
  handoffToolDescription,
  handoffToolName,
  pythonToolNameWarning,
} from './toolNames.ts';

// docs/SEMANTICS.md §1.2 table: agent.name → [Python tool name, JS tool name (verified on 0.20.0)].
const VECTORS: Array<[string, string, string]> = [
  ['Billing Agent', 'transfer_to_billing_agent', 'transfer_to_Billing_Agent'],
  ['billing agent', 'transfer_to_billing_agent', 'transfer_to_billing_agent'],
  ['Refund agent', 'transfer_to_refund_agent', 'transfer_to_Refund_agent'],
  ['Refund/agent', 'transfer_to_refund_agent', 'transfer_to_Refund_agent'],
  ['Agent A', 'transfer_to_agent_a', 'transfer_to_Agent_A'],
  ['a-b.c', 'transfer_to_a_b_c', 'transfer_to_a_b_c'],
  ['Caf\u00e9 \u00dcber', 'transfer_to_caf___ber', 'transfer_to_Caf___ber'],
  ['  x  ', 'transfer_to___x__', 'transfer_to___x__'],
];

function graphWith(runtime: Runtime, targetName: string) {
  return testGraph({
    runtime,
    agents: [
      { id: 'a', name: 'Triage' },
      { id: 'b', name: targetName, handoffDescription: 'Bills.' },
    ],
    handoffs: [{ id: 'h', from: 'a', to: 'b' }],
  });
}

describe('default transfer tool names (docs/SEMANTICS.md §1.2)', () => {
  it.each(VECTORS)('%j → python %s, js %s', (name, python, js) => {
    for (const [runtime, expected] of [
      ['agents-sdk-python', python],
      ['swarm', python],
      ['agents-sdk-js', js],
    ] as const) {
      const g = graphWith(runtime, name);
      expect(handoffToolName(g, g.handoffs[0])).toBe(expected);
    }
  });

  it('AG2 suffixes the 1-based index among the agent\'s llm handoffs, unsanitized', () => {
    const g = testGraph({
      runtime: 'ag2',
      agents: [
        { id: 'control', name: 'control' },
        { id: 'eng', name: 'engineer' },
        { id: 'term', name: 'terminator' },
        { id: 'other', name: 'other agent' },
      ],
      handoffs: [
        { id: 'h1', from: 'control', to: 'eng' },
        { id: 'ctx', from: 'control', to: 'term', trigger: { type: 'context', when: 'ctx.done' } },
        { id: 'h2', from: 'control', to: 'eng' },
        { id: 'x', from: 'other', to: 'eng' },
        { id: 'h3', from: 'control', to: 'other' },
      ],
    });
    const names = g.handoffs.map((h) => handoffToolName(g, h));
    expect(names).toEqual([
      'transfer_to_engineer_1',
      null,
      'transfer_to_engineer_2',
      'transfer_to_engineer_1',
      'transfer_to_other agent_3',
    ]);
    expect(defaultTransferToolName('ag2', 'terminate', 3)).toBe('transfer_to_terminate_3');
  });

  it('a toolName override wins under every runtime but AG2, which names every condition tool itself', () => {
    for (const runtime of ['agents-sdk-js', 'agents-sdk-python', 'swarm'] as const) {
      const g = testGraph({
        runtime,
        agents: [{ id: 'a', name: 'A' }, { id: 'b', name: 'Issues and Repairs Agent' }],
        handoffs: [{ id: 'h', from: 'a', to: 'b', trigger: { type: 'llm', toolName: 'transfer_to_issues_and_repairs' } }],
      });
      expect(handoffToolName(g, g.handoffs[0])).toBe('transfer_to_issues_and_repairs');
    }
    // AG2 0.11.5 overwrites llm_function_name: f"transfer_to_{target.normalized_name()}_{i + 1}"
    // (autogen/agentchat/group/handoffs.py:299-303, called from group_utils.py:188)
    const ag2 = testGraph({
      runtime: 'ag2',
      agents: [{ id: 'a', name: 'A' }, { id: 'b', name: 'Issues and Repairs Agent' }],
      handoffs: [{ id: 'h', from: 'a', to: 'b', trigger: { type: 'llm', toolName: 'transfer_to_issues_and_repairs' } }],
    });
    expect(handoffToolName(ag2, ag2.handoffs[0])).toBe('transfer_to_Issues and Repairs Agent_1');
  });

  it('a context-trigger handoff has no tool', () => {
    const g = testGraph({
      agents: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }],
      handoffs: [{ id: 'h', from: 'a', to: 'b', trigger: { type: 'context', when: 'ctx.x' } }],
    });
    expect(handoffToolName(g, g.handoffs[0])).toBeNull();
    expect(handoffToolDescription(g, g.handoffs[0])).toBeNull();
  });
});

describe('descriptions (docs/SEMANTICS.md §1.3, §5.2)', () => {
  it('SDK default keeps the trailing space when there is no handoff description', () => {
    expect(defaultHandoffDescription({ name: 'Agent A', handoffDescription: '' })).toBe(
      'Handoff to the Agent A agent to handle the request. ',
    );
    const g = graphWith('agents-sdk-python', 'Billing Agent');
    expect(handoffToolDescription(g, g.handoffs[0])).toBe(
      'Handoff to the Billing Agent agent to handle the request. Bills.',
    );
  });

  it('an override replaces the default; AG2 uses the condition text; Swarm the docstring', () => {
    const agents = [{ id: 'a', name: 'A' }, { id: 'b', name: 'B', handoffDescription: 'Doc.' }];
    const trigger = { type: 'llm' as const, description: 'Custom.', condition: 'The task is completed.' };
    const js = testGraph({ runtime: 'agents-sdk-js', agents, handoffs: [{ id: 'h', from: 'a', to: 'b', trigger }] });
    expect(handoffToolDescription(js, js.handoffs[0])).toBe('Custom.');
    const ag2 = testGraph({ runtime: 'ag2', agents, handoffs: [{ id: 'h', from: 'a', to: 'b', trigger }] });
    expect(handoffToolDescription(ag2, ag2.handoffs[0])).toBe('The task is completed.');
    const swarm = testGraph({ runtime: 'swarm', agents, handoffs: [{ id: 'h', from: 'a', to: 'b' }] });
    expect(handoffToolDescription(swarm, swarm.handoffs[0])).toBe('Doc.');
  });
});

describe('function tool names and an agent\'s tool list', () => {
  it('JS sanitizes function tool names, the Python runtimes keep them', () => {
    expect(functionToolName('agents-sdk-js', { name: 'Test Agent Tool' })).toBe('Test_Agent_Tool');
    expect(functionToolName('agents-sdk-python', { name: 'Test Agent Tool' })).toBe('Test Agent Tool');
    expect(functionToolName('swarm', { name: 'look_up_item' })).toBe('look_up_item');
  });

  it('lists function tools first, then enabled llm handoffs', () => {
    const g = testGraph({
      runtime: 'agents-sdk-js',
      agents: [
        { id: 'a', name: 'A', tools: ['t', 'web'] },
        { id: 'b', name: 'Billing Agent' },
        { id: 'c', name: 'C' },
      ],
      tools: [
        { id: 't', type: 'function', name: 'look up', description: 'Find.' },
        { id: 'web', type: 'hosted', hosted: 'web_search' },
      ],
      handoffs: [
        { id: 'h1', from: 'a', to: 'b' },
        { id: 'h2', from: 'a', to: 'c', enabled: false },
        { id: 'h3', from: 'b', to: 'c' },
      ],
    });
    expect(agentToolNames(g, 'a')).toEqual([
      { source: { kind: 'tool', id: 't' }, name: 'look_up', description: 'Find.' },
      {
        source: { kind: 'handoff', id: 'h1' },
        name: 'transfer_to_Billing_Agent',
        description: 'Handoff to the Billing Agent agent to handle the request. ',
      },
    ]);
  });
});

describe('Python transform warning (docs/SEMANTICS.md §1.2)', () => {
  it('warns only when characters other than whitespace (handoffs) were replaced', () => {
    expect(pythonToolNameWarning('transfer_to_Refund agent', false)).toBeNull();
    expect(pythonToolNameWarning('transfer_to_Billing Agent', false)).toBeNull();
    expect(pythonToolNameWarning('transfer_to_Refund/agent', false)).toBe(
      "Tool name 'transfer_to_Refund/agent' contains invalid characters for function calling and has been transformed to 'transfer_to_refund_agent'. Please use only letters, digits, and underscores to avoid potential naming conflicts.",
    );
    // test_transforms.py: "My Tool" and "My-Tool" warn, "MyTool" does not
    expect(pythonToolNameWarning('My Tool', true)).toContain("transformed to 'my_tool'");
    expect(pythonToolNameWarning('My-Tool', true)).toContain("transformed to 'my_tool'");
    expect(pythonToolNameWarning('MyTool', true)).toBeNull();
    expect(pythonToolNameWarning("it's", true)).toContain('Tool name "it\'s"');
  });
});
