import { TRANSPORT_MESSAGES, type ApiReport } from '#src/api/client.ts';
import { resultWordsOfMessage } from '#src/api/contract/result-words.ts';
import type { AppEvent } from '#machines/app/types.ts';
import { say } from '#machines/kit/words.ts';

/**
 * The snackbar's words for a call that failed at the HTTP level or got no answer (decision 0311). The API client
 * reports English: its own (TRANSPORT_MESSAGES) or the server's message. Said here from the catalogs that hold it, as
 * a failed call shown on its page is (failureOf): the kit's for no answer or one the app cannot read, the result
 * codes' for a code's message (-10500's when the server said none), so a translation replaces it. A message no
 * catalog holds (the server's own words) is shown as it came.
 */
function transportWords(message: string): string {
  if (message === TRANSPORT_MESSAGES.network) return say('kit.failure.network');
  if (message === TRANSPORT_MESSAGES.invalidResponse) return say('kit.failure.invalidResponse');
  return resultWordsOfMessage(message) ?? message;
}

/** What the API client reports, as the app machine hears it; `location` is where the visitor is now. */
export function appEventFor(report: ApiReport, location: string): AppEvent {
  switch (report.type) {
    case 'api.loanStatusInvalid':
      return { type: 'api.loanStatusInvalid' };
    case 'api.signInRequired':
      return { type: 'api.signInRequired', returnTo: location };
    case 'api.transportFailed':
      return { type: 'api.transportFailed', message: transportWords(report.message) };
  }
}
