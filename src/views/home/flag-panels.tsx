// One panel per home-page flag: what the borrower's situation is, and the one action that moves it on.
// Each reads only its slice of the home statechart and sends its event.
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { LOAN_AMOUNT_RESULT, SIGNATURE_STATUS } from '#src/domain/codes/loan.ts';
import { formatCurrency, formatDate } from '#src/domain/format.ts';
import { HOME_PATHS } from '#machines/home/pages.ts';
import { isWithdrawable } from '#machines/home/home.machine.ts';
import { useDatePattern } from '../app-actor.ts';
import { TextLink } from '../account/parts/text-link.tsx';
import { DenialReasons } from '../guidance/parts/denial-reasons.tsx';
import { useHomeActor, useHomeSelector } from './home-actor.ts';
import { InProgressTracker } from './in-progress-tracker.tsx';
import { Facts, loanFacts } from './loan-status.tsx';

/** Until the server says it (an answer from before refusals carried their reasons): the spec's sentence. */
const REFUSAL_MESSAGE = 'We are unable to offer you a loan at this time. A denial letter is sent within 30 days.';

function Panel({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Box
      as="section"
      aria-labelledby={`${testId}-title`}
      data-home-panel={testId}
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      p={{ base: 4, md: 6 }}
    >
      <Stack gap="4">
        <Heading as="h2" id={`${testId}-title`} size="lg">
          {title}
        </Heading>
        {children}
      </Stack>
    </Box>
  );
}

function ActionButton({ event, children }: { event: Parameters<ReturnType<typeof useHomeActor>['send']>[0]; children: ReactNode }) {
  const actor = useHomeActor();
  const can = useHomeSelector((snapshot) => snapshot.can(event));
  return (
    <Button size="lg" colorPalette="brand" alignSelf={{ base: 'stretch', md: 'flex-start' }} disabled={!can} onClick={() => actor.send(event)}>
      {children}
    </Button>
  );
}

export function NoLoanAmountPanel() {
  const applicationNo = useHomeSelector((snapshot) => snapshot.context.disbursement?.applicationNo ?? null);
  const unavailable = useHomeSelector((snapshot) => snapshot.context.disbursement?.loanAmountResult === LOAN_AMOUNT_RESULT.unavailable);
  const underReview = useHomeSelector((snapshot) => snapshot.context.disbursement?.underReview ?? false);
  const refusal = useHomeSelector((snapshot) => snapshot.context.disbursement?.refusal ?? null);
  if (underReview)
    return (
      <Panel testId="no-loan-amount" title="We are reviewing your application">
        <Text>Thank you for your bank statement. Our team is reviewing it with your application, and we will e-mail you as soon as there is an update.</Text>
        {applicationNo && <Text color="fg.muted">Application {applicationNo}</Text>}
      </Panel>
    );
  if (unavailable)
    return (
      <Panel testId="no-loan-amount" title="Your application result">
        {/* The server's sentence (the spec's denial-letter message) and the same reasons as the result page and the letter. */}
        <Text data-qualification-message="">{refusal?.message ?? REFUSAL_MESSAGE}</Text>
        {refusal && <DenialReasons reasons={refusal.reasons} headingLevel="h3" />}
        {applicationNo && <Text color="fg.muted">Application {applicationNo}</Text>}
      </Panel>
    );
  return (
    <Panel testId="no-loan-amount" title={applicationNo ? 'Continue your application' : 'Apply for a loan'}>
      <Text>
        {applicationNo
          ? `Your application ${applicationNo} does not have a loan amount yet. Pick up where you left off: your answers are saved.`
          : 'Tell us a little about yourself, your income and your bank account, and we will show you how much you can borrow.'}
      </Text>
      <ActionButton event={{ type: 'home.continueApplication' }}>{applicationNo ? 'Continue your application' : 'Start your application'}</ActionButton>
    </Panel>
  );
}

export function PrepareApplicationPanel() {
  const amount = useHomeSelector((snapshot) => snapshot.context.disbursement?.qualifiedAmountCents ?? 0);
  return (
    <Panel testId="prepare-application" title="You qualify for a loan">
      <Text fontSize="lg">
        You can borrow up to{' '}
        <Text as="strong" fontSize="2xl" data-qualified-amount="">
          {formatCurrency(amount)}
        </Text>
        .
      </Text>
      <Text color="fg.muted">Choose how much you need and how you would like to repay it.</Text>
      <ActionButton event={{ type: 'home.chooseLoanAmount' }}>Choose your loan amount</ActionButton>
    </Panel>
  );
}

export function UnsignedPanel() {
  const loan = useHomeSelector((snapshot) => snapshot.context.disbursement?.loans[0] ?? null);
  const expired = loan?.signatureStatus === SIGNATURE_STATUS.expired;
  return (
    <Panel testId="unsigned" title="Sign your loan agreement">
      {loan && <Facts rows={[...loanFacts(loan), { label: 'Amount', value: formatCurrency(loan.amountCents), testId: 'loan-amount' }]} />}
      <Text>
        {expired
          ? 'Your signature request has expired. Sign your loan agreement again to receive your money.'
          : 'Your loan is ready. Read and sign your loan agreement to receive your money.'}
      </Text>
      <ActionButton event={{ type: 'home.sign' }}>Sign your loan agreement</ActionButton>
    </Panel>
  );
}

