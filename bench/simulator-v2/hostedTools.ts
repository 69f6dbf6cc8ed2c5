/**
 * Hosted tools offline (docs/HOSTED-TOOLS.md). A Responses model runs file search, web search and
 * the code interpreter inside its own response: the call item, then the message that uses it. The
 * simulator does the same when the agent has the tool and the latest message calls for it:
 *
 * - file search: a real search of the documents the graph carries (documentIndex.ts), its item
 *   shaped as the API's file_search_call (`queries`, and `results` when the tool asks for them
 *   with includeSearchResults), and an answer quoting the best passage with its file name;
 * - code interpreter: arithmetic in the message is worked out exactly (arithmetic.ts) and shown as
 *   the Python that would print it; anything else is not run;
 * - web search: there is no network, so the result says it did not search.
 *
 * Every such item is marked `simulated` (no provider ran it): the chat tags it, the generation
 * span carries the mark, and the Responses provider never sends it to the API.
 */
import type { Graph } from '../../src/graph/schema.ts';
import type { HostedToolCallItem } from '../../src/models/items.ts';
import type { HostedToolDefinition, ModelRequest } from '../../src/models/model.ts';
import { findArithmetic, pythonNumber } from './arithmetic.ts';
import type { Conversation } from './conversation.ts';
import { indexFor, searchIndex, termsOf, type SearchHit } from './documentIndex.ts';
import { hashText } from './hash.ts';
import { contentWords } from './intent/tokens.ts';
import type { Decision } from './respond.ts';

