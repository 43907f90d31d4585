// What the catalog tests read in the source (decision 0311), through TypeScript's own parser: the message ids a
// file uses, and the words a borrower would read that are written in the file instead of a catalog.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** The folders whose words are all in catalogs: a literal word here fails the test. Add a folder once migrated. */
export const MIGRATED_FOLDERS = [
  'src/views/account',
  'machines/account',
  'src/ui/forms',
  'src/i18n',
  'src/views/guidance',
  'machines/guidance',
  'src/views/legal',
  'machines/legal',
  'src/views/errors',
  'machines/disbursement',
  'src/views/disbursement',
  'machines/repayment',
  'src/views/repayment',
  'machines/home',
  'src/views/home',
  'machines/app',
  'src/views/boot',
  'src/app',
  'src/ui',
  'machines/cost-calculator',
  'machines/coupon',
  'machines/kit',
  'src/views/coupon',
  'machines/signing',
  'machines/realtime',
  'src/views/signing',
  'src/views/notification',
  'machines/resource-link',
  'src/views/resource-link',
] as const;

/**
 * Where a flow's code lives (issue 10: a folder per flow under machines/, its views in a folder of src/views/): each
 * folder there must be a migrated folder, so a new flow's words are checked from its first commit.
 */
export const FLOW_ROOTS = ['machines', 'src/views'] as const;

/**
 * What stories and tests feed the views (the server's data in src/ui/fixtures, a story's arguments and the words
 * its play function expects): data and expectations, not words the app says, so a migrated folder may hold them.
 */
export const isFixtureOrStory = (path: string): boolean => /\.stories\.tsx?$|[\\/](stories|fixtures)[\\/]/.test(path);

/**
 * Files in a migrated folder whose words are not in a catalog yet (the welcome page's cost calculator, once listed,
 * moved to machines/cost-calculator/locales). The list only shrinks: a file listed here that has no literal words
 * left fails the test until it is taken off.
 */
export const NOT_YET_MIGRATED: ReadonlySet<string> = new Set<string>([]);

/** Every .ts/.tsx file under `folder` (catalogs compiled from .po files excepted: they are the words). */
export function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/[\\/]locales[\\/]/.test(path) ? [path] : [];
  });
}

const parse = (path: string, text: string) =>
  ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

/**
 * An id's shape: three parts or more, '<catalog>.<page>.<what>' ('account.page.signIn',
 * 'account.consent.does.esign-disclosure'), so an event's type ('account.submit') never reads as one.
 */
const ID_SHAPE = /^[a-z][A-Za-z]*(\.[A-Za-z0-9-]+){2,}$/;

export type UsedIds = { ids: Set<string>; prefixes: Set<string> };

/**
 * The message ids `text` names: every string literal shaped like an id whose first part is a catalog's
 * (`catalogs`: 'account', 'forms'), and the fixed head of a template literal that builds one
 * (`account.consent.does.${code}` gives the prefix 'account.consent.does.').
 */
export function idsUsedIn(path: string, text: string, catalogs: ReadonlySet<string>): UsedIds {
  const used: UsedIds = { ids: new Set(), prefixes: new Set() };
  const isCatalogs = (literal: string) => catalogs.has(literal.split('.')[0] ?? '');
  walk(parse(path, text), (node) => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && ID_SHAPE.test(node.text) && isCatalogs(node.text)) used.ids.add(node.text);
    if (ts.isTemplateExpression(node) && /^[a-z][A-Za-z]*(\.[A-Za-z0-9-]+)*\.$/.test(node.head.text) && isCatalogs(node.head.text))
      used.prefixes.add(node.head.text);
  });
  return used;
}

/** Attributes whose value a borrower reads or hears. */
const WORD_ATTRIBUTES = new Set([
  'label',
  'hint',
  'title',
  'placeholder',
  'aria-label',
  'alt',
  'loadingText',
  'submitLabel',
  'busyLabel',
  'aria-valuetext',
  'heading',
]);

/** Words a borrower reads: a capitalised sentence of two words or more, as the views and machines say them. */
const SENTENCE = /^\s*[A-Z][a-z]*[,']?(\s+[A-Za-z0-9'’,:;()&-]+)+\s*[.!?…]?\s*$/;

export type LiteralWords = { path: string; line: number; text: string; why: string };

