import { ApiError } from '@gari/client/errors';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LocaleProvider } from '../shared/locale';
import { createScenario } from '../testing/msw';
import { type FuelPricesState, FuelPricesWidget } from './FuelPricesWidget';
import { FUEL_WIDGET_HEIGHT } from './layout';

/**
 * Every state of the price widget `<gari-fuel-prices>` (issue #11 widget states: loading, prices,
 * board, stale, error), with the data the gas fakes answer for `GET /widgets/{key}/fuel-prices` (the
 * fixture stations of `testing/fixtures/gasStations`, clock fixed at `NOW`). On a partner page the same
 * view arrives as server-rendered HTML in the widget's shadow root; here it renders in place. Every
 * story checks the widget keeps its reserved height (CLS 0).
 */

/** The fakes' clock: SP Kimironko's Essence was set 2 h before, its Diesel confirmed 35 min before. */
const NOW = new Date('2026-11-20T07:00:00Z');

/** A loader that asks the gas fakes for a widget's data and turns it into a widget state. */
const fromFakes =
  (key: string, query: { mode?: 'station' | 'board'; fuel?: string } = {}, stale = false) =>
  async (): Promise<{ state: FuelPricesState }> => {
    const s = createScenario({ now: () => NOW });
    try {
      return { state: { status: 'prices', data: await s.api.gasStations.widget(key, query), stale } };
    } catch (error) {
      const unknown = error instanceof ApiError && error.status === 404;
      return { state: { status: 'error', reason: unknown ? 'unknown_key' : 'unavailable' } };
    }
  };

const meta = {
  title: 'Fuel prices/FuelPricesWidget',
  component: FuelPricesWidget,
  parameters: { layout: 'padded' },
  args: { state: { status: 'loading' }, now: NOW },
  render: (args, { loaded }) => (
    <div style={{ width: 420 }}>
      <FuelPricesWidget {...args} state={(loaded.state as FuelPricesState | undefined) ?? args.state} />
    </div>
  ),
} satisfies Meta<typeof FuelPricesWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The widget's root and helpers to read it. */
const widgetIn = (canvasElement: HTMLElement) => {
  const root = canvasElement.querySelector<HTMLElement>('[data-fuel-widget]');
  if (!root) throw new Error('no widget root');
  return root;
};
const expectReservedHeight = async (root: HTMLElement) =>
  expect(Math.round(root.getBoundingClientRect().height)).toBe(FUEL_WIDGET_HEIGHT);
const rowOf = (root: HTMLElement, fuel: string) => {
  const row = root.querySelector<HTMLElement>(`[data-fuel="${fuel}"]`);
  if (!row) throw new Error(`no ${fuel} row`);
  return row;
};

/** Loading: the skeleton the loader shows until the HTML arrives, as tall as the prices. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const root = widgetIn(canvasElement);
    await expect(root).toHaveAttribute('data-state', 'loading');
    await expect(root).toHaveAttribute('aria-busy', 'true');
    await expect(within(root).getByText('Loading fuel prices…')).toBeInTheDocument();
    await expectReservedHeight(root);
  },
};

/** Station mode: SP Kimironko's three fuels with price per litre, ceiling, age and source. */
export const Prices: Story = {
  loaders: [fromFakes('gw_demo_sp_kimironko')],
  play: async ({ canvasElement }) => {
    const root = widgetIn(canvasElement);
    const w = within(root);
    await expect(within(canvasElement).getByRole('region', { name: 'Fuel prices at SP Kimironko' })).toBe(
      root,
    );
    await expect(w.getByRole('link', { name: 'SP Kimironko' })).toHaveAttribute('href', '/gas-station/501');
    await expect(w.getAllByRole('listitem')).toHaveLength(3);
    const essence = rowOf(root, 'Essence');
    await expect(essence).toHaveTextContent('RWF 1,769 /L');
    await expect(essence).toHaveTextContent('Ceiling RWF 1,789 (RURA)');
    await expect(essence).toHaveTextContent('2h ago · station');
    await expect(rowOf(root, 'Diesel')).toHaveTextContent('35m ago · 3 drivers');
    await expect(rowOf(root, 'Premium')).toHaveTextContent('RWF 1,890 /L');
    await expect(w.queryByText('Above ceiling')).toBeNull();
    await expect(w.getByText('Updated 35m ago')).toBeVisible();
    await expect(w.getByText('Could not refresh: showing the last prices.')).not.toBeVisible();
    await expectReservedHeight(root);
  },
};

