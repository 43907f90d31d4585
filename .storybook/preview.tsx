import type { Decorator, Preview } from '@storybook/react-vite';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { createBrandSystem } from '#src/theme/system.ts';
import { PORTFOLIOS } from '#src/ui/fixtures/portfolios.ts';

export type BrandId = keyof typeof PORTFOLIOS;

// One Chakra system per seeded brand, built from its colours exactly as the app does at boot.
const systems = Object.fromEntries(
  Object.entries(PORTFOLIOS).map(([id, portfolio]) => [
    id,
    createBrandSystem({ primary: portfolio.primaryColor, secondary: portfolio.secondaryColor, third: portfolio.thirdColor }),
  ]),
);

const withBrand: Decorator = (Story, context) => {
  const brand = String(context.globals.brand ?? '118');
  return (
    <ChakraProvider value={systems[brand] ?? systems['118']!}>
      <Story />
    </ChakraProvider>
  );
};

const preview: Preview = {
  globalTypes: {
    brand: {
      description: 'Portfolio theme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: Object.values(PORTFOLIOS).map((portfolio) => ({
          value: String(portfolio.portfolioId),
          title: `${portfolio.portfolioId} ${portfolio.portfolioName}`,
        })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: '118' },
  decorators: [withBrand],
  parameters: { layout: 'fullscreen' },
};

export default preview;
