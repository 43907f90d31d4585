// /disbursement/confirm-details: check your answers. Every choice in a list with a Change link back to
// its step (the rows and their words are the server's loan-detail section, config get-form), the APR and finance charge of the
// schedule (the term's, or asked again when the page is opened by a reload or on another device), where to mail payments when repaying
// by paper check (paper-check), the debit card repaid from, and Confirm (save-payment-option mode 1: the loan is created and waits for
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
import { useDatePattern } from '../app-actor.ts';
import { TextLink } from '#src/ui/text-link.tsx';
import { useDisbursementActor, useDisbursementSelector } from './disbursement-actor.ts';
import { WizardPage } from './parts/wizard-page.tsx';
import { maskedAccount } from './parts/wording.ts';
import { RichWords, say } from './words.ts';

// Three calls on this page one after the other, each tagged busy and each shown in its own place: the schedule's
// figures (their rows), the mailing address (its box) and Confirm (the button, loading until the signing page opens).
// The tag cannot tell them apart, so each is read by its state.
const CONFIRM = (state: 'quoting' | 'addressing' | 'confirming' | 'confirmed') => ({ wizard: { ready: { 'confirm-details': state } } }) as const;

type Row = { key: string; label: string; value: ReactNode; change?: DisbursementStep | undefined };

/** Where each row's value is chosen, for its Change link (the APR's Review goes to the term); the link names it (disbursement.confirm.what.<key>). */
const CHANGE: Readonly<Record<string, DisbursementStep>> = {
  amountCents: 'choose-loan-amount',
  paymentFrequency: 'choose-payment-mode',
  repaymentMode: 'choose-payment-mode',
  disbursementDate: 'choose-bank-account',
  disbursementMode: 'choose-bank-account',
  bankAccount: 'choose-bank-account',
  aprPercent: 'choose-loan-term',
};

export function ConfirmView({ heading }: RoutedViewProps) {
  const actor = useDisbursementActor();
  const option = useDisbursementSelector((snapshot) => snapshot.context.option);
  const choices = useDisbursementSelector((snapshot) => snapshot.context.choices);
  const schedule = useDisbursementSelector((snapshot) => snapshot.context.schedule);
  const paperCheck = useDisbursementSelector((snapshot) => snapshot.context.paperCheck);
  const card = useDisbursementSelector((snapshot) => snapshot.context.card);
  // Opened by a reload or on another device: the schedule's figures are on their way.
  const quoting = useDisbursementSelector((snapshot) => snapshot.matches(CONFIRM('quoting')));
  const addressing = useDisbursementSelector((snapshot) => snapshot.matches(CONFIRM('addressing')));
  const confirming = useDisbursementSelector((snapshot) => snapshot.matches(CONFIRM('confirming')) || snapshot.matches(CONFIRM('confirmed')));
  const canConfirm = useDisbursementSelector((snapshot) => snapshot.can({ type: 'confirm.submit' }));
  const account = option?.bankAccounts.find((each) => each.bankAccountId === choices.bankAccountId);
  const byCheck = choices.repaymentMode === TRANSACTION_MODE.paperCheck;

  // The rows are the server's loan-detail section (config get-form); the figures of the schedule join once it is calculated.
  const forms = useDisbursementSelector((snapshot) => snapshot.context.forms);
  const datePattern = useDatePattern();
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
  const rows: Row[] = shownRows(sectionOf(forms, 'loan-detail'), values, forms?.domains ?? {}, datePattern).map((row) => ({
    key: row.key,
    label: row.label,
    value: row.emphasis ? (
      <chakra.strong fontSize="lg">{row.text}</chakra.strong>
    ) : (
      <>
        {row.text}
        {row.key === 'repaymentMode' && choices.repaymentMode === PAYMENT_MODE.ach && choices.achAuthorized && (
          <Text as="span" display="block" color="fg.muted" fontSize="sm">
            {say('disbursement.confirm.achGiven')}
          </Text>
        )}
        {row.key === 'repaymentMode' && choices.repaymentMode === PAYMENT_MODE.debitCard && card && (
          <Text as="span" display="block" color="fg.muted" fontSize="sm" data-confirm-card={card.last4}>
            {say('disbursement.confirm.cardGiven', { brand: card.brand, last4: card.last4 })}
          </Text>
        )}
      </>
    ),
    change: CHANGE[row.key],
  }));

  return (
    <WizardPage meta={metaOf('confirm-details')} heading={heading}>
      <Text fontSize="md">{say('disbursement.confirm.lead')}</Text>
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
                <TextLink href={stepPath(row.change)}>
                  <RichWords
                    id={row.change === 'choose-loan-term' ? 'disbursement.confirm.review' : 'disbursement.confirm.change'}
                    values={{ what: say(`disbursement.confirm.what.${row.key}`) }}
                    parts={[<chakra.span srOnly />]}
                  />
                </TextLink>
              )}
            </chakra.dd>
          </Box>
        ))}
      </chakra.dl>
      {quoting && (
        <Text role="status" fontSize="md" color="fg.muted" data-quoting="">
          {say('disbursement.term.calculating')}
        </Text>
      )}
      {byCheck && (
        <Box as="section" aria-labelledby="mail-title" borderWidth="1px" borderColor="border" borderRadius="l2" p="4" bg="bg.subtle" data-paper-check="">
          <Heading as="h2" id="mail-title" fontSize="lg" mb="2">
            {say('disbursement.confirm.mailTitle')}
          </Heading>
          {addressing ? (
            <Text role="status" fontSize="md">
              {say('disbursement.confirm.mailLoading')}
            </Text>
          ) : paperCheck ? (
            <>
              <Text fontSize="md">
                <RichWords id="disbursement.confirm.payableTo" values={{ payableTo: paperCheck.payableTo }} parts={[<strong />]} />
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
                {say('disbursement.confirm.cityLine', {
                  city: paperCheck.mailingAddress.city,
                  state: paperCheck.mailingAddress.state,
                  zip: paperCheck.mailingAddress.zip,
                })}
              </chakra.address>
              <Text fontSize="md">
                <RichWords id="disbursement.confirm.memo" values={{ memo: paperCheck.memo }} parts={[<strong />]} />
              </Text>
            </>
          ) : (
            <Text fontSize="md">{say('disbursement.confirm.mailLater')}</Text>
          )}
        </Box>
      )}
      <Button
        size="lg"
        colorPalette="brand"
        w={{ base: 'full', sm: 'auto' }}
        alignSelf="flex-start"
        loading={confirming}
        loadingText={say('disbursement.confirm.confirming')}
        disabled={!canConfirm && !confirming}
        onClick={() => actor.send({ type: 'confirm.submit' })}
      >
        {say('disbursement.confirm.submit')}
      </Button>
    </WizardPage>
  );
}
