import type { ListingCreate } from '@gari/contract/marketplace';
import { MARKET_COUNTRIES, MARKET_CURRENCIES } from '@gari/contract/marketplaceOptions';
import type { Model } from '@gari/contract/reference';
import {
  carYears,
  type DeletePhotoInput,
  type FitmentMake,
  type FitmentModel,
  fitmentYears,
  isCarListing,
  type ListingBody,
  type ListingField,
  type ListingFormMachine,
  listingFormMachine,
  type OrderPhotosInput,
  type SavedListing,
  type SaveListingInput,
  type SaveStatus,
  type SellingMessage,
  type UploadPhotoInput,
} from '@gari/machines/selling';
import { toast } from '@gari/ui/Toast';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { type FlowHookOptions, flowView, useApi, useFlowHook } from '../app';
import { eventSenders } from '../shared/eventSenders';
import { useT } from '../shared/locale';
import type { MakeModelFieldsProps } from '../shared/MakeModelFields';
import { t as formT } from './formMessages';
import { t as sellingT } from './messages';
import { MARKETPLACE_KEY, referenceKeys, sellerKeys } from './queryKeys';

/** Options of {@link useListingForm}. */
export interface UseListingFormOptions extends FlowHookOptions<ListingFormMachine> {
  /** The listing to edit (one of the member's); absent for a new listing. */
  listingId?: number | null;
  /** "Now", for the fitment year lists. @default new Date() */
  now?: Date;
}

/** A "Listing not found." failure (in `text`'s language) of the seller's own listing (not in GET /marketplace/mine). */
const notFound = (text: string) => Object.assign(new Error(text), { status: 404 });

/** The form's commands without a payload: the hook's callback, and the machine event it sends. */
const COMMANDS = {
  addFitment: 'FITMENT_ADD',
  retry: 'RETRY',
  retryPhotos: 'RETRY_PHOTOS',
  finish: 'FINISH',
  edit: 'EDIT',
} as const;

/**
 * The headless listing form (issue #10 "Selling"; spec §3 Listing; §5 "Submit buttons are blocked
 * while a request is pending"): the `listingForm` machine with the API's calls —
 * `loadListing` = the listing from GET /marketplace/mine (the seller's, any status; 404 'Listing not
 * found.' otherwise), `saveListing` = POST /marketplace/listings or PATCH /marketplace/listings/{id}
 * (price in major units of the country currency), `uploadPhoto` = POST …/photos (multipart, upload
 * progress through `XMLHttpRequest`), `deletePhoto` = DELETE …/photos/{id}, `orderPhotos` = PUT
 * …/photos/order (the seller's photo order, cover first). The fitment picker and a
 * car's make → model read GET /makes and GET /makes/{id}/models; a car's fuel and transmission lists
 * GET /vehicle-specs/fuels and /transmissions (cached for the session).
 *
 * Picked files get `blob:` previews (revoked when removed, refused or on unmount). On `saved` the
 * spareshop queries (`['marketplace', …]`) are refreshed and a toast says 'Listing published' or
 * 'Draft saved'; a failed save toasts 'Could not save the listing' with the reason.
 *
 * Must be used inside `GariProvider`. Errors: the client's ApiError (422 names the field).
 */
