/** The help text: the CLI contract as users read it. */
export const USAGE = `switchboard: run, check and export Switchboard agent graphs

Usage:
  switchboard run <graph.json> --input "text" [--input "next user turn" ...]
      [--provider simulator|openai-chat|openai-responses] [--base-url URL] [--model NAME]
      [--max-turns N] [--idle-timeout SECONDS] [--approve none|all] [--no-stream] [--no-trust] [--json]
      [--otlp-endpoint URL [--otlp-header "Name: value" ...]] [--otlp-json FILE] [--otlp-content]
  switchboard validate <graph.json> [--json]
  switchboard export <graph.json> --target json-schema|agents-ts|agents-py|swarm|ag2|mermaid [-o FILE]
  switchboard eval <graph.json> [suite.json] [--provider ...] [--base-url URL] [--model NAME]
      [--concurrency N] [--junit FILE] [--trust | --no-trust] [--json]
  switchboard import <file or folder>... [-o graph.json] [--json] [--run-code] [--run-code-entry ENTRY]

run
  Each --input is one user turn; the next is sent when the run returns to the user.
  --provider      simulator (default: offline, deterministic, no key), openai-chat (Chat
                  Completions) or openai-responses (Responses API). The key is read from
                  OPENAI_API_KEY; local servers (Ollama, vLLM, LM Studio) may need none.
  --base-url      any OpenAI-compatible API, e.g. http://localhost:11434/v1
  --model         overrides the graph's model for every agent
  --max-turns     overrides the graph's turn limit
  --idle-timeout  ends the run when a streamed reply sends nothing for this long after its
                  first chunk (default 60; 0: no limit)
  --approve       answer to tools that need approval: none (default, rejects) or all
  --no-stream     request whole responses instead of streamed ones
  --no-trust      refuse to run the graph's code (tools, filters, guardrails, when rules).
                  By default the CLI trusts the code of the graph file you name: you chose to
                  run it, as you would a script. Use --no-trust for files you have not read.
  --json          print one JSON object: { finalOutput, lastAgent, status, items, trace, error }
                  and exit 1 when the run ended in an error.
  --otlp-endpoint send the trace, in the OpenTelemetry GenAI conventions, to this OTLP/HTTP
                  collector (e.g. http://127.0.0.1:4318/v1/traces); exits 1 when it is refused
  --otlp-header   a header for the collector, "Name: value" (repeatable; never printed)
  --otlp-json     write the same trace as OTLP/JSON to FILE
  --otlp-content  include messages, instructions, tool arguments and results (off by default)

validate   exits 1 and prints every problem with its JSON path (schema and lint errors).
export     writes the chosen target to stdout, or to FILE with -o.
import     reads agent code (Agents SDK Python or TypeScript, Swarm, AG2; folders are searched
           for .py/.ts/.js files) without running it and writes the graph to stdout or FILE
           (-o), with the import report (mapped / approximated / skipped, file:line) on stderr.
           --json prints { "graph": ..., "report": ... } instead; exits 1 when no graph could
           be made. --run-code also runs the entry in a sandbox against recording stand-ins, to
           find agents built from config files and loops: Python (the .py with if __name__ ==
           "__main__") in the Python sandbox, TypeScript/JavaScript (the file that calls main(),
           run() or withTrace() at top level) in the TypeScript sandbox; --run-code-entry
           path.py[:fn], pkg.module:callable or path.ts[:exportedFunction] names it.
eval       runs each scenario of the suite (the file, else the graph's "evals") and checks
           route, last agent, tools and output (format in docs/EVALS.md); --concurrency N
           cases at a time (default 4); 429s wait as Retry-After asks; --junit FILE writes
           JUnit XML; exits 1 when a scenario fails. The graph's code and MCP servers do not
           run unless you add --trust (a case that needs them fails with UntrustedCodeError);
           --no-trust (the default) says so explicitly.

Exit codes: 0 success, 1 run error / invalid graph / failed scenario, 2 usage error.`;
