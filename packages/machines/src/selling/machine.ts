import { and, assign, emit, enqueueActions, fromPromise, not, setup } from 'xstate';
import { type FieldErrors, msg, notProvided, readFailure, withoutField } from '../shared';
import { photoOrder, photoOrderDiffers, photosOf, setPhoto, withUploaded } from './photos';
import {
  carOf,
  carYears,
  checkListing,
  emptyValues,
  failedPhotos,
  fitmentProblem,
  formFieldOf,
  MAX_FITMENT,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS,
  pendingPhotos,
  valuesOf,
} from './rules';
import type {
  DeletePhotoInput,
  FitmentDraft,
  FitmentRow,
  ListingBody,
  ListingFormContext,
  ListingFormEmitted,
  ListingFormEvent,
  ListingFormInput,
  OrderPhotosInput,
  PhotoItem,
  PickedPhoto,
  SavedListing,
  SaveListingInput,
  SellingMessage,
  SellingMessageKey,
  UploadPhotoInput,
} from './types';

const emptyDraft: FitmentDraft = { make: null, model: null, year_from: null, year_to: null };

let keySeq = 0;
const nextPhotoKey = () => `photo-${++keySeq}`;

function initialContext(input: ListingFormInput): ListingFormContext {
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

/** A validation refusal of `validateListing` (field errors of the local rules). */
interface Refusal {
  refused: true;
  errors: FieldErrors<SellingMessageKey>;
}
const isRefusal = (e: unknown): e is Refusal =>
  typeof e === 'object' && e !== null && (e as { refused?: unknown }).refused === true;

/**
 * The listing form (issue #10 "Selling": `/marketplace/sell` and `/marketplace/mine/{id}/edit`).
 *
 * States:
 * - `loading` (edit only): actor `loadListing({ id })` → `editing` with the listing's values, fitment
 *   and photos; failure → `loadFailed` (`RETRY`).
 * - `editing`: `SET_FIELD`, `TOGGLE_FEATURE`, a car's `CAR_MAKE` → `CAR_MODEL` (category `vehicles`;
 *   a new make clears the model and the year, a model clears a year it was not made in), the fitment picker (`FITMENT_MAKE` → `FITMENT_MODEL` →
 *   `FITMENT_YEAR` from/to → `FITMENT_ADD`; changing the make clears model and years, the model clears
 *   the years), `FITMENT_REMOVE`, `PHOTOS_ADD` (previews; not an image, over 8 MB or over 6 photos are
 *   refused with `photoError`), `PHOTO_MOVE` (one place earlier or later; the first is the cover),
 *   `PHOTO_REMOVE`. `SAVE { status }` → `validating`.
 * - `validating`: actor `validateListing` (by default {@link checkListing}, the contract's rules) →
 *   `saving` with the body, or back to `editing` with the field errors and 'fixErrors'.
 * - `saving`: actor `saveListing({ listingId, body })` (POST when null, else PATCH). Done → removed
 *   photos deleted (`removingPhotos`), new ones uploaded (`uploading`), then `saved`. Failure → `editing`
 *   with the server's field errors on the fields (`fitment.0.model_id` on fitment row 0), emits
 *   `saveFailed`.
 * - `removingPhotos`: actor `deletePhoto({ listingId, imageId })`, one at a time; failure →
 *   `photosFailed`.
 * - `uploading`: actor `uploadPhoto({ listingId, photo, onProgress })`, one photo at a time, progress
 *   by `PHOTO_PROGRESS`; a failed photo is marked failed and the next one goes on; at the end any
 *   failure → `photosFailed`, else `saved`.
 * - `orderingPhotos`: once the listing and its photos are saved, when the server's photo order is not
 *   the seller's (`needsOrder`): actor `orderPhotos({ listingId, imageIds })` → `saved`; failure →
 *   `photosFailed` ('orderFailed').
 * - `photosFailed`: the listing is saved; `RETRY_PHOTO { key }` / `RETRY_PHOTOS` send again,
 *   `PHOTO_REMOVE` drops a failed photo (the last one → `saved`, or `orderingPhotos`), `FINISH` →
 *   `saved` without them (through `orderingPhotos` when the order is still to send),
 *   `EDIT` → `editing`.
 * - `saved` (final): emits `saved` with the listing (`status` published or draft).
 */
export const listingFormMachine = setup({
  types: {
    context: {} as ListingFormContext,
    events: {} as ListingFormEvent,
    input: {} as ListingFormInput,
    emitted: {} as ListingFormEmitted,
  },
  actors: {
    loadListing: fromPromise<SavedListing, { id: number }>(notProvided('listingForm', 'loadListing')),
    validateListing: fromPromise<ListingBody, ListingFormContext>(async ({ input }) => {
      const result = checkListing(input);
      if (!result.ok) throw { refused: true, errors: result.errors } satisfies Refusal;
      return result.body;
    }),
    saveListing: fromPromise<SavedListing, SaveListingInput>(notProvided('listingForm', 'saveListing')),
    uploadPhoto: fromPromise<SavedListing, UploadPhotoInput>(notProvided('listingForm', 'uploadPhoto')),
    deletePhoto: fromPromise<SavedListing, DeletePhotoInput>(notProvided('listingForm', 'deletePhoto')),
    orderPhotos: fromPromise<SavedListing, OrderPhotosInput>(notProvided('listingForm', 'orderPhotos')),
  },
  guards: {
    /**
     * The save is otherwise done and the server's photo order is not the seller's: the listing the
     * event answers (or the one known), with the photo being uploaded counted as uploaded.
     */
    needsOrder: ({ context, event }) => {
      const listing = (event as { output?: SavedListing }).output ?? context.listing;
      return listing !== null && photoOrderDiffers(withUploaded(context.photos, listing), listing);
    },
    needsListing: ({ context }) => context.listingId !== null && context.listing === null,
    canAddFitment: ({ context }) => fitmentProblem(context) === null,
    hasRemovals: ({ context }) => context.removedImageIds.length > 0,
    hasPending: ({ context }) => pendingPhotos(context).length > 0,
    hasFailed: ({ context }) => failedPhotos(context).length > 0 || context.removedImageIds.length > 0,
    hasFailedUploads: ({ context }) => failedPhotos(context).length > 0,
    orderRefused: ({ context }) => context.orderFailed,
    isLastProblem: ({ context, event }) =>
      event.type === 'PHOTO_REMOVE' &&
      context.removedImageIds.length === 0 &&
      failedPhotos(context).length === 1 &&
      failedPhotos(context)[0]?.key === event.key,
    isFailedPhoto: ({ context, event }) =>
      (event.type === 'RETRY_PHOTO' || event.type === 'PHOTO_REMOVE') &&
      context.photos.some((p) => p.key === event.key && p.status === 'failed'),
  },
  actions: {
    setListing: assign((_, listing: SavedListing) => ({
      listing,
      listingId: listing.id,
      mode: 'edit' as const,
    })),
    fillFromListing: assign((_, listing: SavedListing) => ({
      values: valuesOf(listing),
      car: carOf(listing),
      fitment: listing.fitment.map((f) => ({ ...f })),
      photos: photosOf(listing),
      error: null,
    })),
    setLoadError: assign({ error: (_, p: { error: unknown }) => readFailure(p.error, 'loadFailed').message }),
    setField: assign(({ context, event }) => {
      if (event.type !== 'SET_FIELD') return {};
      const fieldErrors = withoutField(
        event.field === 'country' ? withoutField(context.fieldErrors, 'price') : context.fieldErrors,
        event.field,
      );
      return { values: { ...context.values, [event.field]: event.value }, fieldErrors };
    }),
    toggleFeature: assign(({ context, event }) => {
      if (event.type !== 'TOGGLE_FEATURE') return {};
      const has = context.values.features.includes(event.feature);
      const features = has
        ? context.values.features.filter((f) => f !== event.feature)
        : [...context.values.features, event.feature];
      return {
        values: { ...context.values, features },
        fieldErrors: withoutField(context.fieldErrors, 'features'),
      };
    }),
    carMake: assign(({ context, event }) =>
      event.type === 'CAR_MAKE'
        ? {
            car: { make: event.make, model: null },
            values: { ...context.values, year: '' },
            fieldErrors: withoutField(withoutField(context.fieldErrors, 'make_id'), 'model_id'),
          }
        : {},
    ),
    carModel: assign(({ context, event }) => {
      if (event.type !== 'CAR_MODEL') return {};
      const year = context.values.year;
      const keep =
        year !== '' &&
        carYears({ ...context.car, model: event.model }, context.currentYear).includes(Number(year));
      return {
        car: { ...context.car, model: event.model },
        values: { ...context.values, year: keep ? year : '' },
        fieldErrors: withoutField(context.fieldErrors, 'model_id'),
      };
    }),
    fitmentMake: assign(({ event }) =>
      event.type === 'FITMENT_MAKE'
        ? { fitmentDraft: { ...emptyDraft, make: event.make }, fitmentError: null }
        : {},
    ),
    fitmentModel: assign(({ context, event }) =>
      event.type === 'FITMENT_MODEL'
        ? {
            fitmentDraft: { ...context.fitmentDraft, model: event.model, year_from: null, year_to: null },
            fitmentError: null,
          }
        : {},
    ),
    fitmentYear: assign(({ context, event }) => {
      if (event.type !== 'FITMENT_YEAR') return {};
      const key = event.bound === 'from' ? 'year_from' : 'year_to';
      return { fitmentDraft: { ...context.fitmentDraft, [key]: event.year }, fitmentError: null };
    }),
    addFitment: assign(({ context }) => {
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
    }),
    refuseFitment: assign(({ context }) => {
      const key = fitmentProblem(context);
      return { fitmentError: key ? msg(key, { max: MAX_FITMENT }) : null };
    }),
    removeFitment: assign(({ context, event }) => {
      if (event.type !== 'FITMENT_REMOVE') return {};
      // Row errors follow their rows: drop this row's, renumber the later ones.
      const fieldErrors: ListingFormContext['fieldErrors'] = {};
      for (const [field, list] of Object.entries(context.fieldErrors)) {
        const m = /^fitment\.(\d+)$/.exec(field);
        if (!m) fieldErrors[field] = list;
        else if (Number(m[1]) < event.index) fieldErrors[field] = list;
        else if (Number(m[1]) > event.index) fieldErrors[`fitment.${Number(m[1]) - 1}`] = list;
      }
      return { fitment: context.fitment.filter((_, i) => i !== event.index), fieldErrors };
    }),
    addPhotos: assign(({ context, event }) => {
      if (event.type !== 'PHOTOS_ADD') return {};
      const accepted: PhotoItem[] = [];
      let problem: SellingMessage | null = null;
      for (const picked of event.photos as PickedPhoto[]) {
        const { file } = picked;
        if (!file.type.startsWith('image/')) problem = msg('photoNotImage', { name: file.name });
        else if (file.size > context.maxPhotoBytes)
          problem = msg('photoTooLarge', {
            name: file.name,
            mb: Math.round(context.maxPhotoBytes / 1048576),
          });
        else if (context.photos.length + accepted.length >= context.maxPhotos)
          problem = msg('photosTooMany', { max: context.maxPhotos });
        else {
          accepted.push({
            key: nextPhotoKey(),
            name: file.name,
            previewUrl: picked.previewUrl,
            status: 'pending',
            progress: 0,
            error: null,
            imageId: null,
            file,
          });
        }
      }
      return {
        photos: [...context.photos, ...accepted],
        photoError: problem,
        fieldErrors: withoutField(context.fieldErrors, 'photo'),
      };
    }),
    removePhoto: assign(({ context, event }) => {
      if (event.type !== 'PHOTO_REMOVE') return {};
      const photo = context.photos.find((p) => p.key === event.key);
      if (!photo) return {};
      const removedImageIds =
        photo.imageId !== null ? [...context.removedImageIds, photo.imageId] : context.removedImageIds;
      return {
        photos: context.photos.filter((p) => p.key !== event.key),
        removedImageIds,
        photoError: null,
      };
    }),
    movePhoto: assign(({ context, event }) => {
      if (event.type !== 'PHOTO_MOVE') return {};
      const from = context.photos.findIndex((p) => p.key === event.key);
      const to = from + event.by;
      if (from < 0 || to < 0 || to >= context.photos.length) return {};
      const photos = [...context.photos];
      const [moved] = photos.splice(from, 1);
      if (moved) photos.splice(to, 0, moved);
      return { photos };
    }),
    setOrderError: assign((_, p: { error: unknown }) => ({
      photoError: readFailure(p.error, 'orderFailed').message,
      orderFailed: true,
    })),
    emitDiscarded: enqueueActions(({ context, event, enqueue }) => {
      const photo =
        event.type === 'PHOTO_REMOVE' ? context.photos.find((p) => p.key === event.key) : undefined;
      // Only a picked file has a preview URL of its own to revoke (a saved image shows the server's).
      if (photo?.file) enqueue.emit({ type: 'photoDiscarded', previewUrl: photo.previewUrl });
    }),
    beginSave: assign(({ context, event }) => ({
      saveStatus: event.type === 'SAVE' ? (event.status ?? null) : context.saveStatus,
      error: null,
      body: null,
      photoError: null,
      orderFailed: false,
      // Failed photos of an earlier try go again with this save.
      photos: context.photos.map((p) =>
        p.status === 'failed' ? { ...p, status: 'pending' as const, progress: 0, error: null } : p,
      ),
    })),
    setBody: assign({ body: (_, body: ListingBody) => body }),
    refuse: assign((_, { error }: { error: unknown }) =>
      isRefusal(error)
        ? { fieldErrors: error.errors, error: msg('fixErrors') }
        : { error: readFailure(error, 'saveFailed').message },
    ),
    setSaveError: assign(({ context }, { error }: { error: unknown }) => {
      const f = readFailure(error, 'saveFailed');
      const fieldErrors: ListingFormContext['fieldErrors'] = {};
      for (const [field, list] of Object.entries(f.fieldErrors)) {
        const key = formFieldOf(field);
        fieldErrors[key] = [...(fieldErrors[key] ?? []), ...list];
      }
      const named = Object.keys(fieldErrors).length > 0;
      return {
        fieldErrors: named ? fieldErrors : context.fieldErrors,
        error: named && f.status === 422 ? msg('fixErrors') : f.message,
      };
    }),
    emitSaveFailed: emit(({ context }) => ({
      type: 'saveFailed' as const,
      error: context.error ?? msg('saveFailed'),
    })),
    dropRemoved: assign(({ context }, listing: SavedListing) => ({
      removedImageIds: context.removedImageIds.slice(1),
      listing,
    })),
    setRemoveError: assign({
      photoError: (_, p: { error: unknown }) => readFailure(p.error, 'removePhotoFailed').message,
    }),
    startUpload: assign(({ context }) => {
      const next = context.photos.find((p) => p.status === 'pending');
      return next ? { photos: setPhoto(context.photos, next.key, { status: 'uploading', progress: 0 }) } : {};
    }),
    setProgress: assign(({ context, event }) => {
      if (event.type !== 'PHOTO_PROGRESS' || event.total <= 0) return {};
      const progress = Math.max(0, Math.min(1, event.loaded / event.total));
      return { photos: setPhoto(context.photos, event.key, { progress }) };
    }),
    markUploaded: assign(({ context }, listing: SavedListing) => ({
      listing,
      photos: withUploaded(context.photos, listing),
    })),
    markFailed: assign(({ context }, { error }: { error: unknown }) => {
      const current = context.photos.find((p) => p.status === 'uploading');
      if (!current) return {};
      const f = readFailure(error, 'uploadFailed');
      const named = f.fieldErrors.photo?.[0];
      return {
        photos: setPhoto(context.photos, current.key, {
          status: 'failed',
          progress: 0,
          error: named ?? f.message,
        }),
      };
    }),
    queuePhoto: assign(({ context, event }) =>
      event.type === 'RETRY_PHOTO'
        ? { photos: setPhoto(context.photos, event.key, { status: 'pending', progress: 0, error: null }) }
        : {},
    ),
    queueFailed: assign(({ context }) => ({
      photoError: null,
      orderFailed: false,
      photos: context.photos.map((p) =>
        p.status === 'failed' ? { ...p, status: 'pending' as const, progress: 0, error: null } : p,
      ),
    })),
    dropFailed: assign(({ context }) => ({
      photos: context.photos.filter((p) => p.status !== 'failed'),
      removedImageIds: [],
      photoError: null,
    })),
  },
}).createMachine({
  id: 'listingForm',
  context: ({ input }) => initialContext(input),
  initial: 'editing',
  states: {
    loading: {
      invoke: {
        src: 'loadListing',
        input: ({ context }) => ({ id: context.listingId ?? 0 }),
        onDone: {
          target: 'editing',
          actions: [
            { type: 'setListing', params: ({ event }) => event.output },
            { type: 'fillFromListing', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'setLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      on: { RETRY: 'loading' },
    },
    editing: {
      always: { guard: 'needsListing', target: 'loading' },
      on: {
        SET_FIELD: { actions: 'setField' },
        TOGGLE_FEATURE: { actions: 'toggleFeature' },
        CAR_MAKE: { actions: 'carMake' },
        CAR_MODEL: { guard: ({ context }) => context.car.make !== null, actions: 'carModel' },
        FITMENT_MAKE: { actions: 'fitmentMake' },
        FITMENT_MODEL: {
          guard: ({ context }) => context.fitmentDraft.make !== null,
          actions: 'fitmentModel',
        },
        FITMENT_YEAR: { guard: ({ context }) => context.fitmentDraft.make !== null, actions: 'fitmentYear' },
        FITMENT_ADD: [{ guard: 'canAddFitment', actions: 'addFitment' }, { actions: 'refuseFitment' }],
        FITMENT_REMOVE: { actions: 'removeFitment' },
        PHOTOS_ADD: { actions: 'addPhotos' },
        PHOTO_MOVE: { actions: 'movePhoto' },
        PHOTO_REMOVE: { actions: ['emitDiscarded', 'removePhoto'] },
        SAVE: { target: 'validating', actions: 'beginSave' },
      },
    },
    validating: {
      invoke: {
        src: 'validateListing',
        input: ({ context }) => context,
        onDone: { target: 'saving', actions: { type: 'setBody', params: ({ event }) => event.output } },
        onError: {
          target: 'editing',
          actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    saving: {
      invoke: {
        src: 'saveListing',
        // biome-ignore lint/style/noNonNullAssertion: `validating` set the body before entering `saving`.
        input: ({ context }) => ({ listingId: context.listingId, body: context.body! }),
        onDone: [
          {
            guard: 'hasRemovals',
            target: 'removingPhotos',
            actions: { type: 'setListing', params: ({ event }) => event.output },
          },
          {
            guard: 'hasPending',
            target: 'uploading',
            actions: { type: 'setListing', params: ({ event }) => event.output },
          },
          {
            guard: 'needsOrder',
            target: 'orderingPhotos',
            actions: { type: 'setListing', params: ({ event }) => event.output },
          },
          { target: 'saved', actions: { type: 'setListing', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'editing',
          actions: [
            { type: 'setSaveError', params: ({ event }) => ({ error: event.error }) },
            'emitSaveFailed',
          ],
        },
      },
    },
    removingPhotos: {
      invoke: {
        src: 'deletePhoto',
        input: ({ context }) => ({
          listingId: context.listingId ?? 0,
          imageId: context.removedImageIds[0] ?? 0,
        }),
        onDone: [
          {
            guard: ({ context }) => context.removedImageIds.length > 1,
            target: 'removingPhotos',
            reenter: true,
            actions: { type: 'dropRemoved', params: ({ event }) => event.output },
          },
          {
            guard: 'hasPending',
            target: 'uploading',
            actions: { type: 'dropRemoved', params: ({ event }) => event.output },
          },
          {
            guard: 'needsOrder',
            target: 'orderingPhotos',
            actions: { type: 'dropRemoved', params: ({ event }) => event.output },
          },
          { target: 'saved', actions: { type: 'dropRemoved', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'photosFailed',
          actions: { type: 'setRemoveError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    uploading: {
      entry: 'startUpload',
      on: { PHOTO_PROGRESS: { actions: 'setProgress' } },
      invoke: {
        src: 'uploadPhoto',
        input: ({ context, self }) => {
          const photo = context.photos.find((p) => p.status === 'uploading') as PhotoItem;
          return {
            listingId: context.listingId ?? 0,
            photo,
            onProgress: (loaded: number, total: number) =>
              self.send({ type: 'PHOTO_PROGRESS', key: photo.key, loaded, total }),
          };
        },
        onDone: [
          {
            guard: ({ context }) => context.photos.filter((p) => p.status === 'pending').length > 0,
            target: 'uploading',
            reenter: true,
            actions: { type: 'markUploaded', params: ({ event }) => event.output },
          },
          {
            guard: 'hasFailed',
            target: 'photosFailed',
            actions: { type: 'markUploaded', params: ({ event }) => event.output },
          },
          {
            guard: 'needsOrder',
            target: 'orderingPhotos',
            actions: { type: 'markUploaded', params: ({ event }) => event.output },
          },
          { target: 'saved', actions: { type: 'markUploaded', params: ({ event }) => event.output } },
        ],
        onError: [
          {
            guard: ({ context }) => context.photos.filter((p) => p.status === 'pending').length > 0,
            target: 'uploading',
            reenter: true,
            actions: { type: 'markFailed', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'photosFailed',
            actions: { type: 'markFailed', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    orderingPhotos: {
      invoke: {
        src: 'orderPhotos',
        input: ({ context }) => ({ listingId: context.listingId ?? 0, imageIds: photoOrder(context.photos) }),
        onDone: { target: 'saved', actions: { type: 'setListing', params: ({ event }) => event.output } },
        onError: {
          target: 'photosFailed',
          actions: { type: 'setOrderError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    photosFailed: {
      on: {
        RETRY_PHOTO: { guard: 'isFailedPhoto', target: 'uploading', actions: 'queuePhoto' },
        RETRY_PHOTOS: [
          { guard: 'hasRemovals', target: 'removingPhotos', actions: 'queueFailed' },
          { guard: 'hasFailedUploads', target: 'uploading', actions: 'queueFailed' },
          { target: 'orderingPhotos', actions: 'queueFailed' },
        ],
        PHOTO_REMOVE: [
          {
            guard: and(['isLastProblem', 'needsOrder', not('orderRefused')]),
            target: 'orderingPhotos',
            actions: ['emitDiscarded', 'removePhoto'],
          },
          { guard: 'isLastProblem', target: 'saved', actions: ['emitDiscarded', 'removePhoto'] },
          { guard: 'isFailedPhoto', actions: ['emitDiscarded', 'removePhoto'] },
        ],
        // Continue without the failed photos; the order still goes unless sending it was what failed.
        FINISH: [
          {
            guard: and(['needsOrder', not('orderRefused')]),
            target: 'orderingPhotos',
            actions: 'dropFailed',
          },
          { target: 'saved', actions: 'dropFailed' },
        ],
        EDIT: { target: 'editing' },
      },
    },
    saved: {
      type: 'final',
      entry: emit(({ context }) => ({
        type: 'saved' as const,
        // biome-ignore lint/style/noNonNullAssertion: `saving` stored the listing before any path here.
        listing: context.listing!,
      })),
    },
  },
});

/** The machine's type, for `machine.provide(...)` overrides and snapshots. */
export type ListingFormMachine = typeof listingFormMachine;
