import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AuthStoryFrame, clearAnnouncer, expectToast } from '../testing/authStory';
import { DEMO_USER } from '../testing/fixtures/auth';
import { type ScenarioOptions, scenarioOf, withScenario } from '../testing/msw';
import { chooseInSelect } from '../testing/pickers';
import { GasStationPage } from './GasStationPage';

const apiOf = scenarioOf;
const member: ScenarioOptions = { signedInAs: DEMO_USER.email };
const REPORT = 'POST /gas-stations/{id}/price-reports' as const;
const rootOf = (el: HTMLElement) => el.querySelector('section[data-state]') as HTMLElement;
const reportOf = (el: HTMLElement) =>
  el.querySelector('section[aria-labelledby="report-title"]') as HTMLElement;
const fuelRow = (el: HTMLElement, fuel: string) => el.querySelector(`li[data-fuel="${fuel}"]`) as HTMLElement;

const meta = {
  title: 'Gas stations/GasStationPage',
  parameters: { layout: 'fullscreen' },
  args: { entry: '/gas-station/501' },
  loaders: withScenario(member),
  render: (args, { loaded }) => (
    <AuthStoryFrame
      api={apiOf(loaded).api}
      path="/gas-station/:id"
      initialEntry={args.entry}
      mainWidth="min(100vw, 75rem)"
    >
      <GasStationPage />
    </AuthStoryFrame>
  ),
} satisfies Meta<{ entry: string }>;
export default meta;
type Story = StoryObj<typeof meta>;

const ready = (el: HTMLElement) => waitFor(() => expect(rootOf(el)).toHaveAttribute('data-state', 'ready'));
const reportState = (el: HTMLElement, state: string) =>
  waitFor(() => expect(reportOf(el)).toHaveAttribute('data-state', state));

/** Opens "Report a price" (or `opener`) and types a Diesel price. */
async function fillReport(el: HTMLElement, price: string, opener = 'Report a price') {
  const report = within(reportOf(el));
  await userEvent.click(report.getByRole('button', { name: opener }));
  await chooseInSelect(report, 'Fuel', 'Diesel');
  const field = report.getByRole('textbox', { name: 'Price per litre (RWF)' });
  await userEvent.clear(field);
  await userEvent.type(field, price);
  return report;
}

/**
 * A visitor on SP Kimironko: the header, amenities, each fuel with price, age, source and ceiling, the
 * engine oils with their variants and LPG 'Available', services with a dash, the chart, the hours, and
 * "Sign in to report a price".
 */
