// Model-based paths (tests/support/model-paths.ts), replayed in a real browser.
// Each step's event is performed by an executor (open a URL, click a button) and then the page must be the
// one the state names in its meta: the URL and the single <h1>.
import { type Page } from '@playwright/test';
import { expect, type Step } from './test.ts';
import { expectNoOverflow } from './overflow.ts';
import { type AnyMachineSnapshot, type EventObject } from 'xstate';
import { activeRoute } from '#machines/kit/route-table.ts';
import { describeMove, type ModelPath } from '#tests/support/model-paths.ts';

export { describeMove, modelPaths, type ModelPath } from '#tests/support/model-paths.ts';

export type Executors<TEvent extends EventObject> = {
  [K in TEvent['type']]?: (page: Page, event: Extract<TEvent, { type: K }>) => Promise<void>;
};

/** The page a routed state names: its URL and its heading; and nothing on it wider than its container (issue 18, defect 10). */
export async function expectStatePage(page: Page, snapshot: AnyMachineSnapshot): Promise<void> {
  const route = activeRoute(snapshot);
  if (!route) throw new Error(`State ${JSON.stringify(snapshot.value)} is not a page`);
  await expect(page).toHaveURL((url) => url.pathname === route.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.meta.title);
  await expectNoOverflow(page);
}

/** Performs each event of the path in the browser, one step each, and checks the page after each one. */
export async function replayPath<TEvent extends EventObject>(page: Page, path: ModelPath<TEvent>, executors: Executors<TEvent>, step: Step): Promise<void> {
  for (const [index, event] of path.events.entries()) {
    const execute = executors[event.type as TEvent['type']] as ((page: Page, event: TEvent) => Promise<void>) | undefined;
    if (!execute) throw new Error(`No executor for event ${event.type}`);
    await step(describeMove(event, path.snapshots[index]!), async () => {
      await execute(page, event);
      await expectStatePage(page, path.snapshots[index]!);
    });
  }
}
