// The loan's life after signing (issue 12; prefix /dolphin-loan/online): the borrower may withdraw a signed
// loan until its funding starts (status 201); it then shows as withdrawn (103, /notification/301). A home page
// showing the loan watches it: each change of its status or tracker then arrives on the tab's realtime channel.
// withdraw-loan and watch-loan are the reference server's own calls (decision 0720).
import * as v from 'valibot';
import { defineCall } from './define-call.ts';
import { IN_PROGRESS_TRACKER } from '#src/domain/codes/loan.ts';
import { codeOf, loanNoSchema } from './fields.ts';
import { PREFIX } from './prefixes.ts';
import { realtimeSessionIdSchema } from './realtime.ts';

export const withdrawLoan = defineCall({
  method: 'POST',
  path: `${PREFIX.online}/withdraw-loan`,
  request: v.object({ loanNo: loanNoSchema }),
  response: v.object({ loanNo: loanNoSchema, loanStatus: v.number() }),
  authenticated: true,
});

/**
 * The signed-in owner's tab watches the loan: every change of its status or tracker is then pushed on the tab's
 * realtime channel ({ type: 'loan-status', loanNo, loanStatus, tracker }). Answers the loan's status now, and
 * whether it is watched (a loan is watched from its signature on).
 */
export const watchLoan = defineCall({
  method: 'POST',
  path: `${PREFIX.online}/watch-loan`,
  request: v.object({ loanNo: loanNoSchema, sessionId: realtimeSessionIdSchema }),
  response: v.object({
    loanNo: loanNoSchema,
    loanStatus: v.number(),
    tracker: v.nullable(codeOf(IN_PROGRESS_TRACKER, 'Tracker step is not valid')),
    watched: v.boolean(),
  }),
  authenticated: true,
});
