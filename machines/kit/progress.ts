// Where a borrower is in a flow of pages, derived from the flow's own page table (issue 18): which stage
// (a guidance section, a wizard step) and "step N of M". The views draw it (src/ui/progress-steps.tsx); the
// flows' tables stay the only list of their pages.

export type StageStatus = 'done' | 'current' | 'upcoming';

export type FlowProgress = {
  /** What the indicator is called for assistive technology ("Application progress"). */
  name: string;
  /** 1-based position of the page among the pages this borrower meets. */
  step: number;
  of: number;
  /** The stage of the current page as the borrower reads it, when the page does not say it already (the wizard's title is its step). */
  current?: string;
  /** Every stage in order: the one of the current page is 'current'. */
  stages: ReadonlyArray<{ label: string; status: StageStatus }>;
};
