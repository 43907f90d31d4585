// A lender page's content on its way: a spinner with its words, announced politely.
import { HStack } from '@chakra-ui/react/stack';
import { Spinner } from '@chakra-ui/react/spinner';
import { Text } from '@chakra-ui/react/text';

export function Loading({ label }: { label: string }) {
  return (
    <HStack role="status" gap="3" py="6" color="fg.muted" data-legal-loading="">
      <Spinner size="md" color="brand.solid" />
      <Text fontSize="md">{label}</Text>
    </HStack>
  );
}
