/** Every route of the fake backend, by domain (each module declares its routes with `handle()`). */
import { aiRoutes } from './ai';
import { authRoutes } from './auth';
import { bookingRoutes } from './bookings';
import { carLifeRoutes } from './carLife';
import { contactRoutes } from './contact';
import { convoyRoutes } from './convoys';
import { devRoutes } from './dev';
import { financeRoutes } from './finance';
import { gasStationRoutes } from './gasStations';
import type { FakeRoute } from './handle';
import { marketplaceRoutes } from './marketplace';
import { marketplaceOrderRoutes } from './marketplaceOrders';
import { partnerRoutes } from './partner';
import { photoRoutes } from './photos';
import { providerRoutes } from './providers';
import { referenceRoutes } from './reference';
import { searchRoutes } from './search';
import { siteRoutes } from './site';
import { vehicleRoutes } from './vehicles';

/** All routes, in the order msw tries them. */
export const ALL_ROUTES: FakeRoute[] = [
  ...authRoutes,
  ...referenceRoutes,
  ...vehicleRoutes,
  ...carLifeRoutes,
  ...aiRoutes,
  ...siteRoutes,
  ...devRoutes,
  ...providerRoutes,
  ...bookingRoutes,
  ...partnerRoutes,
  ...photoRoutes,
  ...marketplaceRoutes,
  ...marketplaceOrderRoutes,
  ...gasStationRoutes,
  ...financeRoutes,
  ...searchRoutes,
  ...contactRoutes,
  // After the auth routes: `GET /users/{id}` must not answer `GET /users/me`.
  ...convoyRoutes,
];
