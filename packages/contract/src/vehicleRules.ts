/**
 * The plain rules and option lists of vehicles (spec §5, §9): the 5-car limit and its message, the
 * year list's lower bound, expense categories, vehicle types and their body styles. Free of zod so
 * that views can import them without the schemas; `./vehicles` and `./reference` re-export them.
 */

/** At most 5 vehicles per member (spec §5, §9). */
export const MAX_VEHICLES = 5;
/** Lower bound of the year list (spec §5). */
export const MIN_VEHICLE_YEAR = 1960;

/**
 * Upper bounds of the car log's numbers, the same for the forms (`RefuelCreate`, `ExpenseCreate`,
 * `VehicleCreate`, `ReminderDone`) and the CSV import (`rules/csvImport`): litres of one refuel, an
 * amount of money (in the currency's major units), and an odometer reading (km).
 */
export const MAX_LITRES = 2_000;
/** See {@link MAX_LITRES}: the largest refuel cost or expense amount (major units). */
export const MAX_MONEY = 100_000_000;
/** See {@link MAX_LITRES}: the largest odometer reading or mileage, km. */
export const MAX_ODOMETER_KM = 5_000_000;

/** Message when the 5-car limit is reached (spec §5), N = the member's current count. */
export const vehicleLimitMessage = (count: number) =>
  `You can add up to 5 cars. You already have ${count}. Please remove one before adding another.`;

/** Expense categories. Refuels count as `fuel` in spend totals. */
export const EXPENSE_CATEGORIES = [
  'maintenance',
  'repair',
  'parts',
  'tyres',
  'insurance',
  'parking',
  'tolls',
  'wash',
  'fines',
  'other',
] as const;

/** Vehicle types of a model (spec §9). */
export const VEHICLE_TYPES = ['car', 'suv', 'truck', 'pickup', 'van', 'bus', 'motorbike'] as const;

/** Model type to body style (spec §9): car=Sedan, suv=SUV, … */
export const BODY_STYLE_BY_VEHICLE_TYPE: Record<(typeof VEHICLE_TYPES)[number], string> = {
  car: 'Sedan',
  suv: 'SUV',
  truck: 'Truck',
  pickup: 'Pickup',
  van: 'Van',
  bus: 'Bus',
  motorbike: 'Motorbike',
};
