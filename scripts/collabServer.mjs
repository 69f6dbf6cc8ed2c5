#!/usr/bin/env node
/**
 * The collaboration server (`npm run collab`): y-websocket's reference server
 * (@y/websocket-server's setupWSConnection: the Yjs sync and awareness protocols, unchanged) with
 * y-leveldb persistence and a room token check in front of it. docs/COLLABORATION.md.
 *
 *   COLLAB_PORT (default 4455), COLLAB_HOST (default 127.0.0.1),
 *   COLLAB_DATA (default .collab-data: the LevelDB directory; every update is stored as it arrives)
 *
 * A room is `/<room id>?token=<token>`. Ids are 22+ base64url characters (128 random bits, made by
 * the app); the first connection to a room sets its token (its SHA-256 is stored with the room),
 * later connections must bring the same token, else the upgrade is refused with 403.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { WebSocketServer } from 'ws';
import * as Y from 'yjs';
import { LeveldbPersistence } from 'y-leveldb';
import { docs, setPersistence, setupWSConnection } from '@y/websocket-server/utils';

const port = Number(process.env.COLLAB_PORT ?? 4455);
const host = process.env.COLLAB_HOST ?? '127.0.0.1';
const dataDir = process.env.COLLAB_DATA ?? '.collab-data';

const ROOM_ID = /^[A-Za-z0-9_-]{22,64}$/;
const TOKEN = /^[A-Za-z0-9_-]{22,128}$/;
/** Largest websocket message accepted (a 1,000-agent graph's first sync is about 1.5 MB). */
const MAX_PAYLOAD = 16 * 1024 * 1024;

const ldb = new LeveldbPersistence(dataDir);
/** rooms whose stored state is still being read: their sockets wait (see bindState) */
setPersistence({
  provider: ldb,
  bindState: async (docName, ydoc) => {
    const persisted = await ldb.getYDoc(docName);
    // what arrived before the stored state was read is stored too, then the stored state is applied
    const early = Y.encodeStateAsUpdate(ydoc);
    if (early.length > 2) await ldb.storeUpdate(docName, early);
    Y.applyUpdate(ydoc, Y.encodeStateAsUpdate(persisted));
    persisted.destroy();
    ydoc.on('update', (update) => {
      void ldb.storeUpdate(docName, update);
    });
  },
  writeState: async () => {},
});

const sha256 = (text) => createHash('sha256').update(text).digest();

/** Checks (or, for a new room, records) the room's token. */
async function admit(room, token) {
  const stored = await ldb.getMeta(room, 'tokenHash');
  const hash = sha256(token);
  if (stored === undefined) {
    await ldb.setMeta(room, 'tokenHash', hash.toString('base64'));
    return true;
  }
  const expected = Buffer.from(String(stored), 'base64');
  return expected.length === hash.length && timingSafeEqual(expected, hash);
}

const server = http.createServer((request, response) => {
  if (request.url === '/health') {
    // started with --expose-gc (the collab bench): collect first, so the heap figure is what rooms hold
    if (typeof globalThis.gc === 'function') globalThis.gc();
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ ok: true, rooms: docs.size, rss: process.memoryUsage().rss, heapUsed: process.memoryUsage().heapUsed }));
    return;
  }
  response.writeHead(200, { 'content-type': 'text/plain' });
  response.end('Switchboard collaboration server (y-websocket). Rooms are websocket connections.\n');
});

const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD });
wss.on('connection', (socket, request, room) => setupWSConnection(socket, request, { docName: room }));

server.on('upgrade', (request, socket, head) => {
  const url = new URL(request.url ?? '/', 'http://collab');
  const room = url.pathname.slice(1);
  const token = url.searchParams.get('token') ?? '';
  const refuse = (status, text) => {
    socket.write(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\n\r\n`);
    socket.destroy();
  };
  if (!ROOM_ID.test(room) || !TOKEN.test(token)) return refuse(400, 'Bad Request');
  admit(room, token).then(
    (ok) => {
      if (!ok) return refuse(403, 'Forbidden');
      wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request, room));
    },
    () => refuse(500, 'Internal Server Error'),
  );
});

server.listen(port, host, () => {
  // COLLAB_PORT=0 picks a free port (the e2e test); the line says which
  console.log(`Switchboard collaboration server on ws://${host}:${server.address().port} (rooms stored in ${dataDir})`);
});

const stop = () => {
  server.close();
  void ldb.destroy().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
