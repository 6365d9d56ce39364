import { Alert } from '@gari/ui/Alert';
import { Button } from '@gari/ui/Button';
import { NumberField } from '@gari/ui/NumberField';
import { Select, SelectItem } from '@gari/ui/Select';
import type { FormEvent } from 'react';
import * as ps from '../providers/providers.css';
import { fieldError } from '../shared';
import * as s from './gas.css';
import { t } from './messages';
import type { usePriceReport } from './useGasStation';

/** Props of {@link PriceReportForm}. */
export interface PriceReportFormProps {
  /** The `priceReport` flow of the panel ({@link usePriceReport}), open (not idle, not reported). */
  report: ReturnType<typeof usePriceReport>;
  /** The station's currency (ISO 4217), in the price's label. */
  currency: string;
}

/**
 * The "Report a price" form (issue #11; `priceReport` machine, states editing, submitting,
 * rateLimited, failed): fuel (those the station sells) and price per litre in `currency`, with Send
 * report (Try again after a failure) and Cancel (Close when rate limited); the 'Already reported' and
 * 'Report not sent' alerts above it; field errors from the server under the fields. Loaded on demand
 * by `PriceReportPanel`.
 */
export function PriceReportForm({ report: { state, send }, currency }: PriceReportFormProps) {
  const c = state.context;
  const fuels = c.fuels;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: state.matches('failed') ? 'RETRY' : 'SUBMIT' });
  };
  return (
    <>
      {state.matches('rateLimited') ? (
        <Alert tone="warning" title={t('rateLimitedTitle')}>
          {t.message(c.error)}
        </Alert>
      ) : null}
      {state.matches('failed') ? (
        <Alert tone="danger" title={t('failedTitle')}>
          {t.message(c.error)}
        </Alert>
      ) : null}
      <form className={ps.panel} onSubmit={submit} noValidate aria-label={t('reportTitle')}>
        <Select
          label={t('reportFuel')}
          selectedKey={c.fuel_type}
          onSelectionChange={(k) => send({ type: 'CHANGE_FUEL', fuel: String(k) })}
          {...fieldError(t.message(c.fieldErrors.fuel_type?.[0]))}
        >
          {fuels.map((f) => (
            <SelectItem key={f} id={f}>
              {f}
            </SelectItem>
          ))}
        </Select>
        <NumberField
          label={t('reportPrice', { currency })}
          minValue={0}
          value={c.price ?? Number.NaN}
          onChange={(v) => send({ type: 'CHANGE_PRICE', price: Number.isNaN(v) ? null : v })}
          isReadOnly={state.matches('submitting')}
          {...fieldError(t.message(c.fieldErrors.price?.[0]))}
        />
        <div className={s.reference}>
          {state.matches('rateLimited') ? null : (
            <Button type="submit" isPending={state.matches('submitting')}>
              {state.matches('failed') ? t('tryAgain') : t('reportSend')}
            </Button>
          )}
          <Button
            variant="ghost"
            onPress={() => send({ type: 'CANCEL' })}
            isDisabled={state.matches('submitting')}
          >
            {state.matches('rateLimited') ? t('close') : t('cancel')}
          </Button>
        </div>
      </form>
    </>
  );
}
