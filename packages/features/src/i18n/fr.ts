/**
 * Every catalog's French texts (issue #16 Locale), by catalog id: the one chunk
 * `loadLanguage('fr')` of `shared/translations` fetches. `shared/catalogs.test.ts` fails when a
 * `*messages.fr.ts` file is missing here.
 */

import { fr as account_messages } from '../account/messages.fr';
import { fr as aiMechanic_messages } from '../aiMechanic/messages.fr';
import { fr as aiMechanic_reportMessages } from '../aiMechanic/reportMessages.fr';
import { fr as auth_messages } from '../auth/messages.fr';
import { fr as booking_messages } from '../booking/messages.fr';
import { fr as booking_myBookingsMessages } from '../booking/myBookingsMessages.fr';
import { fr as booking_pageMessages } from '../booking/pageMessages.fr';
import { fr as cart_messages } from '../cart/messages.fr';
import { fr as checkout_expenseMessages } from '../checkout/expenseMessages.fr';
import { fr as checkout_messages } from '../checkout/messages.fr';
import { fr as chrome_languageMessages } from '../chrome/languageMessages.fr';
import { fr as chrome_messages } from '../chrome/messages.fr';
import { fr as contact_messages } from '../contact/messages.fr';
import { fr as convoys_listMessages } from '../convoys/listMessages.fr';
import { fr as convoys_messages } from '../convoys/messages.fr';
import { fr as fuelPrices_messages } from '../fuelPrices/messages.fr';
import { fr as gasStations_messages } from '../gasStations/messages.fr';
import { fr as gasStations_stationMessages } from '../gasStations/stationMessages.fr';
import { fr as home_messages } from '../home/messages.fr';
import { fr as marketplace_categoryMessages } from '../marketplace/categoryMessages.fr';
import { fr as marketplace_listingMessages } from '../marketplace/listingMessages.fr';
import { fr as marketplace_messages } from '../marketplace/messages.fr';
import { fr as members_messages } from '../members/messages.fr';
import { fr as offline_messages } from '../offline/messages.fr';
import { fr as pages_legalMessages } from '../pages/legalMessages.fr';
import { fr as pages_messages } from '../pages/messages.fr';
import { fr as partner_messages } from '../partner/messages.fr';
import { fr as partner_stationMessages } from '../partner/stationMessages.fr';
import { fr as partner_widgetMessages } from '../partner/widgetMessages.fr';
import { fr as providers_filterMessages } from '../providers/filterMessages.fr';
import { fr as providers_messages } from '../providers/messages.fr';
import { fr as providers_panelMessages } from '../providers/panelMessages.fr';
import { fr as search_messages } from '../search/messages.fr';
import { fr as selling_formMessages } from '../selling/formMessages.fr';
import { fr as selling_messages } from '../selling/messages.fr';
import { fr as selling_myListingsMessages } from '../selling/myListingsMessages.fr';
import { fr as selling_sectionMessages } from '../selling/sectionMessages.fr';
import { fr as shared_errorMessages } from '../shared/errorMessages.fr';
import { fr as shared_pictureUploadMessages } from '../shared/pictureUploadMessages.fr';
import { fr as shared_retryMessages } from '../shared/retryMessages.fr';
import { fr as shared_sharedMessages } from '../shared/sharedMessages.fr';
import { fr as shared_timeAgoMessages } from '../shared/timeAgoMessages.fr';
import type { LanguageTranslations } from '../shared/translations';
import { fr as vehicles_csv_messages } from '../vehicles/csv/messages.fr';
import { fr as vehicles_messages } from '../vehicles/messages.fr';
import { fr as vehicles_reminders_messages } from '../vehicles/reminders/messages.fr';
import { fr as vehicles_statusMessages } from '../vehicles/statusMessages.fr';

/** French texts by catalog id ('booking/messages'). */
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
