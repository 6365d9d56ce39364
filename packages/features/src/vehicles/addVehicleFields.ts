/** Server field names (POST /vehicles) of each field of the Add Vehicle form (spec §2 Add Vehicle). */
export const SERVER_FIELD = {
  make: 'make_id',
  model: 'model_id',
  year: 'year',
  transmission: 'transmission',
  fuelType: 'fuel_type',
  bodyStyle: 'body_style',
  color: 'color',
  mileage: 'mileage',
} as const;
