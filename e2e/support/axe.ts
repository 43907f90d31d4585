// Accessibility check with axe-core, run inside the page as the borrower sees it.
import { type Page } from '@playwright/test';
import { expect } from './test.ts';
import axe from 'axe-core';

type AxeResults = { violations: Array<{ id: string; impact?: string | null; help: string; nodes: Array<{ target: unknown }> }> };

// Rules about a whole page (one main landmark, one h1, content inside landmarks) do not apply to a
// component shown alone, as in a Storybook story of a snackbar or an overlay.
const PAGE_RULES = ['landmark-one-main', 'page-has-heading-one', 'region'];
/** The rules a brand's colours decide: a second brand of the same page needs only these. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Fails with a readable list when the page (or, with `component`, the component) has any WCAG 2.x A/AA
 * violation; with `rules`, any violation of those rules only.
 */
export async function expectNoAxeViolations(page: Page, { component = false, rules }: { component?: boolean; rules?: string[] } = {}): Promise<void> {
  // A string evaluated through the DevTools protocol is not subject to the page's CSP (no inline script).
  // Injected once per document: a Storybook preview keeps its window while it switches stories.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  // Colours measured mid-transition (a button fading to enabled) are neither the old nor the new ones: wait
  // for every finite animation and transition to end first. Spinners repeat forever and are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const runOnly = rules ? { type: 'rule', values: rules } : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] };
  // Only violations are read: axe then builds a selector for one node of each pass, not for every node (its slow tail).
  const results = await page.evaluate(
    (only) =>
      (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, {
        runOnly: only,
        resultTypes: ['violations'],
      }),
    runOnly,
  );
  const violations = results.violations.filter((violation) => !(component && PAGE_RULES.includes(violation.id)));
  const summary = violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
