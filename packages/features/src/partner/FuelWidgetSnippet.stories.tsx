import type { PartnerWidget } from '@gari/contract/bookings';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AuthStoryFrame } from '../testing/authStory';
import { DEMO_USER } from '../testing/fixtures/auth';
import { scenarioOf, withScenario } from '../testing/msw';
import { WidgetSettings } from './PartnerPage';

/** A gas station's widget settings as `GET /partner/widget` answers them (the API's price widget snippet). */
const STATION_WIDGET: PartnerWidget['data'] = {
  provider_id: 501,
  widget_key: 'gw_demo_sp_kimironko',
  allowed_origins: ['https://sp-kimironko.rw'],
  brand_color: '#b45309',
  snippet:
    '<script async src="https://gari.rw/embed/loader.js" data-gari-key="gw_demo_sp_kimironko"></script>\n' +
    '<div data-gari-fuel-prices></div>',
  iframe_url: 'https://gari.rw/embed/fuel-prices?key=gw_demo_sp_kimironko',
};

/**
 * `/partner`'s widget section for a gas station's staff (issue #11 "the station's allowed origins and
 * key managed in /partner"): the same settings as the booking widget's, worded for the price widget,
 * with the `<gari-fuel-prices>` element and the iframe page besides the loader snippet.
 */
const meta = {
  title: 'Partner/PriceWidgetSettings',
  component: WidgetSettings,
  parameters: { layout: 'fullscreen' },
  args: { providerId: 501, providerName: 'SP Kimironko', kind: 'gas_station' },
  loaders: withScenario({ signedInAs: DEMO_USER.email }, (s) => {
    s.db.widget = structuredClone(STATION_WIDGET);
  }),
  render: (args, { loaded }) => (
    <AuthStoryFrame api={scenarioOf(loaded).api} path="/partner">
      <WidgetSettings {...args} />
    </AuthStoryFrame>
  ),
} satisfies Meta<typeof WidgetSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The price widget's settings: allowed websites, the loader snippet, the element and the iframe page. */
export const Station: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Price widget · SP Kimironko' })).toBeVisible();
    await expect(
      await canvas.findByText('The price widget shows your fuel prices only on the websites listed here.'),
    ).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: 'Allowed websites' })).getByText('https://sp-kimironko.rw'),
    ).toBeVisible();
    await expect(canvas.getByTestId('widget-snippet')).toHaveTextContent('<div data-gari-fuel-prices></div>');
    const element = canvas.getByTestId('fuel-widget-element');
    await expect(element).toHaveTextContent(
      '<script async src="https://gari.rw/embed/fuel-prices.js"></script>',
    );
    await expect(element).toHaveTextContent(
      '<gari-fuel-prices key="gw_demo_sp_kimironko" mode="board" fuel="Diesel">',
    );
    await expect(canvas.getByRole('textbox', { name: 'Price widget page (iframe, no scripts)' })).toHaveValue(
      'https://gari.rw/embed/fuel-prices/frame?key=gw_demo_sp_kimironko',
    );
    await expect(canvas.getByRole('button', { name: 'Copy element' })).toBeVisible();
  },
};

/** A garage keeps the booking widget's wording and no price widget forms. */
export const Garage: Story = {
  args: { providerId: 3, providerName: 'Remera Auto Care', kind: 'garage' },
  loaders: withScenario({ signedInAs: DEMO_USER.email }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Booking widget · Remera Auto Care' }),
    ).toBeVisible();
    await expect(canvas.queryByTestId('fuel-widget-element')).toBeNull();
  },
};
