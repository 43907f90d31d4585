// Whether the screen is a phone's (under the theme's `sm` breakpoint, 600 px): tables become stacked lists.
import { useSyncExternalStore } from 'react';

const QUERY = '(max-width: 599.98px)';

const subscribe = (onChange: () => void) => {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};
const narrowNow = () => typeof window !== 'undefined' && Boolean(window.matchMedia?.(QUERY).matches);

export function useNarrow(): boolean {
  return useSyncExternalStore(subscribe, narrowNow, () => false);
}
