// The page's way back (its meta.back), above its card, drawn by the layout for every page that has one: it stands on
// the page's background, the brand's colour on every page, so it takes the colour the brand's text takes there, as
// the top bar's does.
import { Box } from '@chakra-ui/react/box';
import { Link } from '@chakra-ui/react/link';
import { RouteLink } from './route-link.tsx';
import { say } from './words.ts';

export function BackLink({ href }: { href: string }) {
  return (
    // 12 px to the card below it, as the flows' frames stood it when they drew it.
    <Box px={{ base: 1, md: 0 }} mb="3">
      <Link
        asChild
        variant="underline"
        fontWeight="semibold"
        fontSize="md"
        color="brand.contrast"
        _hover={{ color: 'brand.contrast' }}
        focusRingColor="brand.contrast"
        data-back-link=""
      >
        <RouteLink href={href}>{say('shell.page.back')}</RouteLink>
      </Link>
    </Box>
  );
}
