// Decision 0311 for the guidance flow, the lender pages and the error pages: what their catalogs say is what the
// borrower read before the words moved (section names equal to the domain's, titles and busy words, the spec's
// "{field} can't be empty"), and the messages built from numbers or lists read as plain English.
import { describe, expect, it } from 'vitest';
import { GUIDANCE_STEPS } from '#machines/guidance/pages.ts';
import { guidanceMachine } from '#machines/guidance/guidance.machine.ts';
import { sectionWords } from '#machines/guidance/words.ts';
import { FOOTER_LINKS, LEGAL_PAGES } from '#machines/legal/pages.ts';
import { sectionLabel } from '#src/domain/codes/application.ts';
import { validators } from '#src/domain/validation.ts';
import { i18n } from '#src/i18n/words.ts';
import { richParts } from '#src/ui/rich-words.tsx';
import { say as sayShell } from '#src/ui/words.ts';
import { say } from '#src/views/guidance/parts/words.ts';
import '#src/views/legal/parts/words.ts';
import '#src/views/errors/words.ts';

describe('the guidance flow', () => {
  it("names each section as the domain's section labels do", () => {
    const sections = [...new Set(GUIDANCE_STEPS.map((step) => step.section))];
    expect(sections).toHaveLength(6);
    for (const section of sections) expect(sectionWords(section), section).toBe(sectionLabel(section));
  });

  it('gives each page and busy state its words, read from the catalog when read', () => {
    expect(GUIDANCE_STEPS.map((step) => step.title)).toEqual([
      'Your name and date of birth',
      'Your home address',
      'How can we reach you?',
      'Military status and messages',
      'What is your Social Security number?',
      'Your income',
      'When are you paid?',
      'How much is your take-home pay?',
      'A few questions',
      'Your bank account',
      'Verify your bank account',
      'Check your answers',
      'Your qualified amount',
    ]);
    const states = guidanceMachine.root.states;
    expect(states.loading!.meta).toEqual({ busy: 'Loading your application…' });
    expect(states.loadFailed!.meta).toMatchObject({ path: '/guidance', title: 'Your application' });
    expect(states.ready!.states.ibvStatus!.meta).toMatchObject({
      path: '/guidance/ibv/:requestCode',
      back: '/guidance/ibv',
      title: 'Your bank verification',
      opening: 'Checking your bank verification…',
    });
    expect(states.ready!.states.bankStatement!.meta).toMatchObject({ title: 'Upload a bank statement' });
  });

  it("says the spec's required message with the pages' field names", () => {
    for (const [id, field] of [
      ['guidance.name.dateOfBirthField', 'Date of Birth'],
      ['guidance.income.employer', 'Employer'],
    ] as const) {
      expect(say('forms.rule.required', { field: say(id) })).toBe(validators.required('', { field }));
    }
    expect(say('forms.rule.required', { field: say('guidance.name.dateOfBirthField') })).toBe("Date of Birth can't be empty");
  });

  it('says a count, a list and a change link as the pages did', () => {
    expect(sayShell('shell.denial.title', { count: 1 })).toBe('The main reason for our decision');
    expect(sayShell('shell.denial.title', { count: 3 })).toBe('The main reasons for our decision');
    expect(say('guidance.netPay.leadWithFrequency', { frequency: 'every two weeks' })).toBe(
      'The amount that reaches your account from one paycheck (you are paid every two weeks), after taxes and deductions.',
    );
    expect(richParts(say('guidance.summary.change', { row: 'date of birth' }), [<span />]).map((part) => (typeof part === 'string' ? part : '<span>'))).toEqual(
      ['Change', '<span>'],
    );
  });
});

describe('the lender pages', () => {
  it('title each page and footer link', () => {
    expect(Object.values(LEGAL_PAGES).map((page) => page.title)).toEqual([
      'Rates & Terms',
      'Privacy Policy',
      'Terms of Use',
      'E-Sign Disclosure',
      'Accessibility',
    ]);
    expect(FOOTER_LINKS.map((link) => link.label)).toEqual(['Rates & Terms', 'Privacy', 'Terms of Use', 'E-Sign Disclosure', 'Accessibility']);
  });

  it("say the worked example's payments, weeks and ranges in plain English", () => {
    const groups = [
      say('legal.rates.example.paymentGroup', { count: 1, amount: '$61.35' }),
      say('legal.rates.example.paymentGroup', { count: 7, amount: '$61.30' }),
    ];
    expect(new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(groups)).toBe('one of $61.35 and 7 of $61.30');
    expect(new Intl.ListFormat(i18n.locale, { type: 'disjunction' }).format(['7.5%', '9%'])).toBe('7.5% or 9%');
    expect(say('legal.rates.weeks', { count: 8 })).toBe('8 weeks');
    expect(say('legal.rates.payments', { count: 16 })).toBe('16 payments');
    expect(say('legal.rates.aprWithCap', { apr: '25.5% to 35.99%', cap: 36 })).toBe('25.5% to 35.99% (36% cap)');
    expect(say('legal.rates.states.title', { count: 31 })).toBe('Rates by state (31 states)');
    expect(
      say('legal.rates.example.terms', {
        amount: '$500.00',
        stateName: 'Ohio',
        fundedOn: 'Mon, 11/30/2026',
        frequency: 'biWeekly',
        count: 8,
        payments: 'one of $61.35 and 7 of $61.30',
        firstDueDate: 'Fri, 12/11/2026',
        rate: '9%',
      }),
    ).toBe(
      'Borrow <0>$500.00</0> in Ohio, sent to your bank account by ACH on Mon, 11/30/2026, and repay it every two weeks by ACH: <1>8 payments</1> (one of $61.35 and 7 of $61.30), the first on Fri, 12/11/2026, at a simple interest rate of 9%.',
    );
  });

  it("put the brand's names and the effective date into the texts", () => {
    expect(say('legal.byline.effective', { legalName: 'Bluepeak Loans LLC', effectiveDate: say('legal.text.effectiveDate') })).toBe(
      'Bluepeak Loans LLC · Effective January 1, 2026',
    );
    expect(say('legal.privacy.who.p1', { legalName: 'Bluepeak Loans LLC', portfolioName: 'Bluepeak Loans' })).toMatch(
      /^Bluepeak Loans LLC \("Bluepeak Loans", "we", "us"\) makes and services installment loans online\./,
    );
    expect(say('legal.rates.intro', { programName: 'Installment Loan', legalName: 'Bluepeak Loans LLC', asOf: '11/25/2026' })).toContain(
      "your own loan's APR, payments and dates are shown before you sign",
    );
  });
});

describe('the error pages', () => {
  it('say what happened and what to do', () => {
    expect(say('errors.notFound.message')).toBe('We could not find the page you were looking for. The address may be mistyped, or the page may have moved.');
    expect(say('errors.denied.message')).toMatch(/^This page is not available to your account\./);
    expect(say('errors.serverError.message')).toMatch(/^Something went wrong on our side/);
  });
});
