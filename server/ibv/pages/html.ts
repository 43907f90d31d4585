// A tagged template for the provider pages: every interpolated value is escaped unless it is already
// markup made by this same template (or a list of them), so nothing a borrower typed can become HTML.
import { escapeHtml } from '../../mail/html.ts';

const markup = Symbol('markup');
export type Markup = { readonly [markup]: true; readonly text: string };

type Value = string | number | boolean | null | undefined | Markup | readonly Markup[];

function isMarkup(value: unknown): value is Markup {
  return typeof value === 'object' && value !== null && markup in value;
}

function render(value: Value): string {
  if (value === null || value === undefined || value === false) return '';
  if (isMarkup(value)) return value.text;
  if (Array.isArray(value)) return value.map((item) => render(item)).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Value[]): Markup {
  let text = strings[0] ?? '';
  values.forEach((value, index) => {
    text += render(value) + (strings[index + 1] ?? '');
  });
  return { [markup]: true, text };
}
