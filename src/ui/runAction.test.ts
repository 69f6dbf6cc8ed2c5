import { afterEach, describe, expect, it } from 'vitest';
import { describeFailure, runAction } from './runAction.ts';
import { useToastStore } from './toast.ts';

afterEach(() => useToastStore.setState({ items: [] }));

describe('runAction', () => {
  it('passes a success through and shows nothing', async () => {
    await expect(runAction('Not opened', async () => 42)).resolves.toBe(42);
    expect(useToastStore.getState().items).toEqual([]);
  });

  it('turns a rejection into one error toast with the label and the reason, and resolves undefined', async () => {
    await expect(runAction('The file was not imported', () => Promise.reject(new Error('disk on fire')))).resolves.toBeUndefined();
    expect(useToastStore.getState().items).toMatchObject([{ tone: 'error', message: 'The file was not imported', detail: 'disk on fire' }]);
  });

  it('catches a synchronous throw too', async () => {
    await expect(
      runAction('Not renamed', () => {
        throw new TypeError('x is not a function');
      }),
    ).resolves.toBeUndefined();
    expect(useToastStore.getState().items[0]).toMatchObject({ tone: 'error', message: 'Not renamed' });
  });

  it('says what a storage quota refusal means instead of the DOM exception name', () => {
    const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    expect(describeFailure(quota)).toMatch(/storage for this site is full/);
    expect(describeFailure('plain text')).toBe('plain text');
    expect(describeFailure(undefined)).toBe('Unknown error.');
  });
});
