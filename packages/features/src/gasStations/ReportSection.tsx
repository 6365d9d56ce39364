import type { ReactNode } from 'react';
import * as ps from '../providers/providers.css';
import { useT } from '../shared/locale';
import { TitledSection } from '../shared/TitledSection';
import { t as gasT } from './messages';

/**
 * The "Report a price" section of a station page: its title, the intro and `children` (the sign-in
 * link, the member's button, form or outcome). `state` is its `data-state`: 'visitor', 'loading'
 * (the member's part is loading) or the `priceReport` machine's state.
 */
export function ReportSection({ state, children }: { state: string; children: ReactNode }) {
  const t = useT(gasT);
  return (
    <TitledSection look={ps.titledSection} data-state={state} titleId="report-title" title={t('reportTitle')}>
      <p className={ps.muted}>{t('reportIntro')}</p>
      {children}
    </TitledSection>
  );
}
