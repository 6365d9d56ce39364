/**
 * Download and share of the diagnostic report (spec §2 Diagnostic results, §8 AI alerts, §9 report
 * file name): the file name with its monthly counter, saving a file, and sharing with a copy-link
 * fallback.
 */
import { browserStorage, createMemoryStorage } from '@gari/client/storage';
import { reportT } from './reportMessages';

/** Spec §9: the product prefix of the report file name. */
export const REPORT_FILE_PREFIX = 'Gari_';
/** Spec §9: the report part of the file name. */
export const REPORT_FILE_KIND = 'ai_mechanic_DR';
/** Local storage key of the monthly report counter (`{ period: 'YYMM', count }`). */
export const REPORT_COUNTER_KEY = 'gari.ai_report_counter';
/** Spec §8: shown when the PDF cannot be made or saved (English; views: `reportT('downloadFailed')`). */
export const DOWNLOAD_FAILED_MESSAGE = reportT('downloadFailed');
/** Spec §8: shown when neither sharing nor copying the link works (English; `reportT('shareFailed')`). */
export const SHARE_FAILED_MESSAGE = reportT('shareFailed');
/** Spec §8: the toast of the share fallback (English; views: `reportT('linkCopied')`). */
export const LINK_COPIED = reportT('linkCopied');

/** The part of `Storage` the counter uses. */
export type CounterStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** 'YYMM' of `date` (local time), e.g. '2611' for November 2026. */
export function reportPeriod(date: Date): string {
  const yy = String(date.getFullYear() % 100).padStart(2, '0');
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  return `${yy}${mm}`;
}

/** The file name for `period` and `count`: 'Gari_ai_mechanic_DR' + YYMM + 7-digit counter + '.pdf'. */
export function reportFileName(period: string, count: number): string {
  return `${REPORT_FILE_PREFIX}${REPORT_FILE_KIND}${period}${String(count).padStart(7, '0')}.pdf`;
}

/**
 * Takes the next report file name (spec §9): the counter kept under {@link REPORT_COUNTER_KEY} grows
 * by one per download and starts again at 1 each month, e.g. 'Gari_ai_mechanic_DR26110000001.pdf' for
 * the first report of November 2026. An unreadable stored value counts as none.
 *
 * @param now @default new Date()
 * @param storage @default localStorage (memory when unavailable)
 */
export function nextReportFileName(
  now: Date = new Date(),
  storage: CounterStorage = browserStorage() ?? createMemoryStorage(),
): string {
  const period = reportPeriod(now);
  let count = 0;
  try {
    const raw = storage.getItem(REPORT_COUNTER_KEY);
    const stored = raw ? (JSON.parse(raw) as { period?: unknown; count?: unknown }) : null;
    if (stored && stored.period === period && typeof stored.count === 'number' && stored.count >= 0) {
      count = Math.floor(stored.count);
    }
  } catch {
    count = 0;
  }
  count = (count % 9_999_999) + 1;
  try {
    storage.setItem(REPORT_COUNTER_KEY, JSON.stringify({ period, count }));
  } catch {
    // Storage full or denied: the name is still unique within this page.
  }
  return reportFileName(period, count);
}

/** Saves `blob` as a download named `fileName` (an object URL and a temporary `<a download>`). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** What sharing needs; the defaults use the browser's Web Share API and clipboard. */
export interface ShareTarget {
  /** The Web Share API; absent where the browser has none. */
  share?: (data: ShareData) => Promise<void>;
  /** Copies text to the clipboard; absent where the browser has none. */
  copy?: (text: string) => Promise<void>;
}

/** The browser's share and clipboard functions, where they exist. */
export function browserShareTarget(): ShareTarget {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return {
    share: typeof nav?.share === 'function' ? (data) => nav.share(data) : undefined,
    copy: nav?.clipboard?.writeText ? (text) => nav.clipboard.writeText(text) : undefined,
  };
}

/**
 * Shares `data` (spec §2 Diagnostic results): the Web Share API when there is one; when there is none
 * or it fails, copies `data.url` to the clipboard. Resolves 'shared', 'copied' (show the toast 'Link
 * copied'), or 'cancelled' (the member closed the share sheet); rejects when nothing worked (show
 * 'Unable to share the report right now.').
 */
export async function shareReport(
  data: ShareData,
  target: ShareTarget,
): Promise<'shared' | 'copied' | 'cancelled'> {
  if (target.share) {
    try {
      await target.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
    }
  }
  if (!target.copy || !data.url) throw new Error(SHARE_FAILED_MESSAGE);
  await target.copy(data.url);
  return 'copied';
}