/** Prices above the regulated ceiling are flagged (TotalEnergies Kacyiru: Diesel RWF 1,812 > 1,803). */
export const AboveCeiling: Story = {
  loaders: [fromFakes('gw_demo_totalenergies_kacyiru')],
  play: async ({ canvasElement }) => {
    const root = widgetIn(canvasElement);
    const diesel = rowOf(root, 'Diesel');
    await expect(diesel).toHaveAttribute('data-above-ceiling', 'true');
    await expect(within(diesel).getByText('Above ceiling')).toBeVisible();
    await expect(diesel).toHaveTextContent('Ceiling RWF 1,803 (RURA)');
    // RWF 1,920 for Premium: Rwanda publishes no Premium ceiling, so nothing to be above.
    await expect(rowOf(root, 'Premium')).not.toHaveAttribute('data-above-ceiling');
    await expect(rowOf(root, 'Premium')).toHaveTextContent('No regulated ceiling');
    await expect(within(root).getByText('Updated 1d ago')).toBeVisible();
  },
};

/** A fuel sold without a price and a fuel not sold (Kobil Remera): the three rows stay. */
export const MissingPrices: Story = {
  loaders: [fromFakes('gw_demo_kobil_remera')],
  play: async ({ canvasElement }) => {
    const root = widgetIn(canvasElement);
    await expect(rowOf(root, 'Essence')).toHaveTextContent('20m ago · 2 drivers');
    await expect(rowOf(root, 'Diesel')).toHaveTextContent('No price yet');
    await expect(rowOf(root, 'Premium')).toHaveTextContent('Not sold here');
    await expectReservedHeight(root);
  },
};

