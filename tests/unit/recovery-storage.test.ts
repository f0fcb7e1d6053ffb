/**
 * Issue #13 item 6: the recovery step kept across a reload holds the e-mail and otp_token, and the
 * OTP once verified, never a password, for the OTP's 10 minutes from when it was sent; a damaged
 * or foreign value is forgotten, never a crash.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createRecoveryStore, RECOVERY_STORAGE_KEY } from '../../src/app/recovery-storage';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const step = { email: 'ada@mise.local', otpToken: 'q9Zt3xY0c1dE5fG7hJ8kL2mN4pR6sT0vW1xY3z5A' };

describe('recovery storage', () => {
  let storage: MemoryStorage;
  let now: number;
  const store = () => createRecoveryStore(storage, () => now);

  beforeEach(() => {
    storage = new MemoryStorage();
    now = Date.UTC(2026, 10, 23, 22, 0);
  });

  it('reads back the e-mail and otp_token it remembered, and stores nothing else', () => {
    store().remember({ ...step, newPassword: 'Pantry#2027' } as typeof step);
    expect(store().read()).toEqual(step);
    expect(Object.keys(JSON.parse(storage.getItem(RECOVERY_STORAGE_KEY)!) as object).sort()).toEqual(['email', 'expiresAt', 'otpToken']);
  });

  it('keeps the verified OTP beside them, which the reset call needs, and still never a password', () => {
    store().remember({ ...step, otp: '482913', newPassword: 'Pantry#2027' } as typeof step);
    expect(store().read()).toEqual({ ...step, otp: '482913' });
    expect(Object.keys(JSON.parse(storage.getItem(RECOVERY_STORAGE_KEY)!) as object).sort()).toEqual(['email', 'expiresAt', 'otp', 'otpToken']);
  });

  it('keeps the expiry of the OTP as sent when the verified OTP joins, so verifying does not extend it', () => {
    store().remember(step);
    now += 9 * 60_000;
    store().remember({ ...step, otp: '482913' });
    now += 60_000;
    expect(store().read()).toBeNull();
  });

  it('refuses a stored OTP that is not six digits', () => {
    storage.setItem(RECOVERY_STORAGE_KEY, JSON.stringify({ ...step, otp: '<img>', expiresAt: now + 60_000 }));
    expect(store().read()).toBeNull();
  });

  it('forgets the step once the OTP’s 10 minutes have passed', () => {
    store().remember(step);
    now += 10 * 60_000 - 1;
    expect(store().read()).toEqual(step);
    now += 1;
    expect(store().read()).toBeNull();
    expect(storage.getItem(RECOVERY_STORAGE_KEY)).toBeNull();
  });

  it('forgets it when told (a new flow, the end)', () => {
    store().remember(step);
    store().forget();
    expect(store().read()).toBeNull();
  });

  it.each([
    ['not JSON', '{"email":'],
    ['a foreign shape', '{"email":"ada@mise.local"}'],
    ['an empty token', JSON.stringify({ ...step, otpToken: '', expiresAt: Date.UTC(2027, 0, 1) })],
  ])('treats %s as nothing stored, and removes it', (_case, value) => {
    storage.setItem(RECOVERY_STORAGE_KEY, value);
    expect(store().read()).toBeNull();
    expect(storage.getItem(RECOVERY_STORAGE_KEY)).toBeNull();
  });
});
