// A message with marked parts, Lingui's convention for words around an element: "Your e-mail address
// <0>{maskedEmail}</0> is confirmed." The translator moves the marks with the words; the view says which element
// each number is (a <strong>, a link). Lingui's own <Trans> does the same but needs an I18nProvider around every
// render (the shell, each story, each test); this reads the one runtime (src/i18n/words.ts).
import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { say, type WordValues } from '#src/i18n/words.ts';

// <0>words</0> or <1/>: a mark's number, its words (no nesting).
const MARK = /<(\d+)>([\s\S]*?)<\/\1>|<(\d+)\/>/g;

/** The parts of `text`: plain words as they are, each marked part given to its element (its words as children). */
export function richParts(text: string, parts: readonly ReactElement<{ children?: ReactNode }>[]): ReactNode[] {
  const nodes: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(MARK)) {
    if (match.index > from) nodes.push(text.slice(from, match.index));
    const number = Number(match[1] ?? match[3]);
    const part = parts[number];
    if (!part) throw new Error(`The words '${text}' mark part <${number}>, which the view does not give`);
    nodes.push(match[1] === undefined ? cloneElement(part, { key: nodes.length }) : cloneElement(part, { key: nodes.length }, match[2]));
    from = match.index + match[0].length;
  }
  if (from < text.length) nodes.push(text.slice(from));
  return nodes;
}

/** The words of `id` with its marked parts rendered by `parts` (part <0> by parts[0], and so on). */
export function RichWords({ id, values, parts }: { id: string; values?: WordValues; parts: readonly ReactElement<{ children?: ReactNode }>[] }) {
  return <Fragment>{richParts(say(id, values), parts)}</Fragment>;
}
