import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  aiMechanicStories,
  answer,
  answerFirstThree,
  apiOf,
  bubbles,
  describeSymptoms,
  expectState,
  lastBubble,
  log,
  M,
  ready,
  toDiagnosis,
  toFirstQuestion,
  withApi,
} from '../testing/aiMechanicStory';
import { AI_DEGRADED_ANSWER, AI_ENOUGH_ANSWER, AI_ERROR_ANSWER } from '../testing/fixtures/ai';
import { clearLiveAnnouncer } from '../testing/vehiclesStory';
import type { AiMechanicPage } from './AiMechanicPage';

/**
 * The AI mechanic chat's diagnosis step (issue #7), from the real `aiMechanic` machine driven through
 * the page: the diagnosis with its DIY and mechanic actions, New Chat, the auto-submit, and what the
 * page shows when the service fails, degrades or is unavailable.
 */
const meta = { title: 'AI mechanic/AiMechanicPage/Diagnosis', ...aiMechanicStories } satisfies Meta<
  typeof AiMechanicPage
>;
export default meta;
type Story = StoryObj<typeof meta>;

// ---------------------------------------------------------------------------------------------
// Step diagnosis
// ---------------------------------------------------------------------------------------------

/**
 * The whole chat: 3 questions, 2 follow-ups (4/5, 5/5), Submit Results, and the diagnosis with the
 * safety warning, the ranked causes (likelihood meter, severity, safe to drive, cost in RWF) and the
 * link to the stored report.
 */
export const Diagnosis: Story = {
  parameters: { machine: { id: 'aiMechanic', state: 'diagnosis' } },
  play: async ({ canvasElement, loaded }) => {
    const api = apiOf(loaded);
    const canvas = await toDiagnosis(canvasElement);
    const panel = within(
      canvas.getByRole('heading', { name: 'Diagnosis' }).closest('section') as HTMLElement,
    );
    await expect(panel.getByRole('alert')).toHaveTextContent(/Safety warning.*Worn brake pads can fail/);
    const meter = panel.getByRole('meter', { name: 'Likelihood of Worn brake pads' });
    await expect(meter).toHaveAttribute('aria-valuenow', '64');
    await expect(meter).toHaveTextContent('64% likely');
    const first = panel.getByRole('heading', { name: '1. Worn brake pads' }).closest('li') as HTMLElement;
    await expect(first).toHaveTextContent('High severity');
    await expect(first).toHaveTextContent('Drive with caution');
    await expect(first).toHaveTextContent('Estimated cost: RWF 25,000 – RWF 60,000');
    await expect(panel.getAllByRole('listitem').filter((li) => li.hasAttribute('data-fault'))).toHaveLength(
      3,
    );
    const id = api.db.diagnoses.at(-1)?.id;
    await expect(id).toBeGreaterThan(0);
    await expect(panel.getByRole('link', { name: 'View full report' })).toHaveAttribute(
      'href',
      `/vehicles/1/ai-mechanic/diagnostic-results?diagnosis=${id}`,
    );
    await expect(canvas.getByRole('link', { name: 'Diagnostic results' })).toHaveAttribute(
      'href',
      `/vehicles/1/ai-mechanic/diagnostic-results?diagnosis=${id}`,
    );
    const finalBody = api.callsOf('POST /ai/mechanic').at(-1)?.body as {
      answers: unknown[];
    };
    await expect(finalBody.answers).toHaveLength(5);
    await expect(lastBubble(canvas)).toHaveTextContent('Here is what I found.');
    clearLiveAnnouncer();
  },
};

/** New Chat resets everything: back to the symptoms form with only the greeting. */
export const NewChat: Story = {
  parameters: { machine: { id: 'aiMechanic', state: 'initial.editing' } },
  play: async ({ canvasElement }) => {
    const canvas = await toFirstQuestion(canvasElement);
    await answer(canvas, 'Front left wheel');
    await userEvent.click(canvas.getByRole('button', { name: 'New Chat' }));
    await expectState(canvasElement, 'initial.editing');
    await expect(bubbles(canvas)).toHaveLength(1);
    await expect(canvas.getByLabelText('Describe your symptoms')).toHaveValue('');
  },
};

