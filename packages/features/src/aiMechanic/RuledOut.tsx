/**
 * The symptoms of an AI mechanic report, split by what the member said (issue #16 "AI chat and
 * report": the report lists only the symptoms the member confirmed, and says which were ruled out).
 */
import { useT } from '../shared/locale';
import * as styles from './RuledOut.css';
import { reportT } from './reportMessages';

/** The labels of the two lines in English (the views read `reportT('confirmed' | 'ruledOut')`). */
export const SYMPTOMS_SUMMARY_LABELS = {
  confirmed: reportT('confirmed'),
  ruledOut: reportT('ruledOut'),
} as const;

export interface SymptomsSummaryProps {
  /** The symptoms the member described or confirmed, in plain words (`DiagnosisResponse.symptoms`). */
  symptoms: readonly string[];
  /** The symptoms the member denied, in plain words (`DiagnosisResponse.ruled_out`; `[]` on old reports). */
  ruledOut: readonly string[];
}

/**
 * "Confirmed: grinding or scraping, pulls to one side" and "Ruled out: warning light on", as a
 * description list (`<dl>`: each label a term, its symptoms the definition) so screen readers pair
 * them; no heading of its own (it sits under the report's "Symptoms"). A line with no symptoms is left
 * out; with neither, nothing is rendered. `data-symptoms="confirmed" | "ruled-out"` marks the lines
 * for tests.
 */
export function SymptomsSummary({ symptoms, ruledOut }: SymptomsSummaryProps) {
  const t = useT(reportT);
  if (symptoms.length === 0 && ruledOut.length === 0) return null;
  return (
    <dl className={styles.list} data-symptoms-summary="">
      <SymptomsLine kind="confirmed" label={t('confirmed')} symptoms={symptoms} />
      <SymptomsLine kind="ruled-out" label={t('ruledOut')} symptoms={ruledOut} />
    </dl>
  );
}

/** Props of {@link SymptomsLine}. */
interface SymptomsLineProps {
  /** Which line (`data-symptoms`, for tests). */
  kind: 'confirmed' | 'ruled-out';
  /** The term, e.g. 'Confirmed'. */
  label: string;
  /** Its symptoms in plain words, listed after it comma-separated. */
  symptoms: readonly string[];
}

/** One line of {@link SymptomsSummary}: the label as the term, the symptoms as its definition; nothing without symptoms. */
function SymptomsLine({ kind, label, symptoms }: SymptomsLineProps) {
  if (symptoms.length === 0) return null;
  return (
    <div className={styles.row} data-symptoms={kind}>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value}>{symptoms.join(', ')}</dd>
    </div>
  );
}