export const Visitor: Story = {
  loaders: withScenario(),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'SP Kimironko' })).toBeVisible();
    await expect(canvas.getByText('Open 24h')).toBeVisible();
    const diesel = within(fuelRow(canvasElement, 'Diesel'));
    for (const text of ['RWF 1,752', '35m ago · 3 drivers', 'Ceiling RWF 1,803 (RURA)'])
      await expect(diesel.getByText(text, { exact: false })).toBeVisible();
    await expect(within(fuelRow(canvasElement, 'Premium')).getByText('2h ago · station')).toBeVisible();
    await expect(canvas.getByText('Shell Helix HX7')).toBeVisible();
    await expect(canvas.getByText('Available')).toBeVisible();
    const services = canvas.getByRole('table', { name: '' });
    await expect(within(services).getByRole('row', { name: 'Tyre pressure check —' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Essence, last 30 days' })).toBeVisible());
    await expect(canvas.getByRole('row', { name: 'Monday Open 24 hours' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in to report a price' })).toHaveAttribute(
      'href',
      '/login?next=%2Fgas-station%2F501',
    );
    await expect(canvas.getByRole('link', { name: /Directions/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=-1.9495,30.126',
    );
  },
};

/** A member sees "Report a price" (the machine waits in `idle`). */
export const ReportIdle: Story = {
  parameters: { machine: { id: 'priceReport', state: 'idle' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await reportState(canvasElement, 'idle');
    await expect(
      within(reportOf(canvasElement)).getByRole('button', { name: 'Report a price' }),
    ).toBeEnabled();
  },
};

/** The report form: Send report without a price says what is missing. */
export const ReportEditing: Story = {
  parameters: { machine: { id: 'priceReport', state: 'editing' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const report = within(reportOf(canvasElement));
    await userEvent.click(report.getByRole('button', { name: 'Report a price' }));
    await userEvent.click(report.getByRole('button', { name: 'Send report' }));
    await expect(await report.findByText('Enter the price per litre you saw.')).toBeVisible();
    await reportState(canvasElement, 'editing');
  },
};

/** The report is on its way: Send report is pending. */
export const ReportSubmitting: Story = {
  parameters: { machine: { id: 'priceReport', state: 'submitting' } },
  loaders: withScenario({ ...member, delays: { [REPORT]: 'never' } }),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await fillReport(canvasElement, '1750');
    await userEvent.click(within(reportOf(canvasElement)).getByRole('button', { name: 'Send report' }));
    await reportState(canvasElement, 'submitting');
    await expect(
      within(reportOf(canvasElement)).getByRole('button', { name: 'Send report' }),
    ).toHaveAttribute('data-pending');
  },
};

/**
 * A driver reports the Diesel price shown at the pump: it agrees with the shown price, so it is
 * confirmed and shown at once — 'Just now · 1 driver' — and listed under Recent reports.
 */
export const ReportedJustNow: Story = {
  parameters: { machine: { id: 'priceReport', state: 'reported' } },
  play: async ({ canvasElement, loaded }) => {
    await ready(canvasElement);
    await fillReport(canvasElement, '1755');
    await userEvent.click(within(reportOf(canvasElement)).getByRole('button', { name: 'Send report' }));
    await reportState(canvasElement, 'reported');
    await expectToast('Thanks for reporting', 'Your Diesel price is now shown to every driver.');
    const diesel = within(fuelRow(canvasElement, 'Diesel'));
    await expect(diesel.getByText('RWF 1,755', { exact: false })).toBeVisible();
    await expect(diesel.getByText('Just now · 1 driver')).toBeVisible();
    await expect(within(canvasElement).getByRole('list', { name: 'Recent reports' })).toHaveTextContent(
      'Diesel RWF 1,755',
    );
    await expect(apiOf(loaded).callsOf(REPORT)[0]?.body).toEqual({ fuel_type: 'Diesel', price: 1755 });
  },
};

/** A second Diesel report within the hour: the server's 429 text; another fuel may still be reported. */
export const ReportRateLimited: Story = {
  parameters: { machine: { id: 'priceReport', state: 'rateLimited' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await fillReport(canvasElement, '1752');
    await userEvent.click(within(reportOf(canvasElement)).getByRole('button', { name: 'Send report' }));
    await reportState(canvasElement, 'reported');
    await fillReport(canvasElement, '1760', 'Report another price');
    const report = within(reportOf(canvasElement));
    await userEvent.click(report.getByRole('button', { name: 'Send report' }));
    await reportState(canvasElement, 'rateLimited');
    await expect(report.getByText(/You reported Diesel here less than an hour ago/)).toBeVisible();
    await expect(report.getByRole('button', { name: 'Close' })).toBeVisible();
    clearAnnouncer();
  },
};

/** The report could not be sent (server error): 'Report not sent' with Try again. */
export const ReportFailed: Story = {
  parameters: { machine: { id: 'priceReport', state: 'failed' } },
  loaders: withScenario({ ...member, failures: { [REPORT]: { status: 500 } } }),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await fillReport(canvasElement, '1750');
    await userEvent.click(within(reportOf(canvasElement)).getByRole('button', { name: 'Send report' }));
    await reportState(canvasElement, 'failed');
    const report = within(reportOf(canvasElement));
    await expect(report.getByText('Report not sent')).toBeVisible();
    await expect(report.getByText(`POST /gas-stations/501/price-reports failed: 500`)).toBeVisible();
    await expect(report.getByRole('button', { name: 'Try again' })).toBeVisible();
    clearAnnouncer();
  },
};

/** Diesel has no price at Kobil Remera: Buy Now looks disabled and says why (spec §5, §8). */
export const BuyNowWithoutPrice: Story = {
  args: { entry: '/gas-station/503' },
  play: async ({ canvasElement, loaded }) => {
    await ready(canvasElement);
    const diesel = within(fuelRow(canvasElement, 'Diesel'));
    await expect(diesel.getByText('No price yet')).toBeVisible();
    const buy = diesel.getByRole('button', { name: 'Buy Now: Diesel' });
    await expect(buy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(buy);
    await expectToast('Not Available', 'Diesel is not available at this station');
    await expect(apiOf(loaded).count('PUT /cart/items/{listing_id}')).toBe(0);
  },
};

/** Buy Now with a price: the Essence listing goes into the cart and the page goes to checkout. */
export const BuyNow: Story = {
  play: async ({ canvasElement, loaded }) => {
    await ready(canvasElement);
    const buy = within(fuelRow(canvasElement, 'Essence')).getByRole('button', { name: 'Buy Now: Essence' });
    await waitFor(() => expect(buy).toBeEnabled());
    await userEvent.click(buy);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('Navigated to /checkout?seller_id=1101'),
    );
    await expect(apiOf(loaded).callsOf('PUT /cart/items/{listing_id}')[0]).toMatchObject({
      params: { listing_id: '9001' },
    });
    clearAnnouncer();
  },
};

/** The chart's 90 days tab and another fuel ask for that history. */
export const Chart90Days: Story = {
  play: async ({ canvasElement, loaded }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '90 days' }));
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Essence, last 90 days' })).toBeVisible());
    await chooseInSelect(canvas, 'Chart fuel', 'Diesel');
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Diesel, last 90 days' })).toBeVisible());
    await expect(apiOf(loaded).callsOf('GET /gas-stations/{id}/prices/history').at(-1)?.query).toEqual({
      fuel: 'Diesel',
      days: '90',
    });
  },
};

/** An unknown station: 'Station not found.' (the server answers 404 on a full load). */
export const NotFound: Story = {
  args: { entry: '/gas-station/9999' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'not-found'));
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Station not found.' }),
    ).toBeVisible();
  },
};

/** Loading: the skeleton and a heading that says so. */
export const Loading: Story = {
  loaders: withScenario({ delays: { 'GET /gas-stations/{id}': 'never' } }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'loading'));
    await expect(within(canvasElement).getByRole('heading', { name: 'Loading station…' })).toBeVisible();
  },
};

/** The station failed to load: 'Failed to load' with Try again, which recovers. */
export const LoadError: Story = {
  loaders: withScenario({ failures: { 'GET /gas-stations/{id}': { status: 500 } } }),
  play: async ({ canvasElement, loaded }) => {
    await waitFor(() => expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'error'));
    apiOf(loaded).fail('GET /gas-stations/{id}', null);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await ready(canvasElement);
  },
};

/** The station in French (issue #16): weekdays, 'Ouvert 24 h sur 24' and the ceiling in the chart's legend. */
export const French: Story = {
  loaders: withScenario(),
  globals: { language: 'fr' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'SP Kimironko' })).toBeVisible();
    await expect(canvas.getByRole('row', { name: 'lundi Ouvert 24 h sur 24' })).toBeVisible();
  },
};
