// Designers review every view in every state in Storybook: each story must render, in both brands,
// without an error and without an accessibility violation.
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { readFileSync } from 'node:fs';
import { COLOUR_RULES, expectNoAxeViolations } from './support/axe.ts';

const storybook = `http://127.0.0.1:${process.env.E2E_STORYBOOK_PORT}`;
const index = JSON.parse(readFileSync(`${process.env.E2E_STORYBOOK_DIR ?? 'storybook-static'}/index.json`, 'utf8')) as {
  entries: Record<string, { id: string; type: string; title: string; name: string }>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
// Stories are checked in groups so the workers share them; a group loads Storybook once and then switches
// story the way Storybook's own sidebar does (a full page load per story tripled the time). A group's start
// costs about 9 s under CI's load (the preview's load, its first story, axe injected): 28 groups of 20 spent
// 250 s of the suite's 2017 s on starts (2026-11-24), so groups are larger, still several per worker.
const GROUP_SIZE = 50;
const groups = Array.from({ length: Math.ceil(stories.length / GROUP_SIZE) }, (_, i) => stories.slice(i * GROUP_SIZE, (i + 1) * GROUP_SIZE));

// Storybook's channel events for a story or its play function that failed (storybook/internal/core-events).
const STORY_FAILURE_EVENTS = ['playFunctionThrewException', 'storyThrewException', 'storyErrored', 'unhandledErrorsWhilePlaying'];

type Preview = { currentRender?: { id: string; phase?: string } };
type Channel = { emit(event: string, ...args: unknown[]): void };

/** Shows a story in the loaded preview (unless it is already the one shown) and waits until Storybook has
 * rendered it and run its play function: a play still clicking while the next story mounts would act on it. */
async function showStory(page: Page, storyId: string, { switchTo }: { switchTo: boolean }) {
  if (switchTo) {
    await page.evaluate((id) => {
      const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
      channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
    }, storyId);
  }
  await page.waitForFunction((id) => {
    const render = (window as unknown as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__?.currentRender;
    return render?.id === id && (render.phase === 'finished' || render.phase === 'errored');
  }, storyId);
}

test('the Storybook holds stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

// Brand 110 is checked against every rule; the brands differ only in colours, so brand 118 against the colour rules.
const BRANDS = [
  { brand: '110', rules: undefined },
  { brand: '118', rules: COLOUR_RULES },
];

for (const { brand, rules } of BRANDS) {
  groups.forEach((group, number) => {
    test(`stories ${number * GROUP_SIZE + 1} to ${number * GROUP_SIZE + group.length} render in brand ${brand}`, async ({ page, step }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // A play function that throws (a field it looks for is not on the page) leaves the render 'finished':
      // Storybook only reports it on its channel, which is caught here as it is made.
      await page.addInitScript((failures) => {
        let channel: { on(event: string, listener: (error?: { message?: string }) => void): void } | undefined;
        Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
          configurable: true,
          get: () => channel,
          set: (value: typeof channel) => {
            channel = value;
            const store: string[] = [];
            (window as unknown as { __storyFailures: string[] }).__storyFailures = store;
            for (const event of failures) channel?.on(event, (error) => store.push(`${event}: ${error?.message ?? String(error)}`));
          },
        });
      }, STORY_FAILURE_EVENTS);
      await step('open the Storybook preview', () => page.goto(`${storybook}/iframe.html?id=${group[0]!.id}&viewMode=story&globals=brand:${brand}`));
      for (const [position, story] of group.entries()) {
        await step(`${story.title} / ${story.name}`, async () => {
          await showStory(page, story.id, { switchTo: position > 0 });
          await expect(page.locator('#storybook-root > *').first()).toBeAttached();
          await expect(page.locator('body')).not.toHaveClass(/sb-show-errordisplay/);
          // A page story is checked as a page; a component story (snackbar, overlay) as a component.
          const isPage = (await page.locator('#storybook-root h1').count()) > 0;
          await expectNoAxeViolations(page, { component: !isPage, rules });
          errors.push(...(await page.evaluate(() => (window as unknown as { __storyFailures: string[] }).__storyFailures.splice(0))));
          expect(errors, `${story.id} threw`).toEqual([]);
        });
      }
    });
  });
}
