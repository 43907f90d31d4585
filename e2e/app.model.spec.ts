// Model-based paths of the app statechart (issue 2): every transition a visitor can cause from a booted app,
// replayed in Chromium against the real server; after each step the URL and heading are the state's own.
import { test } from './support/test.ts';
import type { AnyMachineSnapshot } from 'xstate';
import { appMachine } from '#machines/app/app.machine.ts';
import type { AppContext, AppEvent } from '#machines/app/types.ts';
import { NOTIFICATIONS, notificationReaderOf, type NotificationCode } from '#machines/app/notification-codes.ts';
import { ROUTES } from '#machines/routed-machines.ts';
import { activeRoute, routeEnterEvent } from '#machines/kit/route-table.ts';
import { NOTIFICATION_CONTENT, offeredActions } from '#src/views/notification/notification-content.ts';
import { modelPaths, replayPath, type Executors } from './support/model.ts';

const booted = appMachine.resolveState({
  value: { ready: 'awaitingRoute' },
  context: {
    url: 'http://localhost/',
    userAgent: 'desktop',
    redirectParam: null,
    sessionId: 'model-session',
    datePattern: 'MM/DD/YYYY',
    holidays: [],
    portfolio: null,
    bootError: null,
    returnTo: null,
    notificationCode: null,
  } satisfies AppContext,
});

// What a visitor can do: open any address (a deep link) from a fresh start, and press the page's buttons.
const addresses = ['/', '/no/such/page', '/loans/simulator', ...ROUTES.map((route) => route.meta.path)];
const deepLinks = addresses.filter((path) => !path.includes(':')).map((path) => routeEnterEvent(ROUTES, path));

function eventsOf(snapshot: AnyMachineSnapshot): AppEvent[] {
  if (snapshot.matches({ ready: 'awaitingRoute' })) return deepLinks;
  const code = (snapshot.context as AppContext).notificationCode;
  if (snapshot.matches({ ready: 'notification' }) && code)
    return offeredActions(NOTIFICATION_CONTENT[code], notificationReaderOf(snapshot)).map((action) => action.event);
  return [];
}

/**
 * Each replay's executors: a visit is a deep link (page.goto), except on a result page, where the visits its
 * buttons send are pressed (each button is a visit to the page it leads to).
 */
function executorsOfOneReplay(): Executors<AppEvent> {
  let resultPage: NotificationCode | null = null;
  return {
    'route.enter': async (page, event) => {
      // The model's visitor holds no session: a result page shows the buttons of a signed-out reader.
      const button =
        resultPage === null ? undefined : offeredActions(NOTIFICATION_CONTENT[resultPage], 'signedOut').find((action) => action.event.path === event.path);
      resultPage = null;
      if (button) return page.getByRole('button', { name: button.label }).click();
      resultPage = NOTIFICATIONS.find(({ code }) => event.path === `/notification/${code}`)?.code ?? null;
      await page.goto(event.path);
    },
  };
}

// A page that first asks the server (a signed-in page checking the session) has no route until the answer
// comes: the accounts flow's own model replays those with a real session (e2e/accounts*.spec.ts).
const decidedByTheModel = (path: { snapshots: AnyMachineSnapshot[] }) => path.snapshots.every((snapshot) => activeRoute(snapshot));

for (const path of modelPaths(appMachine, { fromState: booted, events: eventsOf }).filter(decidedByTheModel)) {
  test(path.description, async ({ page, step }) => {
    await replayPath(page, path, executorsOfOneReplay(), step);
  });
}
