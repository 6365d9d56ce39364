import { Alert } from '@gari/ui/Alert';
import { Button, LinkButton } from '@gari/ui/Button';
import { Card } from '@gari/ui/Card';
import { Inline } from '@gari/ui/Inline';
import { PageHeader } from '@gari/ui/PageHeader';
import { Select, SelectItem } from '@gari/ui/Select';
import { TextField } from '@gari/ui/TextField';
import { type FormEvent, type Key, lazy, Suspense } from 'react';
import { FieldSkeletons } from '../shared/FieldSkeleton';
import { useT } from '../shared/locale';
import { MakeModelFields } from '../shared/MakeModelFields';
import { RetryAlert } from '../shared/RetryAlert';
import * as styles from './AddVehiclePage.css';
import { SERVER_FIELD } from './addVehicleFields';
import { vehiclesT } from './messages';
import { type AddVehicleFlow, type UseAddVehicleOptions, useAddVehicle } from './useAddVehicle';

/**
 * The optional details (transmission, fuel type, body style, colour, mileage): their own chunk, loaded
 * when the form renders (issue #8: react-aria's NumberField leaves the route's first load; the details
 * stay disabled until a year is chosen). Field look-alikes hold their place meanwhile.
 */
const AddVehicleDetails = lazy(() =>
  import('./AddVehicleDetails').then((m) => ({ default: m.AddVehicleDetails })),
);

const toNumberKey = (key: Key | null): number | null => (key === null ? null : Number(key));

/** A failed load of makes or models: the message and Retry. */
function LoadError({ flow, title }: { flow: AddVehicleFlow; title: string }) {
  const t = useT(vehiclesT);
  return (
    <RetryAlert title={title} onRetry={flow.retry} retryLabel={t('retry')}>
      {flow.loadError}
    </RetryAlert>
  );
}

/** Props of {@link AddVehiclePage}: the options of {@link useAddVehicle} (stories start anywhere). */
export type AddVehiclePageProps = UseAddVehicleOptions;

/**
 * Add Vehicle (/vehicles/new, spec §2 Add Vehicle, §4 cascade, §5): the guided form Make → Model →
 * Year → optional Transmission, Fuel Type, Body Style (auto-filled from the model), Color, Mileage
 * (km), and the read-only generated name. Each step is disabled until the prior one is chosen;
 * changing a step clears the later ones. Cancel returns to /vehicles; Save reads 'Saving...' while
 * pending and is disabled at 5 vehicles with 'You can add up to 5 cars. You already have N. Please
 * remove one before adding another.'. On success: /vehicles. On failure: toast 'Failed to add vehicle'.
 *
 * `data-state` on the form: the machine's dotted state, e.g. 'editing.loadingModels'
 * (@selector `[data-state="saving"]`).
 */
export function AddVehiclePage(props: AddVehiclePageProps) {
  const t = useT(vehiclesT);
  const flow = useAddVehicle(props);
  const { context: ctx } = flow;
  const errorOf = (field: keyof typeof SERVER_FIELD) => t.message(ctx.fieldErrors[SERVER_FIELD[field]]?.[0]);

  const onSubmit = (e: FormEvent<HTMLElement>) => {
    e.preventDefault();
    flow.save();
  };

  return (
    <section className={styles.page} aria-labelledby="add-vehicle-title">
      <PageHeader titleId="add-vehicle-title" title={t('addVehicle')} />

      {flow.limitMessage ? <Alert tone="warning">{flow.limitMessage}</Alert> : null}

      {flow.state === 'makesError' ? <LoadError flow={flow} title={t('makesFailedTitle')} /> : null}

      <Card
        as="form"
        gap="lg"
        elevation="flat"
        onSubmit={onSubmit}
        data-state={flow.state}
        aria-busy={flow.isSaving}
      >
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('vehicleLegend')}</legend>
          <MakeModelFields
            makes={ctx.makes}
            models={ctx.models}
            makeId={ctx.makeId}
            modelId={ctx.modelId}
            onMakeChange={flow.selectMake}
            onModelChange={flow.selectModel}
            loadingMakes={flow.isLoadingMakes}
            loadingModels={flow.isLoadingModels}
            makeDisabled={flow.state === 'makesError' || flow.isSaving}
            modelDisabled={!flow.canChoose.model || flow.isSaving}
            makeError={errorOf('make')}
            modelError={errorOf('model')}
          />

          <Select
            label={t('year')}
            placeholder={t('chooseYear')}
            isDisabled={!flow.canChoose.year || flow.isSaving}
            isRequired
            selectedKey={ctx.year}
            onSelectionChange={(key) => flow.selectYear(toNumberKey(key))}
            description={ctx.modelId === null ? t('chooseModelFirst') : undefined}
            isInvalid={!!errorOf('year')}
            errorMessage={errorOf('year')}
          >
            {flow.years.map((y) => (
              <SelectItem key={y} id={y} textValue={String(y)}>
                {String(y)}
              </SelectItem>
            ))}
          </Select>
        </fieldset>

        {flow.state === 'editing.modelsError' ? (
          <LoadError flow={flow} title={t('modelsFailedTitle')} />
        ) : null}

        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('detailsLegend')}</legend>
          <Suspense fallback={<FieldSkeletons count={5} hint />}>
            <AddVehicleDetails flow={flow} />
          </Suspense>
        </fieldset>

        <TextField label={t('name')} isReadOnly value={flow.name} description={t('nameHint')} />

        {flow.saveError && !flow.limitMessage ? <Alert tone="danger">{flow.saveError}</Alert> : null}

        <Inline justify="end">
          <LinkButton href="/vehicles" variant="secondary">
            {t('cancel')}
          </LinkButton>
          <Button
            type="submit"
            variant="primary"
            isDisabled={!flow.canSave && !flow.isSaving}
            isPending={flow.isSaving}
          >
            {flow.isSaving ? t('saving') : t('save')}
          </Button>
        </Inline>
      </Card>
    </section>
  );
}
