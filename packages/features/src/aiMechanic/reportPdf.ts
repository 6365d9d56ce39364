/**
 * The diagnostic report as a PDF (spec §2 Diagnostic results "download"), made with pdf-lib. This
 * module is loaded with a dynamic `import()` only when the member downloads, so pdf-lib is its own
 * chunk.
 */
import type { StoredDiagnosis } from '@gari/contract/ai';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { costRange, likelihoodPercent, plainText } from './labels';
import { type ReportTranslator, reportT } from './reportMessages';

/** What the PDF shows. */
export interface ReportPdfInput {
  report: StoredDiagnosis;
  /** e.g. '2018 Toyota RAV4'. */
  vehicleName: string;
  /** The report date as shown, e.g. '5 Nov 2026'. */
  dateText: string;
  /** The report texts in the member's language (issue #16). @default English */
  t?: ReportTranslator;
  /** A cost range as shown. @default {@link costRange} (English) */
  cost?: (range: Parameters<typeof costRange>[0]) => string;
  /** A likelihood 0–1 as a percentage. @default {@link likelihoodPercent} ('64%') */
  percent?: (likelihood: number) => string;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

/** Text the standard PDF fonts can draw (WinAnsi): other characters become '?'. */
export function toWinAnsi(text: string): string {
  return [...text.replace(/\s+/g, ' ')]
    .map((ch) => {
      const code = ch.codePointAt(0) ?? 63;
      if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return ch;
      return WIN_ANSI_EXTRA.includes(ch) ? ch : '?';
    })
    .join('');
}

/** Splits `text` into lines no wider than `width` points at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of toWinAnsi(text).split(' ')) {
    const next = line === '' ? word : `${line} ${word}`;
    if (font.widthOfTextAtSize(next, size) <= width || line === '') {
      line = next;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/**
 * Builds the PDF of a stored report: title, vehicle and date, safety warning, service status,
 * symptoms, questions and answers, ranked diagnoses (likelihood, severity, safe to drive, estimated
 * cost in RWF, garage service, parts), DIY actions and details (steps, tools, cautions), what needs a
 * mechanic, and the call to action. Resolves with the PDF bytes.
 */
export async function buildReportPdf({
  report,
  vehicleName,
  dateText,
  t = reportT,
  cost = (range) => costRange(range),
  percent = (likelihood) => likelihoodPercent(likelihood),
}: ReportPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(toWinAnsi(t('pdfDocTitle', { vehicle: vehicleName })));
  doc.setAuthor('Gari');
  doc.setSubject(toWinAnsi(t('pdfSubject')));
  doc.setCreator('Gari');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = A4[0] - 2 * MARGIN;
  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;

  const ensure = (height: number) => {
    if (y - height < MARGIN) {
      page = doc.addPage(A4);
      y = A4[1] - MARGIN;
    }
  };
  const write = (
    text: string,
    opts: { size?: number; font?: PDFFont; indent?: number; color?: [number, number, number] } = {},
  ) => {
    const size = opts.size ?? 10;
    const font = opts.font ?? regular;
    const indent = opts.indent ?? 0;
    const [r, g, b] = opts.color ?? [0.1, 0.1, 0.1];
    for (const line of wrap(plainText(text), font, size, width - indent)) {
      ensure(size * 1.4);
      page.drawText(line, { x: MARGIN + indent, y: y - size, size, font, color: rgb(r, g, b) });
      y -= size * 1.4;
    }
  };
  const gap = (h = 6) => {
    y -= h;
  };
  const heading = (text: string) => {
    gap(8);
    ensure(30);
    write(text, { size: 13, font: bold });
    gap(2);
  };
  const bullets = (items: readonly string[], indent = 0) => {
    for (const item of items) write(`•  ${item}`, { indent: indent + 8 });
  };

  const result = report.result;
  write(t('pdfTitle'), { size: 18, font: bold });
  gap(4);
  write(t('pdfVehicle', { vehicle: vehicleName }), { size: 11 });
  write(t('pdfDate', { date: dateText }), { size: 11 });
  write(t('pdfReportNo', { id: report.id }), { size: 9, color: [0.35, 0.35, 0.35] });

  if (result.safety_alert) {
    gap(8);
    write(result.safety_alert, { font: bold, size: 11, color: [0.7, 0.1, 0.1] });
  }
  if (result.ai_status === 'error') {
    gap(4);
    write(t('pdfServiceError', { message: result.message }), { font: bold, color: [0.7, 0.1, 0.1] });
  } else if (result.ai_status !== 'available') {
    gap(4);
    write(t('pdfServiceNotice', { message: result.message }), { font: bold, color: [0.55, 0.35, 0.0] });
  }

  heading(t('symptoms'));
  write(report.symptoms_text);
  if (result.symptoms.length > 0)
    write(t('pdfRecognised', { list: result.symptoms.join(', ') }), { color: [0.35, 0.35, 0.35] });
  // Issue #16: what the member denied (reports stored before it have none).
  const ruledOut = result.ruled_out ?? [];
  if (ruledOut.length > 0)
    write(t('pdfRuledOut', { list: ruledOut.join(', ') }), { color: [0.35, 0.35, 0.35] });

  if (report.answers.length > 0) {
    heading(t('answers'));
    for (const qa of report.answers) {
      write(qa.question, { font: bold });
      write(qa.answer, { indent: 8 });
      gap(2);
    }
  }

  if (result.diagnoses.length > 0) {
    heading(t('causes'));
    result.diagnoses.forEach((d, i) => {
      write(t('pdfCause', { n: i + 1, condition: d.condition, percent: percent(d.likelihood) }), {
        font: bold,
        size: 11,
      });
      write(
        t('pdfSeverity', {
          severity: t(`severity_${d.severity}`),
          safe: t(`safe_${d.safe_to_drive}`),
          cost: cost(d.est_cost),
        }),
        { indent: 12 },
      );
      const service = t('pdfService', { service: d.garage_service });
      const parts = d.parts.length ? `  |  ${t('pdfParts', { parts: d.parts.join(', ') })}` : '';
      write(`${service}${parts}`, { indent: 12 });
      gap(3);
    });
  }

  /** A section of actions: its heading, the bullet list, then the detailed steps, tools and cautions. */
  const actions = (title: string, list: string[], d: typeof result.diy_details) => {
    if (list.length === 0 && !d) return;
    heading(title);
    bullets(list);
    if (d) {
      gap(3);
      write(d.title, { font: bold });
      d.steps.forEach((s, i) => {
        write(`${i + 1}. ${s}`, { indent: 8 });
      });
      if (d.tools.length) write(t('pdfTools', { list: d.tools.join(', ') }), { indent: 8 });
      if (d.cautions.length) write(t('pdfCautions', { list: d.cautions.join(' ') }), { indent: 8 });
    }
  };
  actions(t('diyTitle'), result.diy_actions, result.diy_details);
  actions(t('mechanicTitle'), result.mechanic_required, result.mechanic_required_details);

  if (result.suggestions.length > 0) {
    heading(t('suggestions'));
    bullets(result.suggestions);
  }
  if (result.cta) {
    gap(8);
    write(result.cta, { font: bold });
  }
  gap(10);
  write(t('pdfDisclaimer'), { size: 8, color: [0.4, 0.4, 0.4] });
  return doc.save();
}