/**
 * The words written in `text` rather than taken from a catalog: JSX text with a letter in it, a word attribute
 * (label, hint, aria-label, ...) given as a literal, and any string or template literal reading as a sentence
 * (a machine's notice, a schema's message), except an Error's message (for developers, never shown).
 */
export function literalWordsIn(path: string, text: string): LiteralWords[] {
  const source = parse(path, text);
  const found: LiteralWords[] = [];
  const add = (node: ts.Node, words: string, why: string) =>
    found.push({ path, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text: words.trim(), why });
  const inError = (node: ts.Node): boolean => {
    for (let parent = node.parent; parent; parent = parent.parent) {
      if (ts.isNewExpression(parent) && ts.isIdentifier(parent.expression) && /Error$/.test(parent.expression.text)) return true;
      // super('…') in the constructor of a class of errors (class ChunkLoadError extends Error).
      if (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.SuperKeyword) return isErrorClass(parent);
      if (ts.isCallExpression(parent) || ts.isBlock(parent) || ts.isSourceFile(parent)) return false;
    }
    return false;
  };
  const isErrorClass = (node: ts.Node): boolean => {
    for (let parent = node.parent; parent; parent = parent.parent)
      if (ts.isClassLike(parent))
        return (parent.heritageClauses ?? []).some((clause) => clause.types.some((type) => /Error$/.test(type.expression.getText(source))));
    return false;
  };
  /** A string shown as it is between tags: `{visible ? 'Hide' : 'Show'}`. */
  const shownInJsx = (node: ts.Node): boolean => {
    let child: ts.Node = node;
    let parent = node.parent;
    const passes = (up: ts.Node, from: ts.Node) =>
      ts.isParenthesizedExpression(up) ||
      (ts.isConditionalExpression(up) && up.condition !== from) ||
      (ts.isBinaryExpression(up) &&
        up.right === from &&
        [ts.SyntaxKind.AmpersandAmpersandToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken].includes(up.operatorToken.kind));
    while (parent && passes(parent, child)) [child, parent] = [parent, parent.parent];
    return parent !== undefined && ts.isJsxExpression(parent) && !ts.isJsxAttribute(parent.parent);
  };
  walk(source, (node) => {
    if (ts.isJsxText(node) && /[A-Za-z]/.test(node.text)) add(node, node.text, 'JSX text');
    else if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && /[A-Za-z]/.test(node.text) && shownInJsx(node))
      add(node, node.text, 'a string between tags');
    else if (ts.isJsxAttribute(node) && WORD_ATTRIBUTES.has(node.name.getText(source)) && node.initializer && ts.isStringLiteral(node.initializer)) {
      if (/[A-Za-z]/.test(node.initializer.text)) add(node, node.initializer.text, `the ${node.name.getText(source)} attribute`);
    } else if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && SENTENCE.test(node.text) && !inError(node)) {
      if (!(node.parent && ts.isJsxAttribute(node.parent))) add(node, node.text, 'a string');
    } else if (ts.isTemplateExpression(node) && !inError(node)) {
      const fixed = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
      if (/[A-Za-z]{2,}\s+[A-Za-z]{2,}/.test(fixed)) add(node, fixed, 'a template string');
    }
  });
  return found;
}

/**
 * Where `text` shows a result code's English as result-codes.ts writes it (`RESULT.consentRequired.message`), which no
 * translation replaces, instead of `resultWords(RESULT.consentRequired.code)`. The English as the fallback of
 * `resultWords(...) ?? RESULT.x.message` is what resultWords says anyway, so it is not counted.
 */
export function resultEnglishIn(path: string, text: string): LiteralWords[] {
  const source = parse(path, text);
  const found: LiteralWords[] = [];
  const isFallback = (node: ts.Node) =>
    ts.isBinaryExpression(node.parent) &&
    node.parent.right === node &&
    node.parent.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken &&
    ts.isCallExpression(node.parent.left) &&
    node.parent.left.expression.getText(source) === 'resultWords';
  walk(source, (node) => {
    if (
      ts.isPropertyAccessExpression(node) &&
      node.name.text === 'message' &&
      ts.isPropertyAccessExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression) &&
      node.expression.expression.text === 'RESULT' &&
      !isFallback(node)
    )
      found.push({ path, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text: node.getText(source), why: "a result's English" });
  });
  return found;
}

export const readSource = (path: string) => readFileSync(path, 'utf8');
