/**
 * The car page's CSV import and export (issue #13): one story per state of the `csvImport` machine
 * (idle, parsing, preview, importing, done, errors), on the fake backend with LubeLogger- and
 * Fuelly-format files.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_USER } from '../../testing/fixtures/auth';
import { type ScenarioOptions, scenarioOf, withScenario } from '../../testing/msw';
import { StoryFrame } from '../../testing/vehiclesStory';
import { CsvPanel } from './CsvPanel';

const withApi = (options: ScenarioOptions = {}) => withScenario({ signedInAs: DEMO_USER.email, ...options });

/** A LubeLogger fuel export (its column layout, US dates, True/False flags). */
const LUBELOGGER_FUEL = [
  'Date,Odometer,FuelConsumed,Cost,FuelEconomy,IsFillToFull,MissedFuelUp,Notes,Tags',
  '1/5/2026,120000,40.5,65610,0,True,False,Initial fill,',
  '1/19/2026,120480,38.2,61884,12.57,True,False,,',
  '2/2/2026,120910,20,32400,0,False,False,Half tank,',
  '2/16/2026,121390,35,56700,8.73,True,False,"Engen, Kigali",commute',
].join('\r\n');
/** The same file with a letter O in row 4's odometer. */
const LUBELOGGER_BAD = LUBELOGGER_FUEL.replace('120910', '12O910');

const meta = {
  title: 'Vehicles/CsvPanel',
  component: CsvPanel,
  parameters: { layout: 'padded', machine: { id: 'csvImport', state: 'idle' } },
  args: { vehicleId: 1 },
  loaders: withApi(),
  render: (args, { loaded }) => (
    <StoryFrame api={scenarioOf(loaded).api} initialEntry="/vehicles/1" path="/vehicles/:id">
      <CsvPanel {...args} />
    </StoryFrame>
  ),
} satisfies Meta<typeof CsvPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-state]') as HTMLElement;
const atState = (canvasElement: HTMLElement, state: string) =>
  waitFor(() => expect(region(canvasElement)).toHaveAttribute('data-state', state), { timeout: 5000 });
/** Chooses a file through the "Choose a CSV file" button's file input. */
async function upload(canvasElement: HTMLElement, text: string, name = 'lubelogger-fuel.csv') {
  const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, new File([text], name, { type: 'text/csv' }));
}

/** Nothing chosen: the export buttons, the choices and "Choose a CSV file". */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Import and export' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export refuels (CSV)' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Export expenses (CSV)' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Choose a CSV file' })).toBeEnabled();
    await atState(canvasElement, 'idle');
  },
};

/** Export refuels: GET /vehicles/1/refuels.csv, saved as a file (no error toast). */
export const ExportRefuels: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export refuels (CSV)' }));
    await waitFor(() => expect(scenarioOf(loaded).count('GET /vehicles/{id}/refuels.csv')).toBe(1));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Export refuels (CSV)' })).toBeEnabled());
    await expect(canvas.queryByText('Export failed')).toBeNull();
    await atState(canvasElement, 'idle');
  },
};

/** The server is checking the file (preview pending): "Checking the file...". */
export const Parsing: Story = {
  parameters: { machine: { id: 'csvImport', state: 'parsing' } },
  loaders: withApi({ delays: { 'POST /vehicles/{id}/import/preview': 'never' } }),
  play: async ({ canvasElement }) => {
    await upload(canvasElement, LUBELOGGER_FUEL);
    await expect(await within(canvasElement).findByText('Checking the file...')).toBeVisible();
    await atState(canvasElement, 'parsing');
  },
};

