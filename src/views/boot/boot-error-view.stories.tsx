import type { Meta, StoryObj } from '@storybook/react-vite';
import { BootErrorView } from './boot-error-view.tsx';

const meta = {
  title: 'Pages/Boot error',
  component: BootErrorView,
  args: { onRetry: () => {} },
} satisfies Meta<typeof BootErrorView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NetworkDown: Story = { args: { reason: 'We could not reach our servers. Please check your connection and try again.' } };
export const UnknownSite: Story = { args: { reason: 'This site is not set up for any lender.' } };
export const NoReason: Story = { args: { reason: null } };
