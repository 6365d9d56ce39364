import { formatMoney } from '@gari/ui/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AuthStoryFrame } from '../testing/authStory';
import { scenarioOf, withScenario } from '../testing/msw';
import { ApproxPrice } from './ApproxPrice';

/**
 * "≈ in your currency" (issue #12): a price with its hint, for a visitor in Rwanda (the default
 * country) over the fake backend's demo rates (base USD, KES 129.2, RWF 1452).
 */
const meta = {
  title: 'Shared/ApproxPrice',
  component: ApproxPrice,
  args: { minor: 450050, currency: 'KES', exponent: 2 },
  loaders: withScenario(),
  render: (args, { loaded }) => (
    <AuthStoryFrame api={scenarioOf(loaded).api} path="/">
      <p style={{ fontSize: '1.25rem', fontWeight: 700, margin: 0 }}>
        {formatMoney(args.minor / 10 ** args.exponent, args.currency)}
        <ApproxPrice {...args} />
      </p>
    </AuthStoryFrame>
  ),
} satisfies Meta<typeof ApproxPrice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A Kenyan price seen from Rwanda: KES 4,500.50 ≈ RWF 50,578 (one rates call). */
export const ForeignPrice: Story = {
  play: async ({ canvasElement, loaded }) => {
    const hint = await within(canvasElement).findByTestId('approx-price');
    await expect(hint).toHaveTextContent('≈ about RWF 50,578 in your currency');
    await expect(hint).toHaveAttribute(
      'title',
      expect.stringMatching(/^Exchange rate of \d{1,2} [A-Z][a-z]{2} \d{4}$/),
    );
    await expect(scenarioOf(loaded).calls.filter((c) => c.key === 'GET /finance/rates')).toHaveLength(1);
  },
};

/** A Rwandan price seen from Rwanda: no hint, and the rates are never fetched. */
export const SameCurrency: Story = {
  args: { minor: 45500, currency: 'RWF', exponent: 0 },
  play: async ({ canvasElement, loaded }) => {
    await expect(within(canvasElement).getByText('RWF 45,500')).toBeVisible();
    await new Promise((r) => setTimeout(r, 200));
    await expect(within(canvasElement).queryByTestId('approx-price')).toBeNull();
    await expect(scenarioOf(loaded).calls.filter((c) => c.key === 'GET /finance/rates')).toHaveLength(0);
  },
};

/** The rates call fails: the price stays, without a hint. */
export const RatesUnavailable: Story = {
  loaders: withScenario({ failures: { 'GET /finance/rates': { status: 503 } } }),
  play: async ({ canvasElement, loaded }) => {
    await waitFor(() =>
      expect(scenarioOf(loaded).calls.filter((c) => c.key === 'GET /finance/rates').length).toBeGreaterThan(
        0,
      ),
    );
    await expect(within(canvasElement).getByText('KES 4,500.50')).toBeVisible();
    await expect(within(canvasElement).queryByTestId('approx-price')).toBeNull();
  },
};
