import { MakeModelFields } from '../shared/MakeModelFields';
import { ChoiceField, FormText } from './formFields';
import * as styles from './selling.css';
import type { ListingFormFlow } from './useListingForm';

/**
 * The car of a car for sale (category `vehicles`; issue #10 "cars for sale (year, mileage, fuel,
 * transmission)"): make → model from the reference cascade (required), the year among the model's
 * years, the mileage in km, and the fuel and transmission from the reference lists
 * (GET /vehicle-specs/fuels, /transmissions). Every field is required (contract `CAR_REQUIRED`).
 */
export function CarSection({ flow }: { flow: ListingFormFlow }) {
  const { car } = flow.context;
  const listOf = (q: ListingFormFlow['fuels']) => (q.data ?? []).map((s) => ({ id: s.name, label: s.name }));
  return (
    <fieldset className={styles.group} aria-describedby="car-help">
      <legend className={styles.legend}>The car</legend>
      <p id="car-help" className={`${styles.note} ${styles.wideField}`}>
        Buyers compare cars by year, mileage, fuel and transmission.
      </p>
      <MakeModelFields
        makes={flow.makes.data ?? []}
        models={flow.carModelList}
        makeId={car.make?.id ?? null}
        modelId={car.model?.id ?? null}
        onMakeChange={flow.carMake}
        onModelChange={flow.carModel}
        loadingMakes={flow.makes.isPending}
        loadingModels={flow.carModels.isFetching}
        makeDisabled={flow.isBusy || flow.makes.isError}
        modelDisabled={flow.isBusy}
        makeError={flow.makes.isError ? 'Failed to load makes.' : flow.errorOf('make_id')}
        modelError={flow.errorOf('model_id')}
      />
      <ChoiceField
        flow={flow}
        field="year"
        label="Year"
        placeholder="Choose a year"
        options={flow.carYears.map((y) => ({ id: String(y), label: String(y) }))}
      />
      <FormText
        flow={flow}
        field="mileage"
        label="Mileage (km)"
        isRequired
        inputMode="numeric"
        description="As the odometer reads, in km."
      />
      <ChoiceField
        flow={flow}
        field="fuel"
        label="Fuel"
        placeholder={flow.fuels.isPending ? 'Loading…' : 'Choose the fuel'}
        options={listOf(flow.fuels)}
      />
      <ChoiceField
        flow={flow}
        field="transmission"
        label="Transmission"
        placeholder={flow.transmissions.isPending ? 'Loading…' : 'Choose the transmission'}
        options={listOf(flow.transmissions)}
      />
    </fieldset>
  );
}
