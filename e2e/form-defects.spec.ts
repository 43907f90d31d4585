// Issue 18, defects 3 to 5 in Chromium against the real server, on a phone: the error summary names the
// field of each message (two phones both answer "Invalid phone number!") and its links focus the field; each
// message sits under its own label; the SSN field's hint names the numbers that cannot be an SSN; an address
// in a state the portfolio does not lend in (New York), or with a ZIP code of another state, is refused on the
// address page and the application does not go on. The borrower starts signed up with the name page saved
// through the API (decision 0007) and types only into the pages under test.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { freshEmail } from './accounts-helpers.ts';
import { BRANDS, brandUrl } from './support/brands.ts';
import { CLEAR_PAGE_ANSWERS, PHONE, expectStep, reloadResumes, save } from './guidance-helpers.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { callApi, seedSignedUp } from './support/seed.ts';
import { recordBusinessData } from '#src/api/contract/application.ts';
import { ssnHint } from '#src/domain/validation.ts';

const BLUEPEAK = BRANDS.find((brand) => brand.id === 118)!;

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

const summary = (page: Page) => page.getByRole('alert').filter({ hasText: 'There is a problem' });

/** The top of an element on the page, to check what sits under what. */
async function topOf(page: Page, selector: string): Promise<number> {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not on the page`);
  return box.y;
}

test('the address page refuses New York and a ZIP code of another state; the summary names each phone; the SSN hint', async ({ page, step }) => {
  const email = freshEmail('form-defects');
  await step('signed up, the name page saved through the API', async () => {
    const session = await seedSignedUp(page, BLUEPEAK, email);
    const name = CLEAR_PAGE_ANSWERS[0]!.answers;
    await callApi(page, BLUEPEAK, recordBusinessData, { section: 'personal', draft: true, answers: name, resumeStep: 'personal/address' }, session);
    await page.goto(brandUrl(BLUEPEAK, '/guidance'));
    await expectStep(page, '/guidance/personal/address', 'Your home address');
  });

  await step('a New York address: said under State as soon as it is chosen, refused on save, the application does not go on', async () => {
    await page.getByLabel('Street Address').fill('5 Park Avenue');
    await page.getByLabel('City').fill('New York');
    await page.getByLabel('State', { exact: true }).selectOption('NY');
    await expect(page.locator('#field-address-state-error')).toHaveText('Error: We do not offer loans in New York yet.');
    await page.getByLabel('ZIP Code').fill('10016');
    await save(page);
    await expect(summary(page)).toBeFocused();
    await expect(summary(page).getByRole('link', { name: 'State: We do not offer loans in New York yet.', exact: true })).toBeVisible();
    await expect(page).toHaveTitle(/^Error: /);
    await expectStep(page, '/guidance/personal/address', 'Your home address');
    await expectNoAxeViolations(page);
    // Nothing was saved: a reload opens the address page again.
    await reloadResumes(page, '/guidance/personal/address', 'Your home address');
  });

  await step('a Texas address with a New York ZIP code is refused under ZIP Code; a Texas ZIP code goes on', async () => {
    await page.getByLabel('Street Address').fill('12 Main Street');
    await page.getByLabel('City').fill('Austin');
    await page.getByLabel('State', { exact: true }).selectOption('TX');
    await page.getByLabel('ZIP Code').fill('10016');
    await save(page);
    await expect(summary(page)).toBeFocused();
    const link = summary(page).getByRole('link', { name: 'ZIP Code: This ZIP code is not in Texas.', exact: true });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page.getByLabel('ZIP Code')).toBeFocused();
    await expect(page.locator('#field-address-zip-error')).toHaveText('Error: This ZIP code is not in Texas.');
    await expectStep(page, '/guidance/personal/address', 'Your home address');
    await page.getByLabel('ZIP Code').fill('78701');
    await save(page);
    await expectStep(page, '/guidance/personal/contact', 'How can we reach you?');
  });

  await step('three wrong phones: the summary names them in the page’s order, and then the two optional ones alone', async () => {
    await page.getByLabel('Cell Phone').fill('512');
    await page.getByLabel('Home Phone (optional)').fill('123');
    await page.getByLabel('Alternative Phone (optional)').fill('555');
    await save(page);
    await expect(summary(page)).toBeFocused();
    await expect(summary(page).getByRole('link')).toHaveText([
      'Cell Phone: Invalid phone number!',
      'Home Phone: Invalid phone number!',
      'Alternative Phone: Invalid phone number!',
    ]);
    await page.getByLabel('Cell Phone').fill('(512) 555-0100');
    await save(page);
    await expect(summary(page)).toBeFocused();
    const home = summary(page).getByRole('link', { name: 'Home Phone: Invalid phone number!', exact: true });
    const alternative = summary(page).getByRole('link', { name: 'Alternative Phone: Invalid phone number!', exact: true });
    await expect(home).toBeVisible();
    await expect(alternative).toBeVisible();
    await alternative.click();
    await expect(page.getByLabel('Alternative Phone (optional)')).toBeFocused();
    await home.click();
    await expect(page.getByLabel('Home Phone (optional)')).toBeFocused();
    // Under its own label, above its own input: never read as the next field's.
    for (const field of ['field-contacts-homePhone', 'field-contacts-alternativePhone']) {
      const label = await topOf(page, `label[for="${field}"]`);
      const message = await topOf(page, `#${field}-error`);
      const input = await topOf(page, `#${field}`);
      expect(label).toBeLessThan(message);
      expect(message).toBeLessThan(input);
      await expect(page.locator(`#${field}`)).toHaveAttribute('aria-describedby', `${field}-error`);
    }
    await expectNoAxeViolations(page);
    await page.getByLabel('Home Phone (optional)').fill('');
    await page.getByLabel('Alternative Phone (optional)').fill('');
    await save(page);
    await expectStep(page, '/guidance/personal/military', 'Military status and messages');
    await page.getByLabel('No, I am not in the military').check();
    await save(page);
  });

  await step('the SSN field says which numbers cannot be an SSN; 666-12-3456 keeps the spec message', async () => {
    await expectStep(page, '/guidance/personal/ssn', 'What is your Social Security number?');
    await expect(page.getByText(ssnHint())).toBeVisible();
    await expect(page.getByLabel('Social Security number')).toHaveAttribute('aria-describedby', 'field-ssn-hint');
    await page.getByLabel('Social Security number').fill('666-12-3456');
    await save(page);
    await expect(summary(page).getByRole('link', { name: 'Social Security number: SSN should be 9 digits', exact: true })).toBeVisible();
    await expectStep(page, '/guidance/personal/ssn', 'What is your Social Security number?');
    await expectNoAxeViolations(page);
  });
});
