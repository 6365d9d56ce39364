/**
 * Selling (issue #10 "Selling"): a member lists parts or cars (draft, published, paused, sold), edits,
 * deletes, and adds up to 6 photos. The member becomes a private seller on the first listing. Another
 * member's listing is a 404. Price arrives in major units and is stored in minor units.
 */
import {
  CAR_REQUIRED,
  type ListingCreate,
  type ListingUpdate,
  MARKET_CURRENCIES,
  MAX_LISTING_PHOTOS,
  type MarketCountry,
  toMinor,
} from '@gari/contract/marketplace';
import { and, asc, count, desc, eq, inArray, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client';
import {
  listingFitments,
  listingImages,
  listings,
  makes,
  models,
  orderItems,
  sellers,
  type users,
  vehicleSpecs,
} from '../db/schema';
import { HttpError, invalid, notFound } from '../errors';
import { LISTING_NOT_FOUND, type ListingRow, type SellerRow } from './listings';
import { rememberWords, searchDocOf } from './search';

type CreateBody = z.output<typeof ListingCreate>;
type UpdateBody = z.output<typeof ListingUpdate>;
type User = typeof users.$inferSelect;

/** The member's private seller, made on first use (country from the account, else RW). */
export async function sellerOfMember(db: Db | Tx, user: User, city = ''): Promise<SellerRow> {
  const [found] = await db.select().from(sellers).where(eq(sellers.userId, user.id)).limit(1);
  if (found) return found;
  const country = user.country in MARKET_CURRENCIES ? user.country : 'RW';
  const [made] = await db
    .insert(sellers)
    .values({ type: 'member', userId: user.id, slug: `member-${user.id}`, name: user.name, country, city })
    .onConflictDoNothing()
    .returning();
  if (made) return made;
  const [again] = await db.select().from(sellers).where(eq(sellers.userId, user.id)).limit(1);
  if (!again) throw new Error('seller insert lost');
  return again;
}

/** The member's listing `id` (any status), else 404. */
export async function ownListing(
  db: Db | Tx,
  userId: number,
  id: number,
): Promise<ListingRow & { kind: 'part' | 'car' }> {
  const [row] = await db
    .select({ listing: listings })
    .from(listings)
    .innerJoin(sellers, eq(sellers.id, listings.sellerId))
    .where(and(eq(listings.id, id), eq(sellers.userId, userId)))
    .limit(1);
  // A gas station's products are changed by its staff's price writes only (issue #11).
  const kind = row?.listing.kind;
  if (!row || kind === undefined || kind === 'station_product') throw notFound(LISTING_NOT_FOUND);
  return { ...row.listing, kind };
}

/** The member's listings, newest first. */
export async function myListings(db: Db, userId: number): Promise<ListingRow[]> {
  const rows = await db
    .select({ listing: listings })
    .from(listings)
    .innerJoin(sellers, eq(sellers.id, listings.sellerId))
    .where(eq(sellers.userId, userId))
    .orderBy(desc(listings.createdAt), desc(listings.id));
  return rows.map((r) => r.listing);
}

type FitmentIn = CreateBody['fitment'][number];

/**
 * Checks the fitment rows against the reference data (make exists, model of that make, years in
 * order) and answers the make/model names for the search text. 422 on `fitment.<i>.<field>`.
 */
async function checkFitment(db: Db | Tx, fitment: FitmentIn[]): Promise<string[]> {
  if (fitment.length === 0) return [];
  const makeIds = [...new Set(fitment.map((f) => f.make_id))];
  const modelIds = fitment.map((f) => f.model_id).filter((m): m is number => typeof m === 'number');
  const [makeRows, modelRows] = await Promise.all([
    db.select().from(makes).where(inArray(makes.id, makeIds)),
    modelIds.length ? db.select().from(models).where(inArray(models.id, modelIds)) : Promise.resolve([]),
  ]);
  const errors: Record<string, string[]> = {};
  const names: string[] = [];
  fitment.forEach((f, i) => {
    const make = makeRows.find((m) => m.id === f.make_id);
    if (!make) errors[`fitment.${i}.make_id`] = ['Unknown make.'];
    else names.push(make.name);
    if (typeof f.model_id === 'number') {
      const model = modelRows.find((m) => m.id === f.model_id);
      if (!model || model.makeId !== f.make_id)
        errors[`fitment.${i}.model_id`] = ['The model is not of that make.'];
      else names.push(model.name);
    }
    if (f.year_from > f.year_to)
      errors[`fitment.${i}.year_to`] = ['The year to must be at least the year from.'];
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return names;
}

/** Checks a car's make/model and answers their names. */
async function carNames(db: Db | Tx, makeId: number | null | undefined, modelId: number | null | undefined) {
  if (!makeId) {
    if (modelId) throw invalid({ make_id: ['Choose the make of the model.'] });
    return [];
  }
  const [make] = await db.select().from(makes).where(eq(makes.id, makeId)).limit(1);
  if (!make) throw invalid({ make_id: ['Unknown make.'] });
  if (!modelId) return [make.name];
  const [model] = await db.select().from(models).where(eq(models.id, modelId)).limit(1);
  if (!model || model.makeId !== makeId) throw invalid({ model_id: ['The model is not of that make.'] });
  return [make.name, model.name];
}

/** A whole listing (after a create, or an update merged onto the row), checked as one. */
interface Draft {
  kind: 'part' | 'car';
  title: string;
  category: string;
  brand: string | null;
  oemNumbers: string[];
  fitment: FitmentIn[];
  year: number | null;
  mileage: number | null;
  fuel: string | null;
  transmission: string | null;
  makeId: number | null;
  modelId: number | null;
}

/**
 * Rules across fields: a car is category vehicles with every field of `CAR_REQUIRED` (make, model,
 * year, mileage, fuel, transmission); a part is not category vehicles. 422 naming every field broken.
 */
function checkKind(d: Draft): void {
  if (d.kind === 'car' && d.category !== 'vehicles')
    throw invalid({ category: ['A car for sale is in category vehicles.'] });
  if (d.kind === 'part' && d.category === 'vehicles')
    throw invalid({ category: ['Choose a part category.'] });
  if (d.kind !== 'car') return;
  const values = {
    make_id: d.makeId,
    model_id: d.modelId,
    year: d.year,
    mileage: d.mileage,
    fuel: d.fuel,
    transmission: d.transmission,
  };
  const errors: Record<string, string[]> = {};
  for (const [field, message] of Object.entries(CAR_REQUIRED))
    if (values[field as keyof typeof values] === null) errors[field] = [message];
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/** A car's fuel and transmission must be names of the reference lists (`GET /vehicle-specs/…`). */
async function checkCarSpecs(tx: Tx, d: Draft): Promise<void> {
  if (d.kind !== 'car') return;
  const rows = await tx
    .select({ kind: vehicleSpecs.kind, name: vehicleSpecs.name })
    .from(vehicleSpecs)
    .where(inArray(vehicleSpecs.kind, ['fuels', 'transmissions']));
  const errors: Record<string, string[]> = {};
  const known = (kind: string, name: string | null) =>
    rows.some((r) => r.kind === kind && r.name.toLowerCase() === name?.toLowerCase());
  if (!known('fuels', d.fuel)) errors.fuel = ['Choose a fuel from the list.'];
  if (!known('transmissions', d.transmission)) errors.transmission = ['Choose a transmission from the list.'];
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/**
 * The columns a draft sets once checked, besides the body's own: a car's year, mileage (km), fuel,
 * transmission, make and model (null for a part), the search text and the year span.
 */
async function derived(tx: Tx, d: Draft) {
  checkKind(d);
  await checkCarSpecs(tx, d);
  const names = [...(await checkFitment(tx, d.fitment)), ...(await carNames(tx, d.makeId, d.modelId))];
  const years = d.kind === 'car' ? [d.year ?? 0] : d.fitment.flatMap((f) => [f.year_from, f.year_to]);
  return {
    year: d.year,
    mileageKm: d.mileage,
    fuel: d.fuel,
    transmission: d.transmission,
    makeId: d.makeId,
    modelId: d.modelId,
    searchDoc: searchDocOf({
      title: d.title,
      brand: d.brand,
      category: d.category,
      oemNumbers: d.oemNumbers,
      names,
    }),
    yearMin: years.length ? Math.min(...years) : null,
    yearMax: years.length ? Math.max(...years) : null,
  };
}

/** POST /marketplace/listings: creates the member's listing with its fitment, in one transaction. */
export async function createListing(db: Db, user: User, body: CreateBody): Promise<ListingRow> {
  return db.transaction(async (tx) => {
    const seller = await sellerOfMember(tx, user, body.city);
    const market = MARKET_CURRENCIES[body.country as MarketCountry];
    const draft: Draft = {
      kind: body.kind,
      title: body.title,
      category: body.category,
      brand: body.brand || null,
      oemNumbers: body.oem_numbers,
      fitment: body.fitment,
      year: body.year ?? null,
      mileage: body.mileage ?? null,
      fuel: body.fuel || null,
      transmission: body.transmission || null,
      makeId: body.make_id ?? null,
      modelId: body.model_id ?? null,
    };
    const extra = await derived(tx, draft);
    const priceMinor = toMinor(body.price, market.exponent);
    if (priceMinor < 1) throw invalid({ price: ['The price must be more than 0.'] });
    const [row] = await tx
      .insert(listings)
      .values({
        sellerId: seller.id,
        kind: body.kind,
        status: body.status,
        title: body.title,
        description: body.description,
        category: body.category,
        brand: draft.brand,
        condition: body.condition,
        features: body.features,
        oemNumbers: body.oem_numbers,
        priceMinor,
        currency: market.currency,
        currencyExponent: market.exponent,
        country: body.country,
        city: body.city,
        stock: body.kind === 'car' ? Math.min(body.stock, 1) : body.stock,
        contactWhatsapp: body.contact_whatsapp || null,
        buyUrl: body.buy_url || null,
        ...extra,
      })
      .returning();
    if (!row) throw new Error('listing insert returned nothing');
    await insertFitment(tx, row.id, body.fitment);
    await rememberWords(tx, [extra.searchDoc]);
    return row;
  });
}

async function insertFitment(tx: Tx, listingId: number, fitment: FitmentIn[]) {
  if (fitment.length === 0) return;
  await tx.insert(listingFitments).values(
    fitment.map((f) => ({
      listingId,
      makeId: f.make_id,
      modelId: f.model_id ?? null,
      yearFrom: f.year_from,
      yearTo: f.year_to,
    })),
  );
}

/** PATCH /marketplace/listings/{id}: merges `body` onto the member's listing (fitment replaced when sent). */
export async function updateListing(
  db: Db,
  userId: number,
  id: number,
  body: UpdateBody,
): Promise<ListingRow> {
  return db.transaction(async (tx) => {
    const row = await ownListing(tx, userId, id);
    const oldFitment = await tx
      .select()
      .from(listingFitments)
      .where(eq(listingFitments.listingId, id))
      .orderBy(asc(listingFitments.id));
    const fitment: FitmentIn[] =
      body.fitment ??
      oldFitment.map((f) => ({
        make_id: f.makeId,
        model_id: f.modelId,
        year_from: f.yearFrom,
        year_to: f.yearTo,
      }));
    const country = (body.country ?? row.country) as MarketCountry;
    const market = MARKET_CURRENCIES[country];
    const draft: Draft = {
      kind: body.kind ?? row.kind,
      title: body.title ?? row.title,
      category: body.category ?? row.category,
      brand: body.brand === undefined ? row.brand : body.brand || null,
      oemNumbers: body.oem_numbers ?? row.oemNumbers,
      fitment,
      year: body.year === undefined ? row.year : body.year,
      mileage: body.mileage === undefined ? row.mileageKm : body.mileage,
      fuel: body.fuel === undefined ? row.fuel : body.fuel || null,
      transmission: body.transmission === undefined ? row.transmission : body.transmission || null,
      makeId: body.make_id === undefined ? row.makeId : body.make_id,
      modelId: body.model_id === undefined ? row.modelId : body.model_id,
    };
    const extra = await derived(tx, draft);
    const price = body.price === undefined ? undefined : toMinor(body.price, market.exponent);
    if (price !== undefined && price < 1) throw invalid({ price: ['The price must be more than 0.'] });
    if (body.country && body.price === undefined && row.currencyExponent !== market.exponent)
      throw invalid({ price: ['Send the price in the new country currency.'] });
    const [updated] = await tx
      .update(listings)
      .set({
        kind: draft.kind,
        title: draft.title,
        category: draft.category,
        brand: draft.brand,
        oemNumbers: draft.oemNumbers,
        ...(body.status ? { status: body.status } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.condition ? { condition: body.condition } : {}),
        ...(body.features ? { features: body.features } : {}),
        ...(price !== undefined ? { priceMinor: price } : {}),
        ...(body.country ? { country, currency: market.currency, currencyExponent: market.exponent } : {}),
        ...(body.city ? { city: body.city } : {}),
        ...(body.stock !== undefined ? { stock: body.stock } : {}),
        ...(body.contact_whatsapp !== undefined ? { contactWhatsapp: body.contact_whatsapp || null } : {}),
        ...(body.buy_url !== undefined ? { buyUrl: body.buy_url || null } : {}),
        ...extra,
        updatedAt: new Date(),
      })
      .where(eq(listings.id, id))
      .returning();
    if (body.fitment) {
      await tx.delete(listingFitments).where(eq(listingFitments.listingId, id));
      await insertFitment(tx, id, body.fitment);
    }
    if (!updated) throw notFound(LISTING_NOT_FOUND);
    await rememberWords(tx, [extra.searchDoc]);
    return updated;
  });
}

/**
 * DELETE /marketplace/listings/{id}: removes the listing with its photos (answers their keys so the
 * files can go too); a listing that was ordered is kept for the orders and marked sold instead.
 */
export async function deleteListing(db: Db, userId: number, id: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    const row = await ownListing(tx, userId, id);
    const [ordered] = await tx
      .select({ n: count() })
      .from(orderItems)
      .where(eq(orderItems.listingId, row.id));
    if ((ordered?.n ?? 0) > 0) {
      await tx.update(listings).set({ status: 'sold', updatedAt: new Date() }).where(eq(listings.id, row.id));
      return [];
    }
    const photos = await tx
      .select({ key: listingImages.key, source: listingImages.source })
      .from(listingImages)
      .where(eq(listingImages.listingId, row.id));
    await tx.delete(listings).where(eq(listings.id, row.id));
    return photos.filter((p) => p.source === 'upload').map((p) => p.key);
  });
}

/** Adds the stored photo `key` as the listing's last photo; 422 on `photo` past {@link MAX_LISTING_PHOTOS}. */
export async function addPhoto(db: Db, userId: number, id: number, key: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await ownListing(tx, userId, id);
    // Lock the listing so two uploads at once cannot both take the sixth place.
    await tx.select({ id: listings.id }).from(listings).where(eq(listings.id, row.id)).for('update');
    const [stats] = await tx
      .select({ n: count(), last: max(listingImages.position) })
      .from(listingImages)
      .where(eq(listingImages.listingId, row.id));
    if ((stats?.n ?? 0) >= MAX_LISTING_PHOTOS)
      throw invalid({ photo: [`A listing may have at most ${MAX_LISTING_PHOTOS} photos.`] });
    await tx
      .insert(listingImages)
      .values({ listingId: row.id, position: (stats?.last ?? -1) + 1, source: 'upload', key });
    await tx.update(listings).set({ updatedAt: new Date() }).where(eq(listings.id, row.id));
  });
}

/** Removes photo `photoId` of the member's listing; answers its key (to delete the files) or 404. */
export async function removePhoto(db: Db, userId: number, id: number, photoId: number) {
  const row = await ownListing(db, userId, id);
  const [gone] = await db
    .delete(listingImages)
    .where(and(eq(listingImages.id, photoId), eq(listingImages.listingId, row.id)))
    .returning();
  if (!gone) throw new HttpError(404, 'Photo not found.');
  return gone.source === 'upload' ? gone.key : null;
}

/**
 * PUT /marketplace/listings/{id}/photos/order: sets the order of the member's listing photos (the
 * first is the cover, `image_url`). `imageIds` must be exactly the listing's photo ids, each once;
 * else 422 on `image_ids`. 404 for another member's listing.
 */
export async function orderPhotos(db: Db, userId: number, id: number, imageIds: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await ownListing(tx, userId, id);
    // Lock the listing so an upload cannot slip in between the check and the update.
    await tx.select({ id: listings.id }).from(listings).where(eq(listings.id, row.id)).for('update');
    const photos = await tx
      .select({ id: listingImages.id })
      .from(listingImages)
      .where(eq(listingImages.listingId, row.id));
    const known = new Set(photos.map((p) => p.id));
    if (imageIds.length !== known.size || imageIds.some((i) => !known.has(i)))
      throw invalid({ image_ids: ['Send every photo of the listing, each once.'] });
    for (const [position, imageId] of imageIds.entries())
      await tx.update(listingImages).set({ position }).where(eq(listingImages.id, imageId));
    await tx.update(listings).set({ updatedAt: new Date() }).where(eq(listings.id, row.id));
  });
}
