// What a visitor typed or ticked in a server-rendered form before React took the page over (decision 0303): the
// inputs show it, but the app's form state, made during hydration, does not hold it, and its next render puts the
// state's empty values back into the inputs. So what the inputs hold is read as React commits the hydrated page,
// and then told to React as a keystroke or a click would tell it: the form's state takes it.

import { useLayoutEffect } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement;
export type Typed = { field: Field; value: string; checked: boolean };

const isToggle = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** The inputs under `root` whose value differs from the one the server wrote, with what they hold now. */
export function typedByVisitor(root: ParentNode): Typed[] {
  return [...root.querySelectorAll<Field>('input, textarea')]
    .filter((field) => (isToggle(field) ? field.checked !== field.defaultChecked : field.value !== field.defaultValue))
    .map((field) => ({ field, value: field.value, checked: isToggle(field) && field.checked }));
}

/**
 * Tells React (and through it the form) of each field's value. React notices a change by comparing the element's
 * value with the last one it knows, which it records through the element's own setter: that setter gets another
 * value, the element's prototype setter puts the visitor's back, and the event makes React compare.
 */
export function tellReactOf(typed: Typed[]): void {
  for (const { field, value, checked } of typed) {
    if (!field.isConnected) continue;
    if (isToggle(field)) {
      // A click toggles the box to what the visitor left, and React reads it as their click.
      field.checked = !checked;
      field.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    } else {
      field.value = value === field.defaultValue ? '' : field.defaultValue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}

/**
 * On #root once the app handles the page's forms: until then the server's paint-first script holds back a form sent
 * (server/plugins/paint-first.ts) and marks it with SENT_EARLY.
 */
export const APP_READY = 'data-app-ready';
const SENT_EARLY = 'data-sent-early';

let hydrating: Element | null = null;

/** Before hydrating `root`: the page's fields may hold what the visitor typed, and a form may have been sent. */
export function expectTyped(root: Element): void {
  hydrating = root;
}

/** The app renders `root` afresh: its forms are the app's from the start. */
export function appReady(root: Element): void {
  root.setAttribute(APP_READY, '');
}

/** A form the visitor sent before the app held it, sent again now that the app handles it. */
function sendAgainWhatWasSent(root: Element): void {
  for (const form of root.querySelectorAll<HTMLFormElement>(`form[${SENT_EARLY}]`)) {
    form.removeAttribute(SENT_EARLY);
    form.requestSubmit();
  }
}

/**
 * In the page's Suspense boundary (RoutedPage), whose fields React hydrates in a pass of their own: once that pass
 * is committed, what the fields hold is handed to React, in a task of its own, after the renders the commit asks for,
 * and a form sent meanwhile is sent again.
 */
export function useTypedBeforeHydration(): void {
  useLayoutEffect(() => {
    const root = hydrating;
    if (!root) return;
    hydrating = null;
    const typed = typedByVisitor(root);
    setTimeout(() => {
      tellReactOf(typed);
      // Once the form's state holds what was typed: a form sent before then is still held, and sent again here
      // (marked ready any earlier, a press of Send between the commit and this task sent the form's empty state).
      setTimeout(() => {
        appReady(root);
        sendAgainWhatWasSent(root);
      }, 0);
    }, 0);
  }, []);
}
