import type { SpecItem, SpecKind } from '@gari/contract/reference';
import { BODY_STYLE_BY_VEHICLE_TYPE, MAX_VEHICLES } from '@gari/contract/vehicleRules';
import {
  type AddVehicleMachine,
  addVehicleMachine,
  autoName,
  type CreatedVehicle,
  canChoose,
  canSave,
  type DetailField,
  limitReached,
  type MakeOption,
  type ModelOption,
  selectedMake,
  selectedModel,
  type VehicleDraft,
  yearOptions,
} from '@gari/machines/addVehicle';
import { toast } from '@gari/ui/Toast';
import { type UseQueryResult, useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { type FlowHookOptions, flowView, statePathOf, useApi, useFlowHook } from '../app';
import { useT } from '../shared/locale';
import { rememberInterestTags } from './interestTags';
import { vehiclesT } from './messages';
import { useVehicles, VEHICLES_KEY } from './useVehicles';

/** Query key of one `/vehicle-specs/{kind}` list. */
export const specQueryKey = (kind: SpecKind) => ['vehicle-specs', kind] as const;

/** `{ editing: 'ready' }` → `'editing.ready'` (the dotted path used by stories and `data-state`). */
export const statePath = statePathOf;

export interface UseAddVehicleOptions extends FlowHookOptions<AddVehicleMachine> {
  /** "Now" for the year list. @default new Date() */
  now?: Date;
  /** Where to go after a successful save (spec §4). @default '/vehicles' */
  redirectTo?: string;
}

/** The four optional spec lists of the form, by field. */
export interface SpecLists {
  transmission: UseQueryResult<SpecItem[]>;
  fuelType: UseQueryResult<SpecItem[]>;
  bodyStyle: UseQueryResult<SpecItem[]>;
  color: UseQueryResult<SpecItem[]>;
}

const SPEC_KIND_OF: Record<DetailField, SpecKind> = {
  transmission: 'transmissions',
  fuelType: 'fuels',
  bodyStyle: 'body-styles',
  color: 'colors',
};

/**
 * The headless Add Vehicle flow (spec §2 Add Vehicle, §4 cascade, §5, §8 'Failed to add vehicle').
 *
 * Runs the `addVehicle` machine with the API's calls (GET /makes, GET /makes/{id}/models,
 * POST /vehicles), feeds it the member's vehicle count from the ['vehicles'] query (the 5-car limit),
 * loads the four `/vehicle-specs/*` lists, and on success refreshes ['vehicles'], stores the interest
 * tags (brand, model, fuel, gear) in localStorage `gari.joined_convoys` and navigates to /vehicles.
 * A failed save shows the toast 'Failed to add vehicle' with the server's message.
 *
 * Must be used inside `GariProvider` and a react-router router.
 */
export function useAddVehicle(options: UseAddVehicleOptions = {}) {
  const t = useT(vehiclesT);
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const redirectTo = options.redirectTo ?? '/vehicles';

  const vehicles = useVehicles();
  const vehicleCount = vehicles.data?.length;

  const flow = useFlowHook(addVehicleMachine, options, {
    actors: {
      loadMakes: fromPromise<MakeOption[]>(() => api.reference.makes()),
      loadModels: fromPromise<ModelOption[], { makeId: number }>(({ input }) =>
        api.reference.models(input.makeId),
      ),
      createVehicle: fromPromise<CreatedVehicle, VehicleDraft>(({ input }) => api.vehicles.create(input)),
    },
    input: {
      bodyStyleByVehicleType: BODY_STYLE_BY_VEHICLE_TYPE,
      vehicleCount: vehicleCount ?? 0,
      maxVehicles: MAX_VEHICLES,
      now: options.now,
    },
    on: {
      saveFailed: (event) => {
        toast.error(t('saveFailedTitle'), t.message(event.error));
      },
      // Saved: remember the interest tags, refresh the list, go to My Cars (spec §4).
      saved: () => {
        const ctx = actorRef.getSnapshot().context;
        const make = selectedMake(ctx)?.name ?? null;
        const model = selectedModel(ctx)?.name ?? null;
        rememberInterestTags({ make, model, fuel_type: ctx.fuelType, transmission: ctx.transmission });
        void queryClient.invalidateQueries({ queryKey: VEHICLES_KEY });
        navigate(redirectTo);
      },
    },
  });
  const view = flowView(flow);
  const { state, snapshot, send, actorRef, context: ctx } = view;

  // Keep the machine's count in step with the ['vehicles'] query (it may arrive after the start).
  useEffect(() => {
    if (vehicleCount !== undefined) send({ type: 'SET_VEHICLE_COUNT', count: vehicleCount });
  }, [vehicleCount, send]);

  const isSaved = snapshot.status === 'done';
  const specResults = useQueries({
    queries: (Object.keys(SPEC_KIND_OF) as DetailField[]).map((field) => ({
      queryKey: specQueryKey(SPEC_KIND_OF[field]),
      queryFn: () => api.reference.specs(SPEC_KIND_OF[field]),
      staleTime: Number.POSITIVE_INFINITY,
    })),
  });
  const specs: SpecLists = {
    transmission: specResults[0] as UseQueryResult<SpecItem[]>,
    fuelType: specResults[1] as UseQueryResult<SpecItem[]>,
    bodyStyle: specResults[2] as UseQueryResult<SpecItem[]>,
    color: specResults[3] as UseQueryResult<SpecItem[]>,
  };

  const model = selectedModel(ctx);
  const years = useMemo(() => yearOptions(model, ctx.currentYear), [model, ctx.currentYear]);
  const atLimit = limitReached(ctx);

  return {
    ...view,
    /** True while the makes load (`loadingMakes`). */
    isLoadingMakes: state === 'loadingMakes',
    /** True while the models of the chosen make load. */
    isLoadingModels: state === 'editing.loadingModels',
    /** Load error of makes (`makesError`) or models (`editing.modelsError`); null otherwise. */
    loadError:
      state === 'makesError' || state === 'editing.modelsError' ? (t.message(ctx.error) ?? null) : null,
    /** The server's message of the last failed save (null otherwise). */
    saveError: state === 'editing.ready' ? (t.message(ctx.error) ?? null) : null,
    /** True while POST /vehicles is pending (Save reads 'Saving...'). */
    isSaving: state === 'saving',
    isSaved,
    makes: ctx.makes,
    models: ctx.models,
    years,
    make: selectedMake(ctx),
    model,
    /** Which steps are open (Model, Year, details). */
    canChoose: canChoose(ctx),
    /** Save enabled (make, model, year chosen and under the limit, not saving). */
    canSave: canSave(ctx) && state === 'editing.ready',
    /** The read-only generated name ('2018 Toyota RAV4'). */
    name: autoName(ctx),
    /** The member's vehicle count, undefined while the list loads. */
    vehicleCount,
    /** True at 5 vehicles (or when the server answered 409). */
    limitReached: atLimit || ctx.limitRejected,
    /** The spec §5 limit text for the current count, null under the limit. */
    limitMessage: atLimit
      ? t('limitReached', { count: ctx.vehicleCount })
      : ctx.limitRejected
        ? (t.message(ctx.error) ?? null)
        : null,
    specs,
    selectMake: (makeId: number | null) => send({ type: 'SELECT_MAKE', makeId }),
    selectModel: (modelId: number | null) => send({ type: 'SELECT_MODEL', modelId }),
    selectYear: (year: number | null) => send({ type: 'SELECT_YEAR', year }),
    setDetail: (field: DetailField, value: string | null) => send({ type: 'SET_DETAIL', field, value }),
    setMileage: (value: number | string | null) => send({ type: 'SET_MILEAGE', value }),
    save: () => send({ type: 'SAVE' }),
    retry: () => send({ type: 'RETRY' }),
  };
}

/** What {@link useAddVehicle} returns. */
export type AddVehicleFlow = ReturnType<typeof useAddVehicle>;
