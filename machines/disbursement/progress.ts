// The wizard's progress (issue 18), from its page table (pages.ts) and the signing flow's page for its last
// step: every step of the contract's DISBURSEMENT_STEPS by its title, the current one marked. The page's own
// heading is its step's title and the section ("Apply for New Loan") is above it: the line says "Step N of M".
import { DISBURSEMENT_STEPS } from '#src/api/contract/disbursement.ts';
import { progressOf, type FlowProgress } from '../kit/progress.ts';
import { SIGNING_PAGES } from '../signing/pages.ts';
import { stepPath, WIZARD_PAGES } from './pages.ts';
import { say } from './words.ts';

const titleOf = (path: string) =>
  WIZARD_PAGES.find((page) => page.meta.path === path)?.meta.title ?? (SIGNING_PAGES.wizard.path === path ? SIGNING_PAGES.wizard.title : undefined);

/** The progress of a wizard page by its path (a state's meta.path), or undefined for any other page (the e-mailed signing link, a coupon). */
export function wizardProgress(path: string): FlowProgress | undefined {
  return progressOf({
    name: say('disbursement.progress.name'),
    pages: DISBURSEMENT_STEPS.map(stepPath),
    current: path,
    stageOf: (page) => page,
    labelOf: (page) => titleOf(page) ?? page,
  });
}
