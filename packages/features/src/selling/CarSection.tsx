import { useT } from '../shared/locale';
import { ChoiceField, FormText } from './formFields';
import { MakeModelPicker } from './MakeModelPicker';
import { t as sectionT } from './sectionMessages';
import * as styles from './selling.css';
import type { ListingFormFlow } from './useListingForm';

/**
 * The car of a car for sale (category `vehicles`; issue #10 "cars for sale (year, mileage, fuel,
 * transmission)"): make → model from the reference cascade (required), the year among the model's
 * years, the mileage in km, and the fuel and transmission from the reference lists
 * (GET /vehicle-specs/fuels, /transmissions). Every field is required (contract `CAR_REQUIRED`).
 */
export function CarSection({ flow }: { flow: ListingFormFlow }) {
  const t = useT(sectionT);
  const { car } = flow.context;
  // The fuel and the transmission: picked from their reference lists (GET /vehicle-specs/…).
  const specs = [
    { field: 'fuel', label: t('fuel'), choose: t('chooseFuel'), list: flow.fuels },
    {
      field: 'transmission',
      label: t('transmission'),
      choose: t('chooseTransmission'),
      list: flow.transmissions,
    },
  ] as const;
  return (
    <fieldset className={styles.group} aria-describedby="car-help">
      <legend className={styles.legend}>{t('theCar')}</legend>
      <p id="car-help" className={`${styles.note} ${styles.wideField}`}>
        {t('carHelp')}
      </p>
      <MakeModelPicker
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
        makeError={flow.makes.isError ? t('makesFailed') : flow.errorOf('make_id')}
        modelError={flow.errorOf('model_id')}
      />
      <ChoiceField
        flow={flow}
        field="year"
        label={t('year')}
        placeholder={t('chooseYear')}
        options={flow.carYears.map((y) => ({ id: String(y), label: String(y) }))}
      />
      <FormText
        flow={flow}
        field="mileage"
        label={t('mileageKm')}
        isRequired
        inputMode="numeric"
        description={t('mileageHint')}
      />
      {specs.map((spec) => (
        <ChoiceField
          key={spec.field}
          flow={flow}
          field={spec.field}
          label={spec.label}
          placeholder={spec.list.isPending ? t('loading') : spec.choose}
          options={(spec.list.data ?? []).map((s) => ({ id: s.name, label: s.name }))}
        />
      ))}
    </fieldset>
  );
}