/** A good LubeLogger fuel export: the 4 refuels to import, the partial fill marked, "Import 4 rows". */
export const Preview: Story = {
  parameters: { machine: { id: 'csvImport', state: 'preview' } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await upload(canvasElement, LUBELOGGER_FUEL);
    await atState(canvasElement, 'preview');
    const table = canvas.getByRole('table');
    await expect(within(table).getByText('4 of 4 rows ready (LubeLogger fuel records)')).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(within(table).getByText('20 L (partial)')).toBeVisible();
    await expect(canvas.getByText('File: lubelogger-fuel.csv')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Import 4 rows' })).toBeEnabled();
    await expect(scenarioOf(loaded).count('POST /vehicles/{id}/import')).toBe(0);
  },
};

/** Confirmed, the import is running: the button is pending. */
export const Importing: Story = {
  parameters: { machine: { id: 'csvImport', state: 'importing' } },
  loaders: withApi({ delays: { 'POST /vehicles/{id}/import': 'never' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await upload(canvasElement, LUBELOGGER_FUEL);
    await atState(canvasElement, 'preview');
    await userEvent.click(canvas.getByRole('button', { name: 'Import 4 rows' }));
    await atState(canvasElement, 'importing');
  },
};

/** Imported: "4 refuels imported." and the rows are in the car's refuels. */
export const Done: Story = {
  parameters: { machine: { id: 'csvImport', state: 'done' } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const s = scenarioOf(loaded);
    const before = s.db.refuels.filter((r) => r.vehicle_id === 1).length;
    await upload(canvasElement, LUBELOGGER_FUEL);
    await atState(canvasElement, 'preview');
    await userEvent.click(canvas.getByRole('button', { name: 'Import 4 rows' }));
    await atState(canvasElement, 'done');
    await expect(canvas.getByText('4 refuels imported.')).toBeVisible();
    await expect(s.db.refuels.filter((r) => r.vehicle_id === 1).length).toBe(before + 4);
  },
};

/** A LubeLogger file with a bad row: the row and column are named, nothing can be imported. */
export const Errors: Story = {
  parameters: { machine: { id: 'csvImport', state: 'errors' } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const s = scenarioOf(loaded);
    const before = s.db.refuels.length;
    await upload(canvasElement, LUBELOGGER_BAD);
    await atState(canvasElement, 'errors');
    const problems = canvas.getByRole('list', { name: 'Problems in the file' });
    await expect(within(problems).getByText('Row 4: Odometer "12O910" is not a number.')).toBeVisible();
    await expect(canvas.getByText('Fix this row and choose the file again')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Import/ })).toBeNull();
    await expect(s.db.refuels.length).toBe(before);
  },
};

/** A file whose columns are no known layout: the server's reason. */
export const UnknownLayout: Story = {
  parameters: { machine: { id: 'csvImport', state: 'errors' } },
  play: async ({ canvasElement }) => {
    await upload(canvasElement, 'when,how much\n1,2\n', 'notes.csv');
    await atState(canvasElement, 'errors');
    await expect(await within(canvasElement).findByText(/not a layout Gari knows/)).toBeVisible();
  },
};

/** The import itself refused a row (422 naming rows.4.Odometer): nothing imported, the row named. */
export const ImportRefused: Story = {
  parameters: { machine: { id: 'csvImport', state: 'errors' } },
  loaders: withApi({
    failures: {
      'POST /vehicles/{id}/import': {
        status: 422,
        message: 'Row 4: Odometer is lower than the row before. Nothing was imported.',
        errors: { 'rows.4.Odometer': ['Row 4: Odometer is lower than the row before.'] },
      },
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await upload(canvasElement, LUBELOGGER_FUEL);
    await atState(canvasElement, 'preview');
    await userEvent.click(canvas.getByRole('button', { name: 'Import 4 rows' }));
    await atState(canvasElement, 'errors');
    await expect(
      canvas.getByText('Row 4: Odometer is lower than the row before. Nothing was imported.'),
    ).toBeVisible();
    await expect(canvas.getByText('Row 4: Odometer is lower than the row before.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

/** The import failed on the network: "Try again" sends the same file again. */
export const ImportFailed: Story = {
  parameters: { machine: { id: 'csvImport', state: 'errors' } },
  loaders: withApi({ failures: { 'POST /vehicles/{id}/import': { status: 0 } } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await upload(canvasElement, LUBELOGGER_FUEL);
    await atState(canvasElement, 'preview');
    await userEvent.click(canvas.getByRole('button', { name: 'Import 4 rows' }));
    await atState(canvasElement, 'errors');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
