/**
 * The computer tool in the Agents SDK exports (docs/COMPUTER.md §5). Both SDKs take a `Computer`
 * the developer implements (JS agents-core computer.d.ts, Python src/agents/computer.py:8-69), so
 * the export writes one class per computer tool with every method left to fill in, declares the
 * tool (`computerTool({ computer, onSafetyCheck })`, `ComputerTool(computer=…, on_safety_check=…)`)
 * and asks a person at the terminal to acknowledge pending safety checks, as the playground's
 * approval card does.
 *
 * `linux` is an environment the Responses API accepts but neither SDK's `Environment` type lists
 * (JS 'mac' | 'windows' | 'ubuntu' | 'browser', Python computer.py:4); the export writes `ubuntu`
 * and lint says so (graph/lint/runtimeSupport.ts).
 */
import type { ComputerTool } from '../graph/schema.ts';
import { pyString, tsString } from './literals.ts';

function sdkEnvironment(tool: ComputerTool): 'browser' | 'mac' | 'windows' | 'ubuntu' {
  return tool.environment === 'linux' ? 'ubuntu' : tool.environment;
}

function pascal(text: string): string {
  const words = text.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const joined = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
  return /^[A-Za-z]/.test(joined) ? joined : `Tool${joined}`;
}

export interface ComputerExportNames {
  /** a unique identifier for the Computer class */
  take(wanted: string): string;
  /** marks an SDK import as used */
  use(...names: string[]): void;
}

export function computerToolTs(tool: ComputerTool, name: string, names: ComputerExportNames & { useType(...names: string[]): void }): string {
  names.use('computerTool');
  // agents-core exports Computer but not its Button type (index.d.ts:4)
  names.useType('Computer');
  const cls = names.take(`${pascal(tool.id)}Computer`);
  const todo = (what: string) => `    throw new Error(${tsString(`TODO: ${what}`)});`;
  return [
    `// Computer tool "${tool.id}" (${tool.environment}, ${tool.displayWidth}x${tool.displayHeight}). The SDK drives a`,
    '// Computer you implement: fill in each method with your browser or VM automation (e.g.',
    '// Playwright). Switchboard runs it against a simulated demo screen.',
    `class ${cls} implements Computer {`,
    `  environment = ${tsString(sdkEnvironment(tool))} as const;`,
    `  dimensions: [number, number] = [${tool.displayWidth}, ${tool.displayHeight}];`,
    '  async screenshot(): Promise<string> {',
    todo('return a base64-encoded PNG of the screen'),
    '  }',
    "  async click(x: number, y: number, button: 'left' | 'right' | 'wheel' | 'back' | 'forward'): Promise<void> {",
    todo('click at (x, y)'),
    '  }',
    '  async doubleClick(x: number, y: number): Promise<void> {',
    todo('double-click at (x, y)'),
    '  }',
    '  async scroll(x: number, y: number, scrollX: number, scrollY: number): Promise<void> {',
    todo('scroll at (x, y)'),
    '  }',
    '  async type(text: string): Promise<void> {',
    todo('type the text'),
    '  }',
    '  async wait(): Promise<void> {',
    '    await new Promise((resolve) => setTimeout(resolve, 1000));',
    '  }',
    '  async move(x: number, y: number): Promise<void> {',
    todo('move the pointer to (x, y)'),
    '  }',
    '  async keypress(keys: string[]): Promise<void> {',
    todo('press the keys together'),
    '  }',
    '  async drag(path: [number, number][]): Promise<void> {',
    todo('drag along the path'),
    '  }',
    '}',
    `const ${name} = computerTool({`,
    `  computer: new ${cls}(),`,
    '  // pending safety checks: a person acknowledges them (the playground shows an approval card)',
    '  onSafetyCheck: async ({ pendingSafetyChecks }) => {',
    "    const { createInterface } = await import('node:readline/promises');",
    '    const rl = createInterface({ input: process.stdin, output: process.stdout });',
    "    const answer = await rl.question(`Acknowledge ${pendingSafetyChecks.map((c) => `${c.code}: ${c.message ?? ''}`).join('; ')}? [y/N] `);",
    '    rl.close();',
    "    return answer.trim().toLowerCase().startsWith('y');",
    '  },',
    '});',
  ].join('\n');
}

export function computerToolPy(tool: ComputerTool, name: string, names: ComputerExportNames): string {
  names.use('ComputerTool', 'Computer', 'Button', 'Environment');
  const cls = names.take(`${pascal(tool.id)}Computer`);
  const check = names.take(`acknowledge_${name}`);
  const todo = (what: string) => `        raise NotImplementedError(${pyString(`TODO: ${what}`)})`;
  return [
    `class ${cls}(Computer):`,
    `    """Computer tool "${tool.id}" (${tool.environment}, ${tool.displayWidth}x${tool.displayHeight}). The SDK drives a`,
    '    Computer you implement: fill in each method with your browser or VM automation (e.g.',
    '    Playwright). Switchboard runs it against a simulated demo screen."""',
    '',
    '    @property',
    '    def environment(self) -> Environment:',
    `        return ${pyString(sdkEnvironment(tool))}`,
    '',
    '    @property',
    '    def dimensions(self) -> tuple[int, int]:',
    `        return (${tool.displayWidth}, ${tool.displayHeight})`,
    '',
    '    def screenshot(self) -> str:',
    todo('return a base64-encoded PNG of the screen'),
    '',
    '    def click(self, x: int, y: int, button: Button) -> None:',
    todo('click at (x, y)'),
    '',
    '    def double_click(self, x: int, y: int) -> None:',
    todo('double-click at (x, y)'),
    '',
    '    def scroll(self, x: int, y: int, scroll_x: int, scroll_y: int) -> None:',
    todo('scroll at (x, y)'),
    '',
    '    def type(self, text: str) -> None:',
    todo('type the text'),
    '',
    '    def wait(self) -> None:',
    '        import time',
    '',
    '        time.sleep(1)',
    '',
    '    def move(self, x: int, y: int) -> None:',
    todo('move the pointer to (x, y)'),
    '',
    '    def keypress(self, keys: list[str]) -> None:',
    todo('press the keys together'),
    '',
    '    def drag(self, path: list[tuple[int, int]]) -> None:',
    todo('drag along the path'),
    '',
    '',
    `def ${check}(data: Any) -> bool:`,
    '    """Pending safety checks: a person acknowledges them (the playground shows an approval card)."""',
    '    check = data.safety_check',
    '    return input(f"Acknowledge {check.code}: {check.message}? [y/N] ").strip().lower().startswith("y")',
    '',
    '',
    `${name} = ComputerTool(computer=${cls}(), on_safety_check=${check})`,
  ].join('\n');
}
