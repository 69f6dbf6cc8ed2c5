/**
 * `npm run bench -- collab [--clients 20] [--edits 500] [--agents 1000] [--port 4456]`: the
 * collaboration server (scripts/collabServer.mjs, started here with a fresh LevelDB directory) under
 * many clients, each a y-websocket provider with the app's binding (writeGraphDiff / GraphMirror):
 *
 * - N clients x M edits on one room, at the same time: each renames its own agent and appends a
 *   marker to one instruction all of them share (concurrent edits of one Y.Text). Converged = every
 *   client reads the same graph, and the shared instruction holds all N x M markers (none lost).
 * - p50/p95 time from an edit to its appearance on each other client (same process, same clock),
 *   beside the baseline measured in the same run: a bare Y.Map set echoed through the same server,
 *   without the graph binding.
 * - server memory per room (heap after GC, from the server's /health), and a room holding a
 *   1,000-agent graph: its first sync to a new client and the server's memory for it.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
import { testGraph } from '../src/graph/testGraph.ts';
import type { Graph } from '../src/graph/schema.ts';
import { GraphMirror, writeGraphDiff } from '../src/store/collab/yGraph.ts';
import { checkRemote } from '../src/store/collab/remoteCheck.ts';
import { option, percentile } from './support/stats.ts';

const root = resolve(import.meta.dirname, '..');
const LOCAL = { origin: 'bench' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function roomId(label: string) {
  return `${label}-${Math.random().toString(36).slice(2)}${'x'.repeat(22)}`.slice(0, 30);
}
const TOKEN = 'bench-token-0123456789abcdef';
/** every 5th edit also appends to the shared instruction (all of them rename the client's agent) */
const MARK_EVERY = 5;

interface Client {
  doc: Y.Doc;
  provider: WebsocketProvider;
  mirror: GraphMirror;
}

function client(url: string, room: string): Client {
  const doc = new Y.Doc();
  const provider = new WebsocketProvider(url, room, doc, { WebSocketPolyfill: WebSocket as never, disableBc: true, params: { token: TOKEN } });
  return { doc, provider, mirror: new GraphMirror(doc) };
}

const synced = (c: Client) => new Promise<void>((r) => (c.provider.synced ? r() : c.provider.once('sync', () => r())));

async function health(base: string): Promise<{ rooms: number; heapUsed: number; rss: number }> {
  return (await (await fetch(`${base}/health`)).json()) as { rooms: number; heapUsed: number; rss: number };
}

function graphOf(agents: number): Graph {
  return testGraph({
    agents: Array.from({ length: agents }, (_, i) => ({
      id: `a${i}`,
      name: `Agent ${i}`,
      instructions: i === 0 ? '' : `You are agent ${i}. Route billing questions to agent ${i + 1}.`,
      position: { x: (i % 40) * 220, y: Math.floor(i / 40) * 140 },
    })),
    handoffs: Array.from({ length: Math.max(0, agents - 1) }, (_, i) => ({ id: `h${i}`, from: `a${i}`, to: `a${i + 1}`, trigger: { type: 'llm' as const } })),
  });
}

async function converge(clients: Client[], timeoutMs = 60_000) {
  const start = Date.now();
  for (;;) {
    // compared as sorted (client, clock) pairs: the encoding's order differs from doc to doc
    const vectors = clients.map((c) => JSON.stringify([...Y.decodeStateVector(Y.encodeStateVector(c.doc))].sort((a, b) => a[0] - b[0])));
    if (vectors.every((v) => v === vectors[0])) return Date.now() - start;
    if (Date.now() - start > timeoutMs) throw new Error('clients did not converge');
    await sleep(50);
  }
}

