// The resource-link pages: checking the link, and a link that could not be checked (retry). Both themes.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { flowStoryApp } from './flow-story-app.tsx';

const ResourceLinkStoryApp = flowStoryApp('resourceLink');

const RESOURCE = 'StoryLink-0123456789abcdef';

const meta = {
  title: 'Pages/Resource links',
  component: ResourceLinkStoryApp,
  args: { brand: '118', path: `/application/${RESOURCE}` },
  argTypes: { brand: { table: { disable: true } } },
  render: (args, { globals, id }) => <ResourceLinkStoryApp key={`${String(globals.brand ?? '118')} ${id}`} {...args} brand={String(globals.brand ?? '118')} />,
} satisfies Meta<typeof ResourceLinkStoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Checking: Story = { name: 'Resource link / checking', args: { path: `/returning/${RESOURCE}`, answers: { parseReturningResource: 'pending' } } };
export const Failed: Story = {
  name: 'Resource link / could not be checked',
  args: {
    path: `/complete-information/${RESOURCE}`,
    answers: { parseCompleteResource: { refusal: { code: -10500, message: 'Something went wrong on our side. Please try again.' } } },
  },
};
