import type { StoredDiagnosis } from '@gari/contract/ai';
import { Alert } from '@gari/ui/Alert';
import { Button, LinkButton } from '@gari/ui/Button';
import { Card } from '@gari/ui/Card';
import { vehicleDisplayName } from '@gari/ui/format';
import { Heading } from '@gari/ui/Layout';
import { Link } from '@gari/ui/Link';
import { PageHeader } from '@gari/ui/PageHeader';
import { toast } from '@gari/ui/Toast';
import { type ReactNode, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { isNotFound, parseVehicleId } from '../shared';
import * as styles from './aiMechanic.css';
import {
  DetailsBlock,
  DiagnosisCta,
  RankedDiagnoses,
  SafetyAlert,
  ServiceStatus,
  TextList,
  useReportText,
} from './DiagnosisView';
import { keyed, likelihoodPercent } from './labels';
import { RepairGarageChoice } from './RepairGarageChoice';
import { RepairStatus } from './RepairStatus';
import { SymptomsSummary } from './RuledOut';
import {
  browserShareTarget,
  nextReportFileName,
  type ShareTarget,
  saveBlob,
  shareReport,
} from './reportFile';
import { useDiagnosticReport } from './useAiMechanic';

/**
 * 'Find parts' (issues #4, #13): the spareshop filtered to the parts that fit the report's car
 * (`fits=<vehicle id>`, listings then show "Fits your car") and searched for the top diagnosis's main
 * part (its first; every search word must match, so the others would narrow it to nothing).
 */
export function findPartsHref(report: Pick<StoredDiagnosis, 'result' | 'vehicle_id'>): string | null {
  const part = report.result.diagnoses[0]?.parts[0];
  if (!part) return null;
  const q = new URLSearchParams({ fits: String(report.vehicle_id), search: part });
  return `/marketplace?${q.toString()}`;
}

/** Reads `?diagnosis=`: a positive integer, else null (the latest report is shown). */
export function parseDiagnosisId(raw: string | null): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * A cost range with each amount kept on one line: the spaces between a currency code and its digits
 * ('RWF 25,000', '25 000 RWF') become no-break spaces; the range still wraps after its dash.
 */
function oneLineAmounts(text: string): string {
  return text.replace(/([A-Z]{3}) (?=\d)/g, '$1\u00a0').replace(/(\d) (?=[\dA-Z])/g, '$1\u00a0');
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card as="section" gap="sm" padding="md" elevation="flat" aria-labelledby={id}>
      <Heading level={2} size="lg" id={id}>
        {title}
      </Heading>
      {children}
    </Card>
  );
}

/** Props of {@link DiagnosticResultsPage}. */
export interface DiagnosticResultsPageProps {
  /** The clock of the file name's YYMM. @default () => new Date() */
  now?: () => Date;
  /** Saves the PDF. @default a download through a temporary `<a download>` ({@link saveBlob}) */
  saveFile?: (blob: Blob, fileName: string) => void;
  /** Web Share API and clipboard. @default the browser's ({@link browserShareTarget}) */
  shareTarget?: ShareTarget;
}

/**
 * The diagnostic report (/vehicles/{id}/ai-mechanic/diagnostic-results?diagnosis={id}, spec §2
 * Diagnostic results; the stored report from the server, the latest of the vehicle when `diagnosis`
 * is absent): vehicle, date, the 'Service Error' / 'Service Notice' box, the safety alert, symptoms,
 * questions and answers, the ranked likely causes, what to check yourself (steps, tools, cautions),
 * what needs a mechanic, estimated costs in RWF and the call to action.
 *
 * Actions: Download (a PDF made with pdf-lib, loaded only then, named per spec §9, e.g.
 * 'Gari_ai_mechanic_DR26110000001.pdf'; failure: 'Unable to download the report at the moment.'),
 * Share (Web Share API, else the link is copied with the toast 'Link copied'; failure: 'Unable to
 * share the report right now.'), 'Book this repair' (issue #13: up to three garages near the member
 * with their next free slots, {@link RepairGarageChoice}, each opening the booking wizard filled in),
 * 'Find parts' → /marketplace?fits=<car>&search=<part>, 'Find a garage' → /maintenance, and back to
 * the chat and the car. Once a booking of the report is made, its status shows above the causes, and
 * 'Repaired on {date}, cost {RWF}' once completed and logged ({@link RepairStatus}).
 *
 * Texts: 'Loading...', 'Failed to load' (report) / 'Failed to load vehicle.', 'Vehicle not found',
 * 'Report not found', and 'No diagnosis yet' with a link to the chat.
 * `data-state` on the root: 'loading' | 'error' | 'not-found' | 'empty' | 'ready' (@selector `[data-state]`).
 */
