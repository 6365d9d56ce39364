/**
 * The rule that decides when a member's fuel price report is shown (issue #11 "the shown price is the
 * newest of staff price and confirmed reports"; {@link PRICE_CONFIRMATION}), and the ceiling flag.
 * Pure and zod-free: the API runs it inside the report's transaction, the fakes call it too.
 * Prices are integer minor units of one currency.
 */
import { PRICE_CONFIRMATION } from '../gasOptions';

/** A report as the rule sees it. */
export interface ReportSample {
  userId: number;
  priceMinor: number;
  at: Date;
}

/** What {@link judgeReport} decided. */
export interface ReportJudgement {
  /** True when the report becomes the shown price. */
  confirmed: boolean;
  /** Members (distinct, this one included) whose reports in the window agree with it. */
  agreeing: number;
}

/** True when `a` lies within ±`tolerance` of `b` (relative to `b`). */
export const within = (a: number, b: number, tolerance = PRICE_CONFIRMATION.tolerance): boolean =>
  Math.abs(a - b) <= b * tolerance;

/**
 * Judges `report` against the `recent` reports of the same station and fuel (any order; the report
 * itself may be among them) and the price shown when it arrived (`shownMinor`, null when none):
 * confirmed when {@link PRICE_CONFIRMATION}.minReporters different members reported within ±2 % of it
 * in the 6 hours up to it, or when it agrees within ±2 % with the shown price.
 */
export function judgeReport(
  report: ReportSample,
  recent: readonly ReportSample[],
  shownMinor: number | null,
): ReportJudgement {
  const from = report.at.getTime() - PRICE_CONFIRMATION.windowHours * 3_600_000;
  const members = new Set<number>([report.userId]);
  for (const r of recent) {
    const t = r.at.getTime();
    if (t < from || t > report.at.getTime()) continue;
    if (within(r.priceMinor, report.priceMinor)) members.add(r.userId);
  }
  const agreeing = members.size;
  const confirmed =
    agreeing >= PRICE_CONFIRMATION.minReporters ||
    (shownMinor !== null && within(report.priceMinor, shownMinor));
  return { confirmed, agreeing };
}

/** True when `priceMinor` is above the regulated ceiling `ceilingMinor` (never without a ceiling). */
export const isAboveCeiling = (priceMinor: number | null, ceilingMinor: number | null): boolean =>
  priceMinor !== null && ceilingMinor !== null && priceMinor > ceilingMinor;
