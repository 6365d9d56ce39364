import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AuthStoryFrame } from '../testing/authStory';
import { DEMO_USER } from '../testing/fixtures/auth';
import { type Scenario, type ScenarioOptions, scenarioOf, withScenario } from '../testing/msw';
import { OrderDetailPage } from './OrderDetailPage';
import { placeStoryOrder, setStoryOrderStatus } from './ordersStory';

/**
 * A paid cash order of listing 1 (brake pads for a Toyota RAV4 2013–2018; the demo member's first car
 * is a 2018 RAV4, the second a Suzuki Swift). `fitsNoCar` clears the part's fitment; `logged` logs it.
 */
const withPaidOrder = (options: ScenarioOptions & { fitsNoCar?: boolean; logged?: boolean } = {}) => {
  const { fitsNoCar, logged, ...scenario } = options;
  return withScenario({ signedInAs: DEMO_USER.email, ...scenario }, async (s) => {
    if (fitsNoCar) for (const l of s.db.marketplace.listings) if (l.id === 1) l.fitment = [];
    const order = await placeStoryOrder(s, { listingId: 1, method: 'cash' });
    setStoryOrderStatus(s, order.id, 'completed');
    if (logged) await s.api.marketplace.logOrderExpense(order.id, { vehicle_id: 1 });
  });
};
const apiOf = scenarioOf;
const orderId = (s: Scenario) => s.db.marketplace.orders[0]?.id ?? 0;

const meta = {
  title: 'Checkout/OrderExpensePrompt',
  parameters: { layout: 'fullscreen' },
  loaders: withPaidOrder(),
  render: (_args, { loaded }) => {
    const s = apiOf(loaded);
    return (
      <AuthStoryFrame api={s.api} initialEntry={`/orders/${orderId(s)}`} path="/orders/:id">
        <OrderDetailPage />
      </AuthStoryFrame>
    );
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The prompt once it shows in `state`. */
const prompt = async (el: HTMLElement, state: string) => {
  await waitFor(() => expect(el.querySelector(`[data-order-expense][data-state="${state}"]`)).not.toBeNull());
  return el.querySelector('[data-order-expense]') as HTMLElement;
};

/**
 * Idle (`offered`): the pre-filled Parts expense for the car the parts fit; one tap logs it there and
 * the prompt says "Logged as expense" with a link to the car.
 */
export const Offered: Story = {
  play: async ({ canvasElement, loaded }) => {
    const box = await prompt(canvasElement, 'offered');
    await expect(box).toHaveTextContent(/Parts · RWF [\d,]+ · .* · Parts order #\d+ from /);
    await expect(box).toHaveTextContent('for 2018 Toyota RAV4');
    await userEvent.click(within(box).getByRole('button', { name: 'Log parts expense' }));
    const done = await prompt(canvasElement, 'logged');
    await expect(done).toHaveTextContent('Logged as expense');
    await expect(within(done).getByRole('link', { name: '2018 Toyota RAV4' })).toHaveAttribute(
      'href',
      '/vehicles/1',
    );
    await expect(apiOf(loaded).db.expenses.at(-1)).toMatchObject({ vehicle_id: 1, category: 'parts' });
  },
};

/** Choosing a car: the parts fit none of the member's two cars, so the prompt asks which; a tap logs it. */
export const ChoosingCar: Story = {
  loaders: withPaidOrder({ fitsNoCar: true }),
  play: async ({ canvasElement, loaded }) => {
    const box = await prompt(canvasElement, 'choosing');
    const group = within(box).getByRole('group', { name: 'Which car are these parts for?' });
    await userEvent.click(within(group).getByRole('button', { name: '2016 Suzuki Swift' }));
    await prompt(canvasElement, 'logged');
    await expect(apiOf(loaded).db.expenses.at(-1)).toMatchObject({ vehicle_id: 2, category: 'parts' });
  },
};

/** "Another car" on the offered prompt lists the cars, the fitting one marked "(fits)". */
export const AnotherCar: Story = {
  play: async ({ canvasElement }) => {
    const box = await prompt(canvasElement, 'offered');
    await userEvent.click(within(box).getByRole('button', { name: 'Another car' }));
    const chosen = await prompt(canvasElement, 'choosing');
    await expect(within(chosen).getByRole('button', { name: '2018 Toyota RAV4 (fits)' })).toBeVisible();
  },
};

/** Saving: the request is under way (it never answers here); the button spins. */
export const Saving: Story = {
  loaders: withPaidOrder({ delays: { 'POST /orders/{id}/expense': 'never' } }),
  play: async ({ canvasElement }) => {
    const box = await prompt(canvasElement, 'offered');
    await userEvent.click(within(box).getByRole('button', { name: 'Log parts expense' }));
    const saving = await prompt(canvasElement, 'saving');
    await expect(within(saving).getByRole('button', { name: 'Logging the parts expense...' })).toBeVisible();
  },
};

/** Error: the API refuses (already logged elsewhere); its message shows with Try again. */
export const Failed: Story = {
  loaders: withPaidOrder({
    failures: {
      'POST /orders/{id}/expense': { status: 409, message: 'This order is already logged as an expense.' },
    },
  }),
  play: async ({ canvasElement }) => {
    const box = await prompt(canvasElement, 'offered');
    await userEvent.click(within(box).getByRole('button', { name: 'Log parts expense' }));
    const failed = await prompt(canvasElement, 'failed');
    await expect(within(failed).getByRole('alert')).toHaveTextContent('already logged as an expense');
    await expect(within(failed).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Logged: an order logged before shows "Logged as expense" and no button. */
export const Logged: Story = {
  loaders: withPaidOrder({ logged: true }),
  play: async ({ canvasElement }) => {
    const box = await prompt(canvasElement, 'logged');
    await expect(within(box).queryByRole('button')).toBeNull();
  },
};

/** A member without a car is sent to add one first. */
export const NoCar: Story = {
  loaders: withPaidOrder({ vehicles: 0 }),
  play: async ({ canvasElement }) => {
    const box = await prompt(canvasElement, 'no-car');
    await expect(within(box).getByRole('link', { name: 'Add your car' })).toHaveAttribute(
      'href',
      '/vehicles/new',
    );
  },
};

/** The prompt in French (issue #16): title, the summary in French money, and the button. */
export const French: Story = {
  globals: { language: 'fr' },
  play: async ({ canvasElement }) => {
    const box = await prompt(canvasElement, 'offered');
    await expect(box).toHaveTextContent('Ajouter ces pièces aux coûts de votre voiture ?');
    await expect(box).toHaveTextContent(/Pièces · [\d\s]+ RWF · /);
    await expect(box).toHaveTextContent('pour 2018 Toyota RAV4');
    await expect(within(box).getByRole('button', { name: 'Enregistrer la dépense' })).toBeVisible();
  },
};
