import type { Meta, StoryObj } from '@storybook/react-vite';
// Read back the downloaded PDF (a static import here also lets Vite pre-bundle pdf-lib for the
// page's lazy `import('./reportPdf')`).
import { PDFDocument } from 'pdf-lib';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  AI_DEGRADED_ANSWER,
  AI_ERROR_ANSWER,
  AI_FINAL_NO_SAFETY_ANSWER,
  storedDiagnosis,
} from '../testing/fixtures/ai';
import { DEMO_USER } from '../testing/fixtures/auth';
import { type ScenarioOptions, scenarioOf, withScenario } from '../testing/msw';
import { StoryFrame } from '../testing/vehiclesStory';
import { DiagnosticResultsPage } from './DiagnosticResultsPage';
import { REPORT_COUNTER_KEY } from './reportFile';

/** Reports are server data: the fake API holds stored reports of vehicle 1 (and one of vehicle 2). */
const LATEST = storedDiagnosis({ id: 41, created_at: '2026-11-05T10:00:00.000Z' });
const OLDER = storedDiagnosis({
  id: 38,
  created_at: '2026-10-02T08:30:00.000Z',
  symptoms_text: 'The AC blows warm air',
  result: AI_FINAL_NO_SAFETY_ANSWER,
  answers: [{ question: 'Does the AC fan run?', answer: 'Yes, it runs', question_type: 'yes_no' }],
});
const OTHER_CAR = storedDiagnosis({ id: 52, vehicle_id: 2 });

const withApi = (options: ScenarioOptions = {}) =>
  withScenario({ signedInAs: DEMO_USER.email, diagnoses: [OLDER, LATEST, OTHER_CAR], ...options });
const apiOf = scenarioOf;
const NOW = () => new Date(2026, 10, 5, 12, 0, 0);

const meta = {
  title: 'AI mechanic/DiagnosticResultsPage',
  component: DiagnosticResultsPage,
  parameters: { layout: 'fullscreen', entry: '/vehicles/1/ai-mechanic/diagnostic-results' },
  args: { now: NOW },
  loaders: withApi(),
  render: (args, { loaded, parameters }) => (
    <StoryFrame
      api={apiOf(loaded).api}
      initialEntry={parameters.entry as string}
      path="/vehicles/:id/ai-mechanic/diagnostic-results"
    >
      <DiagnosticResultsPage {...args} />
    </StoryFrame>
  ),
} satisfies Meta<typeof DiagnosticResultsPage>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const root = (el: HTMLElement) => el.querySelector('[data-state]') as HTMLElement;
const ready = async (el: HTMLElement): Promise<Canvas> => {
  await waitFor(() => expect(root(el)).toHaveAttribute('data-state', 'ready'));
  return within(el);
};
const panel = (canvas: Canvas, title: string) =>
  within(canvas.getByRole('heading', { level: 2, name: title }).closest('section') as HTMLElement);

/** GET /vehicles/1/diagnoses pending: 'Loading...'. */
export const Loading: Story = {
  loaders: withApi({ delays: { 'GET /vehicles/{id}/diagnoses': 'never' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading...')).toBeVisible();
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'loading'));
  },
};

/** The report call failed: 'Failed to load' with the way back to the chat. */
export const LoadError: Story = {
  loaders: withApi({ failures: { 'GET /vehicles/{id}/diagnoses': { status: 500 } } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load');
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'error');
    await expect(canvas.getByRole('link', { name: 'Back to AI mechanic' })).toHaveAttribute(
      'href',
      '/vehicles/1/ai-mechanic',
    );
  },
};

/** Another member's vehicle: 'Vehicle not found'; no report is asked for. */
export const VehicleNotFound: Story = {
  parameters: { entry: '/vehicles/99/ai-mechanic/diagnostic-results' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Vehicle not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to My Cars' })).toHaveAttribute('href', '/vehicles');
    await expect(apiOf(loaded).count('GET /vehicles/{id}/diagnoses')).toBe(0);
  },
};

/** `?diagnosis=` of a missing report (404), or of another car's report: 'Report not found'. */
export const ReportNotFound: Story = {
  parameters: { entry: '/vehicles/1/ai-mechanic/diagnostic-results?diagnosis=52' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Report not found' })).toBeVisible();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'not-found');
  },
};

