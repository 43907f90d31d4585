// The jobs of a loan's life (decision 0720), by name: the signing transaction enqueues the first one.

export const LOAN_JOB = {
  /** Right after signing: the checks that approve the loan or send it to a queue (rules.ts). */
  autoValidate: 'auto-validate',
  /** At the funding date's cut-off: 104 approved becomes 201 pending. */
  startFunding: 'start-funding',
  /** Development only, a while after funding started: as if the bank confirmed it (201 becomes 202). */
  completeFunding: 'complete-funding',
  /** At the cut-off of an unsigned loan's disbursement date: the loan is re-dated and its agreement made anew (server/signing/redate.ts). */
  agreementCutOff: 'agreement-cut-off',
  /** One of the loan's e-mails (loan-mail.ts), rendered from the loan when it runs. */
  sendMail: 'send-mail',
} as const;

/** The jobs that move the loan itself: a decision cancels the pending ones, a failed one makes the loan an exception. */
export const LOAN_STEP_JOBS: readonly string[] = [LOAN_JOB.autoValidate, LOAN_JOB.startFunding, LOAN_JOB.completeFunding];

export const LOAN_MAILS = ['approved', 'funded', 'funding-failed', 'withdrawn'] as const;
export type LoanMail = (typeof LOAN_MAILS)[number];
export const isLoanMail = (name: string | undefined): name is LoanMail => (LOAN_MAILS as readonly string[]).includes(name ?? '');
