// The tips beside a wizard page: the same-day funding countdown (every step) and how to change the date
// (the bank-account step and after). The countdown's figures come from the machine's `funding` region,
// which reads the clock each second and when the page is shown again (`secondsLeft` to the cut-off instant);
// nothing is shown while it loads or when it is unavailable.
import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { TIP, stepPath } from '#machines/disbursement/pages.ts';
import { TextLink } from '../../account/parts/text-link.tsx';
import { useDisbursementSelector } from '../disbursement-actor.ts';
import { clockTime, countdownText, countdownWords, longDate } from './wording.ts';

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
  if (funding === 'none' || !sameDay) return null;
  const cutOff = `${clockTime(sameDay.cutOffTime)} New York time`;
  if (funding === 'counting') {
    return (
      <TipBox title="Get your money today" label="Same-day funding">
        <Text>
          Confirm within{' '}
          <chakra.span fontWeight="bold" fontSize="lg" fontVariantNumeric="tabular-nums" aria-hidden="true" data-countdown="">
            {countdownText(secondsLeft)}
          </chakra.span>
          <chakra.span srOnly>{countdownWords(secondsLeft)}</chakra.span> to get your money today.
        </Text>
        <Text color="fg.muted" fontSize="sm" mt="1">
          Same-day funding closes at {cutOff} on business days.
        </Text>
      </TipBox>
    );
  }
  return (
    <TipBox title="Funding on the next business day" label="Same-day funding">
      <Text>
        Same-day funding has closed for today (it closes at {cutOff} on business days). Your money will be sent on the next business day,{' '}
        <chakra.strong data-funding-date="">{longDate(sameDay.fundingDate)}</chakra.strong>.
      </Text>
    </TipBox>
  );
}

/** How to change the date: on the Date & Bank Account step, until the agreement is signed. */
export function ChangeDateTip({ onBankStep }: { onBankStep: boolean }) {
  return (
    <TipBox title="Need a different date?" label="Changing the date">
      <Text>
        You can change the date your money is sent on the Date &amp; Bank Account step at any time until you sign your loan agreement.{' '}
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
            Choose the date below
          </chakra.a>
        ) : (
          <TextLink href={stepPath('choose-bank-account')}>Change the date</TextLink>
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
