/**
 * A room's address: server, unguessable id (128 random bits) and token (192 random bits), carried
 * in the link's fragment (`#room=…&token=…&server=…`), which browsers never send to a server.
 */
export interface RoomAddress {
  server: string;
  room: string;
  token: string;
}

const ID = /^[A-Za-z0-9_-]{22,64}$/;
const TOKEN = /^[A-Za-z0-9_-]{22,128}$/;

function randomBase64Url(bytes: number): string {
  const data = crypto.getRandomValues(new Uint8Array(bytes));
  let text = '';
  for (const b of data) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function newRoom(server: string): RoomAddress {
  return { server, room: randomBase64Url(16), token: randomBase64Url(24) };
}

export function roomFragment(address: RoomAddress): string {
  return `#${new URLSearchParams({ room: address.room, token: address.token, server: address.server }).toString()}`;
}

export function isRoomFragment(hash: string): boolean {
  return hash.startsWith('#room=');
}

/** The room a fragment names, or null when it is not a well-formed room link. */
export function parseRoomFragment(hash: string): RoomAddress | null {
  if (!isRoomFragment(hash)) return null;
  const params = new URLSearchParams(hash.slice(1));
  const room = params.get('room') ?? '';
  const token = params.get('token') ?? '';
  const server = params.get('server') ?? '';
  let protocol = '';
  try {
    protocol = new URL(server).protocol;
  } catch {
    return null;
  }
  if (!ID.test(room) || !TOKEN.test(token) || (protocol !== 'ws:' && protocol !== 'wss:')) return null;
  return { server, room, token };
}
