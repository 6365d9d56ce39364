/**
 * Story helpers of the AI mechanic chat (issue #7): the fake API as the demo member with the scripted
 * `ai.ask` (3 questions, then 2 follow-ups, then a diagnosis), the page's render, and the member's
 * steps through the chat that the `aiMechanic/` stories share.
 */
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AiMechanicPage } from '../aiMechanic/AiMechanicPage';
import { t } from '../aiMechanic/messages';
import { todayIso } from '../shared';
import { AI_FIRST_ANSWER } from './fixtures/ai';
import { DEMO_USER } from './fixtures/auth';
import { type ScenarioOptions, scenarioOf, withScenario } from './msw';
import { StoryFrame } from './vehiclesStory';

/** English texts of the chat (the catalog the page renders through). */
export const M = t.catalog.en;
/** The demo member signed in, with `options` on the fake backend. */
export const withApi = (options: ScenarioOptions = {}) =>
  withScenario({ signedInAs: DEMO_USER.email, ...options });
export const apiOf = scenarioOf;

/** No delays: questions, follow-ups and the auto-submit come at once. */
export const ZERO = { questionDelay: 0, followUpDelay: 0, autoSubmitDelay: 0 };
/** A delay long enough for a state to last through a story (ms). */
export const LONG = 600_000;
/** The diagnosis date of the stories. */
export const TODAY = todayIso();
/** The three first questions of the scripted answer. */
export const [Q1, Q2, Q3] = AI_FIRST_ANSWER.further_questions as [string, string, string];

/** What the chat stories' metas share (each adds its `title`): vehicle 1's chat with zero delays. */
export const aiMechanicStories = {
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
} satisfies Omit<Meta<typeof AiMechanicPage>, 'title'>;

/** The story canvas' queries. */
export type Canvas = ReturnType<typeof within>;

/** The chat panel (`data-step`, `data-state`). */
export const chat = (el: HTMLElement) => el.querySelector('[data-step]') as HTMLElement;
/** Waits until the chat's machine state is `state`. */
export const expectState = (el: HTMLElement, state: string) =>
  waitFor(() => expect(chat(el)).toHaveAttribute('data-state', state));
/** The conversation log. */
export const log = (canvas: Canvas) => canvas.getByRole('log', { name: 'Conversation with the AI mechanic' });
/** The conversation's bubbles, oldest first. */
export const bubbles = (canvas: Canvas) => within(log(canvas)).getAllByRole('listitem');
/** The newest bubble. */
export const lastBubble = (canvas: Canvas) => bubbles(canvas).at(-1) as HTMLElement;

/** Waits for the chat of vehicle 1 and returns the canvas. */
export async function ready(canvasElement: HTMLElement): Promise<Canvas> {
  const canvas = within(canvasElement);
  await waitFor(() =>
    expect(canvasElement.querySelector('section[data-state]')).toHaveAttribute('data-state', 'ready'),
  );
  await expect(canvas.getByRole('heading', { level: 1, name: 'AI mechanic' })).toBeVisible();
  await waitFor(() => expect(chat(canvasElement)).toBeTruthy());
  return canvas;
}

/** Types the symptoms and sends them. */
export async function describeSymptoms(canvas: Canvas, text = 'Grinding noise from the front when I brake') {
  await userEvent.type(canvas.getByLabelText('Describe your symptoms'), text);
  await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
}

/** Types `text` as the answer and sends it. */
export async function answer(canvas: Canvas, text: string) {
  const field = canvas.getByLabelText('Your answer');
  await userEvent.clear(field);
  await userEvent.type(field, text);
  await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
}

/** Symptoms sent and the first question asked. */
export async function toFirstQuestion(canvasElement: HTMLElement): Promise<Canvas> {
  const canvas = await ready(canvasElement);
  await describeSymptoms(canvas);
  await expect(await within(log(canvas)).findByText(`(1/3) ${Q1}`)).toBeVisible();
  await expectState(canvasElement, 'questions.answering');
  return canvas;
}

/** The three first questions answered correctly. */
export async function answerFirstThree(canvasElement: HTMLElement, canvas: Canvas, before3?: () => void) {
  await answer(canvas, 'Front left wheel');
  await within(log(canvas)).findByText(`(2/3) ${Q2}`);
  await answer(canvas, 'When I brake');
  await within(log(canvas)).findByText(`(3/3) ${Q3}`);
  await expectState(canvasElement, 'questions.answering');
  before3?.();
  await answer(canvas, 'Since last week');
}

/** Whole chat up to the diagnosis (3 questions, 2 follow-ups, Submit Results). */
export async function toDiagnosis(canvasElement: HTMLElement): Promise<Canvas> {
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
