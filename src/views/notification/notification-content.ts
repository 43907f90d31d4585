// What each result page says, and what it offers next (spec section 2: /notification/{code}).
import type { NotificationCode } from '#machines/app/notification-codes.ts';

export type NotificationEvent =
  | { type: 'notification.goToAccount' }
  | { type: 'notification.tryAnotherBankAccount' }
  | { type: 'notification.uploadStatement' }
  | { type: 'notification.viewLoan' };
export type NotificationTone = 'success' | 'progress' | 'attention';
export type NotificationContent = {
  tone: NotificationTone;
  message: string;
  actions: ReadonlyArray<{ label: string; event: NotificationEvent }>;
};

const toAccount = (label = 'Go to my account') => ({ label, event: { type: 'notification.goToAccount' } as const });

export const NOTIFICATION_CONTENT: Record<NotificationCode, NotificationContent> = {
  101: {
    tone: 'progress',
    message: 'Thank you for your application. It is pending while we complete a few final checks, and we will email you as soon as there is an update.',
    actions: [toAccount()],
  },
  102: {
    tone: 'success',
    message:
      'Your application has been submitted. We are reviewing it now and will email you with our decision. You can follow its progress in your account at any time.',
    actions: [toAccount()],
  },
  103: {
    tone: 'success',
    message:
      'Thank you, we have received your payment. Your loan shows it now, marked pending until your bank confirms it, and a confirmation is on its way to your email.',
    actions: [{ label: 'View my loan', event: { type: 'notification.viewLoan' } }, toAccount('Back to my account')],
  },
  104: {
    tone: 'success',
    message: 'Thank you for uploading your bank statement. Our team will review it and let you know by email if we need anything else.',
    actions: [toAccount()],
  },
  201: {
    tone: 'progress',
    message:
      'We have your application. Because your bank account was not verified online, a member of our team will review it personally, and we will email you once that is done.',
    actions: [toAccount()],
  },
  202: {
    tone: 'progress',
    message:
      'Online verification is not available for your bank, so a loan specialist is reviewing your application instead. We will email you as soon as we have a decision.',
    actions: [toAccount()],
  },
  203: {
    tone: 'attention',
    message:
      'We could not verify the bank account you connected. You can connect another checking account, ideally the one your pay is deposited into, or contact customer service and we will help.',
    actions: [{ label: 'Try another bank account', event: { type: 'notification.tryAnotherBankAccount' } }, toAccount()],
  },
  204: {
    tone: 'attention',
    message:
      'We verified your bank account, but it shows no regular pay deposits, so we cannot use it to qualify your application. Upload a recent bank statement that shows your pay and our team will review it, or call customer service and we will help.',
    actions: [{ label: 'Upload a bank statement', event: { type: 'notification.uploadStatement' } }, toAccount()],
  },
  205: {
    tone: 'success',
    message:
      'Your loan is approved and we have started sending the money to your bank account. When it arrives depends on your bank; we will email you once the transfer is complete.',
    actions: [toAccount()],
  },
  206: {
    tone: 'progress',
    message: 'We have received your request and are processing it. We will email you when it is complete, and you can check its status in your account.',
    actions: [toAccount()],
  },
  301: {
    tone: 'attention',
    message:
      'Your application has been withdrawn, and no loan will be made from it. If that is a mistake, or you would like to apply again, you can start a new application from your account.',
    actions: [toAccount()],
  },
  302: {
    tone: 'attention',
    message:
      'This link has expired or has already been used. For your security, the links in our emails only work for a limited time. Please sign in to see the latest on your application or loan.',
    actions: [toAccount('Sign in')],
  },
};
