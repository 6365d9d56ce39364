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
  const listOf = (q: ListingFormFlow['fuels']) => (q.data ?? []).map((s) => ({ id: s.name, label: s.name }));
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
      <ChoiceField
        flow={flow}
        field="fuel"
        label={t('fuel')}
        placeholder={flow.fuels.isPending ? t('loading') : t('chooseFuel')}
        options={listOf(flow.fuels)}
      />
      <ChoiceField
        flow={flow}
        field="transmission"
        label={t('transmission')}
        placeholder={flow.transmissions.isPending ? t('loading') : t('chooseTransmission')}
        options={listOf(flow.transmissions)}
      />
    </fieldset>
  );
}
