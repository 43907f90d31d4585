// The layout check of issue 18, defect 10: nothing on a page is wider than its container, and the page's content
// is as wide as the column the layout gives it (a page's width is its route meta's: a frame setting a max width
// of its own made cards of 30, 40, 52 and 60rem between the layout's 36 and 72). Run at each page check of the
// journeys, at the width the journey uses (390 px phones, 1280 px desktops), in one evaluate.
import { type Page } from '@playwright/test';
import { expect } from './test.ts';

/** What sticks out, one line each: the element, how far past its container's (or the window's) right edge; a frame narrower than the page's column. */
export function findOverflows(): string[] {
  const TOLERANCE = 1;
  const root = document.documentElement;
  const viewportRight = root.clientWidth;
  const found: string[] = [];
  const describe = (element: Element) => {
    const classes = [...element.classList].filter((name) => !/^css-/.test(name)).slice(0, 2);
    const data = [...element.attributes].find((attribute) => attribute.name.startsWith('data-') && !attribute.name.startsWith('data-scope'));
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes.map((name) => `.${name}`).join('')}${data ? `[${data.name}]` : ''}${text ? ` "${text}"` : ''}`;
  };
  if (root.scrollWidth > viewportRight + TOLERANCE) found.push(`the page scrolls sideways: ${root.scrollWidth} px wide in a ${viewportRight} px window`);

  // Elements inside a box made to scroll sideways (a wide table in overflow-x:auto) or to clip (an ellipsis) are its business.
  const walk = (element: Element, parentRect: DOMRect | null, inside: boolean) => {
    const style = getComputedStyle(element);
    if (style.display === 'none') return;
    const rect = element.getBoundingClientRect();
    const shown = style.visibility !== 'hidden' && style.display !== 'contents' && rect.width > 1 && rect.height > 1;
    if (shown && !inside) {
      const positioned = style.position === 'absolute' || style.position === 'fixed';
      if (rect.right > viewportRight + TOLERANCE)
        found.push(`${describe(element)} ends at ${Math.round(rect.right)} px, past the window (${viewportRight} px)`);
      else if (!positioned && parentRect && parentRect.width > 0 && rect.right > parentRect.right + TOLERANCE)
        found.push(`${describe(element)} ends at ${Math.round(rect.right)} px, past its container (${Math.round(parentRect.right)} px)`);
    }
    if (element instanceof SVGElement) return;
    const scrolls = /^(auto|scroll|hidden|clip)$/.test(style.overflowX) && element !== root && element !== document.body;
    const box = style.display === 'contents' || style.display === 'inline' ? parentRect : rect;
    for (const child of element.children) walk(child, box, inside || scrolls);
  };
  walk(document.body, root.getBoundingClientRect(), false);
  // The page's frames fill the column (src/ui/layout.tsx, data-page-width): none is narrower by a width of its own,
  // neither the column's own children nor a box centred inside them at a maximum width (a card with maxW and mx auto).
  const column = document.querySelector('[data-page-width]');
  if (column) {
    const columnWidth = column.getBoundingClientRect().width;
    const ownWidth = (element: Element, width: number) =>
      found.push(
        `${describe(element)} is ${Math.round(width)} px wide in the page's ${Math.round(columnWidth)} px column (${column.getAttribute('data-page-width')}): a view set a width of its own; a page's width is its route meta's`,
      );
    for (const frame of column.children) {
      const style = getComputedStyle(frame);
      if (style.display === 'none' || style.position === 'absolute' || style.position === 'fixed') continue;
      const width = frame.getBoundingClientRect().width;
      if (width > 1 && width < columnWidth - TOLERANCE) ownWidth(frame, width);
    }
    for (const element of column.querySelectorAll('*')) {
      const style = getComputedStyle(element);
      const margin = parseFloat(style.marginLeft);
      if (style.maxWidth === 'none' || style.display === 'none' || margin < 1 || Math.abs(margin - parseFloat(style.marginRight)) > TOLERANCE) continue;
      const width = element.getBoundingClientRect().width;
      if (width > 1 && width < columnWidth - TOLERANCE && element.parentElement?.getBoundingClientRect().width === columnWidth) ownWidth(element, width);
    }
  }
  // An element past the window takes its children with it: the first few lines name the culprit.
  return found.length > 12 ? [...found.slice(0, 12), `and ${found.length - 12} more`] : found;
}

/** Fails with what sticks out, when anything on the page is wider than its container or the window, or a frame narrower than the page's column. */
export async function expectNoOverflow(page: Page): Promise<void> {
  expect(
    await page.evaluate(findOverflows),
    `elements wider than their container, or a frame of a width of its own, on ${page.url()} at ${page.viewportSize()?.width ?? '?'} px`,
  ).toEqual([]);
}
