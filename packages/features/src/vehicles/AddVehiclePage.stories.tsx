import { addVehicleMachine } from '@gari/machines/addVehicle';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_USER } from '../testing/fixtures/auth';
import { type ScenarioOptions, scenarioOf, withScenario } from '../testing/msw';
import { chooseInCombo, chooseInSelect, combo, selectButton } from '../testing/pickers';
import { clearLiveAnnouncer, StoryFrame } from '../testing/vehiclesStory';
import { AddVehiclePage } from './AddVehiclePage';
import { JOINED_CONVOYS_KEY } from './interestTags';
import { MyCarsPage } from './MyCarsPage';

/** Loader: a fresh signed-in fake per render (the demo member with 2 cars unless told otherwise). */
const withApi = (options: ScenarioOptions = {}) => withScenario({ signedInAs: DEMO_USER.email, ...options });
const apiOf = scenarioOf;

const meta = {
  title: 'Vehicles/AddVehiclePage',
  component: AddVehiclePage,
  parameters: { layout: 'fullscreen' },
  loaders: withApi(),
  render: (_args, { loaded }) => (
    <StoryFrame
      api={apiOf(loaded).api}
      initialEntry="/vehicles/new"
      path="/vehicles/new"
      routes={{ '/vehicles': <MyCarsPage /> }}
    >
      <AddVehiclePage />
    </StoryFrame>
  ),
} satisfies Meta<typeof AddVehiclePage>;
export default meta;
type Story = StoryObj<typeof meta>;

// ---------------------------------------------------------------------------------------------
// helpers of the play functions
// ---------------------------------------------------------------------------------------------

type Canvas = ReturnType<typeof within>;

const form = (canvasElement: HTMLElement) => {
  const el = canvasElement.querySelector('form[data-state]');
  if (!el) throw new Error('form not rendered');
  return el as HTMLFormElement;
};
const waitForState = (canvasElement: HTMLElement, state: string) =>
  waitFor(() => expect(form(canvasElement)).toHaveAttribute('data-state', state), { timeout: 4000 });

/** Make Toyota → Model RAV4 → Year 2018. */
async function chooseRav4(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitForState(canvasElement, 'editing.ready');
  await chooseInCombo(canvas, 'Make', 'toy', 'Toyota');
  await waitForState(canvasElement, 'editing.ready');
  await waitFor(() => expect(combo(canvas, 'Model')).toBeEnabled());
  await chooseInCombo(canvas, 'Model', 'rav', 'RAV4');
  await chooseInSelect(canvas, 'Year', '2018');
}

const saveButton = (canvas: Canvas) => canvas.getByRole('button', { name: /^(Save|Saving\.\.\.)$/ });

// ---------------------------------------------------------------------------------------------
// loadingMakes / makesError
// ---------------------------------------------------------------------------------------------

/** The makes are on their way: every field is disabled, Save too. */
export const LoadingMakes: Story = {
  parameters: { machine: { id: 'addVehicle', state: 'loadingMakes' } },
  loaders: withApi({ delays: { 'GET /makes': 'never' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForState(canvasElement, 'loadingMakes');
    await expect(combo(canvas, 'Make')).toBeDisabled();
    await expect(combo(canvas, 'Make')).toHaveAttribute('placeholder', 'Loading makes…');
    await expect(combo(canvas, 'Model')).toBeDisabled();
    await expect(selectButton(canvas, 'Year')).toBeDisabled();
    await expect(saveButton(canvas)).toBeDisabled();
  },
};

/** GET /makes failed: the error with Retry. */
export const MakesError: Story = {
  parameters: { machine: { id: 'addVehicle', state: 'makesError' } },
  loaders: withApi({ failures: { 'GET /makes': { status: 503 } } }),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const api = apiOf(loaded);
    await waitForState(canvasElement, 'makesError');
    await expect(canvas.getByText('Failed to load makes')).toBeVisible();
    await expect(canvas.getByText('GET /makes failed: 503')).toBeVisible();
    await expect(combo(canvas, 'Make')).toBeDisabled();
    await expect(api.count('GET /makes')).toBe(1);
  },
};

/** GET /makes failed, then Retry loads again and the form opens. */
export const MakesErrorRetried: Story = {
  parameters: { machine: { id: 'addVehicle', state: 'editing.ready' } },
  loaders: withApi({ failures: { 'GET /makes': { status: 503 } } }),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const api = apiOf(loaded);
    await waitForState(canvasElement, 'makesError');
    api.fail('GET /makes', null);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await waitForState(canvasElement, 'editing.ready');
    await expect(api.count('GET /makes')).toBe(2);
    await expect(combo(canvas, 'Make')).toBeEnabled();
    await expect(canvas.queryByText('Failed to load makes')).toBeNull();
  },
};

