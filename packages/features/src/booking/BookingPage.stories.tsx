import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AuthStoryFrame } from '../testing/authStory';
import { storedDiagnosis } from '../testing/fixtures/ai';
import { DEMO_USER } from '../testing/fixtures/auth';
import { OPEN_EVERY_DAY_PROVIDERS } from '../testing/fixtures/providers';
import { type ScenarioOptions, scenarioOf, withScenario } from '../testing/msw';
import { BookingPage } from './BookingPage';

/** Providers open every day, so that "today" has slots whatever the weekday. */
const withApi = (options: ScenarioOptions = {}) =>
  withScenario({ providers: OPEN_EVERY_DAY_PROVIDERS, ...options });
const apiOf = scenarioOf;
const pageState = (el: HTMLElement) => el.querySelector('section[data-state]')?.getAttribute('data-state');

interface Args {
  entry: string;
}

const meta = {
  title: 'Booking/BookingPage',
  parameters: { layout: 'fullscreen' },
  args: {
    entry: '/booking?type=carwash&id=101&name=Sparkle+Car+Wash+Kimihurura&services=Quick+Wash,Wax%2FPolish',
  },
  loaders: withApi(),
  render: (args, { loaded }) => (
    <AuthStoryFrame api={apiOf(loaded).api} path="/booking" initialEntry={args.entry}>
      <BookingPage />
    </AuthStoryFrame>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** From a card's Book Now: the provider and its services come from the query. */
export const FromQuery: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Book a Service' })).toBeVisible();
    await expect(canvas.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'Quick Wash',
      'Wax/Polish',
    ]);
    await expect(
      within(canvas.getByTestId('booking-summary')).getByText('Sparkle Car Wash Kimihurura'),
    ).toBeVisible();
    await expect(pageState(canvasElement)).toBe('ready');
  },
};

/** Only an id: the name and services are read from GET /providers/{type}/{id}. */
export const IdOnly: Story = {
  args: { entry: '/booking?id=1' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Brake Service')).toBeVisible();
    await expect(within(canvas.getByTestId('booking-summary')).getByText('Kigali Auto Care')).toBeVisible();
    await expect(apiOf(loaded).count('GET /providers/{type}/{id}')).toBe(1);
  },
};

/**
 * A partner's link with a name but no services (issue #16): the provider's own services are read from
 * GET /providers/{type}/{id}, not another type's defaults.
 */
export const NameWithoutServices: Story = {
  args: { entry: '/booking?type=garage&id=1&name=Kigali+Auto+Care' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Brake Service')).toBeVisible();
    const services = canvas.getAllByRole('radio').map((r) => r.getAttribute('value'));
    await expect(services).toContain('Oil Change');
    await expect(services).not.toContain('Quick Wash');
    await expect(apiOf(loaded).count('GET /providers/{type}/{id}')).toBe(1);
  },
};

/** A signed-in member's name is prefilled on the Contact step. */
export const SignedIn: Story = {
  loaders: withApi({ signedInAs: DEMO_USER.email }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(pageState(canvasElement)).toBe('ready'));
    await userEvent.click(canvas.getByText('Quick Wash'));
    await userEvent.click(within(canvas.getByTestId('booking-nav')).getByRole('button', { name: 'Next' }));
    const grid = canvas.getByRole('grid');
    const day = within(grid)
      .getAllByRole('button')
      .find((b) => b.getAttribute('aria-disabled') !== 'true');
    if (day) await userEvent.click(day);
    await userEvent.click(await canvas.findByText('09:00'));
    await userEvent.click(within(canvas.getByTestId('booking-nav')).getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByLabelText(/Full name/)).toHaveValue(DEMO_USER.name);
  },
};

/**
 * Book this repair from a diagnostic report (issue #13): the service is chosen, the notes start with
 * the report's summary, and the booking is sent with the report's and the car's ids.
 */
export const FromDiagnosis: Story = {
  args: {
    entry:
      '/booking?type=garage&id=1&name=Kigali+Auto+Care&services=Oil+Change,Brake+Service&service=Brake+Service&diagnosis=41&vehicle=1',
  },
  loaders: withApi({ signedInAs: DEMO_USER.email, diagnoses: [storedDiagnosis()] }),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(pageState(canvasElement)).toBe('ready'));
    await expect(canvas.getByRole('radio', { name: /Brake Service/ })).toBeChecked();
    const nav = () => within(canvas.getByTestId('booking-nav'));
    await userEvent.click(nav().getByRole('button', { name: 'Next' }));
    const day = within(canvas.getByRole('grid'))
      .getAllByRole('button')
      .find((b) => b.getAttribute('aria-disabled') !== 'true');
    if (day) await userEvent.click(day);
    await userEvent.click(await canvas.findByText('09:00'));
    await userEvent.click(nav().getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByLabelText('Notes')).toHaveValue(
      'Diagnosed by the Gari AI mechanic: Worn brake pads. Symptoms: Grinding noise from the front when I brake',
    );
    await userEvent.type(canvas.getByLabelText(/Phone/), '0788123456');
    await userEvent.click(nav().getByRole('button', { name: 'Next' }));
    await userEvent.click(nav().getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(apiOf(loaded).count('POST /bookings')).toBe(1));
    await expect(apiOf(loaded).callsOf('POST /bookings')[0]?.body).toMatchObject({
      service: 'Brake Service',
      diagnosis_id: 41,
      vehicle_id: 1,
    });
  },
};

/** No provider in the query: an alert with links to both lists. */
export const NoProvider: Story = {
  args: { entry: '/booking' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Choose a garage or carwash first.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Find a garage' })).toHaveAttribute('href', '/maintenance');
    await expect(canvas.getByRole('link', { name: 'Find a carwash' })).toHaveAttribute('href', '/carwashes');
    await expect(pageState(canvasElement)).toBe('invalid');
  },
};
