// The answers of the boot calls that the server embedded in the page (server/plugins/static-page.ts), so
// the first page needs no API round trip. Each is used once and parsed with the call's own schema, exactly
// as an answer from the API would be; anything missing or unreadable is asked of the API (the Vite dev
// server, a boot retry).
import * as v from 'valibot';
import type { ApiCall } from '#src/api/client.ts';

export const BOOT_ANSWERS_ID = 'boot-answers';

export type BootAnswer = { path: string; request: Record<string, string>; data: unknown };

const bootAnswerSchema = v.object({ path: v.string(), request: v.record(v.string(), v.string()), data: v.unknown() });

/** The data block's answers; none when it is absent or not what we expect. */
export function readBootAnswers(doc: Pick<Document, 'getElementById'>): BootAnswer[] {
  const text = doc.getElementById(BOOT_ANSWERS_ID)?.textContent;
  if (!text) return [];
  try {
    const parsed = v.safeParse(v.array(bootAnswerSchema), JSON.parse(text));
    return parsed.success ? parsed.output : [];
  } catch {
    return [];
  }
}

/** The same query the API client would send: every value as text. */
const sameQuery = (answered: Record<string, string>, request: unknown) => {
  const asked = Object.entries((request ?? {}) as Record<string, unknown>).filter(([, value]) => value !== undefined && value !== null);
  return asked.length === Object.keys(answered).length && asked.every(([key, value]) => answered[key] === String(value));
};

/** `call`, answering from the embedded answers first. */
export function answeringFrom(answers: BootAnswer[], call: ApiCall): ApiCall {
  const unused = [...answers];
  return (definition, request, options) => {
    const index = unused.findIndex((answer) => answer.path === definition.path && sameQuery(answer.request, request));
    if (index >= 0) {
      const [answer] = unused.splice(index, 1);
      const data = v.safeParse(definition.response, answer!.data);
      if (data.success) return Promise.resolve(data.output);
    }
    return call(definition, request, options);
  };
}
