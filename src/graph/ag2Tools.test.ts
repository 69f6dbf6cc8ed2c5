import { describe, expect, it } from 'vitest';
import { ag2ToolOrder, ag2ToolParameters } from './ag2Tools.ts';

describe('AG2 tool schemas as AG2 0.11.5 sends them', () => {
  it('pydantic schemas: description defaults to the name, optional ones default null, no additionalProperties (function_utils.py:134-162)', () => {
    // upstream request for ag2-planning-control's record_status, captured from a run on AG2 0.11.5
    expect(
      ag2ToolParameters({
        type: 'object',
        properties: {
          current_status: { type: 'string', enum: ['in progress', 'failed', 'completed'] },
          agent_for_sub_task: { type: 'string', enum: ['engineer', 'researcher'] },
        },
        required: ['current_status', 'agent_for_sub_task'],
        additionalProperties: false,
      }),
    ).toEqual({
      type: 'object',
      properties: {
        current_status: { enum: ['in progress', 'failed', 'completed'], type: 'string', description: 'current_status' },
        agent_for_sub_task: { enum: ['engineer', 'researcher'], type: 'string', description: 'agent_for_sub_task' },
      },
      required: ['current_status', 'agent_for_sub_task'],
    });
    expect(
      ag2ToolParameters({ type: 'object', properties: { note: { type: 'string', description: 'A note.' }, id: { type: 'integer' } }, required: ['id'] }),
    ).toEqual({
      type: 'object',
      properties: { id: { type: 'integer', description: 'id' }, note: { anyOf: [{ type: 'string' }, { type: 'null' }], default: null, description: 'A note.' } },
      required: ['id'],
    });
  });

  it('tools taking context_variables are registered again at the end (group_tool_executor.py:149-155)', () => {
    const tools = [
      { name: 'uses_ctx', code: 'export default (_a, { context }) => context.x', routesTo: [] },
      { name: 'plain', code: 'export default () => 1', routesTo: [] },
      { name: 'routes', code: 'export default () => 1', routesTo: ['b'] },
    ];
    expect(ag2ToolOrder(tools).map((t) => t.name)).toEqual(['plain', 'uses_ctx', 'routes']);
  });
});
