/**
 * `answerSchemas`: the contract's zod schema of every answer `createGariClient()` reads (spec §7).
 *
 * Pass them as `createGariClient({ answerSchemas })` to check each answer against the contract: a
 * mismatch is reported through `onSchemaMismatch` and the raw data is used. The client's tests and
 * the site in development do; the site's production build does not import this module, so zod and
 * the schemas stay out of its first load (the API already serializes every answer through these same
 * schemas, `fastify-type-provider-zod`).
 */
import { DiagnosisResponse, StoredDiagnosis } from '@gari/contract/ai';
import { RegisterResponse, Session, TokenResponse, User } from '@gari/contract/auth';
import {
  Booking,
  BookingCreated,
  PartnerBookingList,
  PartnerDecision,
  PartnerMe,
  PartnerWidget,
} from '@gari/contract/bookings';
import { MessageBody } from '@gari/contract/common';
import { PopularBrand, ProviderDetail, ProviderPage, SlotList } from '@gari/contract/providers';
import { Make, Model, SpecItem } from '@gari/contract/reference';
import { SiteStats, TestimonialPage } from '@gari/contract/site';
import { Expense, MonthlySpend, Refuel, Vehicle, VehicleSummary } from '@gari/contract/vehicles';
import { z } from 'zod';
import type { DevAccount } from './types';

/** GET /dev/accounts items (the profile page's quick-login, not in production). */
const DevAccountSchema: z.ZodType<DevAccount> = z.object({
  email: z.string(),
  password: z.string(),
  name: z.string(),
});

/** Answer of `POST /ai/mechanic`: the §3 diagnosis response, plus `diagnosis_id` on a final diagnosis. */
const MechanicAnswer: z.ZodType<DiagnosisResponse & { diagnosis_id?: number }> = DiagnosisResponse;

/** One schema per answer the client reads, by call (lists are the unwrapped `data` arrays). */
export const answerSchemas = {
  token: TokenResponse,
  user: User,
  register: RegisterResponse,
  message: MessageBody,
  sessions: z.array(Session),
  makes: z.array(Make),
  models: z.array(Model),
  specs: z.array(SpecItem),
  vehicles: z.array(Vehicle),
  vehicle: Vehicle,
  summary: VehicleSummary,
  monthly: z.array(MonthlySpend),
  refuels: z.array(Refuel),
  refuel: Refuel,
  expenses: z.array(Expense),
  expense: Expense,
  mechanicAnswer: MechanicAnswer,
  diagnosis: StoredDiagnosis,
  diagnoses: z.array(StoredDiagnosis),
  devAccounts: z.array(DevAccountSchema),
  partnerMe: PartnerMe,
  partnerBookings: PartnerBookingList,
  partnerDecision: PartnerDecision,
  partnerWidget: PartnerWidget,
  providerPage: ProviderPage,
  provider: ProviderDetail,
  slots: SlotList,
  popularBrands: z.array(PopularBrand),
  bookingCreated: BookingCreated,
  bookings: z.array(Booking),
  booking: Booking,
  stats: SiteStats,
  testimonials: TestimonialPage,
};

/** The shape of {@link answerSchemas}, for `createGariClient({ answerSchemas })`. */
export type AnswerSchemas = typeof answerSchemas;