// ---------------------------------------------------------------------------------------------
// editing.ready
// ---------------------------------------------------------------------------------------------

/** Nothing chosen yet: only Make is open; Name is read-only and empty; Cancel leads to /vehicles. */
export const Ready: Story = {
  parameters: { machine: { id: 'addVehicle', state: 'editing.ready' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForState(canvasElement, 'editing.ready');
    await expect(combo(canvas, 'Make')).toBeEnabled();
    await expect(combo(canvas, 'Model')).toBeDisabled();
    await expect(selectButton(canvas, 'Year')).toBeDisabled();
    for (const label of ['Transmission', 'Fuel Type', 'Body Style', 'Color']) {
      await expect(selectButton(canvas, label)).toBeDisabled();
    }
    await expect(canvas.getByRole('textbox', { name: 'Mileage (km)' })).toBeDisabled();
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveAttribute('readonly');
    await expect(name).toHaveValue('');
    await expect(saveButton(canvas)).toBeDisabled();
    await userEvent.click(canvas.getByRole('link', { name: 'Cancel' }));
    await expect(await canvas.findByRole('heading', { name: 'My Cars' })).toBeVisible();
  },
};

/**
 * The whole cascade with keyboard and pointer: Make → Model → Year opens the details, Body Style is
 * filled from the model (SUV), the name is generated; then changing Year, Model and Make clears the
 * later fields exactly as spec §4 says.
 */
export const Cascade: Story = {
  parameters: { machine: { id: 'addVehicle', state: 'editing.ready' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseRav4(canvasElement);
    await expect(selectButton(canvas, 'Body Style')).toHaveTextContent('SUV');
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('2018 Toyota RAV4');
    await chooseInSelect(canvas, 'Transmission', 'Automatic');
    await chooseInSelect(canvas, 'Fuel Type', 'Petrol');
    await chooseInSelect(canvas, 'Color', 'White');
    const mileage = canvas.getByRole('textbox', { name: 'Mileage (km)' });
    await userEvent.type(mileage, '84500.7');
    await userEvent.tab();
    await waitFor(() => expect(mileage).toHaveValue('84,500'));
    await expect(saveButton(canvas)).toBeEnabled();

    // Year change: transmission, fuel, colour cleared; body style back to the model's; mileage kept.
    await chooseInSelect(canvas, 'Year', '2019');
    await expect(selectButton(canvas, 'Transmission')).not.toHaveTextContent('Automatic');
    await expect(selectButton(canvas, 'Fuel Type')).not.toHaveTextContent('Petrol');
    await expect(selectButton(canvas, 'Color')).not.toHaveTextContent('White');
    await expect(selectButton(canvas, 'Body Style')).toHaveTextContent('SUV');
    await expect(mileage).toHaveValue('84,500');
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('2019 Toyota RAV4');

    // Model change: year and details cleared, details disabled again.
    await chooseInSelect(canvas, 'Color', 'Black');
    await chooseInCombo(canvas, 'Model', 'hil', 'Hilux');
    await expect(selectButton(canvas, 'Year')).not.toHaveTextContent('2019');
    await expect(selectButton(canvas, 'Color')).toBeDisabled();
    await expect(selectButton(canvas, 'Color')).not.toHaveTextContent('Black');
    await expect(selectButton(canvas, 'Body Style')).not.toHaveTextContent('SUV');
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Toyota Hilux');
    await expect(saveButton(canvas)).toBeDisabled();
    await chooseInSelect(canvas, 'Year', '2020');
    await expect(selectButton(canvas, 'Body Style')).toHaveTextContent('Pickup');

    // Make change: model, year and details cleared; Year closed until a model is chosen.
    await chooseInCombo(canvas, 'Make', 'niss', 'Nissan');
    await waitForState(canvasElement, 'editing.ready');
    await expect(combo(canvas, 'Model')).toHaveValue('');
    await expect(selectButton(canvas, 'Year')).toBeDisabled();
    await expect(selectButton(canvas, 'Body Style')).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Nissan');
  },
};

/** A model with known years offers only those years (X-Trail: 2000 to this year). */
export const ModelYears: Story = {
  parameters: { machine: { id: 'addVehicle', state: 'editing.ready' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForState(canvasElement, 'editing.ready');
    await chooseInCombo(canvas, 'Make', 'mazda', 'Mazda');
    await waitFor(() => expect(combo(canvas, 'Model')).toBeEnabled());
    await chooseInCombo(canvas, 'Model', 'demio', 'Demio');
    await userEvent.click(selectButton(canvas, 'Year'));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    // Mazda Demio of the seed: 1996..2019, newest first.
    await expect(options[0]).toHaveTextContent('2019');
    await expect(options.at(-1)).toHaveTextContent('1996');
    await expect(options).toHaveLength(2019 - 1996 + 1);
    await userEvent.keyboard('{Escape}');
  },
};

/** At 5 cars the limit text shows and Save stays disabled even with make, model and year chosen. */
export const LimitReached: Story = {
  parameters: { machine: { id: 'addVehicle', state: 'editing.ready' } },
  loaders: withApi({ vehicles: 5 }),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'You can add up to 5 cars. You already have 5. Please remove one before adding another.',
      ),
    ).toBeVisible();
    await chooseRav4(canvasElement);
    await expect(saveButton(canvas)).toBeDisabled();
    await userEvent.click(saveButton(canvas));
    await expect(apiOf(loaded).count('POST /vehicles')).toBe(0);
  },
};

