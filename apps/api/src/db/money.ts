/**
 * Money columns of the spareshop (`marketplace.ts`) and the gas stations (`gas.ts`): an amount is an
 * integer count of its currency's minor units, stored beside that currency and its exponent, so no
 * amount is ever a float.
 */
import { bigint, smallint, text } from 'drizzle-orm/pg-core';

/**
 * `<name> bigint`: an amount in integer minor units of its currency (RWF and UGX have none: 1 = 1 RWF;
 * KES and TZS two decimals: 1 = 0.01 KES), read as a JS number; nullable until the caller adds
 * `.notNull()`.
 */
export const minorUnits = (name: string) => bigint(name, { mode: 'number' });

/**
 * `currency text not null, currency_exponent smallint not null`: the ISO 4217 code of a row's
 * {@link minorUnits} amounts and its number of decimals (`MARKET_CURRENCIES`), spread into the table
 * after the amount.
 */
export const currencyWithExponent = () => ({
  currency: text('currency').notNull(),
  currencyExponent: smallint('currency_exponent').notNull(),
});
