import type { GasStationDetail } from '@gari/contract/gasStations';
import { Alert } from '@gari/ui/Alert';
import { Button } from '@gari/ui/Button';
import { NumberField } from '@gari/ui/NumberField';
import type { FormEvent, ReactNode } from 'react';
import * as ps from '../providers/providers.css';
import { fieldError } from '../shared';
import { useT } from '../shared/locale';
import { OptionSelect } from '../shared/OptionSelect';
import * as s from './gas.css';
import { t as gasT } from './messages';
import { ReportSection } from './ReportSection';
import { usePriceReport } from './usePriceReport';

/** Props of {@link PriceReportMember}. */
export interface PriceReportMemberProps {
  station: GasStationDetail;
  /** The station's cache key (the route's id or slug). */
  stationKey: string;
}

/**
 * "Report a price" for a signed-in member (issue #11; `priceReport` machine): Report a price opens a
 * form — fuel (those the station sells) and price per litre in its currency — with Send report and
 * Cancel. Outcomes: 'Thanks for reporting' (shown now, or waiting for a second driver) with Report
 * another price; 'Already reported' with the server's text (one report per fuel per hour; another fuel
 * may be chosen); 'Report not sent' with Try again. `data-state` = the machine's state. Its own chunk
 * (the machine, XState, the number field), loaded by `PriceReportPanel` for members only.
 */
export function PriceReportMember({ station, stationKey }: PriceReportMemberProps) {
  const t = useT(gasT);
  const { state, send } = usePriceReport(station, stationKey);
  const c = state.context;
  const fuels = c.fuels;

  let body: ReactNode;
  if (state.matches('idle')) {
    body = (
      <div>
        <Button variant="secondary" onPress={() => send({ type: 'OPEN' })} isDisabled={fuels.length === 0}>
          {t('reportTitle')}
        </Button>
      </div>
    );
  } else if (state.matches('reported') && c.result) {
    const fuel = c.result.report.fuel_type;
    body = (
      <Alert
        tone="success"
        title={t('reportedTitle')}
        action={
          <div className={s.reference}>
            <Button size="sm" variant="secondary" onPress={() => send({ type: 'OPEN' })}>
              {t('reportAnother')}
            </Button>
            <Button size="sm" variant="ghost" onPress={() => send({ type: 'CANCEL' })}>
              {t('close')}
            </Button>
          </div>
        }
      >
        {c.result.report.status === 'confirmed'
          ? t('reportedShown', { fuel })
          : t('reportedPending', { fuel })}
      </Alert>
    );
  } else {
    const submit = (e: FormEvent) => {
      e.preventDefault();
      send({ type: state.matches('failed') ? 'RETRY' : 'SUBMIT' });
    };
    body = (
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
          <OptionSelect
            label={t('reportFuel')}
            value={c.fuel_type}
            options={fuels}
            onChange={(fuel) => send({ type: 'CHANGE_FUEL', fuel })}
            {...fieldError(t.message(c.fieldErrors.fuel_type?.[0]))}
          />
          <NumberField
            label={t('reportPrice', { currency: station.currency })}
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
  return <ReportSection state={String(state.value)}>{body}</ReportSection>;
}
