import type { Meta, StoryObj } from '@storybook/react-vite';
import { NOTIFICATIONS, notificationPath } from '#machines/app/notification-codes.ts';
import { StoryApp } from './story-app.tsx';

const meta = {
  title: 'Pages',
  component: StoryApp,
  args: { brand: '118', path: '/sign-in' },
  argTypes: { brand: { table: { disable: true } } },
  // The page follows the brand chosen in the toolbar; a new brand or path starts a fresh app.
  render: (args, { globals }) => {
    const brand = String(globals.brand ?? '118');
    return <StoryApp key={`${brand} ${args.path} ${args.bootError ?? ''} ${String(args.sessionHeld ?? false)}`} {...args} brand={brand} />;
  },
} satisfies Meta<typeof StoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = { args: { path: '/sign-in' } };
export const NotFound: Story = { args: { path: '/404' } };
export const Deny: Story = { args: { path: '/403' } };
export const ServerError: Story = { args: { path: '/500' } };
export const BootFailed: Story = { args: { path: '/sign-in', bootError: 'We could not reach our servers. Please check your connection and try again.' } };

const notification = (code: (typeof NOTIFICATIONS)[number]['code']): Story => ({
  name: `Notification ${code} ${NOTIFICATIONS.find((n) => n.code === code)?.title ?? ''}`,
  args: { path: notificationPath(code) },
});
export const Notification101 = notification(101);
export const Notification102 = notification(102);
export const Notification103 = notification(103);
export const Notification104 = notification(104);
export const Notification201 = notification(201);
export const Notification202 = notification(202);
export const Notification203 = notification(203);
export const Notification204 = notification(204);
export const Notification205 = notification(205);
export const Notification206 = notification(206);
export const Notification301 = notification(301);
export const Notification302 = notification(302);
/** The same link read by a borrower signed in: their account, not sign-in. */
export const Notification302SignedIn: Story = {
  name: 'Notification 302 Link No Longer Valid, signed in',
  args: { path: notificationPath(302), sessionHeld: true },
};
