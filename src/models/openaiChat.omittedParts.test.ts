/**
 * Chat Completions takes only text in a tool message, so a tool's images and files never reach the
 * model (as in both SDKs, which only log a warning). The run says so: a notice on the model call's
 * response, on its generation span and in the transcript, once, while the request stays as it was.
 * Driven through the real openai client against a local server, streamed and not.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../engine/index.ts';
import type { RunEvent } from '../engine/events.ts';
import { foldAll } from '../features/playground/transcript.ts';
import { GraphSchema } from '../graph/schema.ts';
import { createNodeSandbox } from '../sandbox/index.ts';
import { functionCall, functionCallResult, userMessage } from './items.ts';
import { readNotices } from './model.ts';
import { createOpenAIChatModel, omittedPartNotices, OMITTED_TOOL_OUTPUT } from './openaiChat.ts';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
let server: Server;
let baseURL = '';
const bodies: Array<{ messages: Array<{ role: string; content: unknown }>; stream?: boolean }> = [];

function completion(message: Record<string, unknown>) {
  return { id: `cmpl${bodies.length}`, object: 'chat.completion', created: 1, model: 'm', choices: [{ index: 0, message: { role: 'assistant', content: null, ...message }, finish_reason: 'stop' }], usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 } };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(text) as (typeof bodies)[number];
      bodies.push(body);
      const sawTool = body.messages.some((m) => m.role === 'tool');
      const message = sawTool ? { content: 'Sales rose, I read.' } : { tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'sales_chart', arguments: '{}' } }] };
      if (!body.stream) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(completion(message)));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const delta = sawTool ? { role: 'assistant', content: 'Sales rose, I read.' } : { role: 'assistant', tool_calls: [{ index: 0, ...message.tool_calls![0] }] };
      res.write(`data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta, finish_reason: null }] })}\n\n`);
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const graph = GraphSchema.parse({
  format: 'switchboard.graph',
  version: 1,
  runtime: 'agents-sdk-js',
  id: 'charts',
  name: 'Charts',
  startAgent: 'analyst',
  agents: [{ id: 'analyst', name: 'Analyst', instructions: 'Call sales_chart.', tools: ['chart'] }],
  tools: [{ id: 'chart', type: 'function', name: 'sales_chart', description: 'the sales chart', code: `export default () => [{ type: 'text', text: 'Q3 chart' }, { type: 'image', image: ${JSON.stringify(PNG)} }, { type: 'file', fileId: 'file_q3', filename: 'q3.pdf' }];` }],
});

const NOTICE = 'Not sent to the model: 1 image and 1 file from sales_chart (call call_1). Chat Completions takes only text in a tool message, so only its text was sent. The OpenAI Responses provider sends images and files.';

describe.each([false, true])('a tool output with an image and a file on Chat Completions (stream: %s)', (stream) => {
  it('sends the text only, as before, and says what was left out: on the response, the span and in the transcript, once', async () => {
    bodies.length = 0;
    const handle = run(graph, 'How did sales do?', { model: createOpenAIChatModel({ apiKey: 'sk-test', baseURL, maxRetries: 0 }, 'm'), sandbox: createNodeSandbox(), trusted: true, stream });
    const events: RunEvent[] = [];
    for await (const event of handle) events.push(event);
    expect(events.at(-1)).toMatchObject({ type: 'run_end', status: 'completed' });

    // what the model got is unchanged: the tool message carries the text part alone
    expect(bodies).toHaveLength(2);
    expect(bodies[1].messages.find((m) => m.role === 'tool')).toEqual({ role: 'tool', tool_call_id: 'call_1', content: 'Q3 chart' });

    const responses = events.filter((e) => e.type === 'model_response');
    expect(responses.map((e) => (e.type === 'model_response' ? readNotices(e.providerData) : null))).toEqual([[], [NOTICE]]);
    const spans = events.flatMap((e) => (e.type === 'span_end' && e.span.span_data.type === 'generation' ? [e.span.span_data.notices ?? []] : []));
    expect(spans).toEqual([[], [NOTICE]]);

    // in the chat: the notice sits above the answer it is about
    const entries = foldAll(events).entries.map((e) => (e.kind === 'provider_notice' ? `notice: ${e.text}` : e.kind));
    expect(entries).toEqual(['user', 'tool', `notice: ${NOTICE}`, 'assistant']);
  });
});

describe('omittedPartNotices', () => {
  const call = functionCall('shot', {}, 'c9');
  it('names only the results the model has not answered yet, and says when nothing but the placeholder went', () => {
    const onlyImages = functionCallResult(call, [{ type: 'input_image', image: PNG }, { type: 'input_image', image: PNG }]);
    expect(omittedPartNotices([userMessage('go'), call, onlyImages])).toEqual([
      `Not sent to the model: 2 images from shot (call c9). Chat Completions takes only text in a tool message, so "${OMITTED_TOOL_OUTPUT}" was sent in its place. The OpenAI Responses provider sends images and files.`,
    ]);
    // once the model answered after it, a later request repeats the result but not the notice
    expect(omittedPartNotices([userMessage('go'), call, onlyImages, { type: 'message', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: 'ok' }] }, userMessage('more')])).toEqual([]);
    expect(omittedPartNotices([userMessage('go'), call, functionCallResult(call, 'plain text')])).toEqual([]);
  });
});
