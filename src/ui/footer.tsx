// The footer of every page but the signature step (decision 0760): who the lender is and how to reach a person,
// the links a borrower looks for before trusting a lender (Rates & Terms, Privacy, Terms of Use, the E-Sign
// disclosure, Accessibility) and its state licences. The demo lender's licence numbers are samples, said so.
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Link } from '@chakra-ui/react/link';
import { chakra } from '@chakra-ui/react/styled-system';
import { FOOTER_LINKS, LEGAL_PAGES } from '#machines/legal/pages.ts';
import type { LenderLicence } from '#src/api/contract/legal.ts';
import { telHref } from './contact.ts';
import { RouteLink } from './route-link.tsx';
import { RichWords, say } from './words.ts';

export type FooterProps = {
  legalName: string;
  customerServicePhone: string;
  customerServiceEmail: string;
  /** The lender's state licences; null while they load (or when they could not be). */
  licences?: readonly LenderLicence[] | null;
};

function Licences({ legalName, licences }: { legalName: string; licences: readonly LenderLicence[] }) {
  const samples = licences.some((licence) => licence.sample);
  return (
    <Stack as="section" gap="2" aria-labelledby="footer-licences" data-footer-licences="">
      <Heading as="h2" id="footer-licences" fontSize="sm" fontWeight="bold" color="fg">
        {say('shell.footer.licences.title')}
      </Heading>
      <Text fontSize="sm">
        {say('shell.footer.licences.lead', { legalName })}
        {samples && ` ${say('shell.footer.licences.samples')}`}
      </Text>
      {/* Closed at first: 30 to 40 states made every page's footer a screen longer on a phone. */}
      <chakra.details data-footer-licence-list="">
        <chakra.summary cursor="pointer" fontSize="sm" fontWeight="semibold" color="fg" width="fit-content" _hover={{ textDecoration: 'underline' }}>
          {say('shell.footer.licences.open', { count: licences.length })}
        </chakra.summary>
        <chakra.ul
          mt="2"
          display="grid"
          gridTemplateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }}
          columnGap="6"
          rowGap="1"
          listStyleType="none"
          mb="0"
          mx="0"
          p="0"
          fontSize="xs"
          // Each entry's styles from the list: 30 to 40 plain elements, not as many styled components for Chakra to
          // resolve on every page's load (issue 15: a long task after the licences arrive).
          css={{ '& > li': { overflowWrap: 'anywhere' }, '& > li > span': { fontWeight: 'semibold', color: 'fg' } }}
        >
          {licences.map((licence) => (
            <li key={licence.state} data-licence={licence.state}>
              <span>{licence.stateName}</span>:{' '}
              {say(licence.sample ? 'shell.footer.licences.sampleNumber' : 'shell.footer.licences.number', { number: licence.number })}
            </li>
          ))}
        </chakra.ul>
      </chakra.details>
    </Stack>
  );
}

/** Who the lender is, where its terms are, how to reach a person: on every page but the signature step. */
export function Footer({ legalName, customerServicePhone, customerServiceEmail, licences = null }: FooterProps) {
  return (
    <Box as="footer" bg="bg" borderTopWidth="1px" borderColor="border" color="fg.muted" py="8">
      <Stack maxW="page" mx="auto" px={{ base: 4, md: 8 }} gap="5">
        <Stack gap="2">
          <Text fontWeight="semibold" color="fg">
            {legalName}
          </Text>
          <Text>
            <RichWords
              id="shell.footer.contact"
              values={{ phone: customerServicePhone, email: customerServiceEmail }}
              parts={[
                <Link href={telHref(customerServicePhone)} colorPalette="brand" variant="underline" />,
                <Link href={`mailto:${customerServiceEmail}`} colorPalette="brand" variant="underline" overflowWrap="anywhere" />,
              ]}
            />
          </Text>
        </Stack>
        <nav aria-label={say('shell.footer.legal')}>
          <Flex as="ul" wrap="wrap" columnGap="5" rowGap="2" listStyleType="none" m="0" p="0">
            {FOOTER_LINKS.map(({ page, label }) => (
              <li key={page}>
                <Link asChild colorPalette="brand" variant="underline" fontWeight="semibold">
                  <RouteLink href={LEGAL_PAGES[page].path}>{label}</RouteLink>
                </Link>
              </li>
            ))}
          </Flex>
        </nav>
        {licences && licences.length > 0 && <Licences legalName={legalName} licences={licences} />}
      </Stack>
    </Box>
  );
}
