import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { toJsStrictToolSchema } from '../../engine/profiles/agentsSdk/jsStrictToolSchema.ts';
import { EXAMPLES, exampleGraph } from '../../graph/examples.ts';
import type { JsonSchema } from '../../graph/schema.ts';
import { everyFeatureGraph } from '../fixtures/graphs.ts';
import { exampleWalkCases, sampleValue } from './exampleWalks.ts';

describe('example walks', () => {
  it('send arguments that the strict schemas the model is shown accept', () => {
    const schemas: JsonSchema[] = [];
    for (const graph of [...EXAMPLES.map(exampleGraph), everyFeatureGraph()]) {
      for (const tool of graph.tools) if (tool.type === 'function') schemas.push(tool.parameters);
      for (const handoff of graph.handoffs) if (handoff.inputSchema) schemas.push(handoff.inputSchema);
    }
    expect(schemas.length).toBeGreaterThan(5);
    const ajv = new Ajv({ strict: false });
    for (const schema of schemas) {
      const strict = toJsStrictToolSchema(schema).schema;
      expect(ajv.validate(strict, sampleValue(schema)), JSON.stringify(ajv.errors)).toBe(true);
    }
  });

  it('walk every function tool and transfer of every example, except rule-enabled ones', () => {
    const names = exampleWalkCases().flatMap((c) => c.scenarios.map((s) => `${c.name.split(' ')[0]}: ${s.name}`));
    expect(names).toContain('billing-support-sdk: from Triage Agent: transfer transfer_to_Billing_Agent, then a reply');
    expect(names).toContain('acme-customer-service: from Issues and Repairs Agent: tool execute_refund, then a reply');
    expect(names).toContain('ag2-planning-control: from plan_recorder: tool record_plan, then a reply');
    expect(names.some((n) => n.includes('transfer_to_Refunds_Agent'))).toBe(false); // enabled only for premium customers
  });
});
