/**
 * The listing form's context and the seller's edits of it (issue #10 "Selling"): the first context,
 * fields and features, the car for sale's make → model, and the fitment picker's rows. Pure context
 * updates: each takes the context and its event and returns the fields that change, and the
 * `listingForm` machine assigns them.
 */
import { msg, withoutField } from '../shared';
import { carYears, emptyValues, fitmentProblem, MAX_FITMENT, MAX_PHOTO_BYTES, MAX_PHOTOS } from './rules';
import type {
  FitmentDraft,
  FitmentRow,
  ListingFormContext,
  ListingFormEventOf,
  ListingFormInput,
} from './types';

type Update = Partial<ListingFormContext>;

/** The fitment picker with nothing picked. */
export const emptyDraft: FitmentDraft = { make: null, model: null, year_from: null, year_to: null };

/**
 * The context of a new form: `create` mode (or `edit`, loading `listingId`), empty values in the
 * input's country when it is a market (else RW), 6 photos of at most 8 MB unless the input says
 * otherwise, and the current year for the year lists.
 */
export function initialContext(input: ListingFormInput): ListingFormContext {
  const currencies = input.currencies;
  const country = input.country && input.country in currencies ? input.country : 'RW';
  return {
    mode: input.listingId ? 'edit' : 'create',
    listingId: input.listingId ?? null,
    values: emptyValues(country, input.defaults),
    fitment: [],
    fitmentDraft: emptyDraft,
    car: { make: null, model: null },
    fitmentError: null,
    photos: [],
    removedImageIds: [],
    orderFailed: false,
    photoError: null,
    fieldErrors: {},
    error: null,
    saveStatus: null,
    body: null,
    listing: null,
    currencies,
    maxPhotos: input.maxPhotos ?? MAX_PHOTOS,
    maxPhotoBytes: input.maxPhotoBytes ?? MAX_PHOTO_BYTES,
    currentYear: (input.now ?? new Date()).getFullYear(),
  };
}

/** `SET_FIELD`: the new value, without the field's error (a new country drops the price's too). */
export function editField(
  context: ListingFormContext,
  { field, value }: ListingFormEventOf<'SET_FIELD'>,
): Update {
  const fieldErrors = withoutField(
    field === 'country' ? withoutField(context.fieldErrors, 'price') : context.fieldErrors,
    field,
  );
  return { values: { ...context.values, [field]: value }, fieldErrors };
}

/** `TOGGLE_FEATURE`: ticks or unticks `feature`, without the features' error. */
export function toggleFeature(
  context: ListingFormContext,
  { feature }: ListingFormEventOf<'TOGGLE_FEATURE'>,
): Update {
  const has = context.values.features.includes(feature);
  const features = has
    ? context.values.features.filter((f) => f !== feature)
    : [...context.values.features, feature];
  return {
    values: { ...context.values, features },
    fieldErrors: withoutField(context.fieldErrors, 'features'),
  };
}

/** `CAR_MAKE`: the car's make; the model and the year are cleared, with their errors. */
export function pickCarMake(context: ListingFormContext, { make }: ListingFormEventOf<'CAR_MAKE'>): Update {
  return {
    car: { make, model: null },
    values: { ...context.values, year: '' },
    fieldErrors: withoutField(withoutField(context.fieldErrors, 'make_id'), 'model_id'),
  };
}

/** `CAR_MODEL`: the car's model; a year the model was not made in is cleared. */
export function pickCarModel(
  context: ListingFormContext,
  { model }: ListingFormEventOf<'CAR_MODEL'>,
): Update {
  const year = context.values.year;
  const keep = year !== '' && carYears({ ...context.car, model }, context.currentYear).includes(Number(year));
  return {
    car: { ...context.car, model },
    values: { ...context.values, year: keep ? year : '' },
    fieldErrors: withoutField(context.fieldErrors, 'model_id'),
  };
}

/** `FITMENT_MAKE`: a new draft with this make (model and years cleared). */
export const pickFitmentMake = (
  _: ListingFormContext,
  { make }: ListingFormEventOf<'FITMENT_MAKE'>,
): Update => ({
  fitmentDraft: { ...emptyDraft, make },
  fitmentError: null,
});

/** `FITMENT_MODEL`: the draft's model (null: every model of the make); the years are cleared. */
export const pickFitmentModel = (
  context: ListingFormContext,
  { model }: ListingFormEventOf<'FITMENT_MODEL'>,
): Update => ({
  fitmentDraft: { ...context.fitmentDraft, model, year_from: null, year_to: null },
  fitmentError: null,
});

/** `FITMENT_YEAR`: one year bound of the draft. */
export function pickFitmentYear(
  context: ListingFormContext,
  { bound, year }: ListingFormEventOf<'FITMENT_YEAR'>,
): Update {
  const key = bound === 'from' ? 'year_from' : 'year_to';
  return { fitmentDraft: { ...context.fitmentDraft, [key]: year }, fitmentError: null };
}

/** `FITMENT_ADD` (guard `canAddFitment`): the draft becomes a row and the picker empties. */
export function addFitmentRow(context: ListingFormContext): Update {
  const d = context.fitmentDraft;
  if (!d.make || d.year_from === null || d.year_to === null) return {};
  const row: FitmentRow = {
    make_id: d.make.id,
    make: d.make.name,
    model_id: d.model?.id ?? null,
    model: d.model?.name ?? null,
    year_from: d.year_from,
    year_to: d.year_to,
  };
  return {
    fitment: [...context.fitment, row],
    fitmentDraft: emptyDraft,
    fitmentError: null,
    fieldErrors: withoutField(context.fieldErrors, 'fitment'),
  };
}

/** `FITMENT_ADD` refused: why (incomplete, years reversed, over 20 rows, a duplicate). */
export function refuseFitment(context: ListingFormContext): Update {
  const key = fitmentProblem(context);
  return { fitmentError: key ? msg(key, { max: MAX_FITMENT }) : null };
}

/** `FITMENT_REMOVE`: drops row `index`; row errors follow their rows (later ones move up). */
export function removeFitmentRow(
  context: ListingFormContext,
  { index }: ListingFormEventOf<'FITMENT_REMOVE'>,
): Update {
  const fieldErrors: ListingFormContext['fieldErrors'] = {};
  for (const [field, list] of Object.entries(context.fieldErrors)) {
    const m = /^fitment\.(\d+)$/.exec(field);
    if (!m) fieldErrors[field] = list;
    else if (Number(m[1]) < index) fieldErrors[field] = list;
    else if (Number(m[1]) > index) fieldErrors[`fitment.${Number(m[1]) - 1}`] = list;
  }
  return { fitment: context.fitment.filter((_, i) => i !== index), fieldErrors };
}
