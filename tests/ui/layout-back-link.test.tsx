// Issue 10: the way back is drawn once, by the layout, from the page's route meta (`back`): no frame or view draws it.
// It stands first in the page's column, before the page (so first in the reading and tab order), a real link to the
// back target in the shell's words, and a page without a back target has none. Rendered to markup.
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { createBrandSystem, NEUTRAL_COLORS } from '#src/theme/system.ts';
import { PORTFOLIO_118 } from '#src/ui/fixtures/portfolios.ts';
import { Layout } from '#src/ui/layout.tsx';

const system = createBrandSystem(NEUTRAL_COLORS);
/** The page's column as the layout draws it around a card, styles dropped. */
function columnOf(back: string | undefined): string {
  const html = renderToStaticMarkup(
    <ChakraProvider value={system}>
      <MemoryRouter>
        <Layout portfolio={PORTFOLIO_118} topBar="solid" footer={false} back={back}>
          <section data-card="">The card</section>
        </Layout>
      </MemoryRouter>
    </ChakraProvider>,
  ).replace(/<style[^>]*>.*?<\/style>/g, '');
  return html.match(/<div[^>]*data-page-width="wide"[^>]*>(.*)<\/div><\/main>/)![1]!;
}

describe("the layout's way back", () => {
  it('stands first in the column, a link to the back target reading "‹ Back", then the page', () => {
    const column = columnOf('/guidance/personal/address');
    expect(column).toMatch(/^<div[^>]*><a[^>]*href="\/guidance\/personal\/address"[^>]*>‹ Back<\/a><\/div><section data-card="">The card<\/section>$/);
    expect(column.match(/<a [^>]*data-back-link=""[^>]*>/g)).toHaveLength(1);
  });

  it('is not drawn for a page without a back target', () => {
    expect(columnOf(undefined)).toBe('<section data-card="">The card</section>');
  });
});
