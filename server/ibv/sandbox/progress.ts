// What the sandbox pages record in ibv_request.progress (JSON): the step the borrower is on and what they
// chose; never a password, code or answer.
import * as v from 'valibot';
import type { IbvReason } from '../provider.ts';

export const SANDBOX_STEPS = ['bank', 'login', 'mfa', 'accounts'] as const;
export type SandboxStep = (typeof SANDBOX_STEPS)[number];

const REASONS = ['wrongCredentials', 'wrongMfa', 'accountLocked', 'noEligibleAccount', 'institutionDown', 'expired', 'unexpected'] as const;

const progressSchema = v.object({
  step: v.optional(v.picklist(SANDBOX_STEPS), 'bank'),
  institutionId: v.optional(v.string()),
  username: v.optional(v.string()),
  failedMfa: v.optional(v.number(), 0),
  selectedAccountId: v.optional(v.string()),
  reason: v.optional(v.picklist(REASONS)),
  /** The "report_pending" user: when the report is ready (ms since the epoch). */
  reportReadyAt: v.optional(v.number()),
  /** A refusal to show once on the next page (POST-redirect-GET): the field, its message, what was typed. */
  flash: v.optional(v.object({ field: v.string(), message: v.string(), value: v.optional(v.string()) })),
});

export type SandboxProgress = v.InferOutput<typeof progressSchema> & { reason?: IbvReason };

export function readProgress(raw: unknown): SandboxProgress {
  const parsed = v.safeParse(progressSchema, raw ?? {});
  return parsed.success ? parsed.output : { step: 'bank', failedMfa: 0 };
}
