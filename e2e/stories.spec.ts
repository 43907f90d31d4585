// Designers review every view in every state in Storybook: each story must render, in both brands,
// without an error and without an accessibility violation.
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectNoAxeViolations } from './support/axe.ts';

const storybook = `http://127.0.0.1:${process.env.E2E_STORYBOOK_PORT}`;
const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as { entries: Record<string, { id: string; type: string; title: string; name: string }> };
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

test('the Storybook holds stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

for (const brand of ['110', '118']) {
  test(`every story renders in brand ${brand}`, async ({ page }) => {
    test.setTimeout(30_000 + stories.length * 5_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const story of stories) {
      await test.step(`${story.title} / ${story.name}`, async () => {
        await page.goto(`${storybook}/iframe.html?id=${story.id}&viewMode=story&globals=brand:${brand}`);
        await expect(page.locator('#storybook-root > *').first()).toBeAttached();
        await expect(page.locator('body')).not.toHaveClass(/sb-show-errordisplay/);
        // A page story is checked as a page; a component story (snackbar, overlay) as a component.
        const isPage = (await page.locator('#storybook-root h1').count()) > 0;
        await expectNoAxeViolations(page, { component: !isPage });
        expect(errors, `${story.id} threw`).toEqual([]);
      });
    }
  });
}
