// The in-progress tracker's steps in a borrower's words (issue 18, defect 9), from the home page's catalog. The
// spec's step names ("Pre-underwriter review", "Funding in progress") are codes for staff and logs
// (src/domain/codes/loan.ts); a borrower reads what is happening to their loan, and what it means for them at
// the step they are on.
import { IN_PROGRESS_TRACKER } from '#src/domain/codes/loan.ts';
import { say } from './words.ts';

type TrackerStep = (typeof IN_PROGRESS_TRACKER)[keyof typeof IN_PROGRESS_TRACKER];

export type TrackerWords = {
  /** The step's name in the list. */
  label: string;
  /** What the step means for the borrower, shown while it is the current one. */
  now: string;
};

const STEP_NAMES = new Map<number, string>(Object.entries(IN_PROGRESS_TRACKER).map(([name, step]) => [step, name]));

/** The borrower's words for a tracker step ('home.tracker.<step's name>.label' and '.now'). */
export function trackerWords(step: TrackerStep): TrackerWords {
  const name = STEP_NAMES.get(step);
  return { label: say(`home.tracker.${name}.label`), now: say(`home.tracker.${name}.now`) };
}
