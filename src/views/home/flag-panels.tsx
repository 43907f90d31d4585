// One panel per home-page flag: what the borrower's situation is, and the one action that moves it on.
// Each reads only its slice of the home statechart and sends its event.
import type { ReactNode } from 'react';
import { FAILED } from '#machines/kit/retry.ts';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { LOAN_AMOUNT_RESULT, SIGNATURE_STATUS } from '#src/domain/codes/loan.ts';
import { formatCurrency, formatDate } from '#src/domain/format.ts';
import { loanAgreementPath, SIGNING_PATHS } from '#machines/signing/pages.ts';
import { isWithdrawable } from '#machines/home/home.machine.ts';
import { useDatePattern } from '../app-actor.ts';
import { RetryAlert } from '#src/ui/retry-alert.tsx';
import { TextLink } from '#src/ui/text-link.tsx';
import { DenialReasons } from '#src/ui/denial-reasons.tsx';
import { useHomeActor, useHomeSelector } from './home-actor.ts';
import { InProgressTracker } from './in-progress-tracker.tsx';
import { Facts, loanFacts } from '#src/ui/loan-facts/loan-facts.tsx';
import { RichWords, say } from './words.ts';

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
      <Panel testId="no-loan-amount" title={say('home.panel.underReview.title')}>
        <Text>{say('home.panel.underReview.lead')}</Text>
        {applicationNo && <Text color="fg.muted">{say('home.panel.applicationNo', { applicationNo })}</Text>}
      </Panel>
    );
  if (unavailable)
    return (
      <Panel testId="no-loan-amount" title={say('home.panel.result.title')}>
        {/* The server's sentence (the spec's denial-letter message) and the same reasons as the result page and the letter;
            until the server says it (an answer from before refusals carried their reasons), the spec's sentence. */}
        <Text data-qualification-message="">{refusal?.message ?? say('home.panel.result.refused')}</Text>
        {refusal && <DenialReasons reasons={refusal.reasons} headingLevel="h3" />}
        {applicationNo && <Text color="fg.muted">{say('home.panel.applicationNo', { applicationNo })}</Text>}
      </Panel>
    );
  return (
    <Panel testId="no-loan-amount" title={say(applicationNo ? 'home.panel.apply.continue' : 'home.panel.apply.title')}>
      <Text>{applicationNo ? say('home.panel.apply.continueLead', { applicationNo }) : say('home.panel.apply.startLead')}</Text>
      <ActionButton event={{ type: 'home.continueApplication' }}>{say(applicationNo ? 'home.panel.apply.continue' : 'home.panel.apply.start')}</ActionButton>
    </Panel>
  );
}

export function PrepareApplicationPanel() {
  const amount = useHomeSelector((snapshot) => snapshot.context.disbursement?.qualifiedAmountCents ?? 0);
  return (
    <Panel testId="prepare-application" title={say('home.panel.qualified.title')}>
      <Text fontSize="lg">
        <RichWords
          id="home.panel.qualified.upTo"
          values={{ amount: formatCurrency(amount) }}
          parts={[<Text as="strong" fontSize="2xl" data-qualified-amount="" />]}
        />
      </Text>
      <Text color="fg.muted">{say('home.panel.qualified.lead')}</Text>
      <ActionButton event={{ type: 'home.chooseLoanAmount' }}>{say('home.panel.qualified.choose')}</ActionButton>
    </Panel>
  );
}

export function UnsignedPanel() {
  const loan = useHomeSelector((snapshot) => snapshot.context.disbursement?.loans[0] ?? null);
  const expired = loan?.signatureStatus === SIGNATURE_STATUS.expired;
  return (
    <Panel testId="unsigned" title={say('home.panel.unsigned.sign')}>
      {loan && <Facts rows={[...loanFacts(loan), { label: say('home.facts.amount'), value: formatCurrency(loan.amountCents), testId: 'loan-amount' }]} />}
      <Text>{say(expired ? 'home.panel.unsigned.expired' : 'home.panel.unsigned.ready')}</Text>
      <ActionButton event={{ type: 'home.sign' }}>{say('home.panel.unsigned.sign')}</ActionButton>
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
        {say('home.withdraw.open')}
      </Button>
    );
  }
  return (
    <Stack gap="3" role="group" aria-labelledby="withdraw-question" borderWidth="2px" borderColor="border.error" borderRadius="l2" p="4">
      <Text id="withdraw-question" fontWeight="bold">
        {say('home.withdraw.question')}
      </Text>
      <Text>{say('home.withdraw.lead')}</Text>
      {error && (
        <Text role="alert" color="fg.error" fontWeight="semibold">
          {error}
        </Text>
      )}
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button
          colorPalette="red"
          loading={withdrawing}
          loadingText={say('home.withdraw.withdrawing')}
          onClick={() => actor.send({ type: 'withdraw.confirm' })}
        >
          {say('home.withdraw.confirm')}
        </Button>
        <Button variant="outline" disabled={withdrawing} onClick={() => actor.send({ type: 'withdraw.cancel' })}>
          {say('home.withdraw.keep')}
        </Button>
      </Stack>
    </Stack>
  );
}