/** No stored report yet: 'No diagnosis yet' and the way to the chat. */
export const NoDiagnosisYet: Story = {
  loaders: withApi({ diagnoses: [] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No diagnosis yet' })).toBeVisible();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'empty');
    await expect(canvas.getByRole('link', { name: 'Back to AI mechanic' })).toHaveAttribute(
      'href',
      '/vehicles/1/ai-mechanic',
    );
  },
};

/**
 * The latest report (no `?diagnosis=`), with its safety alert: vehicle and date, symptoms, Q&A, the
 * ranked causes, DIY details (steps, tools, cautions), mechanic details, costs; 'Find parts' opens
 * the spareshop for the car and the top diagnosis' main part.
 */
export const Report: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(root(canvasElement)).toHaveAttribute('data-report', '41');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Diagnostic report' })).toBeVisible();
    await expect(canvas.getByText(/2018 Toyota RAV4/)).toHaveTextContent('2018 Toyota RAV4 · 5 Nov 2026');
    const safety = canvas.getByRole('alert');
    await expect(safety).toHaveAttribute('data-safety-alert');
    await expect(safety).toHaveTextContent('Safety warningWorn brake pads can fail without more warning.');
    await expect(
      panel(canvas, 'Symptoms').getByText('Grinding noise from the front when I brake'),
    ).toBeVisible();
    const qa = panel(canvas, 'Questions and answers');
    await expect(qa.getByText('Where does the noise come from?').nextElementSibling).toHaveTextContent(
      'Front left wheel',
    );
    const causes = panel(canvas, 'Likely causes');
    await expect(causes.getAllByRole('meter').map((m) => m.getAttribute('aria-valuenow'))).toEqual([
      '64',
      '21',
      '9',
    ]);
    await expect(
      causes.getByRole('heading', { name: '3. Sticking brake caliper' }).closest('li'),
    ).toHaveTextContent('Do not drive');
    await expect(causes.getByRole('link', { name: 'Find parts' })).toHaveAttribute(
      'href',
      '/marketplace?fits=1&search=brake+pads',
    );
    await expect(causes.getByRole('link', { name: 'Find a garage' })).toHaveAttribute('href', '/maintenance');
    const diy = panel(canvas, 'What you can check yourself');
    await expect(diy.getByText('3 mm')).toContainHTML('3 mm');
    await expect(diy.getByText('3 mm').tagName).toBe('STRONG');
    await expect(diy.getByRole('heading', { name: 'Check the brake pads and fluid' })).toBeVisible();
    await expect(diy.getByText('Torch')).toBeVisible();
    await expect(diy.getByText('Brakes get hot: wait 30 minutes after driving.')).toBeVisible();
    await expect(
      panel(canvas, 'What needs a mechanic').getByText('Bleed and test the brakes.'),
    ).toBeVisible();
    const costs = panel(canvas, 'Estimated costs');
    const row = costs
      .getByRole('rowheader', { name: 'Scored or warped brake discs' })
      .closest('tr') as HTMLElement;
    await expect(row).toHaveTextContent('RWF 70,000 – RWF 180,000');
    await expect(canvas.getAllByRole('link', { name: 'Back to car status' })[0]).toHaveAttribute(
      'href',
      '/vehicles/1',
    );
  },
};

const garages = (el: HTMLElement) => el.querySelector('[data-garages]') as HTMLElement;

/**
 * Book this repair (issue #13): up to three Brake Service garages, best rated first, each with its
 * next free slots; "Book here" and each slot open /booking with the garage, service, report and car.
 */
export const BookRepairGarages: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await waitFor(() => expect(garages(canvasElement)).toHaveAttribute('data-garages', 'list'));
    const list = within(garages(canvasElement));
    const options = list.getAllByRole('listitem');
    await expect(options.length).toBeGreaterThan(0);
    await expect(options.length).toBeLessThanOrEqual(3);
    const first = within(options[0] as HTMLElement);
    const book = first.getByRole('link', { name: /^Book at / });
    await expect(book.getAttribute('href')).toMatch(
      /^\/booking\?type=garage&id=\d+&name=.+&service=Brake\+Service&diagnosis=41&vehicle=1$/,
    );
    const slots = within(first.getByRole('group', { name: /^Next free times at / })).getAllByRole('link');
    await expect(slots.length).toBeGreaterThan(0);
    await expect(slots[0]?.getAttribute('href')).toMatch(/&date=\d{4}-\d{2}-\d{2}&time=\d{2}%3A\d{2}$/);
  },
};

