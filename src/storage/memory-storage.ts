// Storage held in memory and kept nowhere: what the server renders the first page with (a browser seen for the
// first time), and the tests' stand-in for localStorage (Node has none).
import type { KeyValueStorage } from './namespace.ts';

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
