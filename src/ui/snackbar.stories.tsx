import type { Meta, StoryObj } from '@storybook/react-vite';
import { Snackbar } from './snackbar.tsx';

const meta = {
  title: 'UI/Snackbar',
  component: Snackbar,
  args: { onDismiss: () => {} },
} satisfies Meta<typeof Snackbar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Error: Story = { args: { kind: 'error', message: 'We could not reach our servers. Please check your connection and try again.' } };
export const Info: Story = { args: { kind: 'info', message: 'Your changes have been saved.' } };
