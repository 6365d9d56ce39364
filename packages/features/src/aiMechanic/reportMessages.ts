/**
 * Texts of the AI mechanic diagnostic report (spec §2 Diagnostic results, §8 AI alerts, issue #13
 * "Book this repair", issue #16 "every UI string from the catalogs"): the report page, the ranked
 * causes shared with the chat, the garage choice, the repair status, the symptoms summary and the
 * downloaded PDF. English and French; Kinyarwanda and Kiswahili are machine-made, to be reviewed.
 */
import { type CatalogText, createTranslator } from '../shared/messages';

export const en = {
  // Page states and navigation.
  reportTitle: 'Diagnostic report',
  vehicleNotFound: 'Vehicle not found',
  reportNotFound: 'Report not found',
  noDiagnosis: 'No diagnosis yet',
  loading: 'Loading...',
  vehicleFailed: 'Failed to load vehicle.',
  failed: 'Failed to load',
  emptyText: 'Describe a symptom to the AI mechanic to get your first diagnostic report.',
  backToCars: 'Back to My Cars',
  backToChat: 'Back to AI mechanic',
  backToCar: 'Back to car status',
  garages: 'Garages',
  // Actions.
  download: 'Download',
  share: 'Share',
  shareTitle: (v: { vehicle: string }) => `Gari diagnostic report: ${v.vehicle}`,
  shareText: (v: { vehicle: string; condition: string }) =>
    `AI mechanic report for my ${v.vehicle}: ${v.condition}.`,
  shareTextNoCause: (v: { vehicle: string }) => `AI mechanic report for my ${v.vehicle}.`,
  linkCopied: 'Link copied',
  downloadFailed: 'Unable to download the report at the moment.',
  shareFailed: 'Unable to share the report right now.',
  // Sections.
  symptoms: 'Symptoms',
  answers: 'Questions and answers',
  causes: 'Likely causes',
  findParts: 'Find parts',
  findGarage: 'Find a garage',
  diyTitle: 'What you can check yourself',
  mechanicTitle: 'What needs a mechanic',
  costs: 'Estimated costs',
  costsCaption: 'Parts and labour in Kigali, in RWF. A garage quote is final.',
  colCause: 'Cause',
  colService: 'Garage service',
  colCost: 'Estimated cost',
  suggestions: 'Suggestions',
  confirmed: 'Confirmed:',
  ruledOut: 'Ruled out:',
  // The ranked causes and the status boxes (report and chat).
  serviceError: 'Service Error',
  serviceNotice: 'Service Notice',
  safetyWarning: 'Safety warning',
  noCause: 'No likely cause could be named.',
  severity_low: 'Low',
  severity_medium: 'Medium',
  severity_high: 'High',
  severity_critical: 'Critical',
  severityBadge_low: 'Low severity',
  severityBadge_medium: 'Medium severity',
  severityBadge_high: 'High severity',
  severityBadge_critical: 'Critical severity',
  safe_yes: 'Safe to drive',
  safe_with_caution: 'Drive with caution',
  safe_no: 'Do not drive',
  likelihoodOf: (v: { condition: string }) => `Likelihood of ${v.condition}`,
  likely: (v: { percent: string }) => `${v.percent} likely`,
  estimatedCost: (v: { cost: string }) => `Estimated cost: ${v.cost}`,
  garageService: (v: { service: string }) => `Garage service: ${v.service}`,
  noCost: 'No cost',
  steps: 'Steps',
  tools: 'Tools',
  cautions: 'Cautions',
  // Book this repair (issue #13).
  bookRepair: 'Book this repair',
  findingGarages: 'Finding garages near you...',
  garagesFailed: 'Could not load garages',
  tryAgain: 'Try again',
  noGarageFor: (v: { service: string }) => `No garage offers ${v.service} near you yet.`,
  noService: 'No garage service to book for this report.',
  seeAllGarages: 'See all garages',
  garagesIn: (v: { service: string; city: string }) =>
    `Garages for ${v.service} in ${v.city}, best rated first.`,
  garagesFor: (v: { service: string }) => `Garages for ${v.service}, best rated first.`,
  garagesList: 'Garages for this repair',
  priceFrom: (v: { price: string }) => `from ${v.price}`,
  bookAt: (v: { name: string }) => `Book at ${v.name}`,
  nextTimes: (v: { name: string }) => `Next free times at ${v.name}`,
  noFreeTime: 'No free time in the next two weeks.',
  // The repair status (issue #13).
  repaired: (v: { day: string; cost: string; garage: string }) =>
    `Repaired on ${v.day}, cost ${v.cost} at ${v.garage}.`,
  repairNotLogged: (v: { day: string; cost: string; garage: string }) =>
    `Repair completed on ${v.day} at ${v.garage} (${v.cost}); log it as an expense in My bookings.`,
  repairBooked: (v: { service: string; garage: string; date: string; time: string; status: string }) =>
    `${v.service} booked at ${v.garage} for ${v.date} ${v.time} (${v.status}).`,
  bookingPending: 'waiting for the garage',
  bookingAccepted: 'accepted',
  myBookings: 'My bookings',
  // The PDF.
  pdfTitle: 'Gari - AI mechanic diagnostic report',
  pdfDocTitle: (v: { vehicle: string }) => `Gari AI mechanic report - ${v.vehicle}`,
  pdfSubject: 'AI mechanic diagnostic report',
  pdfVehicle: (v: { vehicle: string }) => `Vehicle: ${v.vehicle}`,
  pdfDate: (v: { date: string }) => `Date: ${v.date}`,
  pdfReportNo: (v: { id: number }) => `Report no. ${v.id}`,
  pdfServiceError: (v: { message: string }) => `Service Error: ${v.message}`,
  pdfServiceNotice: (v: { message: string }) => `Service Notice: ${v.message}`,
  pdfRecognised: (v: { list: string }) => `Recognised: ${v.list}`,
  pdfRuledOut: (v: { list: string }) => `Ruled out: ${v.list}`,
  pdfCause: (v: { n: number; condition: string; percent: string }) =>
    `${v.n}. ${v.condition} - ${v.percent} likely`,
  pdfSeverity: (v: { severity: string; safe: string; cost: string }) =>
    `Severity: ${v.severity}  |  ${v.safe}  |  Estimated cost: ${v.cost}`,
  pdfService: (v: { service: string }) => `Garage service: ${v.service}`,
  pdfParts: (v: { parts: string }) => `Parts: ${v.parts}`,
  pdfTools: (v: { list: string }) => `Tools: ${v.list}`,
  pdfCautions: (v: { list: string }) => `Cautions: ${v.list}`,
  pdfDisclaimer:
    'This report is an estimate from the symptoms you described. A garage inspection confirms the fault.',
} satisfies Record<string, CatalogText>;

/**
 * The report catalog in the four languages and its typed `t(key, values)` (English: tests, stories
 * and the defaults of the helpers); views read it with `useT(reportT)`.
 */
export const reportT = createTranslator({ en }, 'aiMechanic/reportMessages');

/** The report translator type, for helpers that take it (`repairStatusText`, `buildReportPdf`). */
export type ReportTranslator = typeof reportT;
