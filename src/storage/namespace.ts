/** Every key this app writes to the browser's storage starts with this, so sign-out can clear exactly ours. */
export const STORAGE_NAMESPACE = 'borrower';

export const storageKey = (...parts: string[]) => [STORAGE_NAMESPACE, ...parts].join(':');

/** The part of the Web Storage API we use; localStorage in the browser, a Map in tests. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;