export async function main(args: string[]) {
  const clientsN = Number(option(args, 'clients', '20'));
  const editsN = Number(option(args, 'edits', '500'));
  const bigAgents = Number(option(args, 'agents', '1000'));
  const port = Number(option(args, 'port', '4456'));
  const url = `ws://127.0.0.1:${port}`;
  const base = `http://127.0.0.1:${port}`;
  const data = await mkdtemp(join(tmpdir(), 'switchboard-collab-bench-'));
  const server = spawn(process.execPath, ['--expose-gc', 'scripts/collabServer.mjs'], {
    cwd: root,
    env: { ...process.env, COLLAB_PORT: String(port), COLLAB_DATA: data },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((r) => server.stdout!.on('data', (c: Buffer) => c.toString().includes('collaboration server on') && r()));
  const all: Client[] = [];
  try {
    const idle = await health(base);

    // baseline: a bare Y.Map value echoed through the same server (no graph binding)
    const echo = [client(url, roomId('echo')), client(url, roomId('echo'))];
    echo[1].provider.destroy();
    const echoRoom = echo[0].provider.roomname;
    echo[1] = client(url, echoRoom);
    await Promise.all(echo.map(synced));
    const baseline: number[] = [];
    for (let i = 0; i < 200; i++) {
      const seen = new Promise<void>((r) => echo[1].doc.getMap('m').observe(function once() {
        echo[1].doc.getMap('m').unobserve(once);
        r();
      }));
      const t = performance.now();
      echo[0].doc.getMap('m').set('k', i);
      await seen;
      baseline.push(performance.now() - t);
    }
    for (const c of echo) c.provider.destroy();

    // N clients x M edits on one room
    const room = roomId('room');
    const start = graphOf(clientsN + 1);
    const clients = Array.from({ length: clientsN }, () => client(url, room));
    all.push(...clients);
    await Promise.all(clients.map(synced));
    writeGraphDiff(clients[0].doc, null, start, LOCAL);
    await converge(clients);
    const latencies: number[] = [];
    clients.forEach((c, me) => {
      // as the app does: every remote change is read back and checked against the format
      let shown = c.mirror.read();
      let room = shown;
      c.doc.on('afterTransaction', (tr: Y.Transaction) => {
        if (tr.origin === LOCAL) return;
        const now = performance.now();
        const next = c.mirror.read();
        const g = checkRemote(shown, next, room).graph;
        shown = g;
        room = next;
        for (const agent of g.agents) {
          const m = /^c(\d+):(\d+):([\d.]+)$/.exec(agent.name);
          if (m && Number(m[1]) !== me) {
            const tag = `${m[1]}:${m[2]}`;
            const seen = (c as Client & { seen?: Set<string> }).seen ?? new Set<string>();
            (c as Client & { seen?: Set<string> }).seen = seen;
            if (!seen.has(tag)) {
              seen.add(tag);
              latencies.push(now - Number(m[3]));
            }
          }
        }
      });
    });
    const t0 = performance.now();
    await Promise.all(
      clients.map(async (c, i) => {
        for (let n = 0; n < editsN; n++) {
          const current = c.mirror.read();
          const agents = current.agents.map((a) =>
            a.id === `a${i + 1}` ? { ...a, name: `c${i}:${n}:${performance.now().toFixed(3)}` } : a.id === 'a0' && n % MARK_EVERY === 0 ? { ...a, instructions: `${a.instructions}[c${i}e${n}]` } : a,
          );
          writeGraphDiff(c.doc, current, { ...current, agents }, LOCAL);
          await sleep(5 + Math.random() * 10);
        }
      }),
    );
    const editing = performance.now() - t0;
    const settle = await converge(clients);
    const finals = clients.map((c) => JSON.stringify(c.mirror.read()));
    const same = finals.every((f) => f === finals[0]);
    const shared = clients[0].mirror.read().agents.find((a) => a.id === 'a0')!.instructions;
    let lost = 0;
    let marks = 0;
    for (let i = 0; i < clientsN; i++)
      for (let n = 0; n < editsN; n += MARK_EVERY) {
        marks++;
        if (!shared.includes(`[c${i}e${n}]`)) lost++;
      }
    const lastNames = clients[0].mirror.read().agents.slice(1).every((a, i) => a.name.startsWith(`c${i}:${editsN - 1}:`));
    const afterRoom = await health(base);

    // a room holding a 1,000-agent graph
    const bigRoom = roomId('big');
    const writer = client(url, bigRoom);
    all.push(writer);
    await synced(writer);
    const big = graphOf(bigAgents);
    const tw = performance.now();
    writeGraphDiff(writer.doc, null, big, LOCAL);
    const writeMs = performance.now() - tw;
    const updateBytes = Y.encodeStateAsUpdate(writer.doc).length;
    await sleep(500);
    const tj = performance.now();
    const reader = client(url, bigRoom);
    all.push(reader);
    await synced(reader);
    await converge([writer, reader]);
    const g = reader.mirror.read();
    const joinMs = performance.now() - tj;
    const afterBig = await health(base);
    // one remote edit in the big room: its appearance on the reader, read through the mirror
    const tEdit = performance.now();
    const seenEdit = new Promise<void>((r) => reader.doc.once('afterTransaction', () => r()));
    writeGraphDiff(writer.doc, big, { ...big, agents: big.agents.map((a) => (a.id === `a${Math.floor(bigAgents / 2)}` ? { ...a, name: 'Renamed' } : a)) }, LOCAL);
    await seenEdit;
    const readAfter = performance.now();
    checkRemote(g, reader.mirror.read(), g);
    const bigEditMs = performance.now() - tEdit;
    const bigReadMs = performance.now() - readAfter;

    const kib = (b: number) => `${(b / 1024).toFixed(0)} KiB`;
    const mib = (b: number) => `${(b / 1024 / 1024).toFixed(1)} MiB`;
    console.log(`${clientsN} clients x ${editsN} edits on one room (${clientsN * editsN} edits: each renames the client's agent, every ${MARK_EVERY}th also appends to one shared instruction; ${(editing / 1000).toFixed(1)} s of editing, settled ${settle} ms after the last)`);
    console.log(`  converged: ${same ? 'yes, every client reads the same graph' : 'NO'}; edits lost: ${lost} of ${marks} concurrent appends to one shared instruction; every client's last rename there: ${lastNames ? 'yes' : 'NO'}; renames seen by others: ${latencies.length} of ${clientsN * editsN * (clientsN - 1)}`);
    console.log(`  edit to appearance on another client: p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms (${latencies.length} observations)`);
    console.log(`  baseline (same run, same server): bare Y.Map set echoed, p50 ${percentile(baseline, 50).toFixed(1)} ms, p95 ${percentile(baseline, 95).toFixed(1)} ms`);
    console.log(`  server heap: idle ${mib(idle.heapUsed)}, with the ${clientsN}-client room ${mib(afterRoom.heapUsed)} (${afterRoom.rooms} room(s) open; rss ${mib(afterRoom.rss)})`);
    console.log(`${bigAgents}-agent graph room: document ${kib(updateBytes)} as one Yjs update; written in ${writeMs.toFixed(0)} ms; a new client synced and read it in ${joinMs.toFixed(0)} ms (${g.agents.length} agents)`);
    console.log(`  server heap with it: ${mib(afterBig.heapUsed)} (+${mib(afterBig.heapUsed - afterRoom.heapUsed)} for this room); one remote rename appears in ${bigEditMs.toFixed(1)} ms, re-read through the mirror and checked in ${bigReadMs.toFixed(2)} ms`);
    if (!same || lost > 0 || !lastNames) process.exitCode = 1;
  } finally {
    for (const c of all) {
      c.provider.destroy();
      c.mirror.destroy();
      c.doc.destroy();
    }
    const exited = new Promise((r) => (server.exitCode !== null ? r(null) : server.once('exit', r)));
    server.kill('SIGTERM');
    await exited;
    server.stdout?.destroy();
    await rm(data, { recursive: true, force: true });
  }
}
