// The step kernel (issue 10): where a borrower may be among a wizard's pages, from the flow's page table
// and one `done(context)` per page (as a2j-rechtsantragstelle's pages say when they are done) instead of
// a switch on step ids in each flow. A page opens when every page asked before it is done (no deep link
// past the first gap); a reload resumes on the saved page when it may open, else on the first page not
// done; after a page comes the next one asked, and before it the one asked before it. Pure functions of the context, so the flows' tests are tables.

export type StepRow<Step extends string, Context> = {
  readonly step: Step;
  /** Whether the context answers this page, so that the pages after it may open. */
  readonly done: (context: Context) => boolean;
};

export type StepTable<Step extends string, Context> = {
  /** Every page, in the order a borrower meets them. */
  readonly rows: readonly StepRow<Step, Context>[];
  /** Whether this context asks the page (a portfolio may leave a section out); every page when absent. */
  readonly asks?: (context: Context, step: Step) => boolean;
  /** The result page the context has reached, if any: from then on it is the only page that opens. */
  readonly final?: (context: Context) => Step | undefined;
  /** The page a change returns to: once it may open, it comes next after any page. */
  readonly review?: Step;
};

export type StepKernel<Step extends string, Context> = {
  /** The pages this context asks, in order. */
  asked(context: Context): Step[];
  isDone(context: Context, step: Step): boolean;
  /** The result page once reached, else the first page asked and not done (the last asked when all are). */
  firstIncomplete(context: Context): Step;
  /** A page asked may be opened when every page asked before it is done (and no result is reached). */
  isReachable(context: Context, step: Step): boolean;
  /** Where a reload lands: the saved page when it may be opened, else the first page not done. */
  resume(context: Context, saved: string | null | undefined): Step;
  /** After a page: the review page when it may be opened, else the next page asked. */
  next(context: Context, step: Step): Step;
  /** Before a page: the nearest page asked before it that may be opened; none for the first (its back leaves the flow). */
  previous(context: Context, step: Step): Step | undefined;
};

/** The page after `step` in `order`; the last page stays where it is, a page outside the order starts it. */
export function stepAfter<Step extends string>(order: readonly Step[], step: Step): Step {
  return order[Math.min(order.indexOf(step) + 1, order.length - 1)]!;
}

export function stepKernel<Step extends string, Context>(table: StepTable<Step, Context>): StepKernel<Step, Context> {
  const doneOf = new Map(table.rows.map((row) => [row.step, row.done]));
  const asked = (context: Context) => table.rows.map((row) => row.step).filter((step) => table.asks?.(context, step) ?? true);
  const isDone = (context: Context, step: Step) => doneOf.get(step)?.(context) ?? false;

  const firstIncomplete = (context: Context): Step => {
    const result = table.final?.(context);
    if (result !== undefined) return result;
    const steps = asked(context);
    return steps.find((step) => !isDone(context, step)) ?? steps.at(-1) ?? table.rows[0]!.step;
  };

  const isReachable = (context: Context, step: Step): boolean => {
    const steps = asked(context);
    const index = steps.indexOf(step);
    if (index < 0) return false;
    const result = table.final?.(context);
    if (result !== undefined) return step === result;
    return steps.slice(0, index).every((before) => isDone(context, before));
  };

  const resume = (context: Context, saved: string | null | undefined): Step => {
    const known = table.rows.find((row) => row.step === saved)?.step;
    return known !== undefined && isReachable(context, known) ? known : firstIncomplete(context);
  };

  const next = (context: Context, step: Step): Step => {
    if (table.review !== undefined && isReachable(context, table.review)) return table.review;
    return stepAfter(asked(context), step);
  };

  const previous = (context: Context, step: Step): Step | undefined => {
    const steps = asked(context);
    return steps
      .slice(0, Math.max(steps.indexOf(step), 0))
      .reverse()
      .find((before) => isReachable(context, before));
  };

  return { asked, isDone, firstIncomplete, isReachable, resume, next, previous };
}
