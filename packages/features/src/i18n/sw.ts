/**
 * Every catalog's Kiswahili texts (issue #16 Locale), by catalog id: the one chunk
 * `loadLanguage('sw')` of `shared/translations` fetches. `shared/catalogs.test.ts` fails when a
 * `*messages.sw.ts` file is missing here.
 */

import { sw as account_messages } from '../account/messages.sw';
import { sw as aiMechanic_messages } from '../aiMechanic/messages.sw';
import { sw as aiMechanic_reportMessages } from '../aiMechanic/reportMessages.sw';
import { sw as auth_messages } from '../auth/messages.sw';
import { sw as booking_messages } from '../booking/messages.sw';
import { sw as booking_myBookingsMessages } from '../booking/myBookingsMessages.sw';
import { sw as booking_pageMessages } from '../booking/pageMessages.sw';
import { sw as cart_messages } from '../cart/messages.sw';
import { sw as checkout_expenseMessages } from '../checkout/expenseMessages.sw';
import { sw as checkout_messages } from '../checkout/messages.sw';
import { sw as chrome_languageMessages } from '../chrome/languageMessages.sw';
import { sw as chrome_messages } from '../chrome/messages.sw';
import { sw as contact_messages } from '../contact/messages.sw';
import { sw as convoys_listMessages } from '../convoys/listMessages.sw';
import { sw as convoys_messages } from '../convoys/messages.sw';
import { sw as fuelPrices_messages } from '../fuelPrices/messages.sw';
import { sw as gasStations_messages } from '../gasStations/messages.sw';
import { sw as gasStations_stationMessages } from '../gasStations/stationMessages.sw';
import { sw as home_messages } from '../home/messages.sw';
import { sw as marketplace_categoryMessages } from '../marketplace/categoryMessages.sw';
import { sw as marketplace_listingMessages } from '../marketplace/listingMessages.sw';
import { sw as marketplace_messages } from '../marketplace/messages.sw';
import { sw as members_messages } from '../members/messages.sw';
import { sw as offline_messages } from '../offline/messages.sw';
import { sw as pages_legalMessages } from '../pages/legalMessages.sw';
import { sw as pages_messages } from '../pages/messages.sw';
import { sw as partner_messages } from '../partner/messages.sw';
import { sw as partner_stationMessages } from '../partner/stationMessages.sw';
import { sw as partner_widgetMessages } from '../partner/widgetMessages.sw';
import { sw as providers_filterMessages } from '../providers/filterMessages.sw';
import { sw as providers_messages } from '../providers/messages.sw';
import { sw as providers_panelMessages } from '../providers/panelMessages.sw';
import { sw as search_messages } from '../search/messages.sw';
import { sw as selling_formMessages } from '../selling/formMessages.sw';
import { sw as selling_messages } from '../selling/messages.sw';
import { sw as selling_myListingsMessages } from '../selling/myListingsMessages.sw';
import { sw as selling_sectionMessages } from '../selling/sectionMessages.sw';
import { sw as shared_errorMessages } from '../shared/errorMessages.sw';
import { sw as shared_pictureUploadMessages } from '../shared/pictureUploadMessages.sw';
import { sw as shared_retryMessages } from '../shared/retryMessages.sw';
import { sw as shared_sharedMessages } from '../shared/sharedMessages.sw';
import { sw as shared_timeAgoMessages } from '../shared/timeAgoMessages.sw';
import type { LanguageTranslations } from '../shared/translations';
import { sw as vehicles_csv_messages } from '../vehicles/csv/messages.sw';
import { sw as vehicles_messages } from '../vehicles/messages.sw';
import { sw as vehicles_reminders_messages } from '../vehicles/reminders/messages.sw';
import { sw as vehicles_statusMessages } from '../vehicles/statusMessages.sw';

/** Kiswahili texts by catalog id ('booking/messages'). */
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
