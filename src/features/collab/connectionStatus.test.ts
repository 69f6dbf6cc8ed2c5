import { describe, expect, it } from 'vitest';
import { connectionStatusOf } from './connectionStatus.ts';

describe('connectionStatusOf', () => {
  it('says Connecting only before a room was first live', () => {
    expect(connectionStatusOf('connecting', { workingOffline: false, beenLive: false })).toBe('connecting');
    expect(connectionStatusOf('connected', { workingOffline: false, beenLive: false })).toBe('connected');
  });

  it('stays Offline while a dropped connection tries again and fails, until it is live again', () => {
    const seen = { workingOffline: false, beenLive: true };
    expect(['disconnected', 'connecting', 'disconnected', 'connecting'].map((s) => connectionStatusOf(s, seen))).toEqual(['offline', 'offline', 'offline', 'offline']);
    expect(connectionStatusOf('connected', seen)).toBe('connected');
  });

  it('is Offline while the person works offline, whatever the socket does', () => {
    expect(connectionStatusOf('connecting', { workingOffline: true, beenLive: false })).toBe('offline');
    expect(connectionStatusOf('disconnected', { workingOffline: true, beenLive: true })).toBe('offline');
  });
});
