/**
 * `npm run bench -- cli [--runs 10]`: the `switchboard` command's cold start beside `node -e 0`,
 * measured in the same run, interleaved (one run of each command in turn, `--runs` rounds):
 * `--version`, and a simulator run of an example graph (two user turns, no network), each with
 * the CLI built ahead (build/cli, `npm ci`'s prepare step) and from source through tsx
 * (SWITCHBOARD_FROM_SOURCE=1, what the command did before it was built ahead).
 * Figures: wall time and CPU time (user + system of the child, from /proc: Linux only, 10 ms ticks).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { option, percentile } from './support/stats.ts';

const root = resolve(import.meta.dirname, '..');
const BIN = resolve(root, 'bin/switchboard.mjs');
const GRAPH = resolve(root, 'public/examples/acme-customer-service.json');
const RUN = ['run', GRAPH, '--provider', 'simulator', '--input', 'I want a refund', '--input', 'item 42'];

interface Command {
  label: string;
  args: string[];
  env?: Record<string, string>;
}

const COMMANDS: Command[] = [
  { label: 'node -e 0', args: ['-e', '0'] },
  { label: 'switchboard --version (built)', args: [BIN, '--version'] },
  { label: 'switchboard --version (tsx)', args: [BIN, '--version'], env: { SWITCHBOARD_FROM_SOURCE: '1' } },
  { label: 'switchboard run, simulator (built)', args: [BIN, ...RUN] },
  { label: 'switchboard run, simulator (tsx)', args: [BIN, ...RUN], env: { SWITCHBOARD_FROM_SOURCE: '1' } },
];

/** CPU seconds of this process' waited-for children (utime + stime columns 16 and 17 of /proc/self/stat). */
function childrenCpuMs(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  // fields[0] is column 3 (state): cutime is column 16, cstime 17
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / 100;
}

function timeOnce(command: Command): { wall: number; cpu: number } {
  const cpuBefore = childrenCpuMs();
  const started = performance.now();
  const result = spawnSync(process.execPath, command.args, { cwd: root, env: { ...process.env, ...command.env }, encoding: 'utf8' });
  const wall = performance.now() - started;
  if (result.status !== 0) throw new Error(`${command.label} exited ${result.status}: ${result.stderr}`);
  return { wall, cpu: childrenCpuMs() - cpuBefore };
}

const loadAverage = () => loadavg().map((l) => l.toFixed(1)).join(' ');
const f = (v: number) => v.toFixed(0).padStart(6);

export async function main(args: string[]) {
  const runs = Number(option(args, 'runs', '10'));
  if (!existsSync(resolve(root, 'build/cli/main.js'))) throw new Error('build/cli is missing: run `npm run prepare` (or npm ci) first');
  console.log(`${runs} runs of each command, interleaved; load average ${loadAverage()} on ${cpus().length} cores`);
  const samples = COMMANDS.map(() => ({ wall: [] as number[], cpu: [] as number[] }));
  COMMANDS.forEach((c) => timeOnce(c)); // warm the file cache
  for (let r = 0; r < runs; r++) {
    COMMANDS.forEach((c, i) => {
      const { wall, cpu } = timeOnce(c);
      samples[i].wall.push(wall);
      samples[i].cpu.push(cpu);
    });
  }
  const base = samples[0];
  console.log(`\nCLI start (ms; load average now ${loadAverage()})`);
  console.log('command                                | wall p50 | wall p95 | CPU p50 | CPU p95 | wall / node -e 0');
  console.log('---------------------------------------|----------|----------|---------|---------|-----------------');
  COMMANDS.forEach((c, i) => {
    const s = samples[i];
    const ratio = percentile(s.wall, 50) / percentile(base.wall, 50);
    console.log(`${c.label.padEnd(38)} | ${f(percentile(s.wall, 50))}   | ${f(percentile(s.wall, 95))}   | ${f(percentile(s.cpu, 50))}  | ${f(percentile(s.cpu, 95))}  | ${ratio.toFixed(2)}x`);
  });
}
