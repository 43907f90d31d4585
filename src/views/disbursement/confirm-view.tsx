// /disbursement/confirm-details: check your answers. Every choice in a list with a Change link back to
// its step (the rows and their words are the server's loan-detail section, config get-form), the APR and finance charge when the schedule is loaded, where to mail payments when repaying
// by paper check (paper-check), and Confirm (save-payment-option mode 1: the loan is created and waits for
// the signature).
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { metaOf, stepPath } from '#machines/disbursement/pages.ts';
import type { DisbursementStep } from '#src/api/contract/disbursement.ts';
import { PAYMENT_MODE, TRANSACTION_MODE } from '#src/domain/codes/payment.ts';
import { sectionOf, shownRows, type DisplayValues } from '#machines/disbursement/display.ts';
import type { RoutedViewProps } from '../routed-view.ts';
import { TextLink } from '../account/parts/text-link.tsx';
import { useDisbursementActor, useDisbursementSelector } from './disbursement-actor.ts';
import { WizardPage } from './parts/wizard-page.tsx';
import { maskedAccount } from './parts/wording.ts';

const CONFIRM = (state: 'reviewing' | 'addressing' | 'addressed' | 'confirming' | 'confirmed') =>
  ({ wizard: { ready: { 'confirm-details': state } } }) as const;

type Row = { key: string; label: string; value: ReactNode; change?: { step: DisbursementStep; what: string } | undefined };

/** Where each row's value is chosen, for its Change link (the APR's Review goes to the term). */
const CHANGE: Readonly<Record<string, { step: DisbursementStep; what: string }>> = {
  amountCents: { step: 'choose-loan-amount', what: 'loan amount' },
  paymentFrequency: { step: 'choose-payment-mode', what: 'how often you pay' },
  repaymentMode: { step: 'choose-payment-mode', what: 'how you repay' },
  disbursementDate: { step: 'choose-bank-account', what: 'date your money is sent' },
  disbursementMode: { step: 'choose-bank-account', what: 'how your money is sent' },
  bankAccount: { step: 'choose-bank-account', what: 'bank account' },
  aprPercent: { step: 'choose-loan-term', what: 'loan term' },
};

