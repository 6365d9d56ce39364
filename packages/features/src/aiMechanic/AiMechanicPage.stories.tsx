import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { todayIso } from '../shared';
import {
  AI_DEGRADED_ANSWER,
  AI_ENOUGH_ANSWER,
  AI_ERROR_ANSWER,
  AI_FIRST_ANSWER,
} from '../testing/fixtures/ai';
import { DEMO_USER } from '../testing/fixtures/auth';
import { type ScenarioOptions, scenarioOf, withScenario } from '../testing/msw';
import { clearLiveAnnouncer, StoryFrame } from '../testing/vehiclesStory';
import { AiMechanicPage } from './AiMechanicPage';
import { t } from './messages';

/**
 * The chat rendered from the real `aiMechanic` machine, driven through the page like a member would,
 * with the fake API's scripted `ai.ask` (3 questions, then 2 follow-ups, then a diagnosis) and zero
 * delays unless a story needs a state to last.
 */
/** English texts of the chat (the catalog the page renders through). */
const M = t.catalog.en;
const withApi = (options: ScenarioOptions = {}) => withScenario({ signedInAs: DEMO_USER.email, ...options });
const apiOf = scenarioOf;

const ZERO = { questionDelay: 0, followUpDelay: 0, autoSubmitDelay: 0 };
const LONG = 600_000;
const TODAY = todayIso();
const [Q1, Q2, Q3] = AI_FIRST_ANSWER.further_questions as [string, string, string];

const meta = {
  title: 'AI mechanic/AiMechanicPage',
  component: AiMechanicPage,
  parameters: { layout: 'fullscreen', entry: '/vehicles/1/ai-mechanic' },
  args: { delays: ZERO, today: TODAY },
  loaders: withApi(),
  render: (args, { loaded, parameters }) => (
    <StoryFrame
      api={apiOf(loaded).api}
      initialEntry={parameters.entry as string}
      path="/vehicles/:id/ai-mechanic"
    >
      <AiMechanicPage {...args} />
    </StoryFrame>
  ),
} satisfies Meta<typeof AiMechanicPage>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const chat = (el: HTMLElement) => el.querySelector('[data-step]') as HTMLElement;
const expectState = (el: HTMLElement, state: string) =>
  waitFor(() => expect(chat(el)).toHaveAttribute('data-state', state));
const log = (canvas: Canvas) => canvas.getByRole('log', { name: 'Conversation with the AI mechanic' });
const bubbles = (canvas: Canvas) => within(log(canvas)).getAllByRole('listitem');
const lastBubble = (canvas: Canvas) => bubbles(canvas).at(-1) as HTMLElement;

/** Waits for the chat of vehicle 1 and returns the canvas. */
async function ready(canvasElement: HTMLElement): Promise<Canvas> {
  const canvas = within(canvasElement);
  await waitFor(() =>
    expect(canvasElement.querySelector('section[data-state]')).toHaveAttribute('data-state', 'ready'),
  );
  await expect(canvas.getByRole('heading', { level: 1, name: 'AI mechanic' })).toBeVisible();
  await waitFor(() => expect(chat(canvasElement)).toBeTruthy());
  return canvas;
}

async function describeSymptoms(canvas: Canvas, text = 'Grinding noise from the front when I brake') {
  await userEvent.type(canvas.getByLabelText('Describe your symptoms'), text);
  await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
}

async function answer(canvas: Canvas, text: string) {
  const field = canvas.getByLabelText('Your answer');
  await userEvent.clear(field);
  await userEvent.type(field, text);
  await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
}

/** Symptoms sent and the first question asked. */
async function toFirstQuestion(canvasElement: HTMLElement): Promise<Canvas> {
  const canvas = await ready(canvasElement);
  await describeSymptoms(canvas);
  await expect(await within(log(canvas)).findByText(`(1/3) ${Q1}`)).toBeVisible();
  await expectState(canvasElement, 'questions.answering');
  return canvas;
}

