// An in-memory stand-in for the IndexedDB key store: Node has Web Crypto but no IndexedDB. The localStorage
// stand-in is src/storage/memory-storage.ts (the server's first page uses it too).
import type { KeyStore } from '#src/storage/key-store.ts';

export function memoryKeyStore(): KeyStore & { current(): CryptoKey | undefined } {
  let key: CryptoKey | undefined;
  return {
    get: async () => key,
    put: async (next) => void (key = next),
    delete: async () => void (key = undefined),
    current: () => key,
  };
}
