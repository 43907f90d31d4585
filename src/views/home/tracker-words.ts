// The in-progress tracker's steps in a borrower's words (issue 18, defect 9). The spec's step names
// ("Pre-underwriter review", "Funding in progress") are codes for staff and logs (src/domain/codes/loan.ts);
// a borrower reads what is happening to their loan, and what it means for them at the step they are on.
import { IN_PROGRESS_TRACKER } from '#src/domain/codes/loan.ts';

type TrackerStep = (typeof IN_PROGRESS_TRACKER)[keyof typeof IN_PROGRESS_TRACKER];

export type TrackerWords = {
  /** The step's name in the list. */
  label: string;
  /** What the step means for the borrower, shown while it is the current one. */
  now: string;
};

export const TRACKER_WORDS: Readonly<Record<TrackerStep, TrackerWords>> = {
  [IN_PROGRESS_TRACKER.applicationSubmitted]: { label: 'We have your signed application', now: 'Nothing more is needed from you for now.' },
  [IN_PROGRESS_TRACKER.preUnderwriterReview]: {
    label: "We're checking your details",
    now: 'Someone on our team is looking over your application. We will e-mail you if we need anything.',
  },
  [IN_PROGRESS_TRACKER.applicationApproved]: { label: 'Your loan is approved', now: 'We are getting your money ready to send.' },
  [IN_PROGRESS_TRACKER.fundingInProgress]: { label: "We're sending your money", now: 'The money is on its way to your bank account.' },
  [IN_PROGRESS_TRACKER.fundingCompleted]: { label: 'The money is in your account', now: 'Your loan is funded.' },
  [IN_PROGRESS_TRACKER.exception]: {
    label: 'Your loan needs a closer look',
    now: 'Something needs a closer look. We will contact you; you can also call us.',
  },
};

/** The borrower's words for a tracker step. */
export const trackerWords = (step: TrackerStep): TrackerWords => TRACKER_WORDS[step];
