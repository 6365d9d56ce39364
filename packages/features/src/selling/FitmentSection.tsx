import { Button } from '@gari/ui/Button';
import { Select, SelectItem } from '@gari/ui/Select';
import type { Key } from 'react';
import { useT } from '../shared/locale';
import { HelpedSection, SectionErrors } from './formFields';
import { MakeModelPicker } from './MakeModelPicker';
import { t as sectionT } from './sectionMessages';
import * as styles from './selling.css';
import type { ListingFormFlow } from './useListingForm';

const toYear = (key: Key | null) => (key === null ? null : Number(key));

/** Fitment: the rows, and the make → model → years picker that adds one (issue #10). */
export function FitmentSection({ flow }: { flow: ListingFormFlow }) {
  const t = useT(sectionT);
  const { fitment, fitmentDraft: draft } = flow.context;
  const rowError = (i: number) => flow.errorOf(`fitment.${i}`);
  return (
    <HelpedSection name="fitment" legend={t('fitsVehicles')} help={t('fitmentHelp')}>
      {fitment.length > 0 ? (
        <ul className={styles.fitmentList} aria-label={t('fitmentList')}>
          {fitment.map((f, i) => {
            const name = `${f.make} ${f.model ?? t('allModels')} ${f.year_from}–${f.year_to}`;
            return (
              <li key={`${f.make_id}-${f.model_id}-${f.year_from}-${f.year_to}`}>
                <div className={styles.fitmentRow}>
                  <span>{name}</span>
                  <Button
                    variant="ghost"
                    size="sm"
                    isDisabled={flow.isBusy}
                    aria-label={t('removeOf', { name })}
                    onPress={() => flow.removeFitment(i)}
                  >
                    {t('remove')}
                  </Button>
                </div>
                {rowError(i) ? <p className={styles.fieldError}>{rowError(i)}</p> : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      <MakeModelPicker
        {...flow.fitmentPicker}
        isRequired={false}
        modelHint={t('modelHint')}
        makeError={flow.makes.isError ? t('makesFailed') : undefined}
      />
      {(['from', 'to'] as const).map((bound) => (
        <Select
          key={bound}
          label={bound === 'from' ? t('yearFrom') : t('yearTo')}
          placeholder={t('chooseYear')}
          isDisabled={draft.make === null || flow.isBusy}
          selectedKey={bound === 'from' ? draft.year_from : draft.year_to}
          onSelectionChange={(key) => flow.fitmentYear(bound, toYear(key))}
        >
          {flow.years.map((y) => (
            <SelectItem key={y} id={y} textValue={String(y)}>
              {String(y)}
            </SelectItem>
          ))}
        </Select>
      ))}
      <div className={styles.wideField}>
        <Button variant="secondary" isDisabled={draft.make === null || flow.isBusy} onPress={flow.addFitment}>
          {t('addVehicle')}
        </Button>
        <SectionErrors alert={flow.fitmentError} fieldError={flow.errorOf('fitment')} />
      </div>
    </HelpedSection>
  );
}
