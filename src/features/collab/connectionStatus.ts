import type { ConnectionStatus } from './collabStore.ts';

/**
 * What the room's chip says, from y-websocket's status events. After a connection drops,
 * y-websocket keeps trying again ('connecting', then 'disconnected' when the try fails), and
 * Chromium holds back repeated failed WebSocket tries for seconds: shown as they come, the chip
 * would flicker or sit on "Connecting" while the server is gone. Once a room has been live, any
 * state but live is Offline (edits are kept and merge on reconnect); "Connecting" is only the
 * first connection.
 */
export function connectionStatusOf(providerStatus: string, seen: { workingOffline: boolean; beenLive: boolean }): ConnectionStatus {
  if (providerStatus === 'connected') return 'connected';
  if (seen.workingOffline || providerStatus === 'disconnected' || seen.beenLive) return 'offline';
  return 'connecting';
}
