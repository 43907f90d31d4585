// Persisted state, encrypted: each slice is JSON sealed with AES-GCM (a fresh 96-bit IV per write, the
// slice name as associated data so a sealed slice cannot be swapped for another) under one key namespace.
import type { KeyStore } from './key-store.ts';
import { storageKey, STORAGE_NAMESPACE, type KeyValueStorage } from './namespace.ts';
import { findSecretField, SLICE_NAMES, type SecretFree, type SliceName, type Slices } from './slices.ts';

export type EncryptedStoreOptions = {
  storage: KeyValueStorage;
  keyStore: KeyStore;
  subtle?: SubtleCrypto;
  randomBytes?: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;
};

const IV_BYTES = 12;
const sliceKey = (slice: SliceName) => storageKey('state', slice);

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

export function createEncryptedStore({
  storage,
  keyStore,
  subtle = globalThis.crypto.subtle,
  randomBytes = (bytes) => globalThis.crypto.getRandomValues(bytes),
}: EncryptedStoreOptions) {
  let pendingKey: Promise<CryptoKey> | undefined;
  const key = () =>
    (pendingKey ??= (async () => {
      const existing = await keyStore.get();
      if (existing) return existing;
      const created = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
      await keyStore.put(created);
      return created;
    })());
  const associated = (slice: SliceName) => new TextEncoder().encode(`${STORAGE_NAMESPACE}:${slice}`);

  return {
    async write<S extends SliceName>(slice: S, value: SecretFree<Slices[S]>): Promise<void> {
      const secret = findSecretField(value);
      if (secret) throw new Error(`Refusing to store ${slice}.${secret}: secrets are never persisted`);
      const iv = randomBytes(new Uint8Array(IV_BYTES));
      const plain = new TextEncoder().encode(JSON.stringify(value));
      const sealed = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv, additionalData: associated(slice) }, await key(), plain));
      const record = new Uint8Array(IV_BYTES + sealed.length);
      record.set(iv);
      record.set(sealed, IV_BYTES);
      storage.setItem(sliceKey(slice), toBase64(record));
    },

    /** The slice, or undefined when absent or unreadable (another key, tampered): such a record is dropped. */
    async read<S extends SliceName>(slice: S): Promise<Slices[S] | undefined> {
      const stored = storage.getItem(sliceKey(slice));
      if (stored === null) return undefined;
      try {
        const record = fromBase64(stored);
        const plain = await subtle.decrypt(
          { name: 'AES-GCM', iv: record.slice(0, IV_BYTES), additionalData: associated(slice) },
          await key(),
          record.slice(IV_BYTES),
        );
        return JSON.parse(new TextDecoder().decode(plain)) as Slices[S];
      } catch {
        storage.removeItem(sliceKey(slice));
        return undefined;
      }
    },

    async remove(slice: SliceName): Promise<void> {
      storage.removeItem(sliceKey(slice));
    },

    /** Sign-out: every slice goes, and so does the key, so nothing sealed before can be opened again. */
    async clear(): Promise<void> {
      for (const slice of SLICE_NAMES) storage.removeItem(sliceKey(slice));
      pendingKey = undefined;
      await keyStore.delete();
    },
  };
}

export type EncryptedStore = ReturnType<typeof createEncryptedStore>;
