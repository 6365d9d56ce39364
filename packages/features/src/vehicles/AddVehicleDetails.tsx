import type { SpecItem } from '@gari/contract/reference';
import type { DetailField } from '@gari/machines/addVehicle';
import { NumberField } from '@gari/ui/NumberField';
import { Select, SelectItem } from '@gari/ui/Select';
import type { UseQueryResult } from '@tanstack/react-query';
import { useT } from '../shared/locale';
import { SERVER_FIELD } from './addVehicleFields';
import { type en as vehiclesEn, vehiclesT } from './messages';
import type { AddVehicleFlow } from './useAddVehicle';

/** Catalog key of each detail field's label. */
const DETAIL_LABEL: Record<DetailField, keyof typeof vehiclesEn> = {
  transmission: 'transmission',
  fuelType: 'fuelTypeField',
  bodyStyle: 'bodyStyleField',
  color: 'color',
};

/** Items of a spec list plus the current value when the list lacks it (e.g. an auto-filled body style). */
function specItems(list: SpecItem[] | undefined, current: string | null): string[] {
  const names = (list ?? []).map((s) => s.name);
  if (current && !names.includes(current)) names.push(current);
  return names;
}

function DetailSelect({
  flow,
  field,
  list,
}: {
  flow: AddVehicleFlow;
  field: DetailField;
  list: UseQueryResult<SpecItem[]>;
}) {
  const t = useT(vehiclesT);
  const value = flow.context[field];
  const serverError = t.message(flow.context.fieldErrors[SERVER_FIELD[field]]?.[0]);
  const items = specItems(list.data, value);
  return (
    <Select
      label={t(DETAIL_LABEL[field])}
      placeholder={t('optional')}
      isDisabled={!flow.canChoose.details || flow.isSaving}
      selectedKey={value}
      onSelectionChange={(key) => flow.setDetail(field, key === null ? null : String(key))}
      description={list.isError ? t('failedToLoad') : field === 'bodyStyle' ? t('bodyStyleHint') : undefined}
      isInvalid={!!serverError}
      errorMessage={serverError}
    >
      {items.map((name) => (
        <SelectItem key={name} id={name} textValue={name}>
          {name}
        </SelectItem>
      ))}
    </Select>
  );
}

/**
 * The optional details of Add Vehicle (spec §2): Transmission, Fuel Type, Body Style (auto-filled from
 * the model), Color (Selects over the reference lists) and Mileage (km, a NumberField), disabled until
 * a year is chosen. The fields of the page's Details fieldset; a chunk of its own (issue #8), which
 * `AddVehiclePage` loads on demand.
 */
export function AddVehicleDetails({ flow }: { flow: AddVehicleFlow }) {
  const t = useT(vehiclesT);
  const { context: ctx } = flow;
  const mileageError = t.message(ctx.fieldErrors[SERVER_FIELD.mileage]?.[0]);
  return (
    <>
      <DetailSelect flow={flow} field="transmission" list={flow.specs.transmission} />
      <DetailSelect flow={flow} field="fuelType" list={flow.specs.fuelType} />
      <DetailSelect flow={flow} field="bodyStyle" list={flow.specs.bodyStyle} />
      <DetailSelect flow={flow} field="color" list={flow.specs.color} />
      <NumberField
        label={t('mileageKm')}
        minValue={0}
        formatOptions={{ maximumFractionDigits: 2 }}
        description={t('mileageHint')}
        isDisabled={!flow.canChoose.details || flow.isSaving}
        value={ctx.mileage ?? Number.NaN}
        onChange={(v) => flow.setMileage(Number.isNaN(v) ? null : v)}
        isInvalid={!!mileageError}
        errorMessage={mileageError}
      />
    </>
  );
}
