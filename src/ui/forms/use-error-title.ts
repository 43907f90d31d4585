import { useEffect } from 'react';
import { say } from './words.ts';

/** The titles this hook has put on the tab, so a second form with errors on the page leaves them as they are. */
const marked = new Set<string>();

/** GOV.UK: while a form shows errors the page title starts with "Error: ", so it is announced first. */
export function useErrorTitle(hasErrors: boolean): void {
  useEffect(() => {
    if (!hasErrors || marked.has(document.title)) return;
    const title = document.title;
    const shown = say('forms.title.withErrors', { title });
    document.title = shown;
    marked.add(shown);
    return () => {
      marked.delete(shown);
      if (document.title === shown) document.title = title;
    };
  }, [hasErrors]);
}
