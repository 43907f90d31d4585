import type { ApiReport } from '#src/api/client.ts';
import type { AppEvent } from '#machines/app/types.ts';

/** What the API client reports, as the app machine hears it; `location` is where the visitor is now. */
export function appEventFor(report: ApiReport, location: string): AppEvent {
  switch (report.type) {
    case 'api.loanStatusInvalid':
      return { type: 'api.loanStatusInvalid' };
    case 'api.signInRequired':
      return { type: 'api.signInRequired', returnTo: location };
    case 'api.transportFailed':
      return { type: 'api.transportFailed', message: report.message };
  }
}
