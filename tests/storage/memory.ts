// In-memory stand-ins for localStorage and the IndexedDB key store: Node has Web Crypto but neither of these.
import type { KeyStore } from '#src/storage/key-store.ts';
import type { KeyValueStorage } from '#src/storage/namespace.ts';

export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { entries(): Record<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
    entries: () => Object.fromEntries(items),
  };
}

export function memoryKeyStore(): KeyStore & { current(): CryptoKey | undefined } {
  let key: CryptoKey | undefined;
  return {
    get: async () => key,
    put: async (next) => void (key = next),
    delete: async () => void (key = undefined),
    current: () => key,
  };
}