/** Board mode: the cheapest Diesel of Kigali, the widget's own station marked. */
export const Board: Story = {
  loaders: [fromFakes('gw_demo_sp_kimironko', { mode: 'board', fuel: 'Diesel' })],
  args: { fuel: 'Diesel' },
  play: async ({ canvasElement }) => {
    const root = widgetIn(canvasElement);
    const w = within(root);
    await expect(within(canvasElement).getByRole('region', { name: 'Cheapest Diesel in Kigali' })).toBe(root);
    const rows = within(w.getByRole('list', { name: 'Cheapest stations' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    // Merez Gikondo 1,735, SP Kimironko 1,752, Engen Nyabugogo 1,768 (Kobil has no Diesel price).
    await expect(rows[0]).toHaveTextContent('Merez Gikondo');
    await expect(rows[0]).toHaveTextContent('RWF 1,735 /L');
    await expect(rows[1]).toHaveAttribute('aria-current', 'true');
    await expect(rows[1]).toHaveTextContent('This station');
    await expect(w.getByText(/^Average RWF [\d,]+ · 4 stations · Ceiling RWF 1,803 \(RURA\)$/)).toBeVisible();
    await expectReservedHeight(root);
  },
};

/** Board mode for a fuel nobody in the city prices (Premium in Musanze). */
export const BoardEmpty: Story = {
  loaders: [fromFakes('gw_demo_oryx_musanze', { mode: 'board', fuel: 'Premium' })],
  args: { fuel: 'Premium' },
  play: async ({ canvasElement }) => {
    const root = widgetIn(canvasElement);
    await expect(within(root).getByText('No Premium prices in Musanze yet.')).toBeVisible();
    await expectReservedHeight(root);
  },
};

/** Stale: a refresh failed, the last prices stay with a notice instead of the update time. */
export const Stale: Story = {
  loaders: [fromFakes('gw_demo_sp_kimironko', {}, true)],
  play: async ({ canvasElement }) => {
    const root = widgetIn(canvasElement);
    await expect(root).toHaveAttribute('data-stale', 'true');
    await expect(within(root).getByText('Could not refresh: showing the last prices.')).toBeVisible();
    await expect(within(root).getByText('Updated 35m ago')).not.toBeVisible();
    await expect(rowOf(root, 'Essence')).toHaveTextContent('RWF 1,769 /L');
    await expectReservedHeight(root);
  },
};

/** Error: the key is unknown (the fakes answer 404 'Unknown widget key.'). */
export const UnknownKey: Story = {
  loaders: [fromFakes('gw_no_such_key')],
  play: async ({ canvasElement }) => {
    const root = widgetIn(canvasElement);
    await expect(root).toHaveAttribute('data-state', 'error');
    await expect(within(root).getByRole('alert')).toHaveTextContent(
      'Unknown widget key. Check the key in the Gari partner console.',
    );
    await expectReservedHeight(root);
  },
};

/** Error: the page's origin is not among the station's allowed websites (the server's 403). */
export const OriginRefused: Story = {
  args: { state: { status: 'error', reason: 'origin_refused' } },
  play: async ({ canvasElement }) => {
    const root = widgetIn(canvasElement);
    await expect(within(root).getByRole('alert')).toHaveTextContent(
      'This price widget is not allowed on this website.',
    );
    await expectReservedHeight(root);
  },
};

/** Error: the prices could not be loaded at all (network or server failure before any content). */
export const Unavailable: Story = {
  args: { state: { status: 'error', reason: 'unavailable' } },
  play: async ({ canvasElement }) => {
    await expect(within(widgetIn(canvasElement)).getByRole('alert')).toHaveTextContent(
      'Fuel prices could not be loaded. Please try again later.',
    );
  },
};

/** Dark theme with the `brand-color` attribute: the top accent takes the partner's colour. */
export const DarkBrand: Story = {
  loaders: [fromFakes('gw_demo_sp_kimironko')],
  args: { theme: 'dark', brandColor: '#0f766e' },
  play: async ({ canvasElement }) => {
    const root = widgetIn(canvasElement);
    await expect(root).toHaveAttribute('data-theme', 'dark');
    await expect(getComputedStyle(root).borderTopColor).toBe('rgb(15, 118, 110)');
  },
};

/** A narrow column (280 px): long names end with an ellipsis, the height stays. */
export const Narrow: Story = {
  loaders: [fromFakes('gw_demo_sp_kimironko', { mode: 'board', fuel: 'Essence' })],
  render: (args, { loaded }) => (
    <div style={{ width: 280 }}>
      <FuelPricesWidget {...args} state={loaded.state as FuelPricesState} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const root = widgetIn(canvasElement);
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
    await expectReservedHeight(root);
  },
};

/**
 * Station mode in French (issue #16 "Locale"): the region's name, the ceiling and prices in French
 * money, the age and source, and the update line.
 */
export const French: Story = {
  loaders: [fromFakes('gw_demo_sp_kimironko')],
  render: (args, { loaded }) => (
    <LocaleProvider language="fr">
      <div style={{ width: 420 }}>
        <FuelPricesWidget {...args} state={(loaded.state as FuelPricesState | undefined) ?? args.state} />
      </div>
    </LocaleProvider>
  ),
  play: async ({ canvasElement }) => {
    const root = widgetIn(canvasElement);
    await expect(
      within(canvasElement).getByRole('region', { name: 'Prix des carburants chez SP Kimironko' }),
    ).toBe(root);
    await expect(rowOf(root, 'Essence')).toHaveTextContent('Plafond 1 789 RWF (RURA)');
    await expect(rowOf(root, 'Essence')).toHaveTextContent(/il y a \d+ h · station/);
    await expect(within(root).getByText(/^Mis à jour il y a /)).toBeVisible();
  },
};
