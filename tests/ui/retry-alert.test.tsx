// Issue 10: one alert for a call that failed where its answer would show (the consent page's templates, the home
// page's answers and its loans, an e-mailed link being checked), written once in src/ui: the reason read out at once
// (role alert), and "Try again" sending the flow's retry. Rendered to markup: no browser needed for what it says.
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { createBrandSystem, NEUTRAL_COLORS } from '#src/theme/system.ts';
import { LinkChecking, LoadingStatus, RetryAlert } from '#src/ui/retry-alert.tsx';

const system = createBrandSystem(NEUTRAL_COLORS);
/** The markup, without the styles Chakra puts before it. */
const markup = (node: ReactNode) => renderToStaticMarkup(<ChakraProvider value={system}>{node}</ChakraProvider>).replace(/<style[^>]*>.*?<\/style>/g, '');
/** The text a reader gets, tags dropped. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const noop = () => {};

/** The elements a component returns, depth first (what it renders itself, not its children's own output). */
function elementsOf(node: ReactNode): ReactElement<Record<string, unknown>>[] {
  if (Array.isArray(node)) return node.flatMap(elementsOf);
  if (!isValidElement<Record<string, unknown>>(node)) return [];
  return [node, ...elementsOf(node.props.children as ReactNode)];
}

describe('RetryAlert', () => {
  it('reads the reason out at once, then offers to try again', () => {
    const html = markup(<RetryAlert error="The server could not be reached." onRetry={noop} />);
    expect(html).toMatch(/^<div[^>]*role="alert"/);
    expect(text(html)).toBe('The server could not be reached. Try again');
    expect(html).toMatch(/<button[^>]*type="button"[^>]*>Try again<\/button>/);
  });

  it('sends the retry when "Try again" is pressed', () => {
    const onRetry = vi.fn();
    const buttons = elementsOf(RetryAlert({ error: 'Offline', onRetry })).filter((element) => typeof element.props.onClick === 'function');
    expect(buttons).toHaveLength(1);
    (buttons[0]!.props.onClick as () => void)();
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('LoadingStatus', () => {
  it('says what it waits for as a status while there is no error, with no alert and no button', () => {
    const html = markup(<LoadingStatus words="Loading your account…" error={null} onRetry={noop} />);
    expect(html).toMatch(/^<p[^>]*role="status"[^>]*>Loading your account…<\/p>$/);
    expect(html).not.toContain('role="alert"');
    expect(html).not.toContain('<button');
  });

  it('shows the reason and the retry instead once the load failed', () => {
    const html = markup(<LoadingStatus words="Loading your account…" error="Network error" onRetry={noop} />);
    expect(text(html)).toBe('Network error Try again');
    expect(html).not.toContain('role="status"');
  });
});

describe('LinkChecking', () => {
  it("says the link is being checked, in the shell's words, until it fails", () => {
    expect(text(markup(<LinkChecking error={null} onRetry={noop} />))).toBe('Checking your link…');
    expect(text(markup(<LinkChecking error="The request is not valid." onRetry={noop} />))).toBe('The request is not valid. Try again');
  });
});
