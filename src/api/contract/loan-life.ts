// The loan's life after signing (issue 12; prefix /dolphin-loan/online): the borrower may withdraw a signed
// loan until its funding starts (status 201); it then shows as withdrawn (103, /notification/301).
// withdraw-loan is the reference server's own call (decision 0720).
import * as v from 'valibot';
import { defineCall } from './define-call.ts';
import { loanNoSchema } from './fields.ts';
import { PREFIX } from './prefixes.ts';

export const withdrawLoan = defineCall({
  method: 'POST',
  path: `${PREFIX.online}/withdraw-loan`,
  request: v.object({ loanNo: loanNoSchema }),
  response: v.object({ loanNo: loanNoSchema, loanStatus: v.number() }),
  authenticated: true,
});
