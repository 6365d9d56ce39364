import { and, assign, emit, enqueueActions, fromPromise, not, setup } from 'xstate';
import { type FieldErrors, msg, notProvided, readFailure } from '../shared';
import {
  addFitmentRow,
  editField,
  initialContext,
  pickCarMake,
  pickCarModel,
  pickFitmentMake,
  pickFitmentModel,
  pickFitmentYear,
  refuseFitment,
  removeFitmentRow,
  toggleFeature,
} from './edits';
import {
  addPicked,
  movePhoto,
  photoOrder,
  photoOrderDiffers,
  photosOf,
  removePhoto,
  requeueFailed,
  requeuePhoto,
  startNextUpload,
  withProgress,
  withUploaded,
  withUploadFailed,
} from './photos';
import {
  carOf,
  checkListing,
  failedPhotos,
  fitmentProblem,
  formFieldOf,
  pendingPhotos,
  valuesOf,
} from './rules';
import type {
  DeletePhotoInput,
  ListingBody,
  ListingFormContext,
  ListingFormEmitted,
  ListingFormEvent,
  ListingFormEventOf,
  ListingFormInput,
  OrderPhotosInput,
  PhotoItem,
  SavedListing,
  SaveListingInput,
  SellingMessageKey,
  UploadPhotoInput,
} from './types';

/** A validation refusal of `validateListing` (field errors of the local rules). */
interface Refusal {
  refused: true;
  errors: FieldErrors<SellingMessageKey>;
}
const isRefusal = (e: unknown): e is Refusal =>
  typeof e === 'object' && e !== null && (e as { refused?: unknown }).refused === true;

/**
 * An action assigning what `update` makes of the context and a `type` event (any other event
 * changes nothing).
 */
const on = <T extends ListingFormEvent['type']>(
  type: T,
  update: (context: ListingFormContext, event: ListingFormEventOf<T>) => Partial<ListingFormContext>,
) =>
  assign<ListingFormContext, ListingFormEvent, undefined, ListingFormEvent, never>(({ context, event }) =>
    event.type === type ? update(context, event as ListingFormEventOf<T>) : {},
  );

/** Actions that store the listing a save step answered (`setListing`, `dropRemoved`, `markUploaded`). */
type StepAction = 'setListing' | 'dropRemoved' | 'markUploaded';

/** `action` with the step's answer (the saved listing) as its params. */
const keep = <A extends StepAction>(type: A) => ({
  type,
  params: ({ event }: { event: { output: SavedListing } }) => event.output,
});

/**
 * The end of every save step, once nothing is left to remove or upload: send the photo order when
 * the server's is not the seller's, else `saved`; `action` stores the step's listing either way.
 */
const finishSave = <A extends StepAction>(action: A) => [
  { guard: 'needsOrder' as const, target: 'orderingPhotos', actions: keep(action) },
  { target: 'saved', actions: keep(action) },
];

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
    /** Photos still wait in `uploading` (the one just sent is not counted). */
    morePending: ({ context }) => context.photos.some((p) => p.status === 'pending'),
    /** Removed images still wait after the one just deleted. */
    moreRemovals: ({ context }) => context.removedImageIds.length > 1,
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
    setField: on('SET_FIELD', editField),
    toggleFeature: on('TOGGLE_FEATURE', toggleFeature),
    carMake: on('CAR_MAKE', pickCarMake),
    carModel: on('CAR_MODEL', pickCarModel),
    fitmentMake: on('FITMENT_MAKE', pickFitmentMake),
    fitmentModel: on('FITMENT_MODEL', pickFitmentModel),
    fitmentYear: on('FITMENT_YEAR', pickFitmentYear),
    addFitment: assign(({ context }) => addFitmentRow(context)),
    refuseFitment: assign(({ context }) => refuseFitment(context)),
    removeFitment: on('FITMENT_REMOVE', removeFitmentRow),
    addPhotos: on('PHOTOS_ADD', addPicked),
    removePhoto: on('PHOTO_REMOVE', removePhoto),
    movePhoto: on('PHOTO_MOVE', movePhoto),
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
      photos: requeueFailed(context.photos),
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
    startUpload: assign(({ context }) => ({ photos: startNextUpload(context.photos) })),
    setProgress: on('PHOTO_PROGRESS', withProgress),
    markUploaded: assign(({ context }, listing: SavedListing) => ({
      listing,
      photos: withUploaded(context.photos, listing),
    })),
    markFailed: assign(({ context }, { error }: { error: unknown }) => ({
      photos: withUploadFailed(context.photos, error),
    })),
    queuePhoto: on('RETRY_PHOTO', requeuePhoto),
    queueFailed: assign(({ context }) => ({
      photoError: null,
      orderFailed: false,
      photos: requeueFailed(context.photos),
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
          { guard: 'hasRemovals', target: 'removingPhotos', actions: keep('setListing') },
          { guard: 'hasPending', target: 'uploading', actions: keep('setListing') },
          ...finishSave('setListing'),
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
          { guard: 'moreRemovals', target: 'removingPhotos', reenter: true, actions: keep('dropRemoved') },
          { guard: 'hasPending', target: 'uploading', actions: keep('dropRemoved') },
          ...finishSave('dropRemoved'),
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
          { guard: 'morePending', target: 'uploading', reenter: true, actions: keep('markUploaded') },
          { guard: 'hasFailed', target: 'photosFailed', actions: keep('markUploaded') },
          ...finishSave('markUploaded'),
        ],
        onError: [
          {
            guard: 'morePending',
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
        onDone: { target: 'saved', actions: keep('setListing') },
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
