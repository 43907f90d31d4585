import { Flex } from '@chakra-ui/react/flex';
import { Box } from '@chakra-ui/react/box';

/** The portfolio's favicon and name, as the brand shows itself in the top bar. */
export function BrandMark({ name, faviconUrl }: { name: string; faviconUrl: string }) {
  return (
    <Flex align="center" gap="3">
      {/* The favicon is the brand's initial on its primary colour, the header's own: a light ring keeps its square visible on it (issue 18, defect 10). */}
      <img src={faviconUrl} alt="" width={32} height={32} style={{ borderRadius: 8, boxShadow: '0 0 0 2px rgba(255, 255, 255, 0.9)' }} data-brand-mark="" />
      <Box as="span" fontFamily="brand" fontSize={{ base: 'lg', md: 'xl' }} fontWeight="bold" letterSpacing="tight">
        {name}
      </Box>
    </Flex>
  );
}
