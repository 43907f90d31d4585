import { describe, expect, it } from 'vitest';
import { createCredentialStore } from '#src/storage/credentials.ts';
import { createEncryptedStore } from '#src/storage/encrypted-store.ts';
import { clearSession } from '#src/storage/session-storage.ts';
import { findSecretField, type SecretFree } from '#src/storage/slices.ts';
import { PORTFOLIO_110 } from '#src/ui/fixtures/portfolios.ts';
import { memoryStorage } from '#src/storage/memory-storage.ts';
import { memoryKeyStore } from './memory.ts';

const loan = {
  loanNo: 'LN-1001',
  loanStatus: 202,
  approvedAmount: 50_000,
  chosenTerms: { amount: 50_000, paymentFrequency: 17000, disbursementDate: '2026-12-01' },
};

function setUp() {
  const storage = memoryStorage({ 'other-app:thing': 'kept' });
  const keyStore = memoryKeyStore();
  return { storage, keyStore, store: createEncryptedStore({ storage, keyStore }) };
}

describe('encrypted store', () => {
  it('reads back what it wrote, for every slice', async () => {
    const { store } = setUp();
    await store.write('loan', loan);
    await store.write('workflow', { resource: 'r-1', isConsent: true });
    await store.write('coupon', { couponCode: 'SPRING25' });
    await store.write('portfolio', PORTFOLIO_110);
    await store.write('online-signature', { ticket: 't-9', signStatus: 1 });
    expect(await store.read('loan')).toEqual(loan);
    expect(await store.read('workflow')).toEqual({ resource: 'r-1', isConsent: true });
    expect(await store.read('coupon')).toEqual({ couponCode: 'SPRING25' });
    expect(await store.read('portfolio')).toEqual(PORTFOLIO_110);
    expect(await store.read('online-signature')).toEqual({ ticket: 't-9', signStatus: 1 });
  });

  it('keeps each slice under the namespace, never as plain text', async () => {
    const { store, storage } = setUp();
    await store.write('loan', loan);
    const sealed = storage.getItem('borrower:state:loan');
    expect(sealed).not.toBeNull();
    expect(sealed).not.toContain('LN-1001');
    expect(atob(sealed!)).not.toContain('LN-1001');
  });

  it('seals the same value differently each time (a fresh IV per write)', async () => {
    const { store, storage } = setUp();
    await store.write('coupon', { couponCode: 'SPRING25' });
    const first = storage.getItem('borrower:state:coupon');
    await store.write('coupon', { couponCode: 'SPRING25' });
    expect(storage.getItem('borrower:state:coupon')).not.toBe(first);
  });

  it('has nothing for a slice never written', async () => {
    expect(await setUp().store.read('coupon')).toBeUndefined();
  });

  it('makes one non-extractable AES-GCM key and keeps using it', async () => {
    const { store, storage, keyStore } = setUp();
    await store.write('loan', loan);
    const key = keyStore.current()!;
    expect(key.extractable).toBe(false);
    expect(key.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
    const later = createEncryptedStore({ storage, keyStore });
    expect(await later.read('loan')).toEqual(loan);
    expect(keyStore.current()).toBe(key);
  });

  it('cannot be read with another key, and drops the unreadable record', async () => {
    const { store, storage } = setUp();
    await store.write('loan', loan);
    const stranger = createEncryptedStore({ storage, keyStore: memoryKeyStore() });
    expect(await stranger.read('loan')).toBeUndefined();
    expect(storage.getItem('borrower:state:loan')).toBeNull();
  });

  it('refuses a tampered record', async () => {
    const { store, storage } = setUp();
    await store.write('loan', loan);
    const bytes = Uint8Array.from(atob(storage.getItem('borrower:state:loan')!), (c) => c.charCodeAt(0));
    bytes[bytes.length - 1]! ^= 1;
    storage.setItem('borrower:state:loan', btoa(String.fromCharCode(...bytes)));
    expect(await store.read('loan')).toBeUndefined();
  });

  it('refuses a record moved to another slice', async () => {
    const { store, storage } = setUp();
    await store.write('workflow', { resource: 'r-1' });
    storage.setItem('borrower:state:coupon', storage.getItem('borrower:state:workflow')!);
    expect(await store.read('coupon')).toBeUndefined();
  });

  it('refuses to store a secret even when the types were bypassed', async () => {
    const { store, storage } = setUp();
    const sneaky = { ...loan, chosenTerms: { ...loan.chosenTerms, bank: { routingNumber: '021000021' } } } as unknown as typeof loan;
    await expect(store.write('loan', sneaky)).rejects.toThrow('Refusing to store loan.chosenTerms.bank.routingNumber: secrets are never persisted');
    expect(storage.getItem('borrower:state:loan')).toBeNull();
  });

  it('clears every slice and the key at sign-out, and nothing of other apps', async () => {
    const { store, storage, keyStore } = setUp();
    const credentials = createCredentialStore(storage);
    credentials.save({ accessToken: 'token-abc', userCredential: 'cred-xyz' });
    await store.write('loan', loan);
    await store.write('portfolio', PORTFOLIO_110);
    const sealedBefore = storage.getItem('borrower:state:loan')!;
    await clearSession(credentials, store);
    expect(storage.entries()).toEqual({ 'other-app:thing': 'kept' });
    expect(keyStore.current()).toBeUndefined();
    expect(credentials.read()).toEqual({ accessToken: null, userCredential: null });
    // What was sealed before sign-out stays sealed: the key that could open it is gone.
    storage.setItem('borrower:state:loan', sealedBefore);
    expect(await store.read('loan')).toBeUndefined();
  });
});

describe('secret fields', () => {
  it.each([
    [{ ssn: '123456789' }, 'ssn'],
    [{ customerSSN: 'x' }, 'customerSSN'],
    [{ password: 'x' }, 'password'],
    [{ newPassword: 'x' }, 'newPassword'],
    [{ bank: { accountNumber: '1' } }, 'bank.accountNumber'],
    [{ bank_account_number: '1' }, 'bank_account_number'],
    [{ items: [{ routingNumber: '1' }] }, 'items.0.routingNumber'],
    [{ loanNo: 'LN-1', couponCode: 'C' }, undefined],
  ])('findSecretField(%j) = %s', (value, expected) => {
    expect(findSecretField(value)).toBe(expected);
  });

  it('are impossible to type into a slice', () => {
    // @ts-expect-error: SecretFree turns a secret-named field into never
    const leaked: SecretFree<{ bankAccountNumber: string }> = { bankAccountNumber: '000123' };
    // @ts-expect-error: nested too
    const nested: SecretFree<{ customer: { ssn: string } }> = { customer: { ssn: '123456789' } };
    const fine: SecretFree<{ loanNo: string }> = { loanNo: 'LN-1' };
    expect([leaked, nested, fine]).toHaveLength(3);
  });
});

describe('credentials', () => {
  it('live in localStorage under the namespace', () => {
    const storage = memoryStorage();
    const credentials = createCredentialStore(storage);
    expect(credentials.read()).toEqual({ accessToken: null, userCredential: null });
    credentials.save({ accessToken: 'token-abc', userCredential: 'cred-xyz' });
    expect(storage.entries()).toEqual({ 'borrower:access-token': 'token-abc', 'borrower:user-credential': 'cred-xyz' });
    expect(credentials.read()).toEqual({ accessToken: 'token-abc', userCredential: 'cred-xyz' });
  });
});
