/**
 * `@gari/features/vehicles`: My Cars (/vehicles), Add Vehicle (/vehicles/new) and Car status
 * (/vehicles/{id}) — views, headless hooks and query keys (spec §2, §3, §4, §5, §7, §9).
 */
export { AddVehiclePage, type AddVehiclePageProps } from './AddVehiclePage';
export { CarStatusPage, type CarStatusPageProps, spendChartData } from './CarStatusPage';
export {
  type InterestCategory,
  type InterestTag,
  interestTagsOf,
  JOINED_CONVOYS_KEY,
  type JoinedConvoys,
  readJoinedConvoys,
  rememberInterestTags,
} from './interestTags';
export { MyCarsPage } from './MyCarsPage';
export { vehiclesT } from './messages';
export {
  AddExpenseForm,
  AddRefuelForm,
  categoryLabel,
  type StatusFormProps,
  useCategoryLabel,
} from './StatusForms';
export { CATEGORY_KEY, carStatusT } from './statusMessages';
export {
  type AddVehicleFlow,
  type SpecLists,
  specQueryKey,
  statePath,
  type UseAddVehicleOptions,
  useAddVehicle,
} from './useAddVehicle';
export {
  type ExpenseDraft,
  type FieldErrors,
  isNotFound,
  parseVehicleId,
  type RefuelDraft,
  STATUS_MONTHS,
  STATUS_RECENT_LIMIT,
  todayIso,
  useAddExpense,
  useAddRefuel,
  useCarStatus,
  vehicleKeys,
} from './useCarStatus';
export { useRemoveVehicle, useVehicles, VEHICLES_KEY } from './useVehicles';