export function InProgressPanel() {
  const loan = useHomeSelector((snapshot) => snapshot.context.disbursement?.loans[0] ?? null);
  const datePattern = useDatePattern();
  return (
    <Panel testId="in-progress" title={say('home.panel.inProgress.title')}>
      {loan && <Facts rows={loanFacts(loan)} />}
      {loan?.disbursementDate && (
        <Text>
          <RichWords
            id="home.panel.inProgress.expected"
            values={{ date: formatDate(loan.disbursementDate, datePattern), amount: formatCurrency(loan.amountCents) }}
            parts={[<strong />]}
          />
        </Text>
      )}
      <InProgressTracker tracker={loan?.tracker ?? null} />
      {loan?.signatureStatus === SIGNATURE_STATUS.signed && (
        <Text>
          <RichWords id="home.panel.inProgress.signedAgreement" parts={[<TextLink href={SIGNING_PATHS.agreement} />]} />
        </Text>
      )}
      {isWithdrawable(loan?.loanStatus) && <Withdrawal />}
    </Panel>
  );
}

export function RepaymentPanel() {
  const actor = useHomeActor();
  const loading = useHomeSelector((snapshot) => snapshot.matches({ shown: { page: { repayment: 'loading' } } }));
  // On this panel the only failed state is its loans' load (the page's own load failed shows no panel).
  const failed = useHomeSelector((snapshot) => (snapshot.hasTag(FAILED) ? snapshot.context.error : null));
  const loans = useHomeSelector((snapshot) => snapshot.context.repaymentLoans);
  const datePattern = useDatePattern();
  return (
    <Panel testId="repayment" title={say('home.panel.repayment.title', { count: loans.length })}>
      {loading && <Text role="status">{say('home.panel.repayment.loading')}</Text>}
      {failed && <RetryAlert error={failed} onRetry={() => actor.send({ type: 'retry' })} />}
      {loans.map((loan) => (
        <Stack key={loan.loanId} gap="2">
          <Facts
            rows={[
              ...loanFacts(loan),
              {
                label: say('home.facts.balance'),
                value: say('home.facts.balanceOf', { balance: formatCurrency(loan.balanceCents), principal: formatCurrency(loan.principalCents) }),
                testId: 'balance',
              },
              ...(loan.nextPaymentDate && loan.nextPaymentAmountCents !== null
                ? [
                    {
                      label: say('home.facts.nextPayment'),
                      value: say('home.facts.nextPaymentOn', {
                        amount: formatCurrency(loan.nextPaymentAmountCents),
                        date: formatDate(loan.nextPaymentDate, datePattern),
                      }),
                      testId: 'next-payment',
                    },
                  ]
                : []),
            ]}
          />
          {/* Its signed agreement is kept here (not a loan attached from elsewhere): to read and download (issue 12). */}
          {loan.signedAgreement && (
            <Text data-signed-agreement-link="">
              <TextLink href={loanAgreementPath(loan.loanNo)} label={say('home.panel.repayment.signedAgreementOf', { loanNo: loan.loanNo })}>
                {say('home.panel.repayment.signedAgreement')}
              </TextLink>
            </Text>
          )}
        </Stack>
      ))}
      {!loading && !failed && <ActionButton event={{ type: 'home.viewLoan' }}>{say('home.panel.repayment.viewLoan')}</ActionButton>}
    </Panel>
  );
}

export function RepairInformationPanel() {
  const message = useHomeSelector((snapshot) => snapshot.context.disbursement?.repair?.message ?? null);
  return (
    <Panel testId="repair-information" title={say('home.panel.repair.title')}>
      {message && (
        <Box borderLeftWidth="4px" borderColor="border.error" pl="3">
          <Text data-repair-message="">{message}</Text>
        </Box>
      )}
      <ActionButton event={{ type: 'home.fixInformation' }}>{say('home.panel.repair.fix')}</ActionButton>
    </Panel>
  );
}
