// What a form posted on a sandbox provider page does to the request: the next step, an inline refusal to
// show (POST-redirect-GET), or the end with the spec's status. Pure: the route loads and saves the row.
import { IBV_STATUS } from '#src/domain/codes/ibv.ts';
import type { SandboxBrand } from './brands.ts';
import { institutionById } from './institutions.ts';
import type { SandboxProgress, SandboxStep } from './progress.ts';
import {
  isEligibleAccount,
  MAX_FAILED_ATTEMPTS,
  REPORT_DELAY_MS,
  SANDBOX_ONE_TIME_CODE,
  SANDBOX_PASSWORD,
  SANDBOX_SECURITY_ANSWER,
  sandboxUser,
} from './users.ts';

export type FlowRow = { status: number; progress: SandboxProgress; failedAttempts: number };

/** The row after the post; `completed` when the borrower chose an account (the report can be built). */
export type FlowMove = FlowRow & { completed: boolean };

type Form = Record<string, string | undefined>;

const left = (used: number) => {
  const remaining = MAX_FAILED_ATTEMPTS - used;
  return remaining === 1 ? '1 more wrong try locks it.' : `${remaining} more wrong tries lock it.`;
};

export function post(brand: SandboxBrand, step: SandboxStep, row: FlowRow, form: Form, now: number, reportDelayMs = REPORT_DELAY_MS): FlowMove {
  const progress: SandboxProgress = { ...row.progress, flash: undefined };
  const stay = (flash: NonNullable<SandboxProgress['flash']>, changes: Partial<FlowRow> = {}): FlowMove => ({
    ...row,
    ...changes,
    progress: { ...progress, ...changes.progress, flash },
    completed: false,
  });
  const end = (status: number, reason: NonNullable<SandboxProgress['reason']>, changes: Partial<FlowRow> = {}): FlowMove => ({
    ...row,
    ...changes,
    status,
    progress: { ...progress, ...changes.progress, reason },
    completed: false,
  });
  const next = (changes: Partial<SandboxProgress>, status = row.status): FlowMove => ({
    ...row,
    status,
    progress: { ...progress, ...changes },
    completed: false,
  });

  switch (step) {
    case 'bank': {
      const institution = institutionById(form.institutionId);
      if (!institution) return stay({ field: 'q', message: 'Please choose your bank from the list.' });
      if (institution.down) return end(IBV_STATUS.institutionError, 'institutionDown', { progress: { ...progress, institutionId: institution.id } });
      return next({ institutionId: institution.id, step: 'login' });
    }
    case 'login': {
      const username = (form.username ?? '').trim();
      const password = form.password ?? '';
      if (!username) return stay({ field: 'username', message: `Please enter your ${brand.usernameNoun}.` });
      if (!password) return stay({ field: 'password', message: `Please enter your ${brand.passwordNoun}.`, value: username });
      const user = sandboxUser(username);
      if (!user || password !== SANDBOX_PASSWORD) {
        const failedAttempts = row.failedAttempts + 1;
        if (failedAttempts >= MAX_FAILED_ATTEMPTS) return end(IBV_STATUS.accountError, 'wrongCredentials', { failedAttempts });
        return stay(
          { field: 'username', message: `The ${brand.usernameNoun} or ${brand.passwordNoun} is not correct. ${left(failedAttempts)}`, value: username },
          { failedAttempts },
        );
      }
      if (user.outcome === 'accountLocked') return end(IBV_STATUS.accountError, 'accountLocked', { progress: { ...progress, username } });
      if (user.outcome === 'unexpected') return end(IBV_STATUS.otherError, 'unexpected', { progress: { ...progress, username } });
      return next({ username, step: 'mfa' });
    }
    case 'mfa': {
      const field = brand.mfa === 'oneTimeCode' ? 'code' : 'answer';
      const given = (form[field] ?? '').trim();
      if (!given) return stay({ field, message: brand.mfa === 'oneTimeCode' ? 'Please enter the 6-digit code.' : 'Please answer the security question.' });
      const right = brand.mfa === 'oneTimeCode' ? given === SANDBOX_ONE_TIME_CODE : given.toLowerCase() === SANDBOX_SECURITY_ANSWER.toLowerCase();
      if (!right) {
        const failedMfa = (row.progress.failedMfa ?? 0) + 1;
        if (failedMfa >= MAX_FAILED_ATTEMPTS) return end(IBV_STATUS.accountError, 'wrongMfa', { progress: { ...progress, failedMfa } });
        const message =
          brand.mfa === 'oneTimeCode' ? 'That code is not correct. Check the text message and try again.' : 'That answer is not correct. Please try again.';
        return stay({ field, message: `${message} ${left(failedMfa)}` }, { progress: { ...progress, failedMfa } });
      }
      return next({ step: 'accounts' }, IBV_STATUS.loginVerified);
    }
    case 'accounts': {
      const user = sandboxUser(progress.username ?? '');
      if (!user) return end(IBV_STATUS.otherError, 'unexpected');
      const eligible = user.accounts.filter(isEligibleAccount);
      if (eligible.length === 0) return end(IBV_STATUS.accountError, 'noEligibleAccount');
      const chosen = eligible.find((account) => account.accountId === form.accountId);
      if (!chosen) return stay({ field: 'accountId', message: 'Please choose the account to share.' });
      if (user.outcome === 'slowReport') {
        return {
          ...row,
          status: IBV_STATUS.inProgress,
          progress: { ...progress, selectedAccountId: chosen.accountId, reportReadyAt: now + reportDelayMs },
          completed: true,
        };
      }
      return { ...row, status: IBV_STATUS.successful, progress: { ...progress, selectedAccountId: chosen.accountId }, completed: true };
    }
  }
}
