// The result pages of /notification/{code} (spec section 2): one routed state each, so every code has
// its own heading and its own path, and any other code is simply an unknown path (-> /404).

export const NOTIFICATIONS = [
  { code: 101, state: 'pendingNote', title: 'Application Pending' },
  { code: 102, state: 'applicationSubmitted', title: 'Application Submitted' },
  { code: 103, state: 'paymentReceived', title: 'Payment Received' },
  { code: 104, state: 'bankStatementReceived', title: 'Bank Statement Received' },
  { code: 201, state: 'verificationNotSubmitted', title: 'Application Received' },
  { code: 202, state: 'manualReview', title: 'Application Under Review' },
  { code: 203, state: 'bankAccountNotVerified', title: 'Bank Account Not Verified' },
  { code: 204, state: 'notApproved', title: 'Application Decision' },
  { code: 205, state: 'fundingInProgress', title: 'Funding in Progress' },
  { code: 206, state: 'requestProcessing', title: 'Request in Progress' },
  { code: 301, state: 'withdrawn', title: 'Application Withdrawn' },
  { code: 302, state: 'invalidLink', title: 'Link No Longer Valid' },
] as const;

export type NotificationCode = (typeof NOTIFICATIONS)[number]['code'];

export const notificationPath = (code: NotificationCode) => `/notification/${code}`;
