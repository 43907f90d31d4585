// The application locked after signing (issue 12, decision 0720 point 12): a borrower whose loan is signed and
// who opens a guidance page (by URL, the back button or a bookmark) is shown no form: get-personal-info says
// the application is locked, and the flow sends the borrower home with the server's reason in the snackbar.
import { describe, expect, it } from 'vitest';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { SECTION } from '#src/domain/codes/application.ts';
import { ALL_SECTIONS, EMPLOYMENT, QUESTIONS, SAVED_BANK, SAVED_PERSONAL, application, progress, startGuidance } from './guidance-harness.ts';

const QUALIFIED = {
  personal: SAVED_PERSONAL,
  employment: EMPLOYMENT,
  questions: QUESTIONS,
  bank: { ...SAVED_BANK, verified: true },
} as const;

/** A qualified application, locked or not by a signed loan, as get-personal-info answers it. */
async function opened(locked: boolean | undefined) {
  const saved = progress(
    ALL_SECTIONS.filter((section) => section !== SECTION.summary),
    'summary',
  );
  return startGuidance({
    listSection: () => progress(),
    getPersonalInfo: () => application({ ...QUALIFIED, ...(locked === undefined ? {} : { lockedBySignedLoan: locked }) } as never, saved),
  });
}

describe('a guidance page after the loan is signed', () => {
  it.each(['/guidance/personal/name', '/guidance', '/guidance/summary', '/guidance/bank/account'])(
    '%s shows no form: the borrower lands on /home with the -10818 reason in the snackbar',
    async (path) => {
      const app = await opened(true);
      await app.open(path);
      expect(app.path()).toBe('/home');
      expect(app.snackbar()).toEqual({ visible: true, message: RESULT.applicationSigned.message, kind: 'info' });
      expect(app.calls.map((call) => call.name)).toEqual(['listSection', 'getPersonalInfo']);
      expect(app.inputsOf('recordBusinessData')).toEqual([]);
    },
  );

  it('a guidance page opened again (the back button) asks the server again and goes home again', async () => {
    const app = await opened(true);
    await app.open('/guidance/personal/name');
    expect(app.path()).toBe('/home');
    await app.open('/guidance/personal/address');
    expect(app.path()).toBe('/home');
    expect(app.calls.map((call) => call.name)).toEqual(['listSection', 'getPersonalInfo', 'listSection', 'getPersonalInfo']);
  });

  it.each([
    ['not locked', false],
    ['an answer without the field (an older server)', undefined],
  ] as const)('%s: the page opens with its form and no message', async (_, locked) => {
    const app = await opened(locked);
    await app.open('/guidance/personal/name');
    expect(app.path()).toBe('/guidance/personal/name');
    expect(app.matches({ ready: 'personal' })).toBe(true);
    expect(app.snackbar().visible).toBe(false);
  });
});
