import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LocaleProvider } from '../shared/locale';
import {
  aiMechanicStories,
  answer,
  answerFirstThree,
  apiOf,
  bubbles,
  chat,
  describeSymptoms,
  expectState,
  LONG,
  lastBubble,
  log,
  M,
  Q1,
  Q2,
  Q3,
  ready,
  TODAY,
  toFirstQuestion,
  withApi,
  ZERO,
} from '../testing/aiMechanicStory';
import { AI_ENOUGH_ANSWER, AI_ERROR_ANSWER, AI_FIRST_ANSWER } from '../testing/fixtures/ai';
import { StoryFrame } from '../testing/vehiclesStory';
import { AiMechanicPage } from './AiMechanicPage';

/**
 * The chat rendered from the real `aiMechanic` machine, driven through the page like a member would,
 * with the fake API's scripted `ai.ask` (3 questions, then 2 follow-ups, then a diagnosis) and zero
 * delays unless a story needs a state to last. The diagnosis step is in
 * `AiMechanicDiagnosis.stories.tsx`.
 */
const meta = { title: 'AI mechanic/AiMechanicPage', ...aiMechanicStories } satisfies Meta<
  typeof AiMechanicPage
>;
export default meta;
type Story = StoryObj<typeof meta>;

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
 * A 5,000-character message (issue #16): the counter shows the limit, Send says the message is too long
 * (not 'service unavailable') and nothing is sent.
 */
export const SymptomsTooLong: Story = {
  parameters: { machine: { id: 'aiMechanic', state: 'initial.editing' } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = await ready(canvasElement);
    const field = canvas.getByLabelText('Describe your symptoms');
    await userEvent.click(field);
    await userEvent.paste('My brakes squeal. '.repeat(278));
    await expect(canvas.getByText(/5,003 \/ 2,000 characters\./)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(
      await canvas.findByText(
        'Your message is too long: at most 2,000 characters. Shorten it and send again.',
      ),
    ).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(apiOf(loaded).count('POST /ai/mechanic')).toBe(0);
    await expectState(canvasElement, 'initial.editing');
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

/** The chat in French (issue #16 "Locale"): title, greeting, labels and the machine's field message. */
export const French: Story = {
  parameters: { machine: { id: 'aiMechanic', state: 'initial.editing' } },
  render: (args, { loaded, parameters }) => (
    <LocaleProvider language="fr">
      <StoryFrame
        api={apiOf(loaded).api}
        initialEntry={parameters.entry as string}
        path="/vehicles/:id/ai-mechanic"
      >
        <AiMechanicPage {...args} />
      </StoryFrame>
    </LocaleProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Mécanicien IA' })).toBeVisible();
    const conversation = await canvas.findByRole('log', { name: 'Conversation avec le mécanicien IA' });
    await waitFor(() =>
      expect(within(conversation).getAllByRole('listitem')[0]).toHaveTextContent(
        /^Mécanicien IA : Bonjour Amina !/,
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer' }));
    await expect(await canvas.findByText('Veuillez décrire les symptômes.')).toBeVisible();
  },
};