/** The garages are still loading. */
export const BookRepairLoading: Story = {
  loaders: withApi({ delays: { 'GET /ai/diagnoses/{id}/garages': 'never' } }),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await waitFor(() => expect(garages(canvasElement)).toHaveAttribute('data-garages', 'loading'));
  },
};

/** No garage offers the service: a line and a link to the garage list filtered on it. */
export const BookRepairNoGarage: Story = {
  loaders: withApi({ providers: [] }),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await waitFor(() => expect(garages(canvasElement)).toHaveAttribute('data-garages', 'empty'));
    const box = within(garages(canvasElement));
    await expect(box.getByText(/No garage offers Brake Service near you yet/)).toBeVisible();
    await expect(box.getByRole('link', { name: 'See all garages' })).toHaveAttribute(
      'href',
      '/maintenance?service=Brake%20Service',
    );
  },
};

/** The garages fail to load: 'Could not load garages' with Try again. */
export const BookRepairError: Story = {
  loaders: withApi({ failures: { 'GET /ai/diagnoses/{id}/garages': { status: 500 } } }),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await waitFor(() => expect(garages(canvasElement)).toHaveAttribute('data-garages', 'error'));
    await expect(within(garages(canvasElement)).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** `?diagnosis=38`: an older report without a safety alert (AC), its own service and parts. */
export const ReportWithoutSafetyAlert: Story = {
  parameters: { entry: '/vehicles/1/ai-mechanic/diagnostic-results?diagnosis=38' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = await ready(canvasElement);
    await expect(root(canvasElement)).toHaveAttribute('data-report', '38');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByText('The AC blows warm air')).toBeVisible();
    await waitFor(() => expect(garages(canvasElement)).not.toHaveAttribute('data-garages', 'loading'));
    await expect(apiOf(loaded).callsOf('GET /ai/diagnoses/{id}/garages')[0]?.params).toEqual({ id: '38' });
    await expect(apiOf(loaded).callsOf('GET /ai/diagnoses/{id}')[0]?.params).toEqual({ id: '38' });
    await expect(apiOf(loaded).count('GET /vehicles/{id}/diagnoses')).toBe(0);
  },
};

/** A report whose answer had status error: the red 'Service Error' box. */
export const ServiceError: Story = {
  loaders: withApi({ diagnoses: [storedDiagnosis({ result: AI_ERROR_ANSWER })] }),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const box = canvas.getByRole('alert');
    await expect(box).toHaveAttribute('data-tone', 'danger');
    await expect(box).toHaveTextContent(`Service Error${AI_ERROR_ANSWER.message}`);
  },
};

/** A degraded report: the amber 'Service Notice' box with the message. */
export const ServiceNotice: Story = {
  loaders: withApi({ diagnoses: [storedDiagnosis({ result: AI_DEGRADED_ANSWER })] }),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const box = canvas.getByRole('alert');
    await expect(box).toHaveAttribute('data-tone', 'warning');
    await expect(box).toHaveTextContent(`Service Notice${AI_DEGRADED_ANSWER.message}`);
  },
};

/**
 * Download makes a PDF (pdf-lib, loaded on demand) named per spec §9 with the monthly counter kept
 * in local storage: Gari_ai_mechanic_DR2611 + 0000001, then 0000002.
 */
