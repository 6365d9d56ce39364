/**
 * Types of the `addVehicle` machine (spec §2 Add Vehicle, §4 Add Vehicle cascade, §5 Add Vehicle, §9).
 *
 * The machine package depends on nothing of ours, so the reference shapes are declared here
 * structurally; they match `Make`, `Model` (@gari/contract/reference) and `VehicleCreate`
 * (@gari/contract/vehicles), which callers pass in.
 */
import type { FieldErrors, Message } from '../shared';

/** A make of the reference list (`GET /makes`). */
export interface MakeOption {
  id: number;
  name: string;
}

/** A model of a make (`GET /makes/{id}/models`); years are inclusive, `end_year` null = still sold. */
export interface ModelOption {
  id: number;
  make_id: number;
  name: string;
  /** One of car, suv, truck, pickup, van, bus, motorbike (spec §9). */
  vehicle_type: string;
  start_year: number | null;
  end_year: number | null;
}

/** The `POST /vehicles` body the machine builds (spec §3 Vehicle create payload). Mileage in km. */
export interface VehicleDraft {
  name: string;
  year: number;
  make: string;
  model: string;
  make_id: number;
  model_id: number;
  transmission: string | null;
  fuel_type: string | null;
  body_style: string | null;
  color: string | null;
  mileage: number | null;
}

/** What `createVehicle` resolves with: at least the new vehicle's id. */
export interface CreatedVehicle {
  id: number;
}

/** The optional spec fields (transmission, fuel type, body style, colour), chosen after the year. */
export type DetailField = 'transmission' | 'fuelType' | 'bodyStyle' | 'color';

/** Error raised by an actor: `message` is shown; `status` 409 is the 5-car limit; `errors` per field. */
export interface ActorError {
  message?: string;
  status?: number;
  errors?: Record<string, string[]>;
}

export interface AddVehicleInput {
  /**
   * Body style per model `vehicle_type` (spec §9), e.g. `BODY_STYLE_BY_VEHICLE_TYPE` of
   * @gari/contract/reference. The model's body style fills Body Style when a year is chosen.
   */
  bodyStyleByVehicleType: Readonly<Record<string, string>>;
  /** How many vehicles the member already has (may arrive later with `SET_VEHICLE_COUNT`). @default 0 */
  vehicleCount?: number;
  /** Vehicles allowed per member (spec §9). @default 5 */
  maxVehicles?: number;
  /** "Now", for the year list (current year down to 1960). @default new Date() */
  now?: Date;
}

export interface AddVehicleContext {
  bodyStyleByVehicleType: Readonly<Record<string, string>>;
  /** Reference makes, loaded in `loadingMakes`. */
  makes: MakeOption[];
  /** Models of the chosen make, loaded in `editing.loadingModels`. */
  models: ModelOption[];
  makeId: number | null;
  modelId: number | null;
  year: number | null;
  transmission: string | null;
  fuelType: string | null;
  bodyStyle: string | null;
  color: string | null;
  /** Odometer in km: integer >= 0, null when not given. */
  mileage: number | null;
  vehicleCount: number;
  maxVehicles: number;
  /** The current calendar year (from `input.now`). */
  currentYear: number;
  /** Load error (makes or models) or the server's save error message. */
  error: AddVehicleMessage | null;
  /** Server field errors of the last failed save (`{ field: [{ text }] }`). */
  fieldErrors: FieldErrors<AddVehicleMessageKey>;
  /** True when the last save failed with 409 (the 5-car limit, enforced by the server). */
  limitRejected: boolean;
  /** The vehicle created by the last successful save. */
  vehicle: CreatedVehicle | null;
}

/**
 * Events the `addVehicle` machine emits: `saved` (the created vehicle) on entering `saved`,
 * `saveFailed` (the message kept in `context.error`) when POST /vehicles failed.
 */
export type AddVehicleEmitted =
  | { type: 'saved'; vehicle: CreatedVehicle | null }
  | { type: 'saveFailed'; error: AddVehicleMessage };

export type AddVehicleEvent =
  /** Retry the failed load (makes in `makesError`, models in `editing.modelsError`). */
  | { type: 'RETRY' }
  /** Choose a make (null clears it). Clears model, year, transmission, fuel, body style, colour. */
  | { type: 'SELECT_MAKE'; makeId: number | null }
  /** Choose a model of the loaded list (null clears it). Clears year and the details. */
  | { type: 'SELECT_MODEL'; modelId: number | null }
  /** Choose a year of `yearOptions` (null clears it). Clears the details, re-fills Body Style. */
  | { type: 'SELECT_YEAR'; year: number | null }
  /** Set one optional detail (needs a year). Empty text = null. */
  | { type: 'SET_DETAIL'; field: DetailField; value: string | null }
  /** Mileage in km as typed: floored, minimum 0, invalid → 0, empty → null. */
  | { type: 'SET_MILEAGE'; value: number | string | null }
  /** The member's vehicle count (from the vehicles query). */
  | { type: 'SET_VEHICLE_COUNT'; count: number }
  /** Save: allowed when make, model and year are chosen and the 5-car limit is not reached. */
  | { type: 'SAVE' };

/**
 * Keys of the texts the `addVehicle` machine produces (English in @gari/features/vehicles
 * `messages.ts`): the load failures of makes and models and the save fallback (spec §8).
 */
export type AddVehicleMessageKey = 'makesFailed' | 'modelsFailed' | 'saveFailed';

/** A text of the Add Vehicle flow: an {@link AddVehicleMessageKey}, or the server's message. */
export type AddVehicleMessage = Message<AddVehicleMessageKey>;
