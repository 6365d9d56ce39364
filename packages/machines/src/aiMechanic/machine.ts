import { assign, enqueueActions, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { flowTypes, msg, notProvided, serverText, withOutput } from '../shared';
import {
  AI_MECHANIC_DELAYS,
  canSendAnswer,
  checkAnswer,
  followUpCount,
  hasActions,
  MAX_FIRST_QUESTIONS,
  MAX_SYMPTOMS_LENGTH,
  needsFollowUp,
  offTopicReason,
  pickQuestions,
  symptomsTooLong,
  vehicleDataReply,
  vehicleDataTopic,
  withPrefix,
} from './rules';
import type {
  AiMechanicContext,
  AiMechanicEmitted,
  AiMechanicEvent,
  AiMechanicInput,
  AiMechanicMessage,
  AiRequestType,
  ChatMessage,
  ChatQuestion,
  MechanicAnswer,
  MechanicAsk,
} from './types';

type Said = Pick<ChatMessage, 'role' | 'kind'> & AiMechanicMessage;

/** `messages` and `nextId` with `said` appended (ids continue from `nextId`; blank texts are skipped). */
function say(context: Pick<AiMechanicContext, 'messages' | 'nextId'>, ...said: Said[]) {
  const messages = [...context.messages];
  let nextId = context.nextId;
  for (const m of said) {
    if (m.key === undefined && m.text.trim() === '') continue;
    messages.push({ ...m, id: nextId });
    nextId += 1;
  }
  return { messages, nextId };
}

/** A chat line: a catalog message, or a text (the server's or the member's) as `{ text }`. */
const line = (
  role: ChatMessage['role'],
  said: string | AiMechanicMessage,
  kind: ChatMessage['kind'],
): Said => (typeof said === 'string' ? { role, kind, ...serverText(said) } : { role, kind, ...said });
const assistant = (said: string | AiMechanicMessage, kind: ChatMessage['kind']) =>
  line('assistant', said, kind);
const user = (said: string, kind: ChatMessage['kind']) => line('user', said, kind);

/** The question being asked (or next to ask), if any. */
export function currentQuestion(
  context: Pick<AiMechanicContext, 'questions' | 'current'>,
): ChatQuestion | null {
  return context.questions[context.current] ?? null;
}

/** The current question as asked in the chat, '(n/total) text' (spec §4); '' when none. */
function askedText(context: Pick<AiMechanicContext, 'questions' | 'current'>): AiMechanicMessage {
  const q = currentQuestion(context);
  return q ? withPrefix(context.current + 1, context.questions.length, q.text) : serverText('');
}

/**
 * The member's draft answer refused or answered without moving on: the draft as the member's line,
 * `reply` (of `kind`) from the assistant, then the current question asked again; the draft cleared.
 */
function replyAndAskAgain(
  context: AiMechanicContext,
  reply: string | AiMechanicMessage,
  kind: ChatMessage['kind'],
) {
  return {
    ...say(
      context,
      user(context.draft.trim(), 'user'),
      assistant(reply, kind),
      assistant(askedText(context), 'question'),
    ),
    draft: '',
  };
}

/** The `ask` body of a turn (spec §7): the trimmed symptoms, the context fields, the answers so far. */
export function requestOf(
  context: Pick<AiMechanicContext, 'vehicleId' | 'symptoms' | 'vehicle' | 'answers' | 'questions'>,
  requestType?: AiRequestType,
): MechanicAsk {
  const body: MechanicAsk = {
    vehicle_id: context.vehicleId,
    symptoms: context.symptoms.trim(),
    context: context.vehicle,
  };
  if (!requestType) return { ...body, max_questions: MAX_FIRST_QUESTIONS };
  return {
    ...body,
    request_type: requestType,
    answers: context.answers.map((a) => ({ ...a })),
    ...(requestType === 'follow_up_questions'
      ? { max_questions: followUpCount(context.questions.length) }
      : {}),
  };
}

/** The initial context (also what New Chat resets to, keeping the vehicle). */
function freshContext(
  vehicleId: number,
  vehicle: AiMechanicContext['vehicle'],
  symptoms = '',
): AiMechanicContext {
  return {
    vehicleId,
    vehicle,
    symptoms,
    draft: '',
    messages: [],
    questions: [],
    current: 0,
    answers: [],
    diagnosis: null,
    diagnosisId: null,
    error: null,
    notice: null,
    followUps: 0,
    nextId: 1,
  };
}

const isError = (a: MechanicAnswer) => a.ai_status === 'error';
const firstTurnQuestions = (a: MechanicAnswer) => pickQuestions(a, { max: MAX_FIRST_QUESTIONS });
const followUpQuestions = (context: AiMechanicContext, a: MechanicAnswer) =>
  pickQuestions(a, {
    max: followUpCount(context.questions.length),
    asked: context.questions.map((q) => q.text),
    followUp: true,
  });

/**
 * The AI mechanic chat (spec §2 AI mechanic, §4 AI mechanic, §5 AI mechanic, §8 AI, §9 AI questions).
 * Steps: `initial` (describe symptoms) → `questions` → `diagnosis`; `NEW_CHAT` resets everything from
 * any state, `SET_VEHICLE` updates the §7 context fields.
 *
 * - `initial.editing`: `SUBMIT_SYMPTOMS` with blank symptoms sets `error` 'Please describe your
 *   symptoms.', with more than {@link MAX_SYMPTOMS_LENGTH} characters `error` `symptomsTooLong` (issue
 *   #16: the request is not sent); else → `initial.asking` (the first `ask`, `max_questions` 5). Its answer:
 *   - `ai_status` 'error': the message is shown; → `diagnosis` only when it has actions (DIY actions,
 *     mechanic-required items or suggestions), else back to `initial.editing` with `error` set;
 *   - valid questions (with '?', not headings): up to 5 kept → `questions.typing`;
 *   - only suggestions: they become the DIY actions → `diagnosis`;
 *   - neither: 'The AI service is temporarily unavailable.' (`notice`) → `diagnosis`.
 *   A failed request shows that message and returns to `initial.editing` (the member can send again).
 * - `questions.typing`: after `questionDelay` (2 s; `followUpDelay` 1.5 s for follow-up questions) the
 *   question is asked as '(n/total) text' → `questions.answering`.
 * - `questions.answering`: `SEND_ANSWER` is ignored under 5 characters. A question about the
 *   vehicle's own data is answered from `vehicle` and the question repeated; an off-topic answer is
 *   refused with the free-plan message and the question repeated; an answer failing its type's check
 *   gets the §5 message and the question repeated. An accepted answer moves to the next question
 *   (`typing`), or, after the last one, to `followingUp` when {@link needsFollowUp}, else `complete`.
 * - `questions.followingUp`: `ask` with `follow_up_questions` for up to 2 more (cap 7). New questions →
 *   `typing`; none → `complete`; a failure or an error status → the unavailable message and
 *   `autoSubmit`.
 * - `questions.autoSubmit`: after `autoSubmitDelay` (2 s) → `submitting`.
 * - `questions.complete`: the Submit Results button; `SUBMIT_RESULTS` → `submitting`.
 * - `questions.submitting`: `ask` with `final_diagnosis` → `diagnosis` (`diagnosis`, `diagnosisId`);
 *   a failure shows the unavailable message and returns to `complete`.
 * - `diagnosis`: the result; only `NEW_CHAT` leaves it.
 *
 * Tag `typing` marks the states where the assistant is busy (typing indicator).
 *
 * Actor the caller provides (the default throws "not provided"):
 * - `ask(body: MechanicAsk)` → `MechanicAnswer` (POST /ai/mechanic, fallback /test/ai/mechanic).
 */
export const aiMechanicMachine = setup({
  types: flowTypes<AiMechanicContext, AiMechanicEvent, AiMechanicInput, AiMechanicEmitted>(),
  actors: {
    ask: fromPromise<MechanicAnswer, MechanicAsk>(notProvided('aiMechanic', 'ask')),
  },
  delays: {
    questionDelay: AI_MECHANIC_DELAYS.questionDelay,
    followUpDelay: AI_MECHANIC_DELAYS.followUpDelay,
    autoSubmitDelay: AI_MECHANIC_DELAYS.autoSubmitDelay,
  },
  guards: {
    hasSymptoms: ({ context }) => context.symptoms.trim() !== '',
    symptomsTooLong: ({ context }) => symptomsTooLong(context.symptoms),
    answerTooShort: ({ context }) => !canSendAnswer(context.draft),
    isVehicleDataQuestion: ({ context }) => vehicleDataTopic(context.draft) !== null,
    isOffTopic: ({ context }) => offTopicReason(context.draft) !== null,
    failsAnswerCheck: ({ context }) => {
      const q = currentQuestion(context);
      return q !== null && checkAnswer(q.type, context.draft) !== null;
    },
    hasMoreQuestions: ({ context }) => context.current + 1 < context.questions.length,
    needsFollowUp: ({ context }) => needsFollowUp(context.current + 1, context.draft),
    nextIsFirstTurn: ({ context }) => currentQuestion(context)?.followUp === false,
    nextIsFollowUp: ({ context }) => currentQuestion(context)?.followUp === true,
    errorWithActions: (_, a: MechanicAnswer) => isError(a) && hasActions(a),
    isErrorStatus: (_, a: MechanicAnswer) => isError(a),
    hasValidQuestions: (_, a: MechanicAnswer) => firstTurnQuestions(a).length > 0,
    hasOnlySuggestions: (_, a: MechanicAnswer) => (a.suggestions?.length ?? 0) > 0,
    hasFollowUpQuestions: ({ context }, a: MechanicAnswer) => followUpQuestions(context, a).length > 0,
  },
  actions: {
    setSymptoms: assign(({ event }) =>
      event.type === 'CHANGE_SYMPTOMS' ? { symptoms: event.value, error: null } : {},
    ),
    requireSymptoms: assign({ error: msg('symptomsRequired') }),
    rejectLongSymptoms: assign({ error: msg('symptomsTooLong', { max: MAX_SYMPTOMS_LENGTH }) }),
    postSymptoms: assign(({ context }) => ({
      ...say(context, user(context.symptoms.trim(), 'symptoms')),
      error: null,
    })),
    setDraft: assign(({ event }) => (event.type === 'CHANGE_ANSWER' ? { draft: event.value } : {})),
    setVehicle: assign(({ event }) =>
      event.type === 'SET_VEHICLE' ? { vehicle: { ...event.vehicle } } : {},
    ),
    reset: assign(({ context }) => freshContext(context.vehicleId, context.vehicle)),

    /** First answer, error status with actions: its message, then the diagnosis step. */
    showErrorDiagnosis: assign(({ context }, a: MechanicAnswer) => ({
      ...say(context, assistant(a.message, 'error')),
      diagnosis: a,
    })),
    /** First answer, error status without actions: its message; stay in step initial. */
    showErrorMessage: assign(({ context }, a: MechanicAnswer) => {
      const said: AiMechanicMessage = a.message.trim() ? serverText(a.message) : msg('unavailable');
      return { ...say(context, assistant(said, 'error')), error: said };
    }),
    /** First answer with questions: its message, and up to 5 questions to ask. */
    startQuestions: assign(({ context }, a: MechanicAnswer) => ({
      ...say(context, assistant(a.message, 'info')),
      questions: firstTurnQuestions(a),
      current: 0,
      answers: [],
    })),
    /** First answer with only suggestions: they become the DIY actions (spec §4). */
    suggestionsToDiy: assign(({ context }, a: MechanicAnswer) => ({
      ...say(context, assistant(a.message, 'info')),
      diagnosis: { ...a, diy_actions: [...a.suggestions] },
    })),
    /** First answer with neither questions nor suggestions: the unavailable message. */
    showUnavailableDiagnosis: assign(({ context }, a: MechanicAnswer) => ({
      ...say(context, assistant(msg('unavailable'), 'error')),
      diagnosis: a,
      notice: msg('unavailable'),
    })),
    /** A failed request: the unavailable message in the chat and in `error`. */
    showRequestFailure: assign(({ context }) => ({
      ...say(context, assistant(msg('unavailable'), 'error')),
      error: msg('unavailable'),
    })),
    askQuestion: assign(({ context }) => say(context, assistant(askedText(context), 'question'))),
    answerFromProfile: assign(({ context }) => {
      const topic = vehicleDataTopic(context.draft);
      const reply = topic ? vehicleDataReply(topic, context.vehicle) : serverText('');
      return replyAndAskAgain(context, reply, 'vehicle');
    }),
    refuseOffTopic: assign(({ context }) => replyAndAskAgain(context, msg('freePlan'), 'refusal')),
    rejectAnswer: assign(({ context }) => {
      const q = currentQuestion(context);
      const message = (q && checkAnswer(q.type, context.draft)) || serverText('');
      return replyAndAskAgain(context, message, 'check');
    }),
    acceptAnswer: assign(({ context }) => {
      const q = currentQuestion(context);
      if (!q) return {};
      const answer = context.draft.trim();
      return {
        ...say(context, user(answer, 'answer')),
        answers: [...context.answers, { question: q.text, answer, question_type: q.type }],
        current: context.current + 1,
        draft: '',
        error: null,
      };
    }),
    addFollowUps: assign(({ context }, a: MechanicAnswer) => ({
      ...say(context, assistant(a.message, 'info')),
      questions: [...context.questions, ...followUpQuestions(context, a)],
      followUps: context.followUps + 1,
    })),
    noFollowUps: assign(({ context }, a: MechanicAnswer) => ({
      ...say(context, assistant(a.message, 'info')),
      followUps: context.followUps + 1,
    })),
    followUpFailed: assign(({ context }) => ({
      ...say(context, assistant(msg('unavailable'), 'error')),
      followUps: context.followUps + 1,
      error: msg('unavailable'),
    })),
    setDiagnosis: assign(({ context }, a: MechanicAnswer) => ({
      ...say(context, assistant(a.message, 'info')),
      diagnosis: a,
      diagnosisId: typeof a.diagnosis_id === 'number' ? a.diagnosis_id : null,
      error: null,
    })),
    emitDiagnosisStored: enqueueActions(({ context, enqueue }) => {
      if (context.diagnosisId !== null)
        enqueue.emit({ type: 'diagnosisStored', diagnosisId: context.diagnosisId });
    }),
  },
}).createMachine({
  id: 'aiMechanic',
  context: ({ input }) => freshContext(input.vehicleId, { ...(input.vehicle ?? {}) }, input.symptoms ?? ''),
  initial: 'initial',
  on: {
    NEW_CHAT: { target: '.initial', reenter: true, actions: 'reset' },
    SET_VEHICLE: { actions: 'setVehicle' },
  },
  states: {
    initial: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            CHANGE_SYMPTOMS: { actions: 'setSymptoms' },
            SUBMIT_SYMPTOMS: [
              { guard: 'symptomsTooLong', actions: 'rejectLongSymptoms' },
              { guard: 'hasSymptoms', target: 'asking', actions: 'postSymptoms' },
              { actions: 'requireSymptoms' },
            ],
          },
        },
        asking: {
          tags: ['typing'],
          invoke: {
            src: 'ask',
            input: ({ context }) => requestOf(context),
            onDone: [
              {
                guard: withOutput('errorWithActions'),
                target: '#aiMechanic.diagnosis',
                actions: withOutput('showErrorDiagnosis'),
              },
              {
                guard: withOutput('isErrorStatus'),
                target: 'editing',
                actions: withOutput('showErrorMessage'),
              },
              {
                guard: withOutput('hasValidQuestions'),
                target: '#aiMechanic.questions',
                actions: withOutput('startQuestions'),
              },
              {
                guard: withOutput('hasOnlySuggestions'),
                target: '#aiMechanic.diagnosis',
                actions: withOutput('suggestionsToDiy'),
              },
              {
                target: '#aiMechanic.diagnosis',
                actions: withOutput('showUnavailableDiagnosis'),
              },
            ],
            onError: { target: 'editing', actions: 'showRequestFailure' },
          },
        },
      },
    },
    questions: {
      initial: 'typing',
      on: {
        CHANGE_ANSWER: { actions: 'setDraft' },
      },
      states: {
        typing: {
          tags: ['typing'],
          after: {
            questionDelay: { guard: 'nextIsFirstTurn', target: 'answering', actions: 'askQuestion' },
            followUpDelay: { guard: 'nextIsFollowUp', target: 'answering', actions: 'askQuestion' },
          },
        },
        answering: {
          on: {
            SEND_ANSWER: [
              { guard: 'answerTooShort' },
              { guard: 'isVehicleDataQuestion', actions: 'answerFromProfile' },
              { guard: 'isOffTopic', actions: 'refuseOffTopic' },
              { guard: 'failsAnswerCheck', actions: 'rejectAnswer' },
              { guard: 'hasMoreQuestions', target: 'typing', actions: 'acceptAnswer' },
              { guard: 'needsFollowUp', target: 'followingUp', actions: 'acceptAnswer' },
              { target: 'complete', actions: 'acceptAnswer' },
            ],
          },
        },
        followingUp: {
          tags: ['typing'],
          invoke: {
            src: 'ask',
            input: ({ context }) => requestOf(context, 'follow_up_questions'),
            onDone: [
              {
                guard: withOutput('isErrorStatus'),
                target: 'autoSubmit',
                actions: 'followUpFailed',
              },
              {
                guard: withOutput('hasFollowUpQuestions'),
                target: 'typing',
                actions: withOutput('addFollowUps'),
              },
              {
                target: 'complete',
                actions: withOutput('noFollowUps'),
              },
            ],
            onError: { target: 'autoSubmit', actions: 'followUpFailed' },
          },
        },
        autoSubmit: {
          tags: ['typing'],
          after: { autoSubmitDelay: 'submitting' },
        },
        complete: {
          on: { SUBMIT_RESULTS: 'submitting' },
        },
        submitting: {
          tags: ['typing'],
          invoke: {
            src: 'ask',
            input: ({ context }) => requestOf(context, 'final_diagnosis'),
            onDone: {
              target: '#aiMechanic.diagnosis',
              actions: [withOutput('setDiagnosis'), 'emitDiagnosisStored'],
            },
            onError: { target: 'complete', actions: 'showRequestFailure' },
          },
        },
      },
    },
    diagnosis: {},
  },
});

/** The machine's type, for `machine.provide(...)` overrides and snapshots. */
export type AiMechanicMachine = typeof aiMechanicMachine;
/** A snapshot of the machine. */
export type AiMechanicSnapshot = SnapshotFrom<AiMechanicMachine>;

/** The step of spec §4 the snapshot is in: 'initial', 'questions' or 'diagnosis'. */
export function stepOf(snapshot: Pick<AiMechanicSnapshot, 'matches'>): 'initial' | 'questions' | 'diagnosis' {
  if (snapshot.matches('diagnosis')) return 'diagnosis';
  if (snapshot.matches('questions')) return 'questions';
  return 'initial';
}
