/** The first segment of every spec section 7 path: anything under these is API, never the app. */
export const API_ROOTS = ['/gateway', '/dolphin-loan', '/dolphin-customer', '/dolphin-config'] as const;

/** Server paths that are neither API nor app pages: the SPA fallback leaves them alone. */
export const SERVER_ROOTS = ['/healthz', '/dev', '/brand', '/realtime', '/documents'] as const;

export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

function under(path: string, roots: readonly string[]): boolean {
  return roots.some((root) => path === root || path.startsWith(`${root}/`));
}

export function isApiPath(path: string): boolean {
  return under(path, API_ROOTS);
}

export function isServerPath(path: string): boolean {
  return under(path, SERVER_ROOTS);
}
