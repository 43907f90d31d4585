// list-section answers the disbursement sections (loan detail, payment schedule, payment fee) after the
// guidance ones (decision 0610, amendment 2026-11-25). The guidance has no page for them: with them in the
// answer, complete or not, it lands on the same page, shows the same progress and asks the same pages.
import { describe, expect, it } from 'vitest';
import type { GuidanceProgress } from '#src/api/contract/application.ts';
import { SECTION } from '#src/domain/codes/application.ts';
import { guidanceProgress, guidanceStepOfPath } from '#machines/guidance/progress.ts';
import { firstIncompleteStep, includedSteps } from '#machines/guidance/steps.ts';
import { activeRoute } from '#machines/kit/route-table.ts';
import type { ApplicationInfo } from '#machines/guidance/types.ts';
import { ALL_SECTIONS, EMPLOYMENT, QUALIFICATION, SAVED_BANK, SAVED_PERSONAL, application, progress, startGuidance } from './guidance-harness.ts';

/** The list-section answer with the three disbursement sections after the guidance ones. */
function withDisbursement(guidance: GuidanceProgress, complete: boolean): GuidanceProgress {
  const extra = [SECTION.loanDetail, SECTION.paymentSchedule, SECTION.paymentFee].map((section) => ({ section, label: section, complete }));
  return { ...guidance, sections: [...guidance.sections, ...extra] };
}

/** Where /guidance (or a deep link) lands and what the guidance shows there. */
async function seen(listed: GuidanceProgress, saved: ApplicationInfo, visit: string) {
  const app = await startGuidance({ listSection: () => listed, getPersonalInfo: () => saved });
  await app.open(visit);
  const context = app.context();
  const step = guidanceStepOfPath(activeRoute(app.actor.getSnapshot())?.meta.path);
  return {
    path: app.path(),
    progress: step && guidanceProgress(context, step),
    pages: includedSteps(context),
    firstIncomplete: firstIncompleteStep(context),
    everyPage: includedSteps(context).map((page) => guidanceProgress(context, page)),
  };
}

const SITUATIONS: Array<[string, GuidanceProgress, ApplicationInfo, string]> = [
  ['a new borrower', progress(), application(), '/guidance'],
  [
    'personal saved, resuming on the payday page',
    progress(),
    application({ personal: SAVED_PERSONAL }, progress([SECTION.personal], 'employment/payday')),
    '/guidance',
  ],
  ['a deep link past the first gap', progress(), application({ personal: SAVED_PERSONAL }, progress([SECTION.personal])), '/guidance/bank/account'],
  [
    'qualified: every guidance section complete',
    progress(),
    application(
      {
        personal: SAVED_PERSONAL,
        employment: EMPLOYMENT,
        bank: { ...SAVED_BANK, verified: true },
        questions: { inBankruptcy: false, purpose: 'bills' },
        qualification: QUALIFICATION,
      },
      progress(ALL_SECTIONS, 'qualified-amount'),
    ),
    '/guidance',
  ],
];

describe('guidance with the disbursement sections in list-section', () => {
  it.each(SITUATIONS)('%s: the same page, progress and pages as without them', async (_name, listed, saved, visit) => {
    const without = await seen(listed, saved, visit);
    expect(without.path).toMatch(/^\/guidance/);
    expect(without.progress).toBeDefined();
    for (const complete of [false, true]) {
      expect(await seen(withDisbursement(listed, complete), saved, visit)).toEqual(without);
    }
  });

  it('no page and no progress stage for a disbursement section: 13 pages, six stages, as before', async () => {
    const shown = await seen(withDisbursement(progress(), false), application(), '/guidance');
    expect(shown.path).toBe('/guidance/personal/name');
    expect(shown.pages).toHaveLength(13);
    expect(shown.progress).toMatchObject({ step: 1, of: 13 });
    expect(shown.progress?.stages.map((stage) => stage.label)).toEqual([
      'Personal information',
      'Employment',
      'Questions',
      'Bank account',
      'Bank verification',
      'Summary',
    ]);
  });
});