/** The three first questions answered correctly. */
async function answerFirstThree(canvasElement: HTMLElement, canvas: Canvas, before3?: () => void) {
  await answer(canvas, 'Front left wheel');
  await within(log(canvas)).findByText(`(2/3) ${Q2}`);
  await answer(canvas, 'When I brake');
  await within(log(canvas)).findByText(`(3/3) ${Q3}`);
  await expectState(canvasElement, 'questions.answering');
  before3?.();
  await answer(canvas, 'Since last week');
}

/** Whole chat up to the diagnosis (3 questions, 2 follow-ups, Submit Results). */
async function toDiagnosis(canvasElement: HTMLElement): Promise<Canvas> {
  const canvas = await toFirstQuestion(canvasElement);
  await answerFirstThree(canvasElement, canvas);
  await within(log(canvas)).findByText('(4/5) Does the brake pedal feel soft or sink?');
  await answer(canvas, 'No, it feels firm');
  await within(log(canvas)).findByText('(5/5) Do you see oil or fluid near the wheels?');
  await answer(canvas, 'No, all dry');
  await userEvent.click(await canvas.findByRole('button', { name: 'Submit Results' }));
  await expectState(canvasElement, 'diagnosis');
  return canvas;
}

// ---------------------------------------------------------------------------------------------
// Page states
// ---------------------------------------------------------------------------------------------

