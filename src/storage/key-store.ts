// Where the encryption key of the persisted state lives. In the browser: IndexedDB, which keeps a
// CryptoKey as it is, non-extractable, so no script can read the key bytes. Tests inject their own.

export type KeyStore = {
  get(): Promise<CryptoKey | undefined>;
  put(key: CryptoKey): Promise<void>;
  delete(): Promise<void>;
};

const DATABASE = 'borrower-keys';
const STORE = 'keys';
const KEY_ID = 'state';

function request<T>(make: (store: IDBObjectStore) => IDBRequest<T>, mode: IDBTransactionMode): Promise<T> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DATABASE, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE);
    open.onerror = () => reject(open.error ?? new Error('IndexedDB could not be opened'));
    open.onsuccess = () => {
      const database = open.result;
      const pending = make(database.transaction(STORE, mode).objectStore(STORE));
      pending.onsuccess = () => {
        database.close();
        resolve(pending.result);
      };
      pending.onerror = () => {
        database.close();
        reject(pending.error ?? new Error('IndexedDB request failed'));
      };
    };
  });
}

export const indexedDbKeyStore: KeyStore = {
  get: () => request((store) => store.get(KEY_ID) as IDBRequest<CryptoKey | undefined>, 'readonly'),
  put: async (key) => void (await request((store) => store.put(key, KEY_ID), 'readwrite')),
  delete: async () => void (await request((store) => store.delete(KEY_ID), 'readwrite')),
};