export function DiagnosticResultsPage({
  now = () => new Date(),
  saveFile = saveBlob,
  shareTarget,
}: DiagnosticResultsPageProps) {
  const params = useParams();
  const [search] = useSearchParams();
  const vehicleId = parseVehicleId(params.id);
  const diagnosisId = parseDiagnosisId(search.get('diagnosis'));
  const { vehicle, report, data, wrongVehicle } = useDiagnosticReport(vehicleId, diagnosisId);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState(false);
  const [shareError, setShareError] = useState(false);
  const { t, f, cost } = useReportText();

  const vehicleMissing = vehicleId === null || (vehicle.isError && isNotFound(vehicle.error));
  const reportMissing = wrongVehicle || (report.isError && isNotFound(report.error));
  const state = vehicleMissing
    ? 'not-found'
    : vehicle.isPending
      ? 'loading'
      : vehicle.isError
        ? 'error'
        : reportMissing
          ? 'not-found'
          : report.isPending
            ? 'loading'
            : report.isError
              ? 'error'
              : data === null
                ? 'empty'
                : 'ready';
  const chatHref = vehicleId === null ? '/vehicles' : `/vehicles/${vehicleId}/ai-mechanic`;

  if (state !== 'ready' || !data || !vehicle.data || vehicleId === null) {
    const heading =
      state === 'not-found'
        ? vehicleMissing
          ? t('vehicleNotFound')
          : t('reportNotFound')
        : state === 'empty'
          ? t('noDiagnosis')
          : t('reportTitle');
    return (
      <section className={styles.page} data-state={state} aria-labelledby="report-title">
        <PageHeader titleId="report-title" title={heading} />
        {state === 'loading' ? (
          <p className={styles.muted} role="status">
            {t('loading')}
          </p>
        ) : null}
        {state === 'error' ? <p role="alert">{vehicle.isError ? t('vehicleFailed') : t('failed')}</p> : null}
        {state === 'empty' ? <p>{t('emptyText')}</p> : null}
        <div className={styles.actions}>
          {vehicleMissing ? (
            <Link href="/vehicles">{t('backToCars')}</Link>
          ) : (
            <>
              <LinkButton href={chatHref} variant={state === 'empty' ? 'primary' : 'secondary'} size="sm">
                {t('backToChat')}
              </LinkButton>
              <Link href={`/vehicles/${vehicleId}`}>{t('backToCar')}</Link>
            </>
          )}
        </div>
      </section>
    );
  }

  const name = vehicleDisplayName(vehicle.data);
  const result = data.result;
  const parts = findPartsHref(data);
  const dateText = f.date(data.created_at);

  const download = async () => {
    setDownloading(true);
    setDownloadError(false);
    try {
      const { buildReportPdf } = await import('./reportPdf');
      const bytes = await buildReportPdf({
        report: data,
        vehicleName: name,
        dateText,
        t,
        cost,
        percent: (likelihood) => likelihoodPercent(likelihood, f.locale),
      });
      const blob = new Blob([bytes.slice().buffer], { type: 'application/pdf' });
      saveFile(blob, nextReportFileName(now()));
    } catch {
      setDownloadError(true);
    } finally {
      setDownloading(false);
    }
  };

  const share = async () => {
    setShareError(false);
    const path = `/vehicles/${vehicleId}/ai-mechanic/diagnostic-results?diagnosis=${data.id}`;
    const url = typeof window === 'undefined' ? path : new URL(path, window.location.origin).href;
    const top = result.diagnoses[0];
    try {
      const outcome = await shareReport(
        {
          title: t('shareTitle', { vehicle: name }),
          text: top
            ? t('shareText', { vehicle: name, condition: top.condition })
            : t('shareTextNoCause', { vehicle: name }),
          url,
        },
        shareTarget ?? browserShareTarget(),
      );
      if (outcome === 'copied') toast.success(t('linkCopied'));
    } catch {
      setShareError(true);
    }
  };

  return (
    <article className={styles.page} data-state={state} data-report={data.id} aria-labelledby="report-title">
      <p>
        <Link href={chatHref}>{t('backToChat')}</Link>
      </p>
      <PageHeader
        titleId="report-title"
        title={t('reportTitle')}
        subtitle={
          <>
            {name} · <time dateTime={data.created_at}>{dateText}</time>
          </>
        }
        actions={
          <>
            <Button variant="secondary" onPress={download} isPending={downloading}>
              {t('download')}
            </Button>
            <Button variant="secondary" onPress={share}>
              {t('share')}
            </Button>
          </>
        }
      />

      {downloadError ? <Alert tone="danger">{t('downloadFailed')}</Alert> : null}
      {shareError ? <Alert tone="danger">{t('shareFailed')}</Alert> : null}
      {result.safety_alert ? <SafetyAlert text={result.safety_alert} /> : null}
      <ServiceStatus diagnosis={result} />

      <Panel id="report-symptoms" title={t('symptoms')}>
        <blockquote className={styles.quote}>{data.symptoms_text}</blockquote>
        <SymptomsSummary symptoms={result.symptoms} ruledOut={result.ruled_out ?? []} />
      </Panel>

      {data.answers.length > 0 ? (
        <Panel id="report-answers" title={t('answers')}>
          <dl className={styles.dl}>
            {keyed(data.answers, (qa) => qa.question).map(([key, qa]) => (
              <div key={key} style={{ display: 'contents' }}>
                <dt className={styles.dt}>{qa.question}</dt>
                <dd className={styles.dd}>{qa.answer}</dd>
              </div>
            ))}
          </dl>
        </Panel>
      ) : null}

      <RepairStatus diagnosisId={data.id} />

      <Panel id="report-causes" title={t('causes')}>
        <RankedDiagnoses items={result.diagnoses} />
        {result.diagnoses.length > 0 ? (
          <RepairGarageChoice diagnosisId={data.id} vehicleId={vehicleId} />
        ) : null}
        <div className={styles.actions}>
          {parts ? (
            <LinkButton href={parts} variant="secondary">
              {t('findParts')}
            </LinkButton>
          ) : null}
          <LinkButton href="/maintenance" variant="ghost">
            {t('findGarage')}
          </LinkButton>
        </div>
      </Panel>

      {result.diy_actions.length > 0 || result.diy_details ? (
        <Panel id="report-diy" title={t('diyTitle')}>
          {result.diy_actions.length > 0 ? <TextList items={result.diy_actions} /> : null}
          {result.diy_details ? <DetailsBlock details={result.diy_details} /> : null}
        </Panel>
      ) : null}

      {result.mechanic_required.length > 0 || result.mechanic_required_details ? (
        <Panel id="report-mechanic" title={t('mechanicTitle')}>
          {result.mechanic_required.length > 0 ? <TextList items={result.mechanic_required} /> : null}
          {result.mechanic_required_details ? (
            <DetailsBlock details={result.mechanic_required_details} />
          ) : null}
        </Panel>
      ) : null}

      {result.diagnoses.length > 0 ? (
        <Panel id="report-costs" title={t('costs')}>
          <table className={styles.table}>
            <caption className={styles.muted} style={{ textAlign: 'start', captionSide: 'bottom' }}>
              {t('costsCaption')}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={styles.th}>
                  {t('colCause')}
                </th>
                <th scope="col" className={styles.th}>
                  {t('colService')}
                </th>
                <th scope="col" className={styles.th} style={{ textAlign: 'end' }}>
                  {t('colCost')}
                </th>
              </tr>
            </thead>
            <tbody>
              {result.diagnoses.map((d) => (
                <tr key={d.fault_id}>
                  <th scope="row" className={styles.td} style={{ fontWeight: 'normal', textAlign: 'start' }}>
                    {d.condition}
                  </th>
                  <td className={styles.td}>{d.garage_service}</td>
                  {/* Each amount on one line (no-break spaces); the range wraps after its dash on a phone. */}
                  <td className={styles.tdAmount}>{oneLineAmounts(cost(d.est_cost))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Panel>
      ) : null}

      {result.suggestions.length > 0 ? (
        <Panel id="report-suggestions" title={t('suggestions')}>
          <TextList items={result.suggestions} />
        </Panel>
      ) : null}

      <DiagnosisCta text={result.cta} />

      <div className={styles.actions}>
        <Link href={chatHref}>{t('backToChat')}</Link>
        <Link href={`/vehicles/${vehicleId}`}>{t('backToCar')}</Link>
        <Link href="/maintenance">{t('garages')}</Link>
      </div>
    </article>
  );
}
