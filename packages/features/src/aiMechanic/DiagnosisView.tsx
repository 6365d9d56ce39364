import type { DiagnosisDetailsLike, DiagnosisItemLike, MechanicAnswer } from '@gari/machines/aiMechanic';
import { Alert } from '@gari/ui/Alert';
import { Badge, type BadgeTone } from '@gari/ui/Badge';
import { Box } from '@gari/ui/Box';
import { Card } from '@gari/ui/Card';
import { Inline } from '@gari/ui/Inline';
import { Stack } from '@gari/ui/Stack';
import { Fragment } from 'react';
import { Meter } from 'react-aria-components';
import { useT } from '../shared/locale';
import { useFormat } from '../shared/useFormat';
import * as styles from './aiMechanic.css';
import { type CostRangeFormat, costRange, keyed, likelihoodPercent, richSegments } from './labels';
import { reportT } from './reportMessages';

/**
 * The report's texts and formats in the member's language (issue #16): `t` (the report catalog),
 * `cost(range)` ('RWF 25,000 – RWF 60,000', '25 000 RWF – 60 000 RWF' in French) and
 * `percent(likelihood)` ('64%', '64 %').
 */
export function useReportText() {
  const t = useT(reportT);
  const f = useFormat();
  const format: CostRangeFormat = { money: (a, c) => f.money(a, c), noCost: t('noCost') };
  return {
    t,
    f,
    cost: (range: Parameters<typeof costRange>[0]) => costRange(range, format),
    percent: (likelihood: number) => likelihoodPercent(likelihood, f.locale),
  };
}

/** Props of {@link RichText}. */
export interface RichTextProps {
  /** Text with `**bold**` / `_italic_` markers (spec §3). */
  text: string;
}

/** Renders the server's bold/italic markers as `<strong>` and `<em>`. */
export function RichText({ text }: RichTextProps) {
  return (
    <>
      {richSegments(text).map((s, i) => {
        const key = `${i}-${s.text}`;
        if (s.bold) return <strong key={key}>{s.text}</strong>;
        if (s.italic) return <em key={key}>{s.text}</em>;
        return <Fragment key={key}>{s.text}</Fragment>;
      })}
    </>
  );
}

/** Props of {@link DiagnosisCta}. */
export interface DiagnosisCtaProps {
  /** The answer's closing call to action (spec §3 `cta`, with {@link RichText} markers); none: nothing. */
  text: string | null | undefined;
}

/** The closing call to action of a diagnosis, in the chat's summary and on the report (spec §3 `cta`). */
export function DiagnosisCta({ text }: DiagnosisCtaProps) {
  return text ? (
    <p className={styles.cta}>
      <RichText text={text} />
    </p>
  ) : null;
}

/** Props of {@link ServiceStatus}. */
export interface ServiceStatusProps {
  /** The diagnosis whose `ai_status` and `message` are shown. */
  diagnosis: Pick<MechanicAnswer, 'ai_status' | 'message'>;
}

/**
 * Spec §8 AI: `ai_status` 'error' → a red 'Service Error' box with the message; any other status but
 * 'available' → an amber 'Service Notice' box with the message; nothing when available.
 * `data-status` holds the status (@selector `[data-status]`).
 */
export function ServiceStatus({ diagnosis }: ServiceStatusProps) {
  const t = useT(reportT);
  if (diagnosis.ai_status === 'available') return null;
  const error = diagnosis.ai_status === 'error';
  return (
    <Alert
      tone={error ? 'danger' : 'warning'}
      title={error ? t('serviceError') : t('serviceNotice')}
      data-status={diagnosis.ai_status}
    >
      <RichText text={diagnosis.message} />
    </Alert>
  );
}

/** Props of {@link SafetyAlert}. */
export interface SafetyAlertProps {
  /** The `safety_alert` text (may start with '**Safety warning:**'). */
  text: string;
}

/** The safety alert, prominent: a red alert titled 'Safety warning' (announced when it appears). */
export function SafetyAlert({ text }: SafetyAlertProps) {
  const t = useT(reportT);
  const body = text.replace(/^\s*\*\*Safety warning:?\*\*:?\s*/i, '').replace(/^\s*Safety warning:\s*/i, '');
  return (
    <Alert tone="danger" title={t('safetyWarning')} data-safety-alert="">
      <RichText text={body} />
    </Alert>
  );
}

