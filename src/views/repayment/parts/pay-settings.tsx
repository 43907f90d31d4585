// The paydays and payment rules a loan's schedule follows, as a list of terms, with the way to change them; and
// the changes the borrower made themselves, each setting before and after (decision 0741).
import { Box } from '@chakra-ui/react/box';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { REPAYMENT_PATHS } from '#machines/repayment/pages.ts';
import type { PaySettings, SelfServiceChange } from '#src/api/contract/repayment.ts';
import { RouteLink } from '#src/ui/route-link.tsx';
import { useDatePattern } from '../../app-actor.ts';
import {
  availabilityWords,
  changeLines,
  CHANGE_TITLES,
  holidayRuleWords,
  paydayWords,
  paymentFrequencyWords,
  repaymentModeWords,
} from './pay-settings-words.ts';
import { Section } from './section.tsx';
import { dayDate } from './wording.ts';

function Terms({ rows }: { rows: Array<[string, string]> }) {
  return (
    <chakra.dl
      display="grid"
      gridTemplateColumns={{ base: 'minmax(0, 1fr)', sm: 'minmax(0, 14rem) minmax(0, 1fr)' }}
      columnGap="4"
      rowGap={{ base: '0', sm: '2' }}
    >
      {rows.map(([term, value]) => (
        <Box key={term} display="contents">
          <chakra.dt color="fg.muted" fontSize="md" mt={{ base: '2', sm: '0' }}>
            {term}
          </chakra.dt>
          <chakra.dd fontSize="md" fontWeight="semibold" m="0">
            {value}
          </chakra.dd>
        </Box>
      ))}
    </chakra.dl>
  );
}

export function settingsRows(settings: PaySettings, pattern: string): Array<[string, string]> {
  return [
    ['You are paid', paydayWords(settings)],
    ['Your next paydays', settings.nextPaydays.map((date) => dayDate(date, pattern)).join(', ') || 'Not known'],
    ['A payday on a weekend or holiday is paid', holidayRuleWords(settings.paydayOnHoliday)],
    ['Your pay is available', availabilityWords(settings.paydayOnAvailability)],
    ['Payments', paymentFrequencyWords(settings.paymentFrequency)],
    ['Payments are made', repaymentModeWords(settings.repaymentMode)],
  ];
}

export function PaySettingsSection({ settings, changes }: { settings: PaySettings; changes: readonly SelfServiceChange[] }) {
  const pattern = useDatePattern();
  return (
    <Section id="pay-settings-title" title="Your paydays and payments" testId="pay-settings">
      <Stack gap="4">
        <Terms rows={settingsRows(settings, pattern)} />
        <Box>
          <Link asChild variant="underline" colorPalette="brand" fontWeight="semibold" fontSize="md">
            <RouteLink href={REPAYMENT_PATHS.changes} data-change-schedule="">
              Change my payment schedule
            </RouteLink>
          </Link>
        </Box>
        {changes.length > 0 && (
          <Stack gap="2" data-changes="">
            <Text as="h3" fontWeight="bold" fontSize="md">
              Changes you made
            </Text>
            <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
              {changes.map((change, index) => (
                <Box
                  as="li"
                  key={`${change.date}-${index}`}
                  borderWidth="1px"
                  borderColor="border"
                  borderRadius="l2"
                  p="3"
                  data-change-type={change.changeType}
                >
                  <Text fontWeight="semibold">
                    {CHANGE_TITLES[change.changeType]}, {dayDate(change.date, pattern)}
                  </Text>
                  {changeLines(change, settings.payrollFrequency).map((line) => (
                    <Text key={line.label} fontSize="md">
                      {line.label}: {line.before} → <strong>{line.after}</strong>
                    </Text>
                  ))}
                  {change.rescheduled && (
                    <Text fontSize="sm" color="fg.muted">
                      Your payments moved to your new paydays.
                    </Text>
                  )}
                </Box>
              ))}
            </Stack>
          </Stack>
        )}
      </Stack>
    </Section>
  );
}
