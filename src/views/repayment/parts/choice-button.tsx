// One way forward among several (a way to pay, a change to the schedule): a whole card is the button.
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';

export type Choice = { title: string; text: string; /** A figure or the current setting, in bold under the text. */ detail?: string };

export function ChoiceButton({ choice, onChoose, ...data }: { choice: Choice; onChoose: () => void } & Record<`data-${string}`, string>) {
  return (
    <chakra.button
      type="button"
      onClick={onChoose}
      {...data}
      display="flex"
      alignItems="center"
      gap="4"
      w="full"
      textAlign="start"
      px={{ base: 4, md: 5 }}
      py="4"
      bg="bg"
      color="fg"
      borderWidth="2px"
      borderColor="border"
      borderRadius="l2"
      cursor="pointer"
      transition="border-color 150ms, background 150ms"
      _hover={{ borderColor: 'brand.solid', bg: 'brand.subtle' }}
      _focusVisible={{ outline: 'none', borderColor: 'brand.solid', boxShadow: '0 0 0 3px #FFBF47' }}
    >
      <Box flex="1" minW="0">
        <Text as="span" display="block" fontWeight="bold" fontSize="lg" color="brand.fg">
          {choice.title}
        </Text>
        <Text as="span" display="block" fontSize="md" color="fg.muted" mt="0.5">
          {choice.text}
        </Text>
        {choice.detail && (
          <Text as="span" display="block" fontSize="md" fontWeight="semibold" mt="1.5">
            {choice.detail}
          </Text>
        )}
      </Box>
      <Text as="span" fontSize="2xl" color="brand.fg" aria-hidden="true">
        ›
      </Text>
    </chakra.button>
  );
}