const WITHDRAWAL = (state: 'tracking' | 'confirmingWithdrawal' | 'withdrawing') => ({ shown: { page: { inProgress: state } } }) as const;

/** Until funding starts the borrower may change their mind: asked once more, then the loan is withdrawn. */
function Withdrawal() {
  const actor = useHomeActor();
  const confirming = useHomeSelector((snapshot) => snapshot.matches(WITHDRAWAL('confirmingWithdrawal')));
  const withdrawing = useHomeSelector((snapshot) => snapshot.matches(WITHDRAWAL('withdrawing')));
  const error = useHomeSelector((snapshot) => snapshot.context.error);
  if (!confirming && !withdrawing) {
    return (
      <Button variant="outline" colorPalette="brand" alignSelf="flex-start" onClick={() => actor.send({ type: 'withdraw.open' })}>
        Withdraw my loan
      </Button>
    );
  }
  return (
    <Stack gap="3" role="group" aria-labelledby="withdraw-question" borderWidth="2px" borderColor="border.error" borderRadius="l2" p="4">
      <Text id="withdraw-question" fontWeight="bold">
        Withdraw this loan?
      </Text>
      <Text>No money will be sent and you will owe nothing. You can apply again later. This cannot be undone.</Text>
      {error && (
        <Text role="alert" color="fg.error" fontWeight="semibold">
          {error}
        </Text>
      )}
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button colorPalette="red" loading={withdrawing} loadingText="Withdrawing…" onClick={() => actor.send({ type: 'withdraw.confirm' })}>
          Yes, withdraw my loan
        </Button>
        <Button variant="outline" disabled={withdrawing} onClick={() => actor.send({ type: 'withdraw.cancel' })}>
          Keep my loan
        </Button>
      </Stack>
    </Stack>
  );
}

export function InProgressPanel() {
  const loan = useHomeSelector((snapshot) => snapshot.context.disbursement?.loans[0] ?? null);
  const datePattern = useDatePattern();
  return (
    <Panel testId="in-progress" title="Your loan is on its way">
      {loan && <Facts rows={loanFacts(loan)} />}
      {loan?.disbursementDate && (
        <Text>
          Expected in your account on <strong>{formatDate(loan.disbursementDate, datePattern)}</strong> ({formatCurrency(loan.amountCents)}).
        </Text>
      )}
      <InProgressTracker tracker={loan?.tracker ?? null} />
      {loan?.signatureStatus === SIGNATURE_STATUS.signed && (
        <Text>
          <TextLink href={HOME_PATHS.loanAgreement}>Your signed loan agreement</TextLink> — read it or download the PDF.
        </Text>
      )}
      {isWithdrawable(loan?.loanStatus) && <Withdrawal />}
    </Panel>
  );
}

export function RepaymentPanel() {
  const actor = useHomeActor();
  const loading = useHomeSelector((snapshot) => snapshot.matches({ shown: { page: { repayment: 'loading' } } }));
  const failed = useHomeSelector((snapshot) => (snapshot.matches({ shown: { page: { repayment: 'failed' } } }) ? snapshot.context.error : null));
  const loans = useHomeSelector((snapshot) => snapshot.context.repaymentLoans);
  const datePattern = useDatePattern();
  return (
    <Panel testId="repayment" title={loans.length > 1 ? 'Your loans' : 'Your loan'}>
      {loading && <Text role="status">Loading your loan…</Text>}
      {failed && (
        <Stack gap="3" role="alert">
          <Text color="fg.error" fontWeight="semibold">
            {failed}
          </Text>
          <Button alignSelf="flex-start" colorPalette="brand" variant="outline" onClick={() => actor.send({ type: 'home.retry' })}>
            Try again
          </Button>
        </Stack>
      )}
      {loans.map((loan) => (
        <Facts
          key={loan.loanId}
          rows={[
            ...loanFacts(loan),
            { label: 'Balance', value: `${formatCurrency(loan.balanceCents)} of ${formatCurrency(loan.principalCents)}`, testId: 'balance' },
            ...(loan.nextPaymentDate && loan.nextPaymentAmountCents !== null
              ? [
                  {
                    label: 'Next payment',
                    value: `${formatCurrency(loan.nextPaymentAmountCents)} on ${formatDate(loan.nextPaymentDate, datePattern)}`,
                    testId: 'next-payment',
                  },
                ]
              : []),
          ]}
        />
      ))}
      {!loading && !failed && <ActionButton event={{ type: 'home.viewLoan' }}>View loan details</ActionButton>}
    </Panel>
  );
}

export function RepairInformationPanel() {
  const message = useHomeSelector((snapshot) => snapshot.context.disbursement?.repair?.message ?? null);
  return (
    <Panel testId="repair-information" title="Your application needs your attention">
      {message && (
        <Box borderLeftWidth="4px" borderColor="border.error" pl="3">
          <Text data-repair-message="">{message}</Text>
        </Box>
      )}
      <ActionButton event={{ type: 'home.fixInformation' }}>Fix my information</ActionButton>
    </Panel>
  );
}
