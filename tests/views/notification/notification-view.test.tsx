// The result page's buttons and words follow who reads it, as the app machine decided when the page opened:
// /notification/302 asks a visitor without a session to sign in, and sends a signed-in borrower to their account.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { createBrandSystem, NEUTRAL_COLORS } from '#src/theme/system.ts';
import { AppActorContext } from '#src/views/app-actor.ts';
import { NotificationView } from '#src/views/notification/notification-view.tsx';
import { startApp } from '../../machines/app-harness.ts';

const system = createBrandSystem(NEUTRAL_COLORS);

async function pageOf(path: string, sessionHeld: boolean) {
  const app = startApp({ sessionHeld });
  await app.booted();
  app.enter(path);
  const html = renderToStaticMarkup(
    <ChakraProvider value={system}>
      <AppActorContext.Provider value={app.actor}>
        <NotificationView heading={<h1>Heading</h1>} />
      </AppActorContext.Provider>
    </ChakraProvider>,
  );
  app.actor.stop();
  return { buttons: [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map(([, label]) => label), html };
}

describe('NotificationView', () => {
  it('302 without a session: "Sign in", and the words that ask for it', async () => {
    const { buttons, html } = await pageOf('/notification/302', false);
    expect(buttons).toEqual(['Sign in']);
    expect(html).toContain('Please sign in to see the latest on your application or loan.');
  });

  it('302 signed in: "Go to my account", and no word of signing in', async () => {
    const { buttons, html } = await pageOf('/notification/302', true);
    expect(buttons).toEqual(['Go to my account']);
    expect(html).toContain('Your account shows the latest on your application or loan.');
    expect(html).not.toMatch(/sign in/i);
  });

  it('a page with one set of buttons shows it to both', async () => {
    expect((await pageOf('/notification/103', false)).buttons).toEqual(['View my loan', 'Back to my account']);
    expect((await pageOf('/notification/103', true)).buttons).toEqual(['View my loan', 'Back to my account']);
  });
});
