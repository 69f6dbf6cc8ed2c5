import { describe, expect, it } from 'vitest';
import { newRoom, parseRoomFragment, roomFragment } from './roomLink.ts';

describe('room links', () => {
  it('round-trip a new room: 128-bit id and 192-bit token, base64url', () => {
    const room = newRoom('wss://collab.example.test');
    expect(room.room).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(room.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(newRoom('ws://x').room).not.toBe(room.room);
    expect(parseRoomFragment(roomFragment(room))).toEqual(room);
  });

  it('refuses an incomplete or foreign link', () => {
    const ok = newRoom('ws://127.0.0.1:4455');
    const hash = (params: Record<string, string>) => `#${new URLSearchParams(params).toString()}`;
    expect(parseRoomFragment(hash({ room: ok.room, token: ok.token, server: 'https://evil.test' }))).toBeNull();
    expect(parseRoomFragment(hash({ room: 'short', token: ok.token, server: ok.server }))).toBeNull();
    expect(parseRoomFragment(hash({ room: ok.room, server: ok.server }))).toBeNull();
    expect(parseRoomFragment('#graph=abc')).toBeNull();
  });
});
