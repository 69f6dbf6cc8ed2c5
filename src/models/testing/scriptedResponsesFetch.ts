/**
 * A fetch for the real Responses provider in tests: it answers each POST /responses with the next
 * scripted `output` list (as the API would, non-streaming) and keeps every request body sent.
 */
const usage = { input_tokens: 1, output_tokens: 1, total_tokens: 2 };

export function scriptedResponsesFetch(bodies: object[][]) {
  const sent: Array<Record<string, unknown>> = [];
  const fetch = async (_url: RequestInfo | URL, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    const output = bodies[sent.length - 1];
    if (!output) return new Response(JSON.stringify({ error: { message: 'no more turns' } }), { status: 500 });
    return new Response(JSON.stringify({ id: `resp_${sent.length}`, object: 'response', status: 'completed', output, usage }), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { fetch: fetch as typeof globalThis.fetch, sent };
}

/** An assistant message as the API writes it. */
export function apiMessage(text: string, id = `msg_${text.length}`) {
  return { type: 'message', id, role: 'assistant', status: 'completed', content: [{ type: 'output_text', text, annotations: [] }] };
}