/** A failed follow-up with the normal 2 s replaced by 0: the final diagnosis is sent on its own. */
export const AutoSubmitted: Story = {
  parameters: { machine: { id: 'aiMechanic', state: 'diagnosis' } },
  loaders: withApi({ ai: { followUps: [{ status: 500 }] } }),
  play: async ({ canvasElement, loaded }) => {
    const canvas = await toFirstQuestion(canvasElement);
    await answerFirstThree(canvasElement, canvas);
    await expectState(canvasElement, 'diagnosis');
    await expect(within(log(canvas)).getByText(M.unavailable)).toBeVisible();
    const asks = apiOf(loaded).callsOf('POST /ai/mechanic');
    await expect(asks.map((c) => (c.body as { request_type?: string }).request_type)).toEqual([
      undefined,
      'follow_up_questions',
      'final_diagnosis',
    ]);
    await expect(canvas.getByRole('heading', { name: 'Diagnosis' })).toBeVisible();
    clearLiveAnnouncer();
  },
};

/** The first answer has status error but gives actions: the red 'Service Error' box with the DIY actions. */
export const ServiceError: Story = {
  parameters: { machine: { id: 'aiMechanic', state: 'diagnosis' } },
  loaders: withApi({ ai: { first: AI_ERROR_ANSWER } }),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await describeSymptoms(canvas);
    await expectState(canvasElement, 'diagnosis');
    const box = await canvas.findByRole('alert');
    await expect(box).toHaveAttribute('data-status', 'error');
    await expect(box).toHaveAttribute('data-tone', 'danger');
    await expect(box).toHaveTextContent(`Service Error${AI_ERROR_ANSWER.message}`);
    await expect(canvas.getByText('Check the brake fluid level.')).toBeVisible();
  },
};

/** A degraded final answer: the amber 'Service Notice' box with the message; no safety alert. */
export const ServiceNotice: Story = {
  parameters: { machine: { id: 'aiMechanic', state: 'diagnosis' } },
  loaders: withApi({ ai: { followUps: [AI_ENOUGH_ANSWER], final: AI_DEGRADED_ANSWER } }),
  play: async ({ canvasElement }) => {
    const canvas = await toFirstQuestion(canvasElement);
    await answerFirstThree(canvasElement, canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit Results' }));
    await expectState(canvasElement, 'diagnosis');
    const box = await canvas.findByRole('alert');
    await expect(box).toHaveAttribute('data-tone', 'warning');
    await expect(box).toHaveTextContent(`Service Notice${AI_DEGRADED_ANSWER.message}`);
    await expect(canvas.queryByText('Safety warning')).toBeNull();
    await expect(canvas.getByRole('meter', { name: 'Likelihood of Low AC refrigerant' })).toHaveTextContent(
      '58% likely',
    );
    clearLiveAnnouncer();
  },
};

/** Only suggestions in the first answer: they become the DIY actions. */
export const SuggestionsOnly: Story = {
  parameters: { machine: { id: 'aiMechanic', state: 'diagnosis' } },
  loaders: withApi({
    ai: {
      first: {
        ...AI_ENOUGH_ANSWER,
        message: 'Some quick checks first.',
        diagnoses: [],
        suggestions: ['Check the tyre pressures when cold.', 'Look for a nail in the tread.'],
      },
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await describeSymptoms(canvas, 'Car pulls to the left');
    await expectState(canvasElement, 'diagnosis');
    const heading = await canvas.findByRole('heading', { name: 'What you can check yourself' });
    await expect(heading).toBeVisible();
    await expect(canvas.getByText('Look for a nail in the tread.')).toBeVisible();
  },
};

/** Neither questions nor suggestions: 'The AI service is temporarily unavailable.' and the diagnosis step. */
export const Unavailable: Story = {
  parameters: { machine: { id: 'aiMechanic', state: 'diagnosis' } },
  loaders: withApi({ ai: { first: { ...AI_ENOUGH_ANSWER, message: '', diagnoses: [] } } }),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await describeSymptoms(canvas);
    await expectState(canvasElement, 'diagnosis');
    await expect(lastBubble(canvas)).toHaveTextContent(M.unavailable);
    const box = await canvas.findByRole('alert');
    await expect(box).toHaveTextContent(`Service Notice${M.unavailable}`);
  },
};
