/**
 * Every catalog's Kinyarwanda texts (issue #16 Locale), by catalog id: the one chunk
 * `loadLanguage('rw')` of `shared/translations` fetches. `shared/catalogs.test.ts` fails when a
 * `*messages.rw.ts` file is missing here.
 */

import { rw as account_messages } from '../account/messages.rw';
import { rw as aiMechanic_messages } from '../aiMechanic/messages.rw';
import { rw as aiMechanic_reportMessages } from '../aiMechanic/reportMessages.rw';
import { rw as auth_messages } from '../auth/messages.rw';
import { rw as booking_messages } from '../booking/messages.rw';
import { rw as booking_myBookingsMessages } from '../booking/myBookingsMessages.rw';
import { rw as booking_pageMessages } from '../booking/pageMessages.rw';
import { rw as cart_messages } from '../cart/messages.rw';
import { rw as checkout_expenseMessages } from '../checkout/expenseMessages.rw';
import { rw as checkout_messages } from '../checkout/messages.rw';
import { rw as chrome_languageMessages } from '../chrome/languageMessages.rw';
import { rw as chrome_messages } from '../chrome/messages.rw';
import { rw as contact_messages } from '../contact/messages.rw';
import { rw as convoys_listMessages } from '../convoys/listMessages.rw';
import { rw as convoys_messages } from '../convoys/messages.rw';
import { rw as fuelPrices_messages } from '../fuelPrices/messages.rw';
import { rw as gasStations_messages } from '../gasStations/messages.rw';
import { rw as gasStations_stationMessages } from '../gasStations/stationMessages.rw';
import { rw as home_messages } from '../home/messages.rw';
import { rw as marketplace_categoryMessages } from '../marketplace/categoryMessages.rw';
import { rw as marketplace_listingMessages } from '../marketplace/listingMessages.rw';
import { rw as marketplace_messages } from '../marketplace/messages.rw';
import { rw as members_messages } from '../members/messages.rw';
import { rw as offline_messages } from '../offline/messages.rw';
import { rw as pages_legalMessages } from '../pages/legalMessages.rw';
import { rw as pages_messages } from '../pages/messages.rw';
import { rw as partner_messages } from '../partner/messages.rw';
import { rw as partner_stationMessages } from '../partner/stationMessages.rw';
import { rw as partner_widgetMessages } from '../partner/widgetMessages.rw';
import { rw as providers_filterMessages } from '../providers/filterMessages.rw';
import { rw as providers_messages } from '../providers/messages.rw';
import { rw as providers_panelMessages } from '../providers/panelMessages.rw';
import { rw as search_messages } from '../search/messages.rw';
import { rw as selling_formMessages } from '../selling/formMessages.rw';
import { rw as selling_messages } from '../selling/messages.rw';
import { rw as selling_myListingsMessages } from '../selling/myListingsMessages.rw';
import { rw as selling_sectionMessages } from '../selling/sectionMessages.rw';
import { rw as shared_errorMessages } from '../shared/errorMessages.rw';
import { rw as shared_pictureUploadMessages } from '../shared/pictureUploadMessages.rw';
import { rw as shared_retryMessages } from '../shared/retryMessages.rw';
import { rw as shared_sharedMessages } from '../shared/sharedMessages.rw';
import { rw as shared_timeAgoMessages } from '../shared/timeAgoMessages.rw';
import type { LanguageTranslations } from '../shared/translations';
import { rw as vehicles_csv_messages } from '../vehicles/csv/messages.rw';
import { rw as vehicles_messages } from '../vehicles/messages.rw';
import { rw as vehicles_reminders_messages } from '../vehicles/reminders/messages.rw';
import { rw as vehicles_statusMessages } from '../vehicles/statusMessages.rw';

/** Kinyarwanda texts by catalog id ('booking/messages'). */
export const translations: LanguageTranslations = {
  'account/messages': account_messages,
  'aiMechanic/messages': aiMechanic_messages,
  'aiMechanic/reportMessages': aiMechanic_reportMessages,
  'auth/messages': auth_messages,
  'booking/messages': booking_messages,
  'booking/myBookingsMessages': booking_myBookingsMessages,
  'booking/pageMessages': booking_pageMessages,
  'cart/messages': cart_messages,
  'checkout/expenseMessages': checkout_expenseMessages,
  'checkout/messages': checkout_messages,
  'chrome/languageMessages': chrome_languageMessages,
  'chrome/messages': chrome_messages,
  'contact/messages': contact_messages,
  'convoys/listMessages': convoys_listMessages,
  'convoys/messages': convoys_messages,
  'fuelPrices/messages': fuelPrices_messages,
  'gasStations/messages': gasStations_messages,
  'gasStations/stationMessages': gasStations_stationMessages,
  'home/messages': home_messages,
  'marketplace/categoryMessages': marketplace_categoryMessages,
  'marketplace/listingMessages': marketplace_listingMessages,
  'marketplace/messages': marketplace_messages,
  'members/messages': members_messages,
  'offline/messages': offline_messages,
  'pages/legalMessages': pages_legalMessages,
  'pages/messages': pages_messages,
  'partner/messages': partner_messages,
  'partner/stationMessages': partner_stationMessages,
  'partner/widgetMessages': partner_widgetMessages,
  'providers/filterMessages': providers_filterMessages,
  'providers/messages': providers_messages,
  'providers/panelMessages': providers_panelMessages,
  'search/messages': search_messages,
  'selling/formMessages': selling_formMessages,
  'selling/messages': selling_messages,
  'selling/myListingsMessages': selling_myListingsMessages,
  'selling/sectionMessages': selling_sectionMessages,
  'shared/pictureUploadMessages': shared_pictureUploadMessages,
  'shared/errorMessages': shared_errorMessages,
  'shared/retryMessages': shared_retryMessages,
  'shared/sharedMessages': shared_sharedMessages,
  'shared/timeAgoMessages': shared_timeAgoMessages,
  'vehicles/csv/messages': vehicles_csv_messages,
  'vehicles/messages': vehicles_messages,
  'vehicles/reminders/messages': vehicles_reminders_messages,
  'vehicles/statusMessages': vehicles_statusMessages,
};