export function ConfirmView({ heading }: RoutedViewProps) {
  const actor = useDisbursementActor();
  const option = useDisbursementSelector((snapshot) => snapshot.context.option);
  const choices = useDisbursementSelector((snapshot) => snapshot.context.choices);
  const schedule = useDisbursementSelector((snapshot) => snapshot.context.schedule);
  const paperCheck = useDisbursementSelector((snapshot) => snapshot.context.paperCheck);
  const addressing = useDisbursementSelector((snapshot) => snapshot.matches(CONFIRM('addressing')));
  const confirming = useDisbursementSelector((snapshot) => snapshot.matches(CONFIRM('confirming')) || snapshot.matches(CONFIRM('confirmed')));
  const canConfirm = useDisbursementSelector((snapshot) => snapshot.matches(CONFIRM('reviewing')) || snapshot.matches(CONFIRM('addressed')));
  const account = option?.bankAccounts.find((each) => each.bankAccountId === choices.bankAccountId);
  const byCheck = choices.repaymentMode === TRANSACTION_MODE.paperCheck;

  // The rows are the server's loan-detail section (config get-form); the figures of the schedule join once it is calculated.
  const forms = useDisbursementSelector((snapshot) => snapshot.context.forms);
  const values: DisplayValues = {
    amountCents: choices.amountCents,
    paymentFrequency: choices.paymentFrequency,
    repaymentMode: choices.repaymentMode,
    disbursementDate: choices.disbursementDate,
    disbursementMode: choices.disbursementMode,
    bankAccount: account ? maskedAccount(account) : null,
    ...(schedule
      ? {
          aprPercent: schedule.disclosure.aprPercent,
          financeChargeCents: schedule.disclosure.financeChargeCents,
          paymentCount: schedule.schedule.length,
          totalOfPaymentsCents: schedule.disclosure.totalOfPaymentsCents,
        }
      : {}),
  };
  const rows: Row[] = shownRows(sectionOf(forms, 'loan-detail'), values, forms?.domains ?? {}).map((row) => ({
    key: row.key,
    label: row.label,
    value: row.emphasis ? (
      <chakra.strong fontSize="lg">{row.text}</chakra.strong>
    ) : (
      <>
        {row.text}
        {row.key === 'repaymentMode' && choices.repaymentMode === PAYMENT_MODE.ach && choices.achAuthorized && (
          <Text as="span" display="block" color="fg.muted" fontSize="sm">
            ACH authorization given
          </Text>
        )}
      </>
    ),
    change: CHANGE[row.key],
  }));

  return (
    <WizardPage meta={metaOf('confirm-details')} heading={heading}>
      <Text fontSize="md">Check your loan before you confirm. You sign your loan agreement next.</Text>
      <chakra.dl m="0" borderTopWidth="1px" borderColor="border" data-check-answers="">
        {rows.map((row) => (
          <Box
            key={row.key}
            display="grid"
            gridTemplateColumns={{ base: 'minmax(0, 1fr) auto', md: '14rem minmax(0, 1fr) auto' }}
            columnGap="4"
            rowGap="1"
            py="3"
            borderBottomWidth="1px"
            borderColor="border"
            alignItems="baseline"
          >
            <chakra.dt fontWeight="semibold" fontSize="md" gridColumn={{ base: '1', md: 'auto' }}>
              {row.label}
            </chakra.dt>
            <chakra.dd m="0" fontSize="md" gridColumn={{ base: '1 / -1', md: 'auto' }} gridRow={{ base: '2', md: 'auto' }}>
              {row.value}
            </chakra.dd>
            <chakra.dd m="0" textAlign="end" gridColumn={{ base: '2', md: 'auto' }} gridRow={{ base: '1', md: 'auto' }}>
              {row.change && (
                <TextLink href={stepPath(row.change.step)}>
                  {row.change.step === 'choose-loan-term' ? 'Review' : 'Change'}
                  <chakra.span srOnly> {row.change.what}</chakra.span>
                </TextLink>
              )}
            </chakra.dd>
          </Box>
        ))}
      </chakra.dl>
      {byCheck && (
        <Box as="section" aria-labelledby="mail-title" borderWidth="1px" borderColor="border" borderRadius="l2" p="4" bg="bg.subtle" data-paper-check="">
          <Heading as="h2" id="mail-title" fontSize="lg" mb="2">
            Where to mail your payments
          </Heading>
          {addressing ? (
            <Text role="status" fontSize="md">
              Loading the mailing address…
            </Text>
          ) : paperCheck ? (
            <>
              <Text fontSize="md">
                Make each check payable to <strong>{paperCheck.payableTo}</strong> and mail it to:
              </Text>
              <chakra.address fontStyle="normal" fontSize="md" my="2" ps="3" borderLeftWidth="3px" borderColor="brand.solid">
                {paperCheck.payableTo}
                <br />
                {paperCheck.mailingAddress.line1}
                <br />
                {paperCheck.mailingAddress.line2 && (
                  <>
                    {paperCheck.mailingAddress.line2}
                    <br />
                  </>
                )}
                {paperCheck.mailingAddress.city}, {paperCheck.mailingAddress.state} {paperCheck.mailingAddress.zip}
              </chakra.address>
              <Text fontSize="md">
                Write <strong>{paperCheck.memo}</strong> on the memo line, and mail each check in time to reach us by its due date.
              </Text>
            </>
          ) : (
            <Text fontSize="md">We will send you the mailing address with your loan agreement.</Text>
          )}
        </Box>
      )}
      <Button
        size="lg"
        colorPalette="brand"
        w={{ base: 'full', sm: 'auto' }}
        alignSelf="flex-start"
        loading={confirming}
        loadingText="Confirming…"
        disabled={!canConfirm && !confirming}
        onClick={() => actor.send({ type: 'confirm.submit' })}
      >
        Confirm my loan
      </Button>
    </WizardPage>
  );
}
