import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LocaleProvider } from '../shared/locale';
import { AuthStoryFrame } from '../testing/authStory';
import { scenarioOf, withScenario } from '../testing/msw';
import { SearchPanel } from './SearchPanel';

/**
 * The top-bar search dialog's body (issue #12 `GET /search`) over the fake backend: every state of
 * `data-state` (idle, loading, results, empty, error), keyboard navigation and the links.
 */
const meta = {
  title: 'Search/SearchPanel',
  component: SearchPanel,
  parameters: { layout: 'fullscreen' },
  loaders: withScenario(),
  render: (_args, { loaded }) => (
    <AuthStoryFrame api={scenarioOf(loaded).api} path="/">
      <SearchPanel />
    </AuthStoryFrame>
  ),
} satisfies Meta<typeof SearchPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('searchbox', { name: 'Search' });
const stateOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-state]')?.getAttribute('data-state');

/** Nothing typed (or one character): the hint, no call. */
export const Idle: Story = {
  play: async ({ canvasElement, loaded }) => {
    await userEvent.type(field(canvasElement), 'b');
    await new Promise((r) => setTimeout(r, 400));
    await expect(stateOf(canvasElement)).toBe('idle');
    await expect(within(canvasElement).getByText(/Type at least 2 characters/)).toBeVisible();
    await expect(scenarioOf(loaded).calls.filter((c) => c.key === 'GET /search')).toHaveLength(0);
  },
};

/** A search on its way (the server never answers here): a spinner. */
export const Loading: Story = {
  loaders: withScenario({ delays: { 'GET /search': 'never' } }),
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), 'brake');
    await waitFor(() => expect(stateOf(canvasElement)).toBe('loading'));
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Searching…' })).toBeVisible();
  },
};

/**
 * Results grouped by kind; the typing pause sends one search; arrow keys move through the results
 * while the field keeps focus and Enter opens the chosen one.
 */
export const Results: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const input = field(canvasElement);
    await userEvent.type(input, 'brake');
    await waitFor(() => expect(stateOf(canvasElement)).toBe('results'));
    await expect(scenarioOf(loaded).calls.filter((c) => c.key === 'GET /search')).toHaveLength(1);
    const results = canvas.getByRole('navigation', { name: 'Results' });
    await expect(within(results).getByRole('heading', { name: 'Parts' })).toBeVisible();
    await expect(within(results).getByRole('heading', { name: 'Garages' })).toBeVisible();
    const items = within(results).getAllByRole('link');
    await expect(items[0]).toHaveAttribute('href', expect.stringMatching(/^\/marketplace\/\d+$/));
    await expect(items.at(-1)).toHaveAttribute('href', '/marketplace?search=brake');
    await expect(items.at(-1)).toHaveTextContent("See all parts for 'brake'");
    await expect(canvas.getByRole('status')).toHaveTextContent(/\d+ results?/);
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const href = items[0]?.getAttribute('href');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByTestId('location')).toHaveTextContent(`Navigated to ${href}`);
  },
};

/** A garage found by name: its link goes to its provider page. */
export const GarageResult: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), 'Kigali Auto Care');
    await waitFor(() => expect(stateOf(canvasElement)).toBe('results'));
    const results = within(canvasElement).getByRole('navigation', { name: 'Results' });
    await expect(within(results).getByRole('heading', { name: 'Garages' })).toBeVisible();
    const hrefs = within(results)
      .getAllByRole('link', { name: /Kigali Auto Care/ })
      .map((a) => a.getAttribute('href'));
    await expect(hrefs.some((h) => /^\/providers\/garage\/[\w-]+$/.test(h ?? ''))).toBe(true);
  },
};

/** Nothing found: "No results for 'q'" and the link to search the spareshop anyway. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), 'qqqzzzxx');
    await waitFor(() => expect(stateOf(canvasElement)).toBe('empty'));
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText("No results for 'qqqzzzxx'.")[0]).toBeVisible();
    await expect(canvas.getByRole('link', { name: "See all parts for 'qqqzzzxx'" })).toBeVisible();
  },
};

/** The call failed: the alert and "Try again", which searches again and shows the results. */
export const Failure: Story = {
  loaders: withScenario({ failures: { 'GET /search': { status: 0 } } }),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement), 'brake');
    await waitFor(() => expect(stateOf(canvasElement)).toBe('error'));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Search failed');
    scenarioOf(loaded).fail('GET /search', null);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(stateOf(canvasElement)).toBe('results'));
  },
};

/** The error state itself (stays failed). */
export const ErrorState: Story = {
  name: 'Error',
  loaders: withScenario({ failures: { 'GET /search': { status: 503, message: 'Unavailable' } } }),
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), 'toyota');
    await waitFor(() => expect(stateOf(canvasElement)).toBe('error'));
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Results in French (issue #16 "Locale"): the sections' headings, the link to all parts, the count. */
export const French: Story = {
  render: (_args, { loaded }) => (
    <LocaleProvider language="fr">
      <AuthStoryFrame api={scenarioOf(loaded).api} path="/">
        <SearchPanel />
      </AuthStoryFrame>
    </LocaleProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Rechercher' }), 'brake');
    await waitFor(() => expect(stateOf(canvasElement)).toBe('results'));
    const results = canvas.getByRole('navigation', { name: 'Résultats' });
    await expect(within(results).getByRole('heading', { name: 'Pièces' })).toBeVisible();
    await expect(within(results).getAllByRole('link').at(-1)).toHaveTextContent(
      'Voir toutes les pièces pour « brake »',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(/\d+ résultats?/);
  },
};
