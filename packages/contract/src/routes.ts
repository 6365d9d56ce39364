/**
 * The route table (issue #7 item 1): every /api/v1 call once, with its schemas, error statuses and
 * OpenAPI texts, by domain. The API registers its routes from it (`apps/api/src/http/route.ts`), the
 * client calls its zod-free paths (`./paths`), the fakes answer from it. Parity tests fail when a route
 * exists on one side only.
 */
import { aiRoutes } from './routes/ai';
import { authRoutes } from './routes/auth';
import { bookingRoutes } from './routes/bookings';
import { contactRoutes } from './routes/contact';
import { convoyRoutes, memberRoutes } from './routes/convoys';
import { devRoutes } from './routes/dev';
import { financeRoutes } from './routes/finance';
import { gasStationRoutes } from './routes/gasStations';
import { marketplaceRoutes } from './routes/marketplace';
import { partnerRoutes } from './routes/partner';
import { photoRoutes } from './routes/photos';
import { providerRoutes, widgetRoutes } from './routes/providers';
import { referenceRoutes } from './routes/reference';
import { reminderRoutes } from './routes/reminders';
import type { AnyRoute } from './routes/route';
import { searchRoutes } from './routes/search';
import { siteRoutes } from './routes/site';
import { vehicleCsvRoutes } from './routes/vehicleCsv';
import { vehicleRoutes } from './routes/vehicles';

export type { AnyRoute, ErrorStatus, Route, RouteSpec, SuccessStatus } from './routes/route';
export { route } from './routes/route';

/** Every route by domain and name (`routes.vehicles.get`), the same keys as `paths`. */
export const routes = {
  auth: authRoutes,
  reference: referenceRoutes,
  vehicles: vehicleRoutes,
  reminders: reminderRoutes,
  vehicleCsv: vehicleCsvRoutes,
  site: siteRoutes,
  providers: providerRoutes,
  widgets: widgetRoutes,
  bookings: bookingRoutes,
  partner: partnerRoutes,
  photos: photoRoutes,
  ai: aiRoutes,
  marketplace: marketplaceRoutes,
  gasStations: gasStationRoutes,
  convoys: convoyRoutes,
  members: memberRoutes,
  finance: financeRoutes,
  search: searchRoutes,
  contact: contactRoutes,
  dev: devRoutes,
} as const;

/** Every route as one list. */
export const allRoutes: readonly AnyRoute[] = Object.values(routes).flatMap((d) =>
  Object.values(d as Record<string, AnyRoute>),
);

/** The success answer schema of every route, by domain and name (what `answerSchemas` checks). */
export type AnswerSchemasOf<R> = {
  readonly [D in keyof R]: { readonly [N in keyof R[D]]: R[D][N] extends { answer: infer A } ? A : never };
};

/** {@link routes}' answer schemas by domain and name. */
export const routeAnswers = Object.fromEntries(
  Object.entries(routes).map(([d, domain]) => [
    d,
    Object.fromEntries(Object.entries(domain as Record<string, AnyRoute>).map(([n, r]) => [n, r.answer])),
  ]),
) as AnswerSchemasOf<typeof routes>;
