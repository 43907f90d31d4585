// Plain-language text of a lender page: numbered-free sections, each an <h2> and its paragraphs and lists, and
// the contact block every page ends with (a person to call or write to, by the brand's own numbers).
import { Fragment, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { List } from '@chakra-ui/react/list';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { telHref } from '#src/ui/contact.ts';
import type { Lender } from '../legal-actor.ts';
import { RichWords, say } from './words.ts';

/** A paragraph, or a list of points. */
export type Block = string | { points: readonly string[] };

export type ProseSection = { id: string; title: string; blocks: readonly Block[] };

export function Prose({ sections }: { sections: readonly ProseSection[] }) {
  return (
    <Stack gap="7">
      {sections.map((section) => (
        <Stack as="section" key={section.id} gap="3" aria-labelledby={section.id} data-legal-section={section.id}>
          <Heading as="h2" id={section.id} fontSize="xl" fontWeight="bold">
            {section.title}
          </Heading>
          {section.blocks.map((block, index) => (
            <Fragment key={index}>
              {typeof block === 'string' ? (
                <Text fontSize="md" lineHeight="tall">
                  {block}
                </Text>
              ) : (
                <List.Root as="ul" listStyleType="disc" gap="1.5" ps="5" fontSize="md" lineHeight="tall">
                  {block.points.map((point) => (
                    <List.Item key={point}>{point}</List.Item>
                  ))}
                </List.Root>
              )}
            </Fragment>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

/** How to reach a person: the brand's phone (711 Relay for the deaf and hard of hearing) and e-mail. */
export function ContactBlock({ lender, title = say('legal.contact.title'), children }: { lender: Lender; title?: string; children?: ReactNode }) {
  return (
    <Box as="section" aria-labelledby="contact-us" bg="bg.subtle" borderRadius="l2" p={{ base: 4, md: 5 }} borderLeftWidth="4px" borderColor="brand.solid">
      <Stack gap="2">
        <Heading as="h2" id="contact-us" fontSize="lg" fontWeight="bold">
          {title}
        </Heading>
        {children}
        <Text fontSize="md">
          <RichWords
            id="legal.contact.reach"
            values={{ legalName: lender.legalName, phone: lender.customerServicePhone, email: lender.customerServiceEmail }}
            parts={[
              <Link href={telHref(lender.customerServicePhone)} colorPalette="brand" variant="underline" />,
              <Link href={`mailto:${lender.customerServiceEmail}`} colorPalette="brand" variant="underline" wordBreak="break-word" />,
            ]}
          />
        </Text>
      </Stack>
    </Box>
  );
}
