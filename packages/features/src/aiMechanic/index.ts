/**
 * `@gari/features/aiMechanic`: the AI mechanic chat (/vehicles/{id}/ai-mechanic) and its diagnostic
 * report (/vehicles/{id}/ai-mechanic/diagnostic-results) — views, headless hooks, query keys and the
 * report's file name, download and share helpers (spec §2, §3, §4, §5, §7, §8, §9; issue #4).
 */

export {
  AiMechanicChat,
  type AiMechanicChatProps,
  AiMechanicPage,
  type AiMechanicPageProps,
  ANSWER_HINTS,
  resultsHref,
} from './AiMechanicPage';
export { buildAiContext, DEFAULT_AI_COUNTRY, DEFAULT_PRIMARY_USE } from './aiContext';
export {
  DetailsBlock,
  type DetailsBlockProps,
  RankedDiagnoses,
  type RankedDiagnosesProps,
  RichText,
  type RichTextProps,
  SafetyAlert,
  type SafetyAlertProps,
  ServiceStatus,
  type ServiceStatusProps,
  TextList,
  type TextListProps,
  useReportText,
} from './DiagnosisView';
export {
  DiagnosticResultsPage,
  type DiagnosticResultsPageProps,
  findPartsHref,
  parseDiagnosisId,
} from './DiagnosticResultsPage';
export {
  type CostRangeFormat,
  costRange,
  keyed,
  likelihoodPercent,
  plainText,
  type RichSegment,
  richSegments,
  SAFE_TO_DRIVE_LABELS,
  SEVERITY_LABELS,
} from './labels';
export {
  RepairGarageChoice,
  type RepairGarageChoiceProps,
  type RepairGarageChoiceState,
  repairGaragesKey,
  slotLabel,
} from './RepairGarageChoice';
export { RepairStatus, repairStatusText, reportBookingsKey } from './RepairStatus';
export { SYMPTOMS_SUMMARY_LABELS, SymptomsSummary, type SymptomsSummaryProps } from './RuledOut';
export {
  browserShareTarget,
  type CounterStorage,
  DOWNLOAD_FAILED_MESSAGE,
  LINK_COPIED,
  nextReportFileName,
  REPORT_COUNTER_KEY,
  REPORT_FILE_KIND,
  REPORT_FILE_PREFIX,
  reportFileName,
  reportPeriod,
  SHARE_FAILED_MESSAGE,
  type ShareTarget,
  saveBlob,
  shareReport,
} from './reportFile';
export { type ReportTranslator, reportT } from './reportMessages';
export {
  type AiMechanicFlow,
  aiKeys,
  firstNameOf,
  type UseAiMechanicOptions,
  useAiMechanic,
  useDiagnosticReport,
} from './useAiMechanic';
