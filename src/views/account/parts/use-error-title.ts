import { useEffect } from 'react';

/** GOV.UK: while a form shows errors the page title starts with "Error: ", so it is announced first. */
export function useErrorTitle(hasErrors: boolean): void {
  useEffect(() => {
    if (!hasErrors || document.title.startsWith('Error: ')) return;
    const title = document.title;
    document.title = `Error: ${title}`;
    return () => {
      if (document.title === `Error: ${title}`) document.title = title;
    };
  }, [hasErrors]);
}
