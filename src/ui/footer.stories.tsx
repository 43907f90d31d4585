// The footer of every page: the lender, how to reach a person, the legal links and the state licences (sample
// numbers in the demo data, said so); before the licences have loaded, the rest alone. Both brands' figures.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { LICENCES_110, LICENCES_118 } from './fixtures/legal.ts';
import { PORTFOLIO_110, PORTFOLIO_118 } from './fixtures/portfolios.ts';
import { Footer } from './footer.tsx';

const meta = {
  title: 'UI/Footer',
  component: Footer,
  args: {
    legalName: PORTFOLIO_118.legalName,
    customerServicePhone: PORTFOLIO_118.customerServicePhone,
    customerServiceEmail: PORTFOLIO_118.customerServiceEmail,
    licences: LICENCES_118.licences,
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithLicences: Story = { name: 'With the state licences (Bluepeak)' };
export const Goldcrest: Story = {
  name: 'With the state licences (Goldcrest)',
  args: {
    legalName: PORTFOLIO_110.legalName,
    customerServicePhone: PORTFOLIO_110.customerServicePhone,
    customerServiceEmail: PORTFOLIO_110.customerServiceEmail,
    licences: LICENCES_110.licences,
  },
};
export const LicencesLoading: Story = { name: 'Before the licences have loaded', args: { licences: null } };
