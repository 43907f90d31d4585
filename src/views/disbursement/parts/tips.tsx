// The tips beside a wizard page: the same-day funding countdown (every step) and how to change the date
// (the bank-account step and after). The countdown's figures come from the machine's `funding` region,
// which reads the clock each second and when the page is shown again (`secondsLeft` to the cut-off instant);
// nothing is shown while it loads or when it is unavailable. While it counts, the tip also says when the money is
// sent if the borrower confirms after the cut-off (the next business day, get-next-business-day); after it, the
// countdown's own answer names that day.
import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { TIP, stepPath } from '#machines/disbursement/pages.ts';
import { TextLink } from '#src/ui/text-link.tsx';
import { useDisbursementSelector } from '../disbursement-actor.ts';
import { clockTime, countdownText, countdownWords, longDate } from './wording.ts';
import { RichWords, say } from '../words.ts';

function TipBox({ title, children, label }: { title: string; children: React.ReactNode; label: string }) {
  return (
    <Box as="section" aria-label={label} bg="tint.subtle" color="fg" borderRadius="l2" px="4" py="3" borderLeftWidth="4px" borderLeftColor="brand.solid">
      <Text fontWeight="bold" fontSize="md">
        {title}
      </Text>
      <Box fontSize="md" mt="1">
        {children}
      </Box>
    </Box>
  );
}

export function SameDayTip() {
  const funding = useDisbursementSelector((snapshot) =>
    snapshot.matches({ funding: 'counting' }) ? 'counting' : snapshot.matches({ funding: 'closed' }) ? 'closed' : 'none',
  );
  const sameDay = useDisbursementSelector((snapshot) => snapshot.context.sameDay);
  const secondsLeft = useDisbursementSelector((snapshot) => snapshot.context.secondsLeft);
  const afterCutOffDate = useDisbursementSelector((snapshot) => snapshot.context.afterCutOffDate);
  if (funding === 'none' || !sameDay) return null;
  const cutOff = say('disbursement.tip.cutOff', { time: clockTime(sameDay.cutOffTime) });
  if (funding === 'counting') {
    return (
      <TipBox title={say('disbursement.tip.todayTitle')} label={say('disbursement.tip.sameDayLabel')}>
        <Text>
          <RichWords
            id="disbursement.tip.confirmWithin"
            values={{ countdown: countdownText(secondsLeft), spoken: countdownWords(secondsLeft) }}
            parts={[
              <chakra.span fontWeight="bold" fontSize="lg" fontVariantNumeric="tabular-nums" aria-hidden="true" data-countdown="" />,
              <chakra.span srOnly />,
            ]}
          />
        </Text>
        <Text color="fg.muted" fontSize="sm" mt="1" data-after-cut-off={afterCutOffDate ?? undefined}>
          {afterCutOffDate ? say('disbursement.tip.afterCutOff', { cutOff, date: longDate(afterCutOffDate) }) : say('disbursement.tip.closesAt', { cutOff })}
        </Text>
      </TipBox>
    );
  }
  return (
    <TipBox title={say('disbursement.tip.nextDayTitle')} label={say('disbursement.tip.sameDayLabel')}>
      <Text>
        <RichWords id="disbursement.tip.closed" values={{ cutOff, date: longDate(sameDay.fundingDate) }} parts={[<chakra.strong data-funding-date="" />]} />
      </Text>
    </TipBox>
  );
}

/** How to change the date: on the Date & Bank Account step, until the agreement is signed. */
export function ChangeDateTip({ onBankStep }: { onBankStep: boolean }) {
  return (
    <TipBox title={say('disbursement.tip.changeDateTitle')} label={say('disbursement.tip.changeDateLabel')}>
      <Text>
        {say('disbursement.tip.changeDate')}{' '}
        {onBankStep ? (
          <chakra.a
            href="#field-disbursementDate"
            color="brand.fg"
            fontWeight="semibold"
            textDecoration="underline"
            // A plain in-page link: focus the calendar without changing the URL (the router reads the URL).
            onClick={(event) => {
              event.preventDefault();
              const picker = document.getElementById('field-disbursementDate');
              picker?.scrollIntoView({ block: 'start' });
              picker?.focus({ preventScroll: true });
            }}
          >
            {say('disbursement.tip.chooseBelow')}
          </chakra.a>
        ) : (
          <TextLink href={stepPath('choose-bank-account')}>{say('disbursement.tip.changeDateLink')}</TextLink>
        )}
      </Text>
    </TipBox>
  );
}

export function Tips({ tips, onBankStep = false }: { tips: readonly string[]; onBankStep?: boolean }) {
  return (
    <Stack gap="3">
      {tips.includes(TIP.sameDay) && <SameDayTip />}
      {tips.includes(TIP.changeDate) && <ChangeDateTip onBankStep={onBankStep} />}
    </Stack>
  );
}
