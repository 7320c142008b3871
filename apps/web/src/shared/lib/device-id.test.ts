import { DEVICE_ID_HEADER, DEVICE_ID_PATTERN } from '@member/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_ID_STORAGE_KEY, deviceId, deviceIdHeaders } from './device-id';

describe('deviceId', () => {
  afterEach(() => vi.restoreAllMocks());

  it('makes an id the server accepts once and keeps it in local storage', () => {
    const first = deviceId();
    expect(first).toMatch(DEVICE_ID_PATTERN);
    expect(localStorage.getItem(DEVICE_ID_STORAGE_KEY)).toBe(first);
    expect(deviceId()).toBe(first);
    expect(deviceIdHeaders()).toEqual({ [DEVICE_ID_HEADER]: first });
  });

  it('replaces a stored value the server would ignore', () => {
    localStorage.setItem(DEVICE_ID_STORAGE_KEY, 'short');
    const id = deviceId();
    expect(id).not.toBe('short');
    expect(id).toMatch(DEVICE_ID_PATTERN);
    expect(localStorage.getItem(DEVICE_ID_STORAGE_KEY)).toBe(id);
  });

  it('still answers one id for the page when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const id = deviceId();
    expect(id).toMatch(DEVICE_ID_PATTERN);
    expect(deviceId()).toBe(id);
  });
});
