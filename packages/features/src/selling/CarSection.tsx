import { useT } from '../shared/locale';
import { ChoiceField, HelpedSection, WholeNumberText } from './formFields';
import { MakeModelPicker } from './MakeModelPicker';
import { t as sectionT } from './sectionMessages';
import type { ListingFormFlow } from './useListingForm';

/**
 * The car of a car for sale (category `vehicles`; issue #10 "cars for sale (year, mileage, fuel,
 * transmission)"): make → model from the reference cascade (required), the year among the model's
 * years, the mileage in km, and the fuel and transmission from the reference lists
 * (GET /vehicle-specs/fuels, /transmissions). Every field is required (contract `CAR_REQUIRED`).
 */
export function CarSection({ flow }: { flow: ListingFormFlow }) {
  const t = useT(sectionT);
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
    <HelpedSection name="car" legend={t('theCar')} help={t('carHelp')}>
      <MakeModelPicker
        {...flow.carPicker}
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
      <WholeNumberText flow={flow} field="mileage" label={t('mileageKm')} description={t('mileageHint')} />
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
    </HelpedSection>
  );
}
