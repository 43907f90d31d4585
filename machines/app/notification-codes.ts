// The result pages of /notification/{code} (spec section 2): one routed state each, so every code has
// its own heading and its own path, and any other code is simply an unknown path (-> /404).
import { NOTIFICATION } from '#src/domain/codes/application.ts';

export const NOTIFICATIONS = [
  { code: NOTIFICATION.pendingNote, state: 'pendingNote', title: 'Application Pending' },
  { code: NOTIFICATION.applicationSuccess, state: 'applicationSubmitted', title: 'Application Submitted' },
  { code: NOTIFICATION.paymentSuccess, state: 'paymentReceived', title: 'Payment Received' },
  { code: NOTIFICATION.bankStatementUploaded, state: 'bankStatementReceived', title: 'Bank Statement Received' },
  { code: NOTIFICATION.processing201, state: 'verificationNotSubmitted', title: 'Application Received' },
  { code: NOTIFICATION.processing202, state: 'manualReview', title: 'Application Under Review' },
  { code: NOTIFICATION.tryAnotherBankAccount, state: 'bankAccountNotVerified', title: 'Bank Account Not Verified' },
  { code: NOTIFICATION.processing204, state: 'payNotConfirmed', title: 'We Could Not Confirm Your Pay' },
  { code: NOTIFICATION.processing205, state: 'fundingInProgress', title: 'Funding in Progress' },
  { code: NOTIFICATION.processing206, state: 'requestProcessing', title: 'Request in Progress' },
  { code: NOTIFICATION.withdrawn, state: 'withdrawn', title: 'Application Withdrawn' },
  { code: NOTIFICATION.invalidLink, state: 'invalidLink', title: 'Link No Longer Valid' },
] as const;

export type NotificationCode = (typeof NOTIFICATIONS)[number]['code'];

export const notificationPath = (code: NotificationCode) => `/notification/${code}`;