/** A question or a request for information ("what…", "how long…", "tell me about…", "…?"). */
const ASKS = /\?\s*$|^\s*(what|what's|whats|how|which|when|where|who|why|do|does|did|is|are|can|could|should|tell me|explain|find|look up|search|show me|according)\b/i;
const WEB = /\b(search (the )?(web|internet|online)|on the (web|internet)|look (it |this )?up online|google|latest|news|headlines|today'?s?|this week|right now|currently|current (price|weather|events?)|weather|stock price|exchange rate)\b/i;
const CODE = /\b(calculate|compute|run (this|the|some|my)? ?code|python|plot|chart|graph of|average|mean|median|sum of|percent(age)? of|how much is|square root)\b/i;
/** The share of the question's stems a passage must hold to count as the answer. */
const ENOUGH = 0.5;
/** The API's default number of file search results. */
const DEFAULT_MAX_RESULTS = 10;

function hosted(request: ModelRequest, name: HostedToolDefinition['name']): HostedToolDefinition | undefined {
  return request.tools.find((t): t is HostedToolDefinition => t.type === 'hosted_tool' && t.name === name);
}

function config(tool: HostedToolDefinition, camel: string, snake: string): unknown {
  return tool.providerData[camel] ?? tool.providerData[snake];
}

/** The request already went through a hosted call since the person's latest message. */
function searchedSince(request: ModelRequest): boolean {
  for (let i = request.input.length - 1; i >= 0; i--) {
    const item = request.input[i];
    if (item.type === 'message' && item.role === 'user') return false;
    if (item.type === 'hosted_tool_call' && !item.name.startsWith('mcp_')) return true;
  }
  return false;
}

function decision(request: ModelRequest, call: HostedToolCallItem, text: string, rationale: string): Decision {
  const messageId = `msg_sim_${hashText(JSON.stringify(request.input) + text)}`;
  return {
    output: [call, { type: 'message', role: 'assistant', status: 'completed', id: messageId, content: [{ type: 'output_text', text }] }],
    rationale,
  };
}

function callId(prefix: string, request: ModelRequest, what: string): string {
  return `${prefix}_sim_${hashText(`${JSON.stringify(request.input)}|${what}`)}`;
}

/** The sentence of a passage that holds most of the question's stems (the quote). */
function bestSentence(passage: string, question: string): string {
  const wanted = new Set(termsOf(question));
  const sentences = (passage.match(/[^.!?\n]+[.!?]?/g) ?? [passage]).map((s) => s.trim()).filter((s) => s.length > 0 && !/^#+\s/.test(s));
  let best = sentences[0] ?? passage;
  let bestScore = -1;
  for (const sentence of sentences) {
    const score = new Set(termsOf(sentence).filter((t) => wanted.has(t))).size;
    if (score > bestScore) [best, bestScore] = [sentence, score];
  }
  return best.replace(/^[-*]\s+/, '');
}

function fileSearch(request: ModelRequest, graph: Graph | undefined, current: string, tool: HostedToolDefinition): Decision | null {
  const documents = graph?.documents ?? [];
  const query = contentWords(current).join(' ');
  if (!query || !ASKS.test(current)) return null;
  const max = Number(config(tool, 'maxNumResults', 'max_num_results')) || DEFAULT_MAX_RESULTS;
  const hits: SearchHit[] = documents.length > 0 ? searchIndex(indexFor(documents), query, max) : [];
  const found = hits.length > 0 && hits[0].coverage >= ENOUGH;
  const call: HostedToolCallItem = {
    type: 'hosted_tool_call',
    name: 'file_search_call',
    id: callId('fs', request, query),
    status: 'completed',
    providerData: { type: 'file_search_call', id: callId('fs', request, query), queries: [query], results: null },
    simulated: true,
  };
  call.providerData.id = call.id;
  // results travel only when asked for (include: file_search_call.results), as from the API
  if (config(tool, 'includeSearchResults', 'include_search_results') === true) {
    call.providerData.results = hits.map(({ coverage: _coverage, ...result }) => result);
  }
  if (!found) {
    // an agent with other ways to help (its tools, its handoffs) uses those instead
    if (request.handoffs.length > 0 || request.tools.some((t) => t.type === 'function')) return null;
    const where = documents.length === 0 ? 'The graph has no documents attached, so there was nothing to search.' : `Nothing in ${documents.map((d) => d.name).join(', ')} answers that.`;
    return decision(request, call, `I searched the attached documents for "${query}". ${where}`, `file_search fits a question and the agent has it; offline it searched the graph's ${documents.length} document(s) and found ${hits.length === 0 ? 'nothing' : `only a weak match (${hits[0].filename}, ${Math.round(hits[0].coverage * 100)}% of the question)`}.`);
  }
  const top = hits[0];
  const others = [...new Set(hits.slice(1).filter((h) => h.coverage >= ENOUGH && h.filename !== top.filename).map((h) => h.filename))];
  const text = `According to ${top.filename}: "${bestSentence(top.text, query)}"${others.length ? ` (also in ${others.join(', ')})` : ''}`;
  return decision(request, call, text, `file_search fits a question and the agent has it; offline it searched the graph's ${documents.length} document(s): best passage in ${top.filename} (score ${top.score}, ${Math.round(top.coverage * 100)}% of the question).`);
}

function codeInterpreter(request: ModelRequest, current: string, tool: HostedToolDefinition): Decision | null {
  const arithmetic = findArithmetic(current);
  if (!arithmetic && !CODE.test(current)) return null;
  const code = arithmetic ? `print(${arithmetic.python})` : `# ${current.replace(/\s+/g, ' ').trim()}\n# (the offline simulator writes and runs no code)`;
  const logs = arithmetic ? pythonNumber(arithmetic.value, arithmetic.python) : 'Simulated: no code ran offline.';
  const id = callId('ci', request, code);
  const providerData: Record<string, unknown> = { type: 'code_interpreter_call', id, code, container_id: 'cntr_simulated', outputs: null };
  // outputs travel only when asked for (include: code_interpreter_call.outputs), as from the API
  if (config(tool, 'includeOutputs', 'include_outputs') === true) providerData.outputs = [{ type: 'logs', logs }];
  const call: HostedToolCallItem = { type: 'hosted_tool_call', name: 'code_interpreter_call', id, status: 'completed', providerData, simulated: true };
  const text = arithmetic
    ? `${arithmetic.python} = ${logs} (simulated code interpreter: worked out offline, no container ran).`
    : 'Simulated code interpreter: offline, no code runs. Connect the OpenAI Responses provider to run it in a container.';
  return decision(request, call, text, arithmetic ? `The message holds arithmetic (${arithmetic.python}) and the agent has the code interpreter; offline the simulator worked it out.` : 'The message asks for computation and the agent has the code interpreter; offline nothing runs, so it says so.');
}

function webSearch(request: ModelRequest, current: string): Decision | null {
  if (!WEB.test(current)) return null;
  const query = contentWords(current).join(' ');
  const id = callId('ws', request, query);
  const call: HostedToolCallItem = { type: 'hosted_tool_call', name: 'web_search_call', id, status: 'completed', providerData: { type: 'web_search_call', id, action: { type: 'search', query } }, simulated: true };
  const text = `Simulated web search for "${query}": offline, nothing was searched and there are no results. Connect the OpenAI Responses provider for a real web search.`;
  return decision(request, call, text, 'The message asks for current or web information and the agent has web search; offline there is no network, so the result says so.');
}

/** A hosted tool's call and the answer that uses it, when the message calls for one; else null. */
export function decideHosted(request: ModelRequest, graph: Graph | undefined, conversation: Conversation): Decision | null {
  if (request.modelSettings.toolChoice === 'none' || !conversation.current || conversation.callsSince.length > 0 || searchedSince(request)) return null;
  const code = hosted(request, 'code_interpreter');
  const files = hosted(request, 'file_search');
  const web = hosted(request, 'web_search');
  return (code && codeInterpreter(request, conversation.current, code)) || (files && fileSearch(request, graph, conversation.current, files)) || (web && webSearch(request, conversation.current)) || null;
}
