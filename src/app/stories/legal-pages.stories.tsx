// The lender's public pages (issue 18): Rates & Terms (its figures, while they load, when they cannot), Privacy,
// Terms of Use, the E-Sign disclosure (its text, when it cannot load) and Accessibility, each with the footer's
// links and licences. The brand follows the toolbar (both themes).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { LEGAL_PATHS } from '#machines/legal/pages.ts';
import { flowStoryApp } from './flow-story-app.tsx';

const LegalStoryApp = flowStoryApp('legal');

const FAILED = { refusal: { code: -10500, message: 'Something went wrong on our side. Please try again.' } };

const meta = {
  title: 'Pages/Lender pages',
  component: LegalStoryApp,
  args: { brand: '118', path: LEGAL_PATHS.ratesAndTerms },
  argTypes: { brand: { table: { disable: true } } },
  render: (args, { globals, id }) => <LegalStoryApp key={`${String(globals.brand ?? '118')} ${id}`} {...args} brand={String(globals.brand ?? '118')} />,
} satisfies Meta<typeof LegalStoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RatesAndTerms: Story = { name: 'Rates & Terms / the figures by state' };
export const RatesAndTermsLoading: Story = { name: 'Rates & Terms / calculating', args: { answers: { loadRatesAndTerms: 'pending' } } };
export const RatesAndTermsFailed: Story = { name: 'Rates & Terms / could not load', args: { answers: { loadRatesAndTerms: FAILED } } };
export const Privacy: Story = { name: 'Privacy Policy', args: { path: LEGAL_PATHS.privacy } };
export const TermsOfUse: Story = { name: 'Terms of Use', args: { path: LEGAL_PATHS.termsOfUse } };
export const ESignDisclosure: Story = { name: 'E-Sign Disclosure / the text', args: { path: LEGAL_PATHS.eSignDisclosure } };
export const ESignDisclosureFailed: Story = {
  name: 'E-Sign Disclosure / could not load',
  args: { path: LEGAL_PATHS.eSignDisclosure, answers: { loadEsignDisclosure: FAILED } },
};
export const Accessibility: Story = { name: 'Accessibility', args: { path: LEGAL_PATHS.accessibility } };
