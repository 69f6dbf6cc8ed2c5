/**
 * The computer tool in the exports (docs/COMPUTER.md §5): snapshots of each target, the TypeScript
 * export type-checking against @openai/agents 0.20.0 (a Computer class that satisfies the SDK's
 * interface), the Python export compiling, and the fidelity report's word on each target.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GraphSchema, type Graph } from '../graph/schema.ts';
import { exportAgentsTs } from './agentsTs.ts';
import { exportAgentsPy } from './agentsPy.ts';
import { exportSwarm } from './swarm.ts';
import { exportAg2 } from './ag2.ts';
import { fidelityReport } from './fidelity.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function computerGraph(environment = 'browser'): Graph {
  return GraphSchema.parse({
    format: 'switchboard.graph',
    version: 1,
    id: 'computer-use',
    name: 'Computer use',
    runtime: 'agents-sdk-js',
    startAgent: 'operator',
    agents: [{ id: 'operator', name: 'Operator', instructions: 'You operate the help centre in a browser.', tools: ['screen'] }],
    tools: [{ id: 'screen', type: 'computer', environment, displayWidth: 1280, displayHeight: 800 }],
  });
}

function failures(command: string, args: string[]): string {
  try {
    execFileSync(command, args, { encoding: 'utf8', stdio: 'pipe', timeout: 120_000, killSignal: 'SIGKILL' });
    return '';
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    return `${e.stdout ?? ''}${e.stderr ?? ''}` || e.message;
  }
}

function freshDir(name: string): string {
  const dir = join(ROOT, 'node_modules', '.cache', 'switchboard-export-check', `${name}-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}

describe('the computer tool in the exports', () => {
  it.each([
    ['agents-ts', 'computer-use.ts', exportAgentsTs],
    ['agents-py', 'computer_use_agents.py', exportAgentsPy],
    ['swarm', 'computer_use_swarm.py', exportSwarm],
    ['ag2', 'computer_use_ag2.py', exportAg2],
  ] as const)('%s', async (_target, file, exporter) => {
    await expect(exporter(computerGraph())).toMatchFileSnapshot(`./__snapshots__/${file}.snap`);
  });

  it('declares the tool the way each SDK does, with a Computer to fill in and safety checks asked on the terminal', () => {
    const ts = exportAgentsTs(computerGraph());
    expect(ts).toContain('class ScreenComputer implements Computer {');
    expect(ts).toContain("environment = 'browser' as const;");
    expect(ts).toContain('dimensions: [number, number] = [1280, 800];');
    expect(ts).toContain('const screen = computerTool({');
    expect(ts).toContain('onSafetyCheck: async ({ pendingSafetyChecks }) => {');
    expect(ts).toMatch(/tools: \[screen\]/);
    const py = exportAgentsPy(computerGraph());
    expect(py).toContain('class ScreenComputer(Computer):');
    expect(py).toContain('screen = ComputerTool(computer=ScreenComputer(), on_safety_check=acknowledge_screen)');
    expect(py).toMatch(/tools=\[screen\]/);
    expect(exportSwarm(computerGraph())).toContain('Not supported by Swarm: hosted/MCP tools screen (Computer use)');
    expect(exportAg2(computerGraph())).toContain('Not exported: hosted/MCP tools screen (Computer use)');
  });

  it('"linux" is written as the SDKs\' "ubuntu", and the report says so', () => {
    const graph = computerGraph('linux');
    expect(exportAgentsTs(graph)).toContain("environment = 'ubuntu' as const;");
    expect(exportAgentsPy(graph)).toContain('return "ubuntu"');
    expect(fidelityReport(graph, 'agents-ts').items.find((i) => i.feature === 'computer_linux')).toMatchObject({ level: 'emulated', where: ['screen'] });
  });

  it('the fidelity report rates the tool per target', () => {
    const level = (target: 'agents-ts' | 'agents-py' | 'swarm' | 'ag2') => fidelityReport(computerGraph(), target).items.find((i) => i.feature === 'computer_tool');
    expect(level('agents-ts')).toMatchObject({ level: 'emulated', where: ['screen (browser, 1280x800)'] });
    expect(level('agents-py')?.level).toBe('emulated');
    expect(level('swarm')?.level).toBe('unsupported');
    expect(level('ag2')?.level).toBe('unsupported');
  });

  it('the TypeScript export type-checks against @openai/agents 0.20.0 and the Python one compiles', () => {
    const dir = freshDir('computer');
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { target: 'ES2022', module: 'nodenext', moduleResolution: 'nodenext', strict: true, noUnusedLocals: true, noUnusedParameters: false, noEmit: true, skipLibCheck: true, types: ['node'] }, include: ['*.ts'] }));
    writeFileSync(join(dir, 'package.json'), '{ "type": "module", "private": true }\n');
    writeFileSync(join(dir, 'computer-use.ts'), exportAgentsTs(computerGraph()));
    writeFileSync(join(dir, 'computer_use_agents.py'), exportAgentsPy(computerGraph()));
    const errors = failures(join(ROOT, 'node_modules', '.bin', 'tsc'), ['-p', dir]) + failures('python3', ['-m', 'py_compile', join(dir, 'computer_use_agents.py')]);
    if (!errors) rmSync(dir, { recursive: true, force: true });
    expect(errors).toBe('');
  }, 120_000); // a tsc run and a python3 run: slow on a loaded machine
});
