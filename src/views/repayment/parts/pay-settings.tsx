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
import { availabilityWords, changeLines, changeTitle, holidayRuleWords, paydayWords, paymentFrequencyWords, repaymentModeWords } from './pay-settings-words.ts';
import { Section } from '#src/ui/section.tsx';
import { dayDate } from './wording.ts';
import { RichWords, say } from './words.ts';

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
    [say('repayment.settings.paid'), paydayWords(settings)],
    [say('repayment.settings.nextPaydays'), settings.nextPaydays.map((date) => dayDate(date, pattern)).join(', ') || say('repayment.settings.notKnown')],
    [say('repayment.settings.holiday'), holidayRuleWords(settings.paydayOnHoliday)],
    [say('repayment.settings.available'), availabilityWords(settings.paydayOnAvailability)],
    [say('repayment.summary.payments'), paymentFrequencyWords(settings.paymentFrequency)],
    [say('repayment.settings.made'), repaymentModeWords(settings.repaymentMode)],
  ];
}

export function PaySettingsSection({ settings, changes }: { settings: PaySettings; changes: readonly SelfServiceChange[] }) {
  const pattern = useDatePattern();
  return (
    <Section id="pay-settings-title" title={say('repayment.settings.title')} testId="pay-settings">
      <Stack gap="4">
        <Terms rows={settingsRows(settings, pattern)} />
        <Box>
          <Link asChild variant="underline" colorPalette="brand" fontWeight="semibold" fontSize="md">
            <RouteLink href={REPAYMENT_PATHS.changes} data-change-schedule="">
              {say('repayment.settings.change')}
            </RouteLink>
          </Link>
        </Box>
        {changes.length > 0 && (
          <Stack gap="2" data-changes="">
            <Text as="h3" fontWeight="bold" fontSize="md">
              {say('repayment.settings.changes')}
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
                    {say('repayment.settings.changeTitle', { what: changeTitle(change.changeType), date: dayDate(change.date, pattern) })}
                  </Text>
                  {changeLines(change, settings.payrollFrequency).map((line) => (
                    <Text key={line.label} fontSize="md">
                      <RichWords id="repayment.settings.changeLine" values={line} parts={[<strong />]} />
                    </Text>
                  ))}
                  {change.rescheduled && (
                    <Text fontSize="sm" color="fg.muted">
                      {say('repayment.settings.rescheduled')}
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
