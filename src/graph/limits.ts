/**
 * Bounds on a graph document (docs/IMPORT-LIMITS.md). Every accepted document must lint, export
 * to every target and run; unbounded names, texts and lists were how crafted files broke those
 * later (a 50,000-character tool name, JSON nested thousands deep). Generous for hand-made graphs.
 */
export const LIMITS = {
  /** nesting of objects/arrays in a whole document (deeper files are refused before any other walk) */
  maxDepth: 64,
  /** characters of a graph file's text (a share link's inflated text is capped lower, shareLink.ts) */
  maxTextChars: 16 * 1024 * 1024,
  /** ids of agents, handoffs, tools, guardrails and the graph */
  idChars: 64,
  /** names of agents, tools, guardrails, MCP server labels and tool-name overrides (function names are at most 64 in the OpenAI API) */
  nameChars: 64,
  graphNameChars: 128,
  modelChars: 128,
  /** descriptions, handoff descriptions, AG2 conditions */
  descriptionChars: 10_000,
  instructionsChars: 100_000,
  /** tool, guardrail, onHandoff and input-filter code, Python bodies */
  codeChars: 100_000,
  /** `when` expressions */
  expressionChars: 10_000,
  urlChars: 2_048,
  /** issue 11 measures the canvas up to 5,000 agents (about 15,000 handoffs); a file that size stays well under maxTextChars */
  agents: 10_000,
  tools: 1_000,
  guardrails: 1_000,
  handoffs: 50_000,
  /** canvas groups */
  groups: 1_000,
  /** any list of ids or names inside one element (tools of an agent, routesTo, stopAtToolNames, …) */
  listItems: 1_000,
  contextKeys: 1_000,
  maxTurns: 1_000,
  /** routing evals kept in a graph (docs/EVALS.md): cases, user turns per case, regex length */
  evalScenarios: 1_000,
  evalTurns: 50,
  evalPatternChars: 1_000,
  /** documents a graph carries for offline file search (docs/HOSTED-TOOLS.md), and each one's text */
  documents: 200,
  documentChars: 1_000_000,
} as const;
