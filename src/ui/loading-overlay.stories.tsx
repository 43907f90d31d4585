import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingOverlay, SPINNER_STYLES } from './loading-overlay.tsx';

const meta = {
  title: 'UI/Loading overlay',
  component: LoadingOverlay,
  argTypes: { spinner: { control: 'select', options: SPINNER_STYLES } },
} satisfies Meta<typeof LoadingOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ring: Story = { args: { spinner: 'ring' } };
export const DualRing: Story = { args: { spinner: 'dual-ring' } };
export const Dots: Story = { args: { spinner: 'dots' } };
export const Bars: Story = { args: { spinner: 'bars' } };
export const Pulse: Story = { args: { spinner: 'pulse' } };
export const Orbit: Story = { args: { spinner: 'orbit' } };
export const Wave: Story = { args: { spinner: 'wave', label: 'Saving your details' } };