/** The server refuses (409, another device added a car meanwhile): its message shows and a toast. */
export const LimitRejectedByServer: Story = {
  parameters: { machine: { id: 'addVehicle', state: 'editing.ready' } },
  loaders: withApi({
    vehicles: 4,
    failures: {
      'POST /vehicles': {
        status: 409,
        message: 'You can add up to 5 cars. You already have 5. Please remove one before adding another.',
      },
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseRav4(canvasElement);
    await userEvent.click(saveButton(canvas));
    await waitForState(canvasElement, 'editing.ready');
    const text = 'You can add up to 5 cars. You already have 5. Please remove one before adding another.';
    await expect(await canvas.findByText(text)).toBeVisible();
    const toastEl = await screen.findByRole('alertdialog', { name: /Failed to add vehicle/ });
    await expect(toastEl).toHaveTextContent(text);
    await expect(saveButton(canvas)).toBeEnabled();
  },
};

/** A failed save: toast 'Failed to add vehicle' with the server message, field error on Year. */
export const SaveFailed: Story = {
  parameters: { machine: { id: 'addVehicle', state: 'editing.ready' } },
  loaders: withApi({
    failures: {
      'POST /vehicles': {
        status: 422,
        message: 'The year does not match the model.',
        errors: { year: ['The year does not match the model.'] },
      },
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseRav4(canvasElement);
    await userEvent.click(saveButton(canvas));
    await waitForState(canvasElement, 'editing.ready');
    const toastEl = await screen.findByRole('alertdialog', { name: /Failed to add vehicle/ });
    await expect(toastEl).toHaveTextContent('The year does not match the model.');
    await expect(selectButton(canvas, 'Year').closest('[data-invalid]')).not.toBeNull();
    await expect(canvas.getAllByText('The year does not match the model.').length).toBeGreaterThan(0);
    // Choices are kept: the member can fix and retry.
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('2018 Toyota RAV4');
  },
};

/**
 * Rendered straight from a resolved machine state (no clicks): Toyota RAV4 2018, white. The body style
 * of each vehicle type is the API's (`GET /vehicle-specs/vehicle-types`, spec §9), read with the
 * client's derived `reference.vehicleTypes()`.
 */
export const FromResolvedState: Story = {
  parameters: { machine: { id: 'addVehicle', state: 'editing.ready' } },
  loaders: [
    async () => {
      const { scenario } = await withApi()[0]();
      const { data } = await scenario.api.reference.vehicleTypes();
      const bodyStyleByVehicleType = Object.fromEntries(data.map((t) => [t.vehicle_type, t.body_style]));
      return { scenario, bodyStyleByVehicleType };
    },
  ],
  render: (_args, { loaded }) => {
    const makes = [{ id: 1, name: 'Toyota' }];
    const models = [
      { id: 102, make_id: 1, name: 'RAV4', vehicle_type: 'suv' as const, start_year: 1994, end_year: null },
    ];
    const snapshot = addVehicleMachine.resolveState({
      value: { editing: 'ready' },
      context: {
        bodyStyleByVehicleType: loaded.bodyStyleByVehicleType,
        makes,
        models,
        makeId: 1,
        modelId: 102,
        year: 2018,
        transmission: null,
        fuelType: null,
        bodyStyle: 'SUV',
        color: 'White',
        mileage: 12000,
        vehicleCount: 2,
        maxVehicles: 5,
        currentYear: new Date().getFullYear(),
        error: null,
        fieldErrors: {},
        limitRejected: false,
        vehicle: null,
      },
    });
    return (
      <StoryFrame api={apiOf(loaded).api} initialEntry="/vehicles/new" path="/vehicles/new">
        <AddVehiclePage snapshot={snapshot} />
      </StoryFrame>
    );
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await waitForState(canvasElement, 'editing.ready');
    await expect(loaded.bodyStyleByVehicleType).toMatchObject({ suv: 'SUV', car: 'Sedan' });
    await expect(apiOf(loaded).count('GET /vehicle-specs/vehicle-types')).toBe(1);
    await expect(combo(canvas, 'Make')).toHaveValue('Toyota');
    await expect(combo(canvas, 'Model')).toHaveValue('RAV4');
    await expect(selectButton(canvas, 'Year')).toHaveTextContent('2018');
    await expect(selectButton(canvas, 'Color')).toHaveTextContent('White');
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('2018 Toyota RAV4');
    await expect(saveButton(canvas)).toBeEnabled();
  },
};

// ---------------------------------------------------------------------------------------------
// editing.loadingModels / editing.modelsError
// ---------------------------------------------------------------------------------------------

/** A make is chosen and its models are loading: Model stays disabled and says so. */
export const LoadingModels: Story = {
  parameters: { machine: { id: 'addVehicle', state: 'editing.loadingModels' } },
  loaders: withApi({ delays: { 'GET /makes/{id}/models': 'never' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForState(canvasElement, 'editing.ready');
    await chooseInCombo(canvas, 'Make', 'toy', 'Toyota');
    await waitForState(canvasElement, 'editing.loadingModels');
    await expect(combo(canvas, 'Model')).toBeDisabled();
    await expect(combo(canvas, 'Model')).toHaveAttribute('placeholder', 'Loading models…');
    await expect(selectButton(canvas, 'Year')).toBeDisabled();
  },
};

/** GET /makes/{id}/models failed: the error with Retry, which loads the same make again. */
export const ModelsError: Story = {
  parameters: { machine: { id: 'addVehicle', state: 'editing.modelsError' } },
  loaders: withApi({ failures: { 'GET /makes/{id}/models': { status: 500 } } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForState(canvasElement, 'editing.ready');
    await chooseInCombo(canvas, 'Make', 'suz', 'Suzuki');
    await waitForState(canvasElement, 'editing.modelsError');
    await expect(canvas.getByText('Failed to load models')).toBeVisible();
    await expect(canvas.getByText('GET /makes/3/models failed: 500')).toBeVisible();
    await expect(combo(canvas, 'Model')).toBeDisabled();
  },
};

/** GET /makes/{id}/models failed, then Retry asks for the same make's models again. */
export const ModelsErrorRetried: Story = {
  parameters: { machine: { id: 'addVehicle', state: 'editing.ready' } },
  loaders: withApi({ failures: { 'GET /makes/{id}/models': { status: 500 } } }),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const api = apiOf(loaded);
    await waitForState(canvasElement, 'editing.ready');
    await chooseInCombo(canvas, 'Make', 'suz', 'Suzuki');
    await waitForState(canvasElement, 'editing.modelsError');
    api.fail('GET /makes/{id}/models', null);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await waitForState(canvasElement, 'editing.ready');
    await expect(combo(canvas, 'Model')).toBeEnabled();
    const models = api.callsOf('GET /makes/{id}/models').map((c) => c.params.id);
    await expect(models).toHaveLength(2);
    await expect(models[0]).toBe(models[1]);
  },
};

// ---------------------------------------------------------------------------------------------
// saving / saved
// ---------------------------------------------------------------------------------------------

/** POST /vehicles pending: Save reads 'Saving...', the fields are locked. */
export const Saving: Story = {
  parameters: { machine: { id: 'addVehicle', state: 'saving' } },
  loaders: withApi({ delays: { 'POST /vehicles': 'never' } }),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await chooseRav4(canvasElement);
    await userEvent.click(saveButton(canvas));
    await waitForState(canvasElement, 'saving');
    await expect(saveButton(canvas)).toHaveTextContent('Saving...');
    await expect(combo(canvas, 'Make')).toBeDisabled();
    await expect(selectButton(canvas, 'Year')).toBeDisabled();
    await userEvent.click(saveButton(canvas));
    await expect(apiOf(loaded).count('POST /vehicles')).toBe(1);
  },
};

/**
 * Saved: the member lands on My Cars with the new car listed, and the interest tags (brand, model,
 * fuel, gear) are stored in localStorage `gari.joined_convoys`.
 */
export const Saved: Story = {
  parameters: { machine: { id: 'addVehicle', state: 'saved' } },
  play: async ({ canvasElement, loaded }) => {
    localStorage.removeItem(JOINED_CONVOYS_KEY);
    const canvas = within(canvasElement);
    const api = apiOf(loaded);
    await chooseRav4(canvasElement);
    await chooseInSelect(canvas, 'Transmission', 'Automatic');
    await chooseInSelect(canvas, 'Fuel Type', 'Hybrid');
    await userEvent.click(saveButton(canvas));
    await expect(await canvas.findByRole('heading', { name: 'My Cars' }, { timeout: 4000 })).toBeVisible();
    // The seed already has a 2018 RAV4; the new one (hybrid, automatic) is listed after it.
    await waitFor(() => expect(canvas.getAllByRole('heading', { name: '2018 Toyota RAV4' })).toHaveLength(2));
    await expect(canvas.getByText('Hybrid · Automatic')).toBeVisible();
    await expect(api.db.vehicles).toHaveLength(3);
    await expect(api.callsOf('POST /vehicles')[0]?.body).toMatchObject({
      name: '2018 Toyota RAV4',
      year: 2018,
      body_style: 'SUV',
      fuel_type: 'Hybrid',
      transmission: 'Automatic',
    });
    const stored = JSON.parse(localStorage.getItem(JOINED_CONVOYS_KEY) ?? '{}') as {
      convoys: { id: string }[];
      joined_count: number;
    };
    await expect(stored.convoys.map((c) => c.id)).toEqual([
      'brand:toyota',
      'model:toyota-rav4',
      'fuel:hybrid',
      'gear:automatic',
    ]);
    await expect(stored.joined_count).toBe(4);
    localStorage.removeItem(JOINED_CONVOYS_KEY);
    clearLiveAnnouncer();
  },
};
