// What the server rendered into #root (decision 0303), told to the app in one attribute: the page of a path,
// which the app hydrates once its machines stand on that page, or the overlay the app shows while it boots,
// which it hydrates at once. Without the attribute (no server rendering) the app renders as it always did.

/** The attribute on #root; its value is `page <path>` or `boot`. */
export const FIRST_PAGE_ATTRIBUTE = 'data-first-page';

export type FirstPage = { kind: 'page'; path: string } | { kind: 'boot' };

export const firstPageAttribute = (page: FirstPage) => (page.kind === 'page' ? `page ${page.path}` : 'boot');

/** The first page the server rendered into `root`, if it rendered one. */
export function readFirstPage(root: Element): FirstPage | null {
  const value = root.getAttribute(FIRST_PAGE_ATTRIBUTE);
  if (!value || !root.hasChildNodes()) return null;
  if (value === 'boot') return { kind: 'boot' };
  const [kind, path] = value.split(' ');
  return kind === 'page' && path?.startsWith('/') ? { kind: 'page', path } : null;
}
