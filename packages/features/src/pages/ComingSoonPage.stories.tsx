import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AuthStoryFrame } from '../testing/authStory';
import { scenarioOf, withScenario } from '../testing/msw';
import { COMING_SOON_AREAS, ComingSoonPage } from './ComingSoonPage';

const apiOf = scenarioOf;

const meta = {
  title: 'Pages/ComingSoonPage',
  component: ComingSoonPage,
  parameters: { layout: 'fullscreen' },
  args: { area: 'maintenance' },
  loaders: withScenario(),
  render: (args, { loaded }) => (
    <AuthStoryFrame api={apiOf(loaded).api} path="/:area" initialEntry={`/${args.area}`}>
      <ComingSoonPage {...args} />
    </AuthStoryFrame>
  ),
} satisfies Meta<typeof ComingSoonPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Garage (/maintenance): the name, what it will do, and that it is not built yet. */
export const Garage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Garage' })).toBeVisible();
    await expect(canvas.getByText(COMING_SOON_AREAS.maintenance.description)).toBeVisible();
    await expect(canvas.getByText(/Garage is not built yet/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to My Cars' })).toHaveAttribute('href', '/vehicles');
  },
};

/** Gas stations (/gas-station) in French (issue #16 "Locale"; the `language` global): name and description. */
export const French: Story = {
  args: { area: 'gas-station' },
  globals: { language: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Stations-service' })).toBeVisible();
    await expect(
      canvas.getByText('Prix du carburant, produits et services des stations près de chez vous.'),
    ).toBeVisible();
    await expect(canvas.getByText(/Stations-service n'est pas encore disponible/)).toBeVisible();
  },
};
