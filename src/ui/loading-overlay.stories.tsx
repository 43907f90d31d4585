import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingOverlay, SPINNER_STYLES } from './loading-overlay.tsx';

const meta = {
  title: 'UI/Loading overlay',
  component: LoadingOverlay,
  argTypes: { spinner: { control: 'select', options: SPINNER_STYLES } },
} satisfies Meta<typeof LoadingOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

// The words say what the app is waiting for (issue 18, defect 11); 'Loading…' where nothing more is known.
export const Ring: Story = { args: { spinner: 'ring' } };
export const CheckingBankVerification: Story = { args: { spinner: 'ring', label: 'Checking your bank verification…' } };
export const SigningIn: Story = { args: { spinner: 'ring', label: 'Signing you in…' } };
export const LoadingApplication: Story = { args: { spinner: 'ring', label: 'Loading your application…' } };
export const DualRing: Story = { args: { spinner: 'dual-ring' } };
export const Dots: Story = { args: { spinner: 'dots' } };
export const Bars: Story = { args: { spinner: 'bars' } };
export const Pulse: Story = { args: { spinner: 'pulse' } };
export const Orbit: Story = { args: { spinner: 'orbit' } };
export const Wave: Story = { args: { spinner: 'wave', label: 'Saving your details…' } };