/** GET /vehicles/{id} pending: 'Loading...'. */
export const Loading: Story = {
  loaders: withApi({ delays: { 'GET /vehicles/{id}': 'never' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading...')).toBeVisible();
    await expect(canvasElement.querySelector('section[data-state]')).toHaveAttribute('data-state', 'loading');
  },
};

/** GET /vehicles/{id} failed: 'Failed to load vehicle.'. */
export const LoadError: Story = {
  loaders: withApi({ failures: { 'GET /vehicles/{id}': { status: 500 } } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed to load vehicle.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to My Cars' })).toHaveAttribute('href', '/vehicles');
  },
};

/** Another member's vehicle (404): 'Vehicle not found' and no chat. */
export const NotFound: Story = {
  parameters: { entry: '/vehicles/99/ai-mechanic' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Vehicle not found' })).toBeVisible();
    await expect(canvas.queryByRole('log')).toBeNull();
    await expect(apiOf(loaded).count('POST /ai/mechanic')).toBe(0);
  },
};

// ---------------------------------------------------------------------------------------------
// Step initial
// ---------------------------------------------------------------------------------------------

/**
 * The greeting by first name, the links, and the symptoms form: an empty Send says 'Please describe
 * your symptoms.' and asks nothing.
 */
export const DescribeSymptoms: Story = {
  parameters: { machine: { id: 'aiMechanic', state: 'initial.editing' } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = await ready(canvasElement);
    await expectState(canvasElement, 'initial.editing');
    await expect(chat(canvasElement)).toHaveAttribute('data-step', 'initial');
    await expect(log(canvas)).toHaveAttribute('aria-live', 'polite');
    await waitFor(() =>
      expect(bubbles(canvas)[0]).toHaveTextContent(/^AI mechanic: Hello Amina! I'm your AI mechanic/),
    );
    await expect(bubbles(canvas)[0]).toHaveTextContent('2018 Toyota RAV4');
    await expect(canvas.getByRole('link', { name: 'Back to car status' })).toHaveAttribute(
      'href',
      '/vehicles/1',
    );
    await expect(canvas.getByRole('link', { name: 'Diagnostic results' })).toHaveAttribute(
      'href',
      '/vehicles/1/ai-mechanic/diagnostic-results',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText('Please describe your symptoms.')).toBeVisible();
    await expect(canvas.getByLabelText('Describe your symptoms')).toHaveAttribute('aria-invalid', 'true');
    await expect(apiOf(loaded).count('POST /ai/mechanic')).toBe(0);
  },
};

/**
 * The first request is running: the symptoms are in the chat, the typing indicator shows, and the
 * request carries the §7 AI context fields of the car.
 */
export const Asking: Story = {
  parameters: { machine: { id: 'aiMechanic', state: 'initial.asking' } },
  loaders: withApi({ delays: { 'POST /ai/mechanic': 'never' } }),
  play: async ({ canvasElement, loaded }) => {
    const canvas = await ready(canvasElement);
    const api = apiOf(loaded);
    await waitFor(() => expect(api.count('GET /vehicles/{id}/summary')).toBe(1));
    await waitFor(() => expect(bubbles(canvas)[0]).toHaveTextContent('Hello Amina!'));
    await describeSymptoms(canvas, 'Grinding noise from the front when I brake');
    await expectState(canvasElement, 'initial.asking');
    await expect(await canvas.findByText('The AI mechanic is typing…')).toBeVisible();
    await expect(lastBubble(canvas)).toHaveTextContent('You: Grinding noise from the front when I brake');
    await expect(lastBubble(canvas)).toHaveAttribute('data-role', 'user');
    const summary = await api.api.vehicles.summary(1);
    const body = api.callsOf('POST /ai/mechanic')[0]?.body;
    await expect(body).toMatchObject({
      vehicle_id: 1,
      symptoms: 'Grinding noise from the front when I brake',
      max_questions: 5,
      context: {
        year: 2018,
        make: 'Toyota',
        model: 'RAV4',
        fuel_type: 'Petrol',
        transmission: 'Automatic',
        mileage: 84500,
        mileage_unit: 'km',
        last_refuel: { date: summary.last_refuel?.date, location: 'Kigali' },
        total_refuels: summary.stats.total_refuels,
        total_distance: summary.stats.total_distance,
        country: 'RW',
        primary_use: 'daily_commute',
        diagnosis_date: TODAY,
      },
    });
    await expect(body).not.toHaveProperty('request_type');
  },
};

/** A failed first request: 'The AI service is temporarily unavailable.' and the symptoms kept for another try. */
export const FirstRequestFailed: Story = {
  parameters: { machine: { id: 'aiMechanic', state: 'initial.editing' } },
  loaders: withApi({ ai: { first: { status: 503 } } }),
  play: async ({ canvasElement, loaded }) => {
    const canvas = await ready(canvasElement);
    await describeSymptoms(canvas, 'Engine overheats in traffic');
    await waitFor(() => expect(lastBubble(canvas)).toHaveTextContent(M.unavailable));
    await expectState(canvasElement, 'initial.editing');
    await expect(lastBubble(canvas)).toHaveAttribute('data-kind', 'error');
    await expect(canvas.getByLabelText('Describe your symptoms')).toHaveValue('Engine overheats in traffic');
    await expect(apiOf(loaded).count('POST /ai/mechanic')).toBe(1);
  },
};

/** An error answer without actions: its message is shown and the flow stays in step initial. */
export const ErrorWithoutActions: Story = {
  parameters: { machine: { id: 'aiMechanic', state: 'initial.editing' } },
  loaders: withApi({
    ai: { first: { ...AI_ERROR_ANSWER, diy_actions: [], suggestions: [], mechanic_required: [] } },
  }),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await describeSymptoms(canvas);
    await waitFor(() => expect(lastBubble(canvas)).toHaveTextContent(AI_ERROR_ANSWER.message));
    await expectState(canvasElement, 'initial.editing');
    await expect(canvas.queryByRole('heading', { name: 'Diagnosis' })).toBeNull();
  },
};

// ---------------------------------------------------------------------------------------------
// Step questions
// ---------------------------------------------------------------------------------------------

/** The answer came; the first question waits its 2 s (here: long) behind the typing indicator. */
export const QuestionTyping: Story = {
  parameters: { machine: { id: 'aiMechanic', state: 'questions.typing' } },
  args: { delays: { ...ZERO, questionDelay: LONG } },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await describeSymptoms(canvas);
    await expectState(canvasElement, 'questions.typing');
    await expect(lastBubble(canvas)).toHaveTextContent(AI_FIRST_ANSWER.message);
    await expect(canvas.getByText('The AI mechanic is typing…')).toBeVisible();
    await expect(within(log(canvas)).queryByText(`(1/3) ${Q1}`)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/**
 * One question at a time with its '(n/total)' prefix; Send is disabled under 5 characters; the hint
 * says what kind of answer the question needs; an accepted answer brings the next question.
 */
export const Answering: Story = {
  parameters: { machine: { id: 'aiMechanic', state: 'questions.answering' } },
  play: async ({ canvasElement }) => {
    const canvas = await toFirstQuestion(canvasElement);
    await expect(chat(canvasElement)).toHaveAttribute('data-step', 'questions');
    await expect(canvas.queryByText('The AI mechanic is typing…')).toBeNull();
    const field = canvas.getByLabelText('Your answer');
    await expect(field).toHaveAccessibleDescription(/Say where.*At least 5 characters\./);
    const send = canvas.getByRole('button', { name: 'Send' });
    await userEvent.type(field, 'Left');
    await expect(send).toBeDisabled();
    await userEvent.type(field, ' front wheel');
    await expect(send).toBeEnabled();
    await userEvent.click(send);
    await expect(await within(log(canvas)).findByText(`(2/3) ${Q2}`)).toBeVisible();
    await expect(within(log(canvas)).getByText('Left front wheel').closest('li')).toHaveAttribute(
      'data-kind',
      'answer',
    );
    await expect(field).toHaveValue('');
    await expect(field).toHaveAccessibleDescription(/at idle, when you accelerate/);
  },
};

/** An answer failing its question's check gets the §5 message and the question again. */
export const AnswerCheckFailed: Story = {
  parameters: { machine: { id: 'aiMechanic', state: 'questions.answering' } },
  play: async ({ canvasElement }) => {
    const canvas = await toFirstQuestion(canvasElement);
    await answer(canvas, 'I am not sure');
    await waitFor(() => expect(lastBubble(canvas)).toHaveTextContent(`(1/3) ${Q1}`));
    const items = bubbles(canvas);
    await expect(items.at(-2)).toHaveTextContent(
      "Please specify a location (e.g., 'Under engine', 'Near wheels', 'Front right').",
    );
    await expect(items.at(-2)).toHaveAttribute('data-kind', 'check');
    await expect(within(log(canvas)).getAllByText(`(1/3) ${Q1}`)).toHaveLength(2);
    await expectState(canvasElement, 'questions.answering');
  },
};

/** A question about the car's own data is answered from its profile; the question is asked again. */
export const VehicleDataQuestion: Story = {
  parameters: { machine: { id: 'aiMechanic', state: 'questions.answering' } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = await toFirstQuestion(canvasElement);
    await answer(canvas, 'What fuel type does my car use?');
    await waitFor(() =>
      expect(bubbles(canvas).at(-2)).toHaveTextContent('Your 2018 Toyota RAV4 runs on Petrol.'),
    );
    await expect(lastBubble(canvas)).toHaveTextContent(`(1/3) ${Q1}`);
    await answer(canvas, 'What is my mileage?');
    await waitFor(() =>
      expect(bubbles(canvas).at(-2)).toHaveTextContent(
        'Your 2018 Toyota RAV4 has 84,500 km on the odometer (from your profile).',
      ),
    );
    await expect(apiOf(loaded).count('POST /ai/mechanic')).toBe(1);
  },
};

/** Off-topic answers (greetings, personal data, other questions) are refused with the free-plan message. */
export const OffTopicRefused: Story = {
  parameters: { machine: { id: 'aiMechanic', state: 'questions.answering' } },
  play: async ({ canvasElement }) => {
    const canvas = await toFirstQuestion(canvasElement);
    for (const text of ['Hello there!', 'My phone is 0788 123 456', 'Who won the match?']) {
      await answer(canvas, text);
      await waitFor(() => expect(bubbles(canvas).at(-2)).toHaveTextContent(M.freePlan));
      await expect(bubbles(canvas).at(-2)).toHaveAttribute('data-kind', 'refusal');
      await expect(lastBubble(canvas)).toHaveTextContent(`(1/3) ${Q1}`);
    }
    await expect(M.freePlan).toMatch(/free plan/);
  },
};

/** After the third answer (fewer than 5 asked) the follow-up request runs. */
export const FollowingUp: Story = {
  parameters: { machine: { id: 'aiMechanic', state: 'questions.followingUp' } },
  play: async ({ canvasElement, loaded }) => {
    const api = apiOf(loaded);
    const canvas = await toFirstQuestion(canvasElement);
    await answerFirstThree(canvasElement, canvas, () => api.delay('POST /ai/mechanic', 'never'));
    await expectState(canvasElement, 'questions.followingUp');
    await expect(canvas.getByText('The AI mechanic is typing…')).toBeVisible();
    const body = api.callsOf('POST /ai/mechanic').at(-1)?.body;
    await expect(body).toMatchObject({
      request_type: 'follow_up_questions',
      max_questions: 2,
      answers: [
        { question: Q1, answer: 'Front left wheel', question_type: 'location' },
        { question: Q2, answer: 'When I brake', question_type: 'activity' },
        { question: Q3, answer: 'Since last week', question_type: 'timeframe' },
      ],
    });
  },
};

/** A failed follow-up: the unavailable message, then the final diagnosis is sent after 2 s (here: long). */
export const AutoSubmitPending: Story = {
  parameters: { machine: { id: 'aiMechanic', state: 'questions.autoSubmit' } },
  args: { delays: { ...ZERO, autoSubmitDelay: LONG } },
  loaders: withApi({ ai: { followUps: [{ status: 500 }] } }),
  play: async ({ canvasElement, loaded }) => {
    const canvas = await toFirstQuestion(canvasElement);
    await answerFirstThree(canvasElement, canvas);
    await expectState(canvasElement, 'questions.autoSubmit');
    await expect(lastBubble(canvas)).toHaveTextContent(M.unavailable);
    await expect(canvas.getByText('The AI mechanic is typing…')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Submit Results' })).toBeNull();
    await expect(apiOf(loaded).count('POST /ai/mechanic')).toBe(2);
  },
};

/** No more questions to ask: the Submit Results button. */
export const SubmitResults: Story = {
  parameters: { machine: { id: 'aiMechanic', state: 'questions.complete' } },
  loaders: withApi({ ai: { followUps: [AI_ENOUGH_ANSWER] } }),
  play: async ({ canvasElement }) => {
    const canvas = await toFirstQuestion(canvasElement);
    await answerFirstThree(canvasElement, canvas);
    await expectState(canvasElement, 'questions.complete');
    await expect(lastBubble(canvas)).toHaveTextContent(AI_ENOUGH_ANSWER.message);
    await expect(canvas.getByRole('button', { name: 'Submit Results' })).toBeEnabled();
    await expect(canvas.queryByLabelText('Your answer')).toBeNull();
  },
};

/** Submit Results pressed: the final diagnosis request runs. */
export const Submitting: Story = {
  parameters: { machine: { id: 'aiMechanic', state: 'questions.submitting' } },
  loaders: withApi({ ai: { followUps: [AI_ENOUGH_ANSWER] } }),
  play: async ({ canvasElement, loaded }) => {
    const api = apiOf(loaded);
    const canvas = await toFirstQuestion(canvasElement);
    await answerFirstThree(canvasElement, canvas);
    const submit = await canvas.findByRole('button', { name: 'Submit Results' });
    api.delay('POST /ai/mechanic', 'never');
    await userEvent.click(submit);
    await expectState(canvasElement, 'questions.submitting');
    await expect(submit).toBeDisabled();
    await expect(canvas.getByText('The AI mechanic is typing…')).toBeVisible();
    const body = api.callsOf('POST /ai/mechanic').at(-1)?.body;
    await expect(body).toMatchObject({ request_type: 'final_diagnosis' });
    await expect((body as { answers: unknown[] }).answers).toHaveLength(3);
  },
};

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
