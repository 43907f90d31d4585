// /disbursement/choose-bank-account: when the money is sent (a date from available-date, in a calendar
// where weekends and Federal Reserve holidays cannot be picked), how (ACH or instant, with its fee), and
// to which of the borrower's accounts (shown masked). An account that is not the application's own is
// confirmed by typing its routing and account numbers, checked here by the spec's match-tail rule and sent
// once as bankConfirmation (the context never holds them).
import { useEffect, useMemo, useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { Stack } from '@chakra-ui/react/stack';
import * as v from 'valibot';
import { CHOICE_LISTS, codeLabel } from '#machines/disbursement/display.ts';
import { metaOf } from '#machines/disbursement/pages.ts';
import { BUSY } from '#machines/kit/retry.ts';
import type { DisbursementBankAccount, DisbursementMode } from '#src/api/contract/disbursement.ts';
import { PAYMENT_MODE } from '#src/domain/codes/payment.ts';
import { ACCOUNT_NUMBER_MAX_LENGTH, textSchema } from '#src/domain/schemas.ts';
import type { RoutedViewProps } from '../routed-view.ts';
import { useAppSelector, useDatePattern } from '../app-actor.ts';
import { TextField } from '#src/ui/forms/text-field.tsx';
import { SecretField } from '#src/ui/forms/secret-field.tsx';
import { StepForm } from '#src/ui/forms/step-form.tsx';
import { codeOf, fieldId, useStepForm } from '#src/ui/forms/use-step-form.ts';
import { useDisbursementActor, useDisbursementSelector } from './disbursement-actor.ts';
import { DatePicker } from '#src/ui/date-picker/date-picker.tsx';
import { OptionCards } from '#src/ui/option-cards/option-cards.tsx';
import { WizardPage } from './parts/wizard-page.tsx';
import { feeOf, feeWords, maskedAccount } from './parts/wording.ts';
import { say } from './words.ts';

type Values = { disbursementDate: string; disbursementMode: string; bankAccountId: string; bankConfirmation: { routingNumber: string; accountNumber: string } };

function accountSchema(dates: readonly string[], modes: readonly number[], account: DisbursementBankAccount | undefined): v.GenericSchema {
  const common = {
    disbursementDate: v.pipe(
      v.string(),
      v.check(
        (date: string) => date !== '',
        () => say('disbursement.account.dateMissing'),
      ),
      v.check(
        (date: string) => date === '' || dates.includes(date),
        () => say('disbursement.account.dateNotOffered'),
      ),
    ),
    disbursementMode: v.pipe(
      v.number(() => say('disbursement.account.modeMissing')),
      v.check(
        (mode: number) => modes.includes(mode),
        () => say('disbursement.account.modeMissing'),
      ),
    ),
    bankAccountId: v.pipe(
      v.string(),
      v.minLength(1, () => say('disbursement.account.accountMissing')),
    ),
  };
  if (!account || account.primary) return v.object(common);
  return v.object({
    ...common,
    bankConfirmation: v.object({
      routingNumber: textSchema(say('disbursement.account.routingNumber'), ['routingNumber', 'abaRoutingNumber', 'matchTail'], { last4: account.routingLast4 }),
      accountNumber: textSchema(say('disbursement.account.accountNumber'), ['accountNumber', 'matchTail', 'maxLength'], {
        last4: account.accountLast4,
        max: ACCOUNT_NUMBER_MAX_LENGTH,
      }),
    }),
  });
}

/** What each way to send the money means, by its catalog id. */
const MEANS: Readonly<Record<number, string>> = {
  [PAYMENT_MODE.ach]: 'disbursement.account.achMeans',
  [PAYMENT_MODE.instantFund]: 'disbursement.account.instantMeans',
};

export function BankAccountView({ heading }: RoutedViewProps) {
  // A loan flag (10002: choose the date again) starts the form afresh, without the date that can no longer be used.
  const notice = useDisbursementSelector((snapshot) => snapshot.context.notice);
  return <BankAccountForm key={notice ?? ''} heading={heading} />;
}

function BankAccountForm({ heading }: RoutedViewProps) {
  const actor = useDisbursementActor();
  const option = useDisbursementSelector((snapshot) => snapshot.context.option);
  const choices = useDisbursementSelector((snapshot) => snapshot.context.choices);
  const dates = useDisbursementSelector((snapshot) => snapshot.context.dates);
  const defaultDate = useDisbursementSelector((snapshot) => snapshot.context.defaultDate);
  const loadError = useDisbursementSelector((snapshot) => (snapshot.context.dates ? null : snapshot.context.error));
  const fees = useDisbursementSelector((snapshot) => snapshot.context.fees);
  const domains = useDisbursementSelector((snapshot) => snapshot.context.forms?.domains);
  const busy = useDisbursementSelector((snapshot) => snapshot.hasTag(BUSY));
  const editing = useDisbursementSelector((snapshot) =>
    snapshot.can({ type: 'account.submit', disbursementDate: '', disbursementMode: PAYMENT_MODE.ach, bankAccountId: '' }),
  );
  const holidays = useAppSelector((snapshot) => snapshot.context.holidays);
  const datePattern = useDatePattern();
  // The closures of the months the calendar shows, named by the server (available-date).
  const holidayNames = useMemo(() => Object.fromEntries((dates?.holidays ?? []).map((holiday) => [holiday.date, holiday.name])), [dates]);
  const accounts = option?.bankAccounts ?? [];
  const modes = option?.program.disbursementModes ?? [];
  const primary = accounts.find((account) => account.primary) ?? accounts[0];

  const initialAccountId = choices.bankAccountId ?? primary?.bankAccountId ?? '';
  // The chosen account decides whether its numbers are asked: kept beside the form, set with it.
  const [accountId, setAccountId] = useState(initialAccountId);
  const chosen = accounts.find((account) => account.bankAccountId === accountId);
  const schema = accountSchema(dates?.dates ?? [], modes, chosen);
  const toAnswers = (values: Values) => ({
    disbursementDate: values.disbursementDate,
    disbursementMode: codeOf(values.disbursementMode),
    bankAccountId: values.bankAccountId,
    ...(chosen && !chosen.primary
      ? { bankConfirmation: { routingNumber: values.bankConfirmation.routingNumber.trim(), accountNumber: values.bankConfirmation.accountNumber.trim() } }
      : {}),
  });
  const checked = useStepForm<Values>({
    initialValues: {
      disbursementDate: choices.disbursementDate ?? '',
      disbursementMode: choices.disbursementMode !== null ? String(choices.disbursementMode) : String(modes[0] ?? ''),
      bankAccountId: initialAccountId,
      bankConfirmation: { routingNumber: '', accountNumber: '' },
    },
    schema,
    toAnswers,
    refusal: null,
    onSubmit: (values) => {
      const answers = toAnswers(values);
      actor.send({
        type: 'account.submit',
        disbursementDate: answers.disbursementDate,
        disbursementMode: answers.disbursementMode as DisbursementMode,
        bankAccountId: answers.bankAccountId,
        ...(answers.bankConfirmation ? { bankConfirmation: answers.bankConfirmation } : {}),
      });
    },
  });
  // The earliest funding date is offered when nothing is chosen yet (get-default-disbursement-date).
  const { values: formValues, setFieldValue } = checked.formik;
  useEffect(() => {
    if (defaultDate && !formValues.disbursementDate && dates?.dates.includes(defaultDate)) void setFieldValue('disbursementDate', defaultDate, false);
  }, [defaultDate, dates, formValues.disbursementDate, setFieldValue]);
  if (!option || !domains) return null;
  const values = checked.formik.values;
  return (
    <WizardPage meta={metaOf('choose-bank-account')} heading={heading} onBankStep>
      <StepForm summary={checked.summary} focusKey={checked.focusKey} onSubmit={checked.formik.handleSubmit} busy={busy} canSubmit={editing && dates !== null}>
        {dates ? (
          <DatePicker
            id={fieldId('disbursementDate')}
            label={say('disbursement.account.dateLabel')}
            value={values.disbursementDate}
            onChange={(date) => {
              void checked.formik.setFieldTouched('disbursementDate', true, false);
              void checked.formik.setFieldValue('disbursementDate', date);
            }}
            dates={dates.dates}
            earliest={dates.earliest}
            latest={dates.latest}
            holidays={holidays}
            holidayNames={holidayNames}
            error={checked.fieldError('disbursementDate')}
            disabled={busy}
            datePattern={datePattern}
          />
        ) : loadError ? (
          <Button
            size="lg"
            variant="outline"
            colorPalette="brand"
            alignSelf="flex-start"
            id={fieldId('disbursementDate')}
            onClick={() => actor.send({ type: 'retry' })}
          >
            {say('disbursement.account.loadDatesAgain')}
          </Button>
        ) : (
          <Text role="status" fontSize="md" id={fieldId('disbursementDate')}>
            {say('disbursement.account.loadingDates')}
          </Text>
        )}
        <OptionCards
          {...checked.choice('disbursementMode')}
          label={say('disbursement.account.modeLabel')}
          options={modes.map((mode) => ({
            value: mode,
            label: codeLabel(domains, CHOICE_LISTS.disbursementMode, mode),
            description: MEANS[mode] && say(MEANS[mode]),
            cost: feeWords(feeOf(fees, 'disbursement', mode)),
          }))}
          disabled={busy}
        />
        <OptionCards
          {...checked.choice('bankAccountId')}
          onChange={(id) => {
            setAccountId(id);
            checked.choice('bankAccountId').onChange(id);
          }}
          label={say('disbursement.account.accountLabel')}
          hint={say('disbursement.account.accountHint')}
          options={accounts.map((account) => ({
            value: account.bankAccountId,
            label: maskedAccount(account),
            description: say(account.primary ? 'disbursement.account.primaryAccount' : 'disbursement.account.otherAccount', { last4: account.routingLast4 }),
            badge: account.verified ? say('disbursement.account.verified') : undefined,
          }))}
          disabled={busy}
        />
        {chosen && !chosen.primary && (
          <Stack gap="1" borderWidth="1px" borderColor="border" borderRadius="l2" p="4" bg="bg.subtle">
            <Text fontWeight="bold" fontSize="md">
              {say('disbursement.account.confirmTitle', { account: maskedAccount(chosen) })}
            </Text>
            <Text color="fg.muted" fontSize="md" mb="2">
              {say('disbursement.account.confirmLead')}
            </Text>
            <TextField
              label={say('disbursement.account.routingNumber')}
              hint={say('disbursement.account.routingHint', { last4: chosen.routingLast4 })}
              inputMode="numeric"
              autoComplete="off"
              maxLength={9}
              {...checked.text('bankConfirmation.routingNumber')}
            />
            <SecretField
              label={say('disbursement.account.accountNumber')}
              hint={say('disbursement.account.accountNumberHint', { last4: chosen.accountLast4 })}
              maxLength={ACCOUNT_NUMBER_MAX_LENGTH}
              {...checked.text('bankConfirmation.accountNumber')}
            />
          </Stack>
        )}
      </StepForm>
    </WizardPage>
  );
}
