// What a routed state tells the app about its page. The URL of a state is written once, in its meta.

export type TopBarStyle = 'transparent' | 'solid';

export type PageWidth = 'narrow' | 'wide';

export type RouteMeta = {
  /** The URL pattern of the page: static segments and `:name` params filled from the machine's context. */
  path: string;
  /** The page's single <h1>, and the first part of document.title. */
  title: string;
  /** The flow the page belongs to, shown above the title (the wizard's "Apply for New Loan"). */
  section?: string;
  /** Where the page's back control leads (a path), from the spec's tables. */
  back?: string;
  /**
   * Where back leads in this context, when that depends on it (a wizard whose portfolio leaves a page out): the
   * page before it that the borrower met; `back` when it answers nothing. Read by activeRoute (route-table.ts).
   */
  backOf?(context: unknown): string | undefined;
  /** A dark page background. */
  dark?: boolean;
  /** False hides the footer (the signature step); shown otherwise. */
  footer?: boolean;
  /** Names of the tips the page shows (same-day funding, change date). */
  tips?: readonly string[];
  /** Transparent over the page's own background, or solid in the brand colour (the default). */
  topBar?: TopBarStyle;
  /**
   * How wide the page's content is, one of the layout's two widths (issue 18, defect 10): 'narrow', one form card
   * (36rem); 'wide', a page of two parts or a table (72rem, the default).
   */
  width?: PageWidth;
  /** What the loading overlay says while this page is being opened and cannot show yet (machines/kit/busy-words.ts). */
  opening?: string;
};

/**
 * URL -> machine: a deep link, a reload or the browser's back button. `params` are the matched path params.
 * `replace`: a flow sending the visitor elsewhere because it refuses the page asked (redirect below): the page it
 * leads to takes the refused page's place in the history, even when that page shows only once its flow has loaded.
 */
export type RouteEnterEvent = { type: 'route.enter'; path: string; params: Record<string, string>; replace?: true };

export function isRouteMeta(value: unknown): value is RouteMeta {
  return typeof value === 'object' && value !== null && typeof (value as RouteMeta).path === 'string' && typeof (value as RouteMeta).title === 'string';
}

/** A visit to a path: what the app sends for a URL, and what a flow sends the app to go somewhere. */
export const visit = (path: string): RouteEnterEvent => ({ type: 'route.enter', path, params: {} });

/** A visit in place of the page refused: back from where it leads skips the refused page (src/app/routing/route-sync.ts). */
export const redirect = (path: string): RouteEnterEvent => ({ ...visit(path), replace: true });
