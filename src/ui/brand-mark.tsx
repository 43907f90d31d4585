import { Flex } from '@chakra-ui/react/flex';
import { Box } from '@chakra-ui/react/box';

/** The portfolio's favicon and name, as the brand shows itself in the top bar. */
export function BrandMark({ name, faviconUrl }: { name: string; faviconUrl: string }) {
  return (
    <Flex align="center" gap="3">
      <img src={faviconUrl} alt="" width={32} height={32} style={{ borderRadius: 8 }} />
      <Box as="span" fontFamily="brand" fontSize={{ base: 'lg', md: 'xl' }} fontWeight="bold" letterSpacing="tight">
        {name}
      </Box>
    </Flex>
  );
}