export function useListingForm(options: UseListingFormOptions = {}) {
  const t = useT(sellingT);
  const ft = useT(formT);
  const api = useApi();
  const queryClient = useQueryClient();
  const previews = useRef(new Set<string>());

  const country = api.store.getCountry();
  const flow = useFlowHook(listingFormMachine, options, {
    actors: {
      loadListing: fromPromise<SavedListing, { id: number }>(async ({ input }) => {
        const mine = await queryClient.fetchQuery({
          queryKey: sellerKeys.listings,
          queryFn: () => api.marketplace.mine(),
          staleTime: 0,
        });
        const found = mine.find((l) => l.id === input.id);
        if (!found) throw notFound(ft('listingNotFound'));
        return found;
      }),
      saveListing: fromPromise<SavedListing, SaveListingInput>(({ input }) => {
        // The machine's body is the contract's `ListingCreate` (enums as checked strings).
        const body = input.body as ListingBody & ListingCreate;
        return input.listingId === null
          ? api.marketplace.create(body)
          : api.marketplace.update(input.listingId, body);
      }),
      uploadPhoto: fromPromise<SavedListing, UploadPhotoInput>(({ input, signal }) =>
        api.marketplace.addPhoto(input.listingId, input.photo.file as Blob, input.photo.name, {
          onProgress: input.onProgress,
          signal,
        }),
      ),
      deletePhoto: fromPromise<SavedListing, DeletePhotoInput>(({ input }) =>
        api.marketplace.removePhoto(input.listingId, input.imageId),
      ),
      orderPhotos: fromPromise<SavedListing, OrderPhotosInput>(({ input }) =>
        api.marketplace.orderPhotos(input.listingId, input.imageIds),
      ),
    },
    input: {
      listingId: options.listingId ?? null,
      currencies: MARKET_CURRENCIES,
      country: (MARKET_COUNTRIES as readonly string[]).includes(country) ? country : 'RW',
      now: options.now,
    },
    on: {
      saved: (event) => {
        void queryClient.invalidateQueries({ queryKey: MARKETPLACE_KEY });
        const published = event.listing.status === 'published';
        toast.success(t(published ? 'savedPublishedTitle' : 'savedDraftTitle'), event.listing.title);
      },
      saveFailed: (event) => {
        toast.error(t('saveFailedTitle'), t.message(event.error));
      },
      photoDiscarded: (event) => {
        if (event.previewUrl.startsWith('blob:')) {
          URL.revokeObjectURL(event.previewUrl);
          previews.current.delete(event.previewUrl);
        }
      },
    },
  });
  const view = flowView(flow);
  const { state, send, actorRef, context: ctx } = view;

  // Previews live as long as the form: revoke the ones still held when it goes away.
  useEffect(() => {
    const held = previews.current;
    return () => {
      for (const url of held) URL.revokeObjectURL(url);
      held.clear();
    };
  }, []);

  const draft = ctx.fitmentDraft;
  const makes = useQuery({
    queryKey: referenceKeys.makes,
    queryFn: () => api.reference.makes(),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const makeId = draft.make?.id ?? null;
  const models = useQuery({
    queryKey: referenceKeys.models(makeId ?? 0),
    queryFn: () => api.reference.models(makeId ?? 0),
    enabled: makeId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const years = useMemo(() => fitmentYears(draft, ctx.currentYear), [draft, ctx.currentYear]);
  const isCar = isCarListing(ctx.values);
  const carMakeId = ctx.car.make?.id ?? null;
  const carModels = useQuery({
    queryKey: referenceKeys.models(carMakeId ?? 0),
    queryFn: () => api.reference.models(carMakeId ?? 0),
    enabled: isCar && carMakeId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const fuels = useQuery({
    queryKey: referenceKeys.specs('fuels'),
    queryFn: () => api.reference.specs('fuels'),
    enabled: isCar,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const transmissions = useQuery({
    queryKey: referenceKeys.specs('transmissions'),
    queryFn: () => api.reference.specs('transmissions'),
    enabled: isCar,
    staleTime: Number.POSITIVE_INFINITY,
  });
  // The saved car's model knows its years once the make's models are listed.
  const carModel = carModels.data?.find((m) => m.id === ctx.car.model?.id) ?? ctx.car.model;
  const yearsOfCar = useMemo(
    () => carYears({ make: ctx.car.make, model: carModel }, ctx.currentYear),
    [ctx.car.make, carModel, ctx.currentYear],
  );

  const busy =
    state === 'validating' ||
    state === 'saving' ||
    state === 'removingPhotos' ||
    state === 'uploading' ||
    state === 'orderingPhotos';
  const market = ctx.currencies[ctx.values.country];

  // A new listing or a draft can be published or kept as a draft; a live one just saves its changes.
  const listingStatus = ctx.listing?.status ?? null;
  const offersDraft = listingStatus === null || listingStatus === 'draft';

  const modelOption = (list: Model[], id: number | null): FitmentModel | null => {
    const m = list.find((x) => x.id === id);
    return m ? { id: m.id, name: m.name, start_year: m.start_year, end_year: m.end_year } : null;
  };
  const makeOption = (id: number | null): FitmentMake | null => {
    const make = id === null ? null : (makes.data?.find((m) => m.id === id) ?? null);
    return make ? { id: make.id, name: make.name } : null;
  };
  /**
   * The props of the make → model pickers of one cascade (the car for sale, or the fitment being
   * added): its choice, the models of its make (`query`, none before a make), and what a pick sends.
   */
  const picker = (
    choice: { make: FitmentMake | null; model: FitmentModel | null },
    query: typeof models,
    pick: { make: (make: FitmentMake | null) => void; model: (model: FitmentModel | null) => void },
  ): MakeModelFieldsProps => {
    const list: Model[] = choice.make === null ? [] : (query.data ?? []);
    return {
      makes: makes.data ?? [],
      models: list,
      makeId: choice.make?.id ?? null,
      modelId: choice.model?.id ?? null,
      onMakeChange: (id) => pick.make(makeOption(id)),
      onModelChange: (id) => pick.model(modelOption(list, id)),
      loadingMakes: makes.isPending,
      loadingModels: query.isFetching,
      makeDisabled: busy || makes.isError,
      modelDisabled: busy,
    };
  };

  return {
    ...view,
    values: ctx.values,
    /** True while checking, saving or sending photos (every input and button is disabled). */
    isBusy: busy,
    /** 'create' (Publish / Save as draft) or 'edit'. */
    mode: ctx.mode,
    /** Currency of the chosen country ('RWF') and its minor-unit digits. */
    currency: market?.currency ?? 'RWF',
    currencyDigits: market?.exponent ?? 0,
    /** The first error of a field (local rule or server text), as English text. */
    errorOf: (field: string): string | undefined => t.message(ctx.fieldErrors[field]?.[0]),
    /** The general error (load or save), as text. */
    error: t.message(ctx.error),
    fitmentError: t.message(ctx.fitmentError),
    /** Text of any message of the machine (e.g. a photo's upload error). */
    messageText: (m: SellingMessage | null | undefined) => t.message(m),
    /** Whether 'Save as draft' is offered (a new listing or a draft). */
    offersDraft,
    /** What the primary button (and Enter) asks for: publish a new listing or draft; else keep the status. */
    primaryStatus: (offersDraft ? 'published' : undefined) as SaveStatus | undefined,
    /** 'Publish' or 'Save changes', in the page's language. */
    primaryLabel: offersDraft ? ft('publish') : ft('saveChanges'),
    photoError: t.message(ctx.photoError),
    /** Reference makes (GET /makes). */
    makes,
    /** The fitment's make → model pickers (GET /makes/{id}/models of the draft's make). */
    fitmentPicker: picker(draft, models, {
      make: (make) => send({ type: 'FITMENT_MAKE', make }),
      model: (model) => send({ type: 'FITMENT_MODEL', model }),
    }),
    /** Years the fitment picker offers (the draft model's, else current year down to 1960). */
    years,
    /** True when the form lists a car for sale (category `vehicles`): the car fields apply. */
    isCar,
    /** The car's make → model pickers (GET /makes/{id}/models), its years, fuels, gearboxes. */
    carPicker: picker(ctx.car, carModels, {
      make: (make) => send({ type: 'CAR_MAKE', make }),
      model: (model) => send({ type: 'CAR_MODEL', model }),
    }),
    carYears: yearsOfCar,
    fuels,
    transmissions,
    setField: (field: ListingField, value: string) => send({ type: 'SET_FIELD', field, value }),
    toggleFeature: (feature: string) => send({ type: 'TOGGLE_FEATURE', feature }),
    fitmentYear: (bound: 'from' | 'to', year: number | null) => send({ type: 'FITMENT_YEAR', bound, year }),
    removeFitment: (index: number) => send({ type: 'FITMENT_REMOVE', index }),
    /** Adds picked files with previews; refused ones (not images, > 8 MB, > 6) are revoked at once. */
    addPhotos: (files: readonly File[]) => {
      const picked = files.map((file) => ({ file, previewUrl: URL.createObjectURL(file) }));
      send({ type: 'PHOTOS_ADD', photos: picked });
      const kept = new Set(actorRef.getSnapshot().context.photos.map((p) => p.previewUrl));
      for (const p of picked) {
        if (kept.has(p.previewUrl)) previews.current.add(p.previewUrl);
        else URL.revokeObjectURL(p.previewUrl);
      }
    },
    removePhoto: (key: string) => send({ type: 'PHOTO_REMOVE', key }),
    /** Moves a photo one place earlier (-1) or later (1); the order is saved with the listing. */
    movePhoto: (key: string, by: -1 | 1) => send({ type: 'PHOTO_MOVE', key, by }),
    save: (status?: SaveStatus) => send({ type: 'SAVE', status }),
    retryPhoto: (key: string) => send({ type: 'RETRY_PHOTO', key }),
    ...eventSenders(send, COMMANDS),
  };
}

/** What {@link useListingForm} returns; the prop of the form's parts. */
export type ListingFormFlow = ReturnType<typeof useListingForm>;
