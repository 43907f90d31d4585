// /coupon/verification/{identifier}: the e-mailed link's page. The borrower proves who they are with the last
// four digits of their SSN and their date of birth; a mismatch is said in the server's words with the answers
// kept; too many tries lock the link until the time shown, with the form closed. Busy while checking.
import * as v from 'valibot';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { VERIFICATION_PAGE } from '#machines/coupon/pages.ts';
import { authenticateIdentity } from '#src/api/contract/coupon.ts';
import type { RoutedViewProps } from '../routed-view.ts';
import { TextField } from '#src/ui/forms/text-field.tsx';
import { FlowPage } from '#src/ui/flow-page.tsx';
import { Notice } from '#src/ui/notice.tsx';
import { StepForm } from '#src/ui/forms/step-form.tsx';
import { useStepForm } from '#src/ui/forms/use-step-form.ts';
import { useCouponActor, useCouponSelector, verificationStageOf } from './coupon-actor.ts';
import { lockEndWords } from './parts/wording.ts';
import { say } from './words.ts';

const { ssnLast4, dateOfBirth } = authenticateIdentity.request.entries;
const SCHEMA = v.object({ ssnLast4, dateOfBirth });

export function VerificationView({ heading }: RoutedViewProps) {
  const actor = useCouponActor();
  const stage = useCouponSelector(verificationStageOf);
  const answers = useCouponSelector((snapshot) => snapshot.context.answers);
  const error = useCouponSelector((snapshot) => snapshot.context.error);
  const notice = useCouponSelector((snapshot) => snapshot.context.notice);
  const lockedUntil = useCouponSelector((snapshot) => snapshot.context.lockedUntil);
  const canSubmit = useCouponSelector((snapshot) => snapshot.can({ type: 'identity.submit', ssnLast4: '', dateOfBirth: '' }));
  const locked = stage === 'locked';
  const form = useStepForm({
    initialValues: { ssnLast4: answers?.ssnLast4 ?? '', dateOfBirth: answers?.dateOfBirth ?? '' },
    schema: SCHEMA,
    // The lock is said in its own box, with its end; any other refusal heads the form.
    refusal: locked ? null : error,
    onSubmit: (values) => actor.send({ type: 'identity.submit', ssnLast4: values.ssnLast4.trim(), dateOfBirth: values.dateOfBirth }),
  });
  return (
    <FlowPage meta={VERIFICATION_PAGE} heading={heading} notice={notice}>
      <Text fontSize="md">{say('coupon.verification.lead')}</Text>
      {locked && (
        <Notice tone="error">
          <Stack gap="1">
            <Text>{error}</Text>
            {lockedUntil && (
              <Text fontWeight="semibold" data-locked-until={lockedUntil}>
                {say('coupon.verification.tryAgainAfter', { time: lockEndWords(lockedUntil) })}
              </Text>
            )}
          </Stack>
        </Notice>
      )}
      <StepForm
        summary={form.summary}
        focusKey={form.focusKey}
        onSubmit={form.formik.handleSubmit}
        busy={stage === 'checking'}
        canSubmit={canSubmit}
        submitLabel={say('coupon.verification.continue')}
      >
        <fieldset disabled={locked} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="4">
            <TextField
              {...form.text('ssnLast4')}
              label={say('coupon.verification.ssnLabel')}
              hint={say('coupon.verification.ssnHint')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              disabled={locked}
            />
            <TextField
              {...form.text('dateOfBirth')}
              label={say('coupon.verification.dobLabel')}
              hint={say('coupon.verification.dobHint')}
              type="date"
              autoComplete="bday"
              disabled={locked}
            />
          </Stack>
        </fieldset>
      </StepForm>
    </FlowPage>
  );
}
