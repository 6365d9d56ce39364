import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_USER } from '../testing/fixtures/auth';
import { scenarioOf, withScenario } from '../testing/msw';
import { StoryFrame } from '../testing/vehiclesStory';
import { CarStatusPage } from './CarStatusPage';
import { addRepair } from './repairStory';

const apiOf = scenarioOf;

const meta = {
  title: 'Vehicles/RepairsToLog',
  component: CarStatusPage,
  parameters: { layout: 'fullscreen' },
  loaders: withScenario({ signedInAs: DEMO_USER.email }, (s) => addRepair(s)),
  render: (args, { loaded }) => (
    <StoryFrame api={apiOf(loaded).api} initialEntry="/vehicles/1" path="/vehicles/:id">
      <CarStatusPage {...args} />
    </StoryFrame>
  ),
} satisfies Meta<typeof CarStatusPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const section = (el: HTMLElement) => el.querySelector('[data-repairs-to-log]') as HTMLElement | null;

/**
 * Issue #13 "close the loop" on the car page: a completed repair of this car offers its pre-filled
 * Repair expense; one tap logs it, the section goes and the expense shows in the car's costs.
 */
export const LogRepair: Story = {
  play: async ({ canvasElement, loaded }) => {
    await waitFor(() => expect(section(canvasElement)).not.toBeNull());
    const box = within(section(canvasElement) as HTMLElement);
    await expect(box.getByRole('heading', { name: 'Repairs to log' })).toBeVisible();
    await expect(section(canvasElement)).toHaveTextContent('Repair · RWF 45,000');
    await userEvent.click(box.getByRole('button', { name: 'Log repair expense' }));
    await waitFor(() => expect(section(canvasElement)).toBeNull());
    await expect(apiOf(loaded).db.expenses.at(-1)).toMatchObject({
      vehicle_id: 1,
      category: 'repair',
      amount: 45_000,
    });
    await waitFor(() =>
      expect(within(canvasElement).getAllByText(/Brake Service at .* \(GR-REPAIR\)/).length).toBeGreaterThan(
        0,
      ),
    );
  },
};

/** Every repair of the car is logged: no section. */
export const NothingToLog: Story = {
  loaders: withScenario({ signedInAs: DEMO_USER.email }, (s) => addRepair(s, true)),
  play: async ({ canvasElement, loaded }) => {
    await waitFor(() => expect(apiOf(loaded).count('GET /bookings')).toBeGreaterThan(0));
    await expect(section(canvasElement)).toBeNull();
  },
};
