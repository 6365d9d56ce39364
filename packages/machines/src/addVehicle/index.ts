/**
 * `@gari/machines/addVehicle`: the Add Vehicle cascade (spec §2 Add Vehicle, §4, §5, §9).
 */
export {
  type AddVehicleMachine,
  addVehicleMachine,
  autoName,
  canChoose,
  canSave,
  DEFAULT_MAX_VEHICLES,
  draftOf,
  limitReached,
  MIN_YEAR,
  sanitizeMileage,
  selectedMake,
  selectedModel,
  vehicleName,
  yearOptions,
} from './machine';
export type {
  ActorError,
  AddVehicleContext,
  AddVehicleEmitted,
  AddVehicleEvent,
  AddVehicleInput,
  AddVehicleMessage,
  AddVehicleMessageKey,
  CreatedVehicle,
  DetailField,
  MakeOption,
  ModelOption,
  VehicleDraft,
} from './types';
