import {
  type AiMechanicDelays,
  type AiMechanicMachine,
  type AiMechanicSnapshot,
  type ChatMessage,
  MAX_ANSWER_LENGTH,
  MAX_SYMPTOMS_LENGTH,
  type MechanicAnswer,
  MIN_ANSWER_LENGTH,
  type QuestionType,
} from '@gari/machines/aiMechanic';
import { Alert } from '@gari/ui/Alert';
import { Box } from '@gari/ui/Box';
import { Button, LinkButton } from '@gari/ui/Button';
import { Card } from '@gari/ui/Card';
import { vehicleDisplayName } from '@gari/ui/format';
import { Inline } from '@gari/ui/Inline';
import { Heading } from '@gari/ui/Layout';
import { Link } from '@gari/ui/Link';
import { PageHeader } from '@gari/ui/PageHeader';
import { Stack } from '@gari/ui/Stack';
import { TextArea, TextField } from '@gari/ui/TextField';
import { visuallyHidden } from '@gari/ui/theme';
import { type FormEvent, useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { statePathOf } from '../app';
import { parseVehicleId, useT, VehicleGate } from '../shared';
import * as styles from './aiMechanic.css';
import {
  DetailsBlock,
  DiagnosisCta,
  RankedDiagnoses,
  RichText,
  SafetyAlert,
  ServiceStatus,
  TextList,
} from './DiagnosisView';
import { t as aiT } from './messages';
import { type AiMechanicFlow, useAiMechanic } from './useAiMechanic';

/** Hint under the answer field per question type (spec §5 answer checks), in `t`'s language (default English). */
export const answerHint = (type: QuestionType, t: typeof aiT = aiT): string => t(`hint_${type}`);

/** The English hints per question type (tests). */
export const ANSWER_HINTS = Object.fromEntries(
  (['location', 'timeframe', 'activity', 'yes_no', 'visible_oil', 'leak_type', 'free'] as const).map(
    (type) => [type, answerHint(type)],
  ),
) as Record<QuestionType, string>;

/** The link to the report page; with `?diagnosis=` when a stored report is known. */
export function resultsHref(vehicleId: number, diagnosisId: number | null): string {
  const base = `/vehicles/${vehicleId}/ai-mechanic/diagnostic-results`;
  return diagnosisId === null ? base : `${base}?diagnosis=${diagnosisId}`;
}

function Bubble({ message }: { message: Pick<ChatMessage, 'role' | 'kind'> & { text: string } }) {
  const t = useT(aiT);
  return (
    <li className={styles.message} data-role={message.role} data-kind={message.kind}>
      <span className={visuallyHidden}>
        {message.role === 'assistant' ? t('fromAssistant') : t('fromMember')}
      </span>
      <RichText text={message.text} />
    </li>
  );
}

function Typing() {
  const t = useT(aiT);
  return (
    <Box
      as="p"
      display="inline-flex"
      alignItems="center"
      gap="sm"
      color="muted"
      fontSize="sm"
      role="status"
      data-typing=""
    >
      <span className={styles.dots} aria-hidden="true">
        <span className={styles.dot} />
        <span className={styles.dot} />
        <span className={styles.dot} />
      </span>
      {t('typing')}
    </Box>
  );
}

/** The diagnosis of step diagnosis, in the chat. */
function ChatDiagnosis({
  diagnosis,
  notice,
  reportHref,
}: {
  diagnosis: MechanicAnswer;
  notice: string | null;
  reportHref: string;
}) {
  const t = useT(aiT);
  return (
    <Card
      as="section"
      gap="sm"
      padding="md"
      elevation="flat"
      aria-labelledby="ai-diagnosis-title"
      data-diagnosis=""
    >
      <Heading level={2} size="lg" id="ai-diagnosis-title">
        {t('diagnosis')}
      </Heading>
      {diagnosis.safety_alert ? <SafetyAlert text={diagnosis.safety_alert} /> : null}
      <ServiceStatus diagnosis={diagnosis} />
      {notice && diagnosis.ai_status === 'available' ? (
        <Alert tone="warning" title={t('serviceNotice')}>
          {notice}
        </Alert>
      ) : null}
      {diagnosis.diagnoses.length > 0 ? <RankedDiagnoses items={diagnosis.diagnoses} /> : null}
      {diagnosis.diy_actions.length > 0 ? (
        <>
          <h3 className={styles.subTitle}>{t('diyTitle')}</h3>
          <TextList items={diagnosis.diy_actions} />
        </>
      ) : null}
      {diagnosis.diy_details ? <DetailsBlock details={diagnosis.diy_details} level={4} /> : null}
      {diagnosis.mechanic_required.length > 0 ? (
        <>
          <h3 className={styles.subTitle}>{t('mechanicTitle')}</h3>
          <TextList items={diagnosis.mechanic_required} />
        </>
      ) : null}
      <DiagnosisCta text={diagnosis.cta} />
      <div className={styles.actions}>
        <LinkButton href={reportHref} variant="primary">
          {t('viewReport')}
        </LinkButton>
      </div>
    </Card>
  );
}

/** Props of {@link AiMechanicChat}. */
export interface AiMechanicChatProps {
  /** The flow from {@link useAiMechanic}. */
  flow: AiMechanicFlow;
  /** The vehicle's id (links). */
  vehicleId: number;
  /** The vehicle's display name, e.g. '2018 Toyota RAV4'. */
  vehicleName: string;
}

/**
 * The chat of the AI mechanic (spec §2, §4, §5): the greeting by first name, the messages in a
 * `role="log"` `aria-live="polite"` region (new messages are announced), a typing indicator while the
 * assistant works, the symptoms form (step initial), the answer form with Send disabled under 5
 * characters and a hint per question type (step questions), Submit Results when all questions are
 * answered, and the diagnosis (step diagnosis).
 *
 * `data-state` on the root: the machine state as a dotted path, e.g. 'questions.answering';
 * `data-step`: 'initial' | 'questions' | 'diagnosis' (@selector `[data-state]`, `[data-step]`).
 */
export function AiMechanicChat({ flow, vehicleId, vehicleName }: AiMechanicChatProps) {
  const t = useT(aiT);
  const { state } = flow;
  const ctx = state.context;
  /** The length counter under a chat field: '12 / 2,000 characters.' (issue #16). */
  const counter = (text: string, max: number) => t('counter', { count: text.trim().length, max });
  const dotted = statePathOf(state.value);
  const asking = state.matches({ initial: 'asking' });
  const complete = state.matches({ questions: 'complete' });
  const submitting = state.matches({ questions: 'submitting' });
  const symptomsError =
    ctx.error?.key === 'symptomsRequired' || ctx.error?.key === 'symptomsTooLong'
      ? t.message(ctx.error)
      : undefined;
  const answerTooLong = ctx.draft.trim().length > MAX_ANSWER_LENGTH;
  // The newest message scrolls into view (the log scrolls inside its own box; issue #16).
  const logRef = useRef<HTMLDivElement>(null);
  const messageCount = ctx.messages.length;
  useEffect(() => {
    const log = logRef.current;
    if (log && messageCount > 0) log.scrollTop = log.scrollHeight;
  }, [messageCount]);

  const onSymptoms = (e: FormEvent) => {
    e.preventDefault();
    flow.submitSymptoms();
  };
  const onAnswer = (e: FormEvent) => {
    e.preventDefault();
    if (flow.canSend) flow.sendAnswer();
  };
  const name = flow.firstName ?? '';
  const greeting = t('greeting', { name, hasName: name === '' ? 'no' : 'yes', vehicle: vehicleName });

  return (
    <Card gap="md" padding="md" elevation="flat" data-state={dotted} data-step={flow.step}>
      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={t('logLabel')}
        className={styles.log}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
      >
        <Stack as="ol" gap="sm">
          <Bubble message={{ role: 'assistant', kind: 'info', text: greeting }} />
          {ctx.messages.map((m) => (
            <Bubble key={m.id} message={{ role: m.role, kind: m.kind, text: t.message(m) ?? '' }} />
          ))}
        </Stack>
      </div>
      {flow.isTyping ? <Typing /> : null}

      {flow.step === 'diagnosis' && ctx.diagnosis ? (
        <ChatDiagnosis
          diagnosis={ctx.diagnosis}
          notice={t.message(ctx.notice) ?? null}
          reportHref={resultsHref(vehicleId, ctx.diagnosisId)}
        />
      ) : null}

      {flow.step === 'initial' ? (
        <form className={styles.composer} onSubmit={onSymptoms} noValidate>
          <TextArea
            label={t('symptomsLabel')}
            description={`${t('symptomsHint')} ${counter(ctx.symptoms, MAX_SYMPTOMS_LENGTH)}`}
            value={ctx.symptoms}
            onChange={flow.setSymptoms}
            isInvalid={symptomsError !== undefined}
            errorMessage={symptomsError}
            isDisabled={asking}
            rows={3}
          />
          <div className={styles.actions}>
            {/* Disabled (not `isPending`) while asking: the typing indicator says the assistant works, and
                a pending button that unmounts leaves react-aria's announcement pointing at nothing. */}
            <Button type="submit" variant="primary" isDisabled={asking}>
              {t('send')}
            </Button>
          </div>
        </form>
      ) : null}

      {flow.step === 'questions' && !complete && !submitting ? (
        <form className={styles.composer} onSubmit={onAnswer} noValidate>
          <Inline align="end" gap="sm">
            <TextField
              className={styles.grow}
              label={t('answerLabel')}
              description={`${flow.question ? answerHint(flow.question.type, t) : t('waitQuestion')} ${t('atLeast', { min: MIN_ANSWER_LENGTH })} ${counter(ctx.draft, MAX_ANSWER_LENGTH)}`}
              value={ctx.draft}
              onChange={flow.setAnswer}
              isInvalid={answerTooLong}
              errorMessage={answerTooLong ? t('symptomsTooLong', { max: MAX_ANSWER_LENGTH }) : undefined}
              autoComplete="off"
            />
            <Button type="submit" variant="primary" isDisabled={!flow.canSend}>
              {t('send')}
            </Button>
          </Inline>
        </form>
      ) : null}

      {complete || submitting ? (
        <div className={styles.actions}>
          <Button variant="primary" onPress={flow.submitResults} isDisabled={submitting}>
            {t('submitResults')}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}

/** Props of {@link AiMechanicPage}. */
export interface AiMechanicPageProps {
  /** Shorter delays (stories use 0). @default 2000 / 1500 / 2000 ms (spec §9) */
  delays?: Partial<AiMechanicDelays>;
  /** Machine to run. @default aiMechanicMachine */
  machine?: AiMechanicMachine;
  /** Start from this snapshot. */
  snapshot?: AiMechanicSnapshot;
  /** The diagnosis date, 'YYYY-MM-DD'. @default today (local) */
  today?: string;
}

function AiMechanicScreen({ vehicleId, ...options }: AiMechanicPageProps & { vehicleId: number | null }) {
  const t = useT(aiT);
  const flow = useAiMechanic(vehicleId, options);
  const { vehicle } = flow;
  return (
    <VehicleGate name="ai-mechanic" id={vehicleId} vehicle={vehicle} title={t('title')} styles={styles}>
      {(car, id) => (
        <>
          <p>
            <Link href={`/vehicles/${id}`}>{t('backToCar')}</Link>
          </p>
          <PageHeader
            titleId="ai-mechanic-title"
            title={t('title')}
            subtitle={vehicleDisplayName(car)}
            actions={
              <>
                <LinkButton
                  href={resultsHref(id, flow.state.context.diagnosisId)}
                  variant="secondary"
                  size="sm"
                >
                  {t('diagnosticResults')}
                </LinkButton>
                <Button variant="ghost" size="sm" onPress={flow.newChat}>
                  {t('newChat')}
                </Button>
              </>
            }
          />
          <AiMechanicChat flow={flow} vehicleId={id} vehicleName={vehicleDisplayName(car)} />
        </>
      )}
    </VehicleGate>
  );
}

/**
 * The AI mechanic (/vehicles/{id}/ai-mechanic, spec §2 AI mechanic; `id` from the route): a link back
 * to /vehicles/{id}, the 'Diagnostic results' link to /vehicles/{id}/ai-mechanic/diagnostic-results
 * (with `?diagnosis=` once a report is stored), New Chat, and the {@link AiMechanicChat}.
 * Texts: 'Loading...', 'Failed to load vehicle.', and 'Vehicle not found' (404 or a bad id) with a
 * link to My Cars. A new vehicle id starts a new chat.
 *
 * `data-state` on the root (the page; the chat inside has its own): 'loading' | 'error' | 'not-found' | 'ready' (@selector `section[data-state]`).
 */
export function AiMechanicPage(props: AiMechanicPageProps) {
  const params = useParams();
  const vehicleId = parseVehicleId(params.id);
  return <AiMechanicScreen key={vehicleId ?? 'none'} vehicleId={vehicleId} {...props} />;
}
