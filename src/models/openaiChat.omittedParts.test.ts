/**
 * Chat Completions takes only text in a tool message, so a tool's images and files never reach the
 * model (as in both SDKs, which only log a warning). The run says so: a notice on the model call's
 * response, on its generation span and in the transcript, once, while the request stays as it was.
 * Driven through the real openai client against a local server, streamed and not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAIServer, type FakeOpenAIServer } from '../../scripts/fakeOpenAIServer.ts';
import { run } from '../engine/index.ts';
import type { RunEvent } from '../engine/events.ts';
import { endedSpans } from '../engine/spans.ts';
import { foldAll } from '../features/playground/transcript.ts';
import { GraphSchema } from '../graph/schema.ts';
import { createNodeSandbox } from '../sandbox/index.ts';
import { functionCall, functionCallResult, userMessage } from './items.ts';
import { readNotices } from './providerNotices.ts';
import { createOpenAIChatModel, omittedPartNotices, OMITTED_TOOL_OUTPUT } from './openaiChat.ts';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
let server: FakeOpenAIServer;

beforeAll(async () => {
  server = await startFakeOpenAIServer({ port: 0 });
});

afterAll(async () => {
  await server.close();
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
    server.reset();
    server.enqueue({ toolCalls: [{ name: 'sales_chart', arguments: {}, id: 'call_1' }] }, { text: 'Sales rose, I read.' });
    const handle = run(graph, 'How did sales do?', { model: createOpenAIChatModel({ apiKey: 'sk-test', baseURL: server.baseURL, maxRetries: 0 }, 'm'), sandbox: createNodeSandbox(), trusted: true, stream });
    const events: RunEvent[] = [];
    for await (const event of handle) events.push(event);
    expect(events.at(-1)).toMatchObject({ type: 'run_end', status: 'completed' });

    // what the model got is unchanged: the tool message carries the text part alone
    const bodies = server.requests.map((r) => r.body as { messages: Array<{ role: string }>; stream?: boolean });
    expect(bodies.map((b) => b.stream ?? false)).toEqual([stream, stream]);
    expect(bodies[1].messages.find((m) => m.role === 'tool')).toEqual({ role: 'tool', tool_call_id: 'call_1', content: 'Q3 chart' });

    const responses = events.filter((e) => e.type === 'model_response');
    expect(responses.map((e) => (e.type === 'model_response' ? readNotices(e.providerData) : null))).toEqual([[], [NOTICE]]);
    const spans = endedSpans(events).flatMap((s) => (s.span_data.type === 'generation' ? [s.span_data.notices ?? []] : []));
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
