// The loan agreement as text, readable on a phone: the parties, the Truth-in-Lending box (the wizard's own),
// the payment schedule and every section the PDF prints, in the order it prints them.
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { ESIGN_DISCLOSURE_SECTION_ID, type Agreement } from '#src/api/contract/signing.ts';
import { formatCurrency } from '#src/domain/format.ts';
import { longDate, shortDate } from '#src/domain/format.ts';
import { TruthInLendingBox } from '#src/ui/truth-in-lending/truth-in-lending.tsx';
import { say } from '../words.ts';

function Parties({ agreement }: { agreement: Agreement }) {
  const { lender, borrower } = agreement;
  return (
    <chakra.dl display="grid" gridTemplateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }} gap="4" m="0" fontSize="md">
      <Box>
        <chakra.dt fontWeight="bold">{say('signing.agreement.lender')}</chakra.dt>
        <chakra.dd m="0">
          {lender.legalName} ({lender.brandName})
          <br />
          {lender.address}
          <br />
          {lender.phone} · {lender.email}
        </chakra.dd>
      </Box>
      <Box>
        <chakra.dt fontWeight="bold">{say('signing.agreement.borrower')}</chakra.dt>
        <chakra.dd m="0" overflowWrap="anywhere">
          <span data-borrower-name="">{borrower.fullName}</span>
          <br />
          {borrower.address}
          <br />
          {borrower.email}
        </chakra.dd>
      </Box>
    </chakra.dl>
  );
}

function Schedule({ agreement }: { agreement: Agreement }) {
  return (
    <Box as="section" aria-labelledby="agreement-schedule">
      <Heading as="h3" id="agreement-schedule" fontSize="lg" mb="2">
        {say('signing.agreement.schedule')}
      </Heading>
      <Text fontSize="md" mb="2">
        {say('signing.agreement.sentOn', { date: longDate(agreement.disbursementDate) })}
      </Text>
      <chakra.table w="full" fontSize="md" borderCollapse="collapse" data-agreement-schedule="">
        <thead>
          <tr>
            {[say('signing.agreement.column.payment'), say('signing.agreement.column.dueDate'), say('signing.agreement.column.amount')].map((label, index) => (
              <chakra.th key={label} scope="col" textAlign={index === 2 ? 'end' : 'start'} py="1.5" borderBottomWidth="2px" borderColor="border">
                {label}
              </chakra.th>
            ))}
          </tr>
        </thead>
        <tbody>
          {agreement.schedule.map((row) => (
            <tr key={row.number}>
              <chakra.td py="1.5" borderBottomWidth="1px" borderColor="border">
                {row.number}
              </chakra.td>
              <chakra.td py="1.5" borderBottomWidth="1px" borderColor="border">
                {shortDate(row.dueDate)}
              </chakra.td>
              <chakra.td py="1.5" borderBottomWidth="1px" borderColor="border" textAlign="end" fontVariantNumeric="tabular-nums">
                {formatCurrency(row.amountCents)}
              </chakra.td>
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}

/** `withoutDisclosure`: the E-Sign disclosure's section is left out, as the page shows that disclosure apart (before the consent boxes). */
export function AgreementText({ agreement, withoutDisclosure = false }: { agreement: Agreement; withoutDisclosure?: boolean }) {
  const sections = withoutDisclosure ? agreement.sections.filter((section) => section.id !== ESIGN_DISCLOSURE_SECTION_ID) : agreement.sections;
  return (
    <Stack gap="5" data-agreement="">
      <Stack gap="1">
        <Heading as="h2" fontSize="xl">
          {agreement.title}
        </Heading>
        <Text color="fg.muted" fontSize="md">
          {say('signing.agreement.madeOn', { loanNo: agreement.loanNo, madeOn: longDate(agreement.madeOn) })}
        </Text>
      </Stack>
      <Parties agreement={agreement} />
      <TruthInLendingBox disclosure={agreement.truthInLending} />
      <Schedule agreement={agreement} />
      {sections.map((section) => (
        <Box as="section" key={section.id} aria-labelledby={`agreement-${section.id}`} data-agreement-section={section.id}>
          <Heading as="h3" id={`agreement-${section.id}`} fontSize="lg" mb="2">
            {section.heading}
          </Heading>
          <Stack gap="2">
            {section.paragraphs.map((paragraph, index) => (
              <Text key={index} fontSize="md">
                {paragraph}
              </Text>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
