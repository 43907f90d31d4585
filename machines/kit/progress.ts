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

/**
 * The place of the `current` page among `pages` (the pages this borrower meets, in order), its stage and
 * every stage in the order of their first page: a stage is done when all its pages are, by `isDone` or
 * (a wizard that keeps no answers of its own) when it comes before the current page. Undefined for a page
 * outside them.
 */
export function progressOf<Page, Stage>(flow: {
  name: string;
  pages: readonly Page[];
  current: Page;
  stageOf: (page: Page) => Stage;
  labelOf: (stage: Stage) => string;
  isDone?: (page: Page) => boolean;
}): FlowProgress | undefined {
  const { pages, current, stageOf } = flow;
  const index = pages.indexOf(current);
  if (index < 0) return undefined;
  const isDone = flow.isDone ?? ((page: Page) => pages.indexOf(page) < index);
  const currentStage = stageOf(current);
  const statusOf = (stage: Stage): StageStatus => {
    if (stage === currentStage) return 'current';
    return pages.filter((page) => stageOf(page) === stage).every(isDone) ? 'done' : 'upcoming';
  };
  return {
    name: flow.name,
    step: index + 1,
    of: pages.length,
    stages: [...new Set(pages.map(stageOf))].map((stage) => ({ label: flow.labelOf(stage), status: statusOf(stage) })),
  };
}
