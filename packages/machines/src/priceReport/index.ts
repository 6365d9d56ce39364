export {
  checkPriceReport,
  type PriceReportMachine,
  type PriceReportSnapshot,
  priceReportMachine,
  RATE_LIMITED_STATUS,
} from './machine';
export type {
  PriceReportContext,
  PriceReportEmitted,
  PriceReportEvent,
  PriceReportInput,
  PriceReportMessage,
  PriceReportMessageKey,
  PriceReportRequest,
  PriceReportResult,
} from './types';