const SEVERITY_TONE: Record<DiagnosisItemLike['severity'], BadgeTone> = {
  low: 'success',
  medium: 'warning',
  high: 'danger',
  critical: 'danger',
};

/** Props of {@link RankedDiagnoses}. */
export interface RankedDiagnosesProps {
  /** Candidate faults, most likely first. */
  items: readonly DiagnosisItemLike[];
  /** Heading level of each condition. @default 3 */
  level?: 3 | 4;
}

/**
 * The ranked diagnoses (issue #4): per condition its likelihood as a meter with a percentage, a
 * severity badge, whether it is safe to drive, the estimated cost range in RWF, and the garage service.
 * Items carry `data-fault` (@selector `[data-fault]`).
 */
export function RankedDiagnoses({ items, level = 3 }: RankedDiagnosesProps) {
  const { t, cost, percent } = useReportText();
  if (items.length === 0) return <p className={styles.muted}>{t('noCause')}</p>;
  const H = level === 3 ? 'h3' : 'h4';
  return (
    <Stack as="ol" gap="md">
      {items.map((d, i) => (
        <Card as="li" key={d.fault_id} gap="xs" padding="sm" elevation="flat" data-fault={d.fault_id}>
          <Inline justify="between">
            <H className={styles.subTitle}>
              {i + 1}. {d.condition}
            </H>
            <Badge tone={SEVERITY_TONE[d.severity]}>{t(`severityBadge_${d.severity}`)}</Badge>
          </Inline>
          <Meter
            className={styles.meter}
            aria-label={t('likelihoodOf', { condition: d.condition })}
            value={Math.round(Math.min(1, Math.max(0, d.likelihood)) * 100)}
            valueLabel={t('likely', { percent: percent(d.likelihood) })}
          >
            {({ percentage, valueText }) => (
              <>
                <span className={styles.meterTrack}>
                  <span className={styles.meterFill} style={{ display: 'block', width: `${percentage}%` }} />
                </span>
                <span>{valueText}</span>
              </>
            )}
          </Meter>
          <Box as="p" display="flex" flexWrap="wrap" alignItems="center" gap="sm" fontSize="sm">
            <span data-safe-to-drive={d.safe_to_drive}>{t(`safe_${d.safe_to_drive}`)}</span>
            <span aria-hidden="true">·</span>
            <span>{t('estimatedCost', { cost: cost(d.est_cost) })}</span>
            <span aria-hidden="true">·</span>
            <span>{t('garageService', { service: d.garage_service })}</span>
          </Box>
        </Card>
      ))}
    </Stack>
  );
}

/** Props of {@link TextList}. */
export interface TextListProps {
  /** Texts with bold/italic markers. */
  items: readonly string[];
}

/** A bulleted list of marked-up texts (DIY actions, mechanic-required items, suggestions). */
export function TextList({ items }: TextListProps) {
  return (
    <ul className={styles.list}>
      {keyed(items, (t) => t).map(([key, t]) => (
        <li key={key}>
          <RichText text={t} />
        </li>
      ))}
    </ul>
  );
}

/** Props of {@link DetailsBlock}. */
export interface DetailsBlockProps {
  /** DIY or mechanic details (spec §3: title, steps, tools, cautions). */
  details: DiagnosisDetailsLike;
  /** Heading level of the title. @default 3 */
  level?: 3 | 4;
}

/** DIY or mechanic details: the title, numbered steps, tools and cautions. */
export function DetailsBlock({ details, level = 3 }: DetailsBlockProps) {
  const t = useT(reportT);
  const H = level === 3 ? 'h3' : 'h4';
  const Sub = level === 3 ? 'h4' : 'h5';
  return (
    <div className={styles.details}>
      <H className={styles.subTitle}>
        <RichText text={details.title} />
      </H>
      {details.steps.length > 0 ? (
        <>
          <Sub className={styles.subTitle}>{t('steps')}</Sub>
          <ol className={styles.list}>
            {keyed(details.steps, (s) => s).map(([key, s]) => (
              <li key={key}>
                <RichText text={s} />
              </li>
            ))}
          </ol>
        </>
      ) : null}
      {details.tools.length > 0 ? (
        <>
          <Sub className={styles.subTitle}>{t('tools')}</Sub>
          <TextList items={details.tools} />
        </>
      ) : null}
      {details.cautions.length > 0 ? (
        <>
          <Sub className={styles.subTitle}>{t('cautions')}</Sub>
          <TextList items={details.cautions} />
        </>
      ) : null}
    </div>
  );
}
