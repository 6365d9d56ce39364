import type { DiagnosisResponse } from '@gari/contract/ai';
import {
  type AiMechanicDelays,
  type AiMechanicMachine,
  aiMechanicMachine,
  canSendAnswer,
  currentQuestion,
  type MechanicAnswer,
  type MechanicAsk,
  stepOf,
} from '@gari/machines/aiMechanic';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { type FlowHookOptions, useApi, useFlowHook } from '../app';
import { SESSION_KEY, todayIso, vehicleKeys } from '../shared';
import { eventSenders } from '../shared/eventSenders';
import { buildAiContext } from './aiContext';

/** Query keys of the stored AI reports. */
export const aiKeys = {
  all: ['ai'] as const,
  /** GET /vehicles/{id}/diagnoses */
  list: (vehicleId: number) => ['ai', 'vehicle', vehicleId, 'diagnoses'] as const,
  /** GET /ai/diagnoses/{id} */
  detail: (id: number) => ['ai', 'diagnosis', id] as const,
};

/** Options of {@link useAiMechanic}. */
export interface UseAiMechanicOptions extends FlowHookOptions<AiMechanicMachine> {
  /** Shorter delays (stories and tests use 0). @default 2000 / 1500 / 2000 ms */
  delays?: Partial<AiMechanicDelays>;
  /** The diagnosis date, 'YYYY-MM-DD'. @default today (local) */
  today?: string;
}

/** The first word of a member's name ('Amina Uwase' → 'Amina'); null when unknown. */
export function firstNameOf(name: string | null | undefined): string | null {
  const first = name?.trim().split(/\s+/)[0];
  return first ? first : null;
}

/** The chat's commands without a payload: the hook's callback, and the machine event it sends. */
const COMMANDS = {
  submitSymptoms: 'SUBMIT_SYMPTOMS',
  sendAnswer: 'SEND_ANSWER',
  submitResults: 'SUBMIT_RESULTS',
  newChat: 'NEW_CHAT',
} as const;

/**
 * The AI mechanic chat of vehicle `vehicleId` (spec §2 AI mechanic, §4, §5, §7): the `aiMechanic`
 * machine with `ask` = `api.ai.ask` (POST /ai/mechanic, fallback /test/ai/mechanic), the vehicle
 * (GET /vehicles/{id}) and its summary (GET /vehicles/{id}/summary) turned into the §7 AI context
 * fields and sent to the machine (`SET_VEHICLE`) whenever they load, and the signed-in member
 * (GET /users/me, shared with the session check) for the greeting. When a final diagnosis is stored,
 * the vehicle's report list is refetched. `vehicleId` null (bad route param) disables the queries.
 */
export function useAiMechanic(vehicleId: number | null, options: UseAiMechanicOptions = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const id = vehicleId ?? 0;
  const today = options.today ?? todayIso();

  const vehicle = useQuery({
    queryKey: vehicleKeys.detail(id),
    queryFn: () => api.vehicles.get(id),
    enabled: vehicleId !== null,
  });
  const summary = useQuery({
    queryKey: vehicleKeys.summary(id),
    queryFn: () => api.vehicles.summary(id),
    enabled: vehicleId !== null && vehicle.isSuccess,
  });
  const me = useQuery({
    queryKey: SESSION_KEY,
    queryFn: () => api.auth.me(),
    enabled: api.isSignedIn(),
    staleTime: 60_000,
    retry: false,
  });

  const context = useMemo(
    () => (vehicle.data ? buildAiContext(vehicle.data, summary.data, today, api.store.getCountry()) : null),
    [vehicle.data, summary.data, today, api],
  );

  const { state, send, actorRef } = useFlowHook(aiMechanicMachine, options, {
    actors: {
      // The contract's answer is structurally a MechanicAnswer (checked by the assignment below).
      ask: fromPromise<MechanicAnswer, MechanicAsk>(async ({ input }) => {
        const answer: DiagnosisResponse & { diagnosis_id?: number } = await api.ai.ask(input);
        const out: MechanicAnswer = answer;
        return out;
      }),
    },
    ...(options.delays ? { delays: { ...options.delays } } : {}),
    input: { vehicleId: id, vehicle: context ?? {} },
    // A stored final diagnosis: the vehicle's report list changed.
    on: { diagnosisStored: () => void queryClient.invalidateQueries({ queryKey: aiKeys.list(id) }) },
  });

  useEffect(() => {
    if (context) send({ type: 'SET_VEHICLE', vehicle: context });
  }, [context, send]);

  const question = currentQuestion(state.context);
  return {
    state,
    send,
    actorRef,
    vehicle,
    summary,
    /** The §7 AI context fields sent with every request (null until the vehicle loads). */
    context,
    /** The signed-in member's first name for the greeting, null while unknown. */
    firstName: firstNameOf(me.data?.name),
    /** Spec §4 step: 'initial', 'questions' or 'diagnosis'. */
    step: stepOf(state),
    /** The assistant is busy (typing indicator). */
    isTyping: state.hasTag('typing'),
    /** The question being answered (`questions.answering`), else null. */
    question: state.matches({ questions: 'answering' }) ? question : null,
    /** Spec §5: the Send button needs 5 characters. */
    canSend: state.matches({ questions: 'answering' }) && canSendAnswer(state.context.draft),
    setSymptoms: (value: string) => send({ type: 'CHANGE_SYMPTOMS', value }),
    setAnswer: (value: string) => send({ type: 'CHANGE_ANSWER', value }),
    ...eventSenders(send, COMMANDS),
  };
}

/** What {@link useAiMechanic} returns. */
export type AiMechanicFlow = ReturnType<typeof useAiMechanic>;

/**
 * One stored report of vehicle `vehicleId` (spec §2 Diagnostic results): `diagnosisId` given →
 * GET /ai/diagnoses/{id}; else the latest of GET /vehicles/{id}/diagnoses (null when there is none).
 * Also loads the vehicle (GET /vehicles/{id}) for its name. A report of another vehicle counts as not
 * found (`wrongVehicle`).
 */
export function useDiagnosticReport(vehicleId: number | null, diagnosisId: number | null) {
  const api = useApi();
  const id = vehicleId ?? 0;
  const vehicle = useQuery({
    queryKey: vehicleKeys.detail(id),
    queryFn: () => api.vehicles.get(id),
    enabled: vehicleId !== null,
  });
  const ready = vehicleId !== null && vehicle.isSuccess;
  const one = useQuery({
    queryKey: aiKeys.detail(diagnosisId ?? 0),
    queryFn: () => api.ai.diagnosis(diagnosisId ?? 0),
    enabled: ready && diagnosisId !== null,
  });
  const list = useQuery({
    queryKey: aiKeys.list(id),
    queryFn: () => api.ai.diagnoses(id),
    enabled: ready && diagnosisId === null,
  });
  const report = diagnosisId !== null ? one : list;
  const latest =
    list.data && list.data.length > 0
      ? ([...list.data].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)[0] ?? null)
      : null;
  const data = diagnosisId !== null ? (one.data ?? null) : latest;
  const wrongVehicle = data !== null && data.vehicle_id !== vehicleId;
  return {
    vehicle,
    /** The query that loads the report (detail or list). */
    report,
    /** The report shown, or null (none yet, or another vehicle's). */
    data: wrongVehicle ? null : data,
    wrongVehicle,
  };
}
