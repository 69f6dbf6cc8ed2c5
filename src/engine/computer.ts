/**
 * The engine's port for the computer tool (docs/COMPUTER.md §3): what carries out a computer call's
 * actions and takes the screenshot. The SDKs ask the developer for a `Computer` (JS computer.d.ts,
 * Python computer.py); the engine asks its host for one per computer tool and run. Absent, the run
 * uses the demo screen (src/models/computer/demoScreen.ts): a deterministic pretend browser that
 * needs no DOM, so the loop works offline, in a worker and in the CLI alike.
 */
import type { ComputerTool } from '../graph/schema.ts';
import type { ComputerAction } from '../models/items.ts';

export interface Computer {
  /** carries out one action other than a screenshot */
  act(action: Exclude<ComputerAction, { type: 'screenshot' }>): void | Promise<void>;
  /**
   * The screen now, as an image data URL. The SDKs' computers return base64 PNG and the runner
   * prefixes `data:image/png;base64,`; the port takes the whole URL so that the demo screen may
   * answer with SVG.
   */
  screenshot(): string | Promise<string>;
}

/** Makes the computer for one computer tool of a run (called once per tool and run). */
export type ComputerProvider = (tool: ComputerTool) => Computer;

/**
 * Runs a call's actions in order and returns the screenshot after them: the last action's when it
 * was a screenshot, else a fresh one (Python run_internal/tool_actions.py:235-303; JS
 * runner/toolExecution.mjs _runComputerActionAndScreenshot).
 */
export async function runComputerActions(computer: Computer, actions: ComputerAction[]): Promise<string> {
  let last: string | null = null;
  for (const action of actions) {
    if (action.type === 'screenshot') last = await computer.screenshot();
    else {
      last = null;
      await computer.act(action);
    }
  }
  return last ?? (await computer.screenshot());
}
