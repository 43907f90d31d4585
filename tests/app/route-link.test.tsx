import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { RouteLink } from '#src/ui/route-link.tsx';

// A RouteLink is an address the visitor can open in a new tab or copy: a real <a href>, with its props.
const link = (
  <RouteLink href="/" aria-label="Goldcrest Lending, home" style={{ color: 'inherit' }}>
    Home
  </RouteLink>
);

describe('RouteLink', () => {
  it("is react-router's link inside the app's router, a real <a href>", () => {
    // data-discover is react-router's own mark on its links.
    expect(renderToStaticMarkup(<MemoryRouter initialEntries={['/404']}>{link}</MemoryRouter>)).toBe(
      '<a aria-label="Goldcrest Lending, home" style="color:inherit" href="/" data-discover="true">Home</a>',
    );
  });

  it('is a plain <a href> outside a router, as in a component story', () => {
    expect(renderToStaticMarkup(link)).toBe('<a href="/" aria-label="Goldcrest Lending, home" style="color:inherit">Home</a>');
  });
});
