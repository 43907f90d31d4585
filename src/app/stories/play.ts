// What the page stories' play functions do to a page, written once.
import { userEvent, within } from 'storybook/test';

export type Canvas = ReturnType<typeof within>;

/** The page's chunk may still be on its way when the play starts. */
export const WAIT = { timeout: 10_000 };

/**
 * Puts the text into the labelled field in one input, as a paste or the browser's autofill does. A story
 * shows the filled state, not the typing: typing key by key re-rendered the form per character and made
 * the story check several times slower on a busy machine. A date field only takes typed keys.
 */
export async function fill(canvas: Canvas, label: string | RegExp, text: string): Promise<void> {
  const field = (await canvas.findByLabelText(label, { selector: 'input' }, WAIT)) as HTMLInputElement;
  await userEvent.click(field);
  if (field.type === 'date') await userEvent.type(field, text);
  else await userEvent.paste(text);
}

export async function press(canvas: Canvas, name: string | RegExp): Promise<void> {
  await userEvent.click(await canvas.findByRole('button', { name }, WAIT));
}
