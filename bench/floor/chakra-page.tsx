// The sign-in page of floors 2 to 4: the same page with Chakra's provider and one Button (its recipe), the
// rest plain elements styled by Chakra's style props. `form` gives the form library's props when there is one.
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react/styled-system';
import { Link } from 'react-router-dom';
import { COPY } from './copy.ts';

export function ChakraSignIn({ system, fields, busy, onSubmit }: { system: SystemContext; fields: ReactNode; busy: boolean; onSubmit: () => void }) {
  return (
    <ChakraProvider value={system}>
      <Box as="main" maxW="420px" mx="auto" my="12" p="4" fontSize="sm">
        <Box as="h1" fontSize="2xl" fontWeight="bold" mb="3">
          {COPY.heading}
        </Box>
        <Box as="p" mb="4" color="gray.700">
          {COPY.lead}
        </Box>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {fields}
          <Button type="submit" loading={busy} colorPalette="blue" mt="4">
            {COPY.submit}
          </Button>
        </form>
        <Link to="/help">{COPY.help}</Link>
      </Box>
    </ChakraProvider>
  );
}
