import { ComboBox, ComboBoxItem } from '@gari/ui/Select';
import type { Key } from 'react';
import { fieldError } from './fieldError';
import { useT } from './locale';
import { t as sharedT } from './sharedMessages';

/** A make or model as the pickers list it (reference data, spec §3 Make / Model). */
export interface MakeModelOption {
  id: number;
  name: string;
}

/** Props of {@link MakeModelFields}. */
export interface MakeModelFieldsProps {
  makes: readonly MakeModelOption[];
  /** Models of the chosen make (empty until they load). */
  models: readonly MakeModelOption[];
  makeId: number | null;
  modelId: number | null;
  onMakeChange: (makeId: number | null) => void;
  onModelChange: (modelId: number | null) => void;
  /** The makes are loading: Make reads 'Loading makes…' and is disabled. */
  loadingMakes?: boolean;
  /** The models of the chosen make are loading. */
  loadingModels?: boolean;
  /** Disables Make (e.g. the makes failed to load, or a save is running). */
  makeDisabled?: boolean;
  /** Disables Model (it is also disabled until a make is chosen). */
  modelDisabled?: boolean;
  /** Both are required (Add Vehicle); fitment leaves the model optional. @default true */
  isRequired?: boolean;
  /** Description of Model once a make is chosen (e.g. 'Leave empty for every model.'). */
  modelHint?: string;
  makeError?: string;
  modelError?: string;
  /** Labels, e.g. 'Fits make'. @default 'Make' / 'Model' in the member's language (shared catalog) */
  makeLabel?: string;
  modelLabel?: string;
}

const toNumberKey = (key: Key | null): number | null => (key === null ? null : Number(key));

/** A make or model in its picker's list. */
const optionItem = (option: MakeModelOption) => (
  <ComboBoxItem id={option.id} textValue={option.name}>
    {option.name}
  </ComboBoxItem>
);

/**
 * The Make → Model pickers of the reference cascade (spec §2 Add Vehicle, §4 "Model … disabled until
 * the prior step is chosen"): two searchable ComboBoxes; Model is disabled until a make is chosen and
 * its models are listed, and says 'Choose a make first.' / 'Loading models…'. Used by Add Vehicle and
 * by the listing form's fitment rows (issue #10), which own the cascade rules (clearing the model
 * when the make changes) in their machines.
 */
export function MakeModelFields({
  makes,
  models,
  makeId,
  modelId,
  onMakeChange,
  onModelChange,
  loadingMakes = false,
  loadingModels = false,
  makeDisabled = false,
  modelDisabled = false,
  isRequired = true,
  modelHint,
  makeError,
  modelError,
  makeLabel,
  modelLabel,
}: MakeModelFieldsProps) {
  const t = useT(sharedT);
  return (
    <>
      <ComboBox
        label={makeLabel ?? t('make')}
        buttonLabel={t('showSuggestions')}
        placeholder={loadingMakes ? t('loadingMakes') : t('chooseMake')}
        isDisabled={loadingMakes || makeDisabled}
        isRequired={isRequired}
        selectedKey={makeId}
        onSelectionChange={(key) => onMakeChange(toNumberKey(key))}
        {...fieldError(makeError)}
        items={makes}
      >
        {optionItem}
      </ComboBox>

      <ComboBox
        label={modelLabel ?? t('model')}
        buttonLabel={t('showSuggestions')}
        placeholder={loadingModels ? t('loadingModels') : t('chooseModel')}
        isDisabled={makeId === null || models.length === 0 || modelDisabled}
        isRequired={isRequired}
        selectedKey={modelId}
        onSelectionChange={(key) => onModelChange(toNumberKey(key))}
        description={loadingModels ? t('loadingModels') : makeId === null ? t('chooseMakeFirst') : modelHint}
        {...fieldError(modelError)}
        items={models}
      >
        {optionItem}
      </ComboBox>
    </>
  );
}
