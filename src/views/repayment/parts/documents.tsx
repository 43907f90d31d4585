// The loan's documents (the signed agreement, statements): each a PDF to download.
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { LoanDocument } from '#src/api/contract/repayment.ts';
import { formatDate } from '#src/domain/format.ts';
import { useDatePattern } from '../../app-actor.ts';
import { say } from './words.ts';

export function Documents({ documents }: { documents: readonly LoanDocument[] }) {
  const pattern = useDatePattern();
  if (documents.length === 0) return <Text fontSize="md">{say('repayment.documents.none')}</Text>;
  return (
    <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
      {documents.map((document) => (
        <Stack as="li" key={document.url} direction="row" flexWrap="wrap" columnGap="2" rowGap="0" alignItems="baseline" data-document={document.kind}>
          <Link href={document.url} download variant="underline" colorPalette="brand" fontWeight="semibold" fontSize="md">
            {say('repayment.documents.link', { title: document.title })}
          </Link>
          <Text as="span" color="fg.muted" fontSize="sm">
            {say(document.kind === 'agreement' ? 'repayment.documents.signed' : 'repayment.documents.issued', { date: formatDate(document.date, pattern) })}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