export const Download: Story = {
  args: { saveFile: fn() },
  play: async ({ canvasElement, args }) => {
    localStorage.removeItem(REPORT_COUNTER_KEY);
    const canvas = await ready(canvasElement);
    const save = args.saveFile as ReturnType<typeof fn>;
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const [blob, name] = save.mock.calls[0] as [Blob, string];
    await expect(name).toBe('Gari_ai_mechanic_DR26110000001.pdf');
    await expect(blob.type).toBe('application/pdf');
    const bytes = await blob.arrayBuffer();
    await expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    await expect(pdf.getTitle()).toBe('Gari AI mechanic report - 2018 Toyota RAV4');
    await expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    await expect(save.mock.calls[1]?.[1]).toBe('Gari_ai_mechanic_DR26110000002.pdf');
    await expect(JSON.parse(localStorage.getItem(REPORT_COUNTER_KEY) ?? '{}')).toEqual({
      period: '2611',
      count: 2,
    });
    await expect(canvas.queryByText('Unable to download the report at the moment.')).toBeNull();
    localStorage.removeItem(REPORT_COUNTER_KEY);
  },
};

/** Saving fails: the alert 'Unable to download the report at the moment.'. */
export const DownloadFailed: Story = {
  args: {
    saveFile: () => {
      throw new Error('Blocked by the browser');
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await waitFor(() =>
      expect(canvas.getAllByRole('alert').map((a: HTMLElement) => a.textContent)).toContain(
        'Unable to download the report at the moment.',
      ),
    );
    localStorage.removeItem(REPORT_COUNTER_KEY);
  },
};

/** Web Share API present: the report link is shared. */
export const Share: Story = {
  args: { shareTarget: { share: fn(async () => {}), copy: fn(async () => {}) } },
  play: async ({ canvasElement, args }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    const share = args.shareTarget?.share as ReturnType<typeof fn>;
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    await expect(share.mock.calls[0]?.[0]).toMatchObject({
      title: 'Gari diagnostic report: 2018 Toyota RAV4',
      text: 'AI mechanic report for my 2018 Toyota RAV4: Worn brake pads.',
      url: `${window.location.origin}/vehicles/1/ai-mechanic/diagnostic-results?diagnosis=41`,
    });
    await expect(args.shareTarget?.copy).not.toHaveBeenCalled();
  },
};

/** No Web Share API: the link is copied and the toast says 'Link copied'. */
export const ShareFallbackCopiesLink: Story = {
  args: { shareTarget: { copy: fn(async () => {}) } },
  play: async ({ canvasElement, args }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(args.shareTarget?.copy).toHaveBeenCalledWith(
        `${window.location.origin}/vehicles/1/ai-mechanic/diagnostic-results?diagnosis=41`,
      ),
    );
    // The toast may still be fading in: check its text, not its visibility.
    await expect(await screen.findByRole('alertdialog', { name: /Link copied/ })).toHaveTextContent(
      'Link copied',
    );
  },
};

/** Sharing and copying both fail: the alert 'Unable to share the report right now.'. */
export const ShareFailed: Story = {
  args: {
    shareTarget: {
      share: async () => {
        throw new Error('Not allowed');
      },
      copy: async () => {
        throw new Error('Clipboard blocked');
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    const alerts = await canvas.findAllByRole('alert');
    await expect(alerts.map((a: HTMLElement) => a.textContent)).toContain(
      'Unable to share the report right now.',
    );
  },
};

/**
 * The report in French (issue #16 "every UI string from the catalogs"): title, sections, the ranked
 * causes' severity and cost in the French way ('25 000 RWF'), the garage choice and the actions.
 */
export const French: Story = {
  globals: { language: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Rapport de diagnostic' })).toBeVisible();
    await expect(canvas.getByText(/2018 Toyota RAV4/)).toHaveTextContent('2018 Toyota RAV4 · 5 nov. 2026');
    await expect(canvas.getByRole('alert')).toHaveTextContent(/^Alerte de sécurité/);
    const causes = panel(canvas, 'Causes probables');
    const first = within(causes.getAllByRole('listitem')[0] as HTMLElement);
    await expect(first.getByText(/^Gravité /)).toBeVisible();
    await expect(first.getByText(/^Coût estimé : .*RWF$/)).toBeVisible();
    await expect(
      panel(canvas, 'Coûts estimés').getByRole('columnheader', { name: 'Coût estimé' }),
    ).toBeVisible();
    await expect(await causes.findByRole('heading', { name: 'Réserver cette réparation' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Télécharger' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Retour au mécanicien IA' }).length).toBeGreaterThan(0);
  },
};
