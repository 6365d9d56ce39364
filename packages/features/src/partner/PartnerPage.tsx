import type { ProviderKind } from '@gari/contract/providers';
import { Alert } from '@gari/ui/Alert';
import { Badge, CountBadge } from '@gari/ui/Badge';
import { Button } from '@gari/ui/Button';
import { Checkbox } from '@gari/ui/Checkbox';
import { Inline } from '@gari/ui/Inline';
import { Stack } from '@gari/ui/Stack';
import { Tab, TabList, TabPanel, Tabs } from '@gari/ui/Tabs';
import { TextField, type TextFieldProps } from '@gari/ui/TextField';
import { visuallyHidden } from '@gari/ui/theme';
import type { ReactNode } from 'react';
import { LoadingStatus } from '../shared/LoadingStatus';
import { useT } from '../shared/locale';
import { RetryAlert } from '../shared/RetryAlert';
import { TitledSection } from '../shared/TitledSection';
import { useFormat } from '../shared/useFormat';
import { CompleteBookingForm } from './CompleteBookingForm';
import { CopyCode, CopyText } from './CopyField';
import { DecideBookingForm } from './DecideBookingForm';
import { FuelWidgetSnippet, widgetKindTexts } from './FuelWidgetSnippet';
import { partnerT } from './messages';
import { ProviderPhotos } from './ProviderPhotos';
import * as styles from './partner.css';
import { StationSection } from './StationSection';
import {
  messageOf,
  PARTNER_TABS,
  type PartnerTab,
  usePartnerApi,
  usePartnerConsole,
  usePartnerRequests,
  usePendingCount,
  useWidgetSettings,
} from './usePartnerConsole';
import { type LiveConnection, type PartnerLive, usePartnerLive } from './usePartnerLive';
import { widgetT } from './widgetMessages';

const EN = partnerT.catalog.en;
/** The 403 text for a signed-in member who is nobody's staff (English; the page reads its language). */
export const NOT_STAFF_MESSAGE = EN.notStaff;
/** The live bar's connection text (issue #16) in English; the page reads it in the member's language. */
export const CONNECTION_TEXT: Record<LiveConnection, string> = {
  connecting: EN.connecting,
  live: EN.live,
  polling: EN.polling,
};

/**
 * /partner (issue #3 Partner console; issue #11 station section): gas station staff set their fuel
 * prices, products and hours ({@link StationSection}); garage and carwash staff see the booking
 * requests of their providers in Pending / Accepted / Completed / Declined tabs, Accept or Decline pending
 * ones and mark accepted ones completed with the final price in RWF ({@link CompleteBookingForm}, issue
 * #13)
 * ones (toasts 'Booking accepted' / 'Booking declined' naming how the customer was notified; the API
 * sends the SMS or outbox message; failure toasts 'Failed to accept booking' / 'Failed to decline
 * booking'); garage and carwash staff upload each provider's cover photo and logo
 * ({@link ProviderPhotos}, issue #16); everyone manages the widget of each provider ({@link WidgetSettings}: the booking
 * widget, or a station's price widget). Signed-out visitors never get here (the route
 * wraps it in `RequireAuth` → /login?next=/partner). A member who is nobody's staff (403) sees
 * 'This account is not a provider staff account.'; any other failure an error with Retry.
 *
 * @selector `[data-booking-id]` on each request, `[data-status]` its status.
 */
export function PartnerPage() {
  const t = useT(partnerT);
  const { me, notStaff, tab, setTab } = usePartnerConsole();

  if (me.isPending) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('title')}</h1>
        <LoadingStatus label={t('loading')} height="5rem" lines={3} />
      </div>
    );
  }
  if (me.isError) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('title')}</h1>
        {notStaff ? (
          <Alert tone="warning" title={t('notStaffTitle')}>
            {t('notStaff')}
          </Alert>
        ) : (
          <RetryAlert title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => me.refetch()}>
            {messageOf(me.error) ?? t('tryAgain')}
          </RetryAlert>
        )}
      </div>
    );
  }

  const { user, providers } = me.data;
  const stations = providers.filter((p) => p.type === 'gas_station');
  const bookable = providers.length > stations.length;
  return (
    <div className={styles.page}>
      <div>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.muted}>
          {t('signedInAs', { name: user.name, providers: providers.map((p) => p.name).join(', ') })}
        </p>
      </div>
      {stations.map((p) => (
        <StationSection key={p.id} stationId={p.id} stationName={p.name} />
      ))}
      {bookable ? <BookingRequests tab={tab} setTab={setTab} /> : null}
      {providers.map((p) =>
        p.type === 'gas_station' ? null : (
          <ProviderPhotos key={`photos-${p.id}`} provider={{ ...p, type: p.type }} />
        ),
      )}
      {providers.map((p) => (
        <WidgetSettings key={p.id} providerId={p.id} providerName={p.name} kind={p.type} />
      ))}
    </div>
  );
}

/**
 * The booking requests, live (issue #16 "Partner console, live"): the connection state with the
 * sound toggle, the Pending tab with the count of pending requests, the polite live region that
 * announces each new request, and the tabs' lists (new requests highlighted, `data-new`).
 */
function BookingRequests({ tab, setTab }: { tab: PartnerTab; setTab: (tab: PartnerTab) => void }) {
  const t = useT(partnerT);
  const live = usePartnerLive(usePartnerApi());
  const pending = usePendingCount(live.refetchInterval);
  return (
    <TitledSection look={styles.titledSection} titleId="partner-requests" title={t('requests')}>
      <Inline justify="between" gap="sm">
        <p className={styles.muted} data-testid="partner-connection" data-connection={live.connection}>
          <span className={styles.liveDot} data-connection={live.connection} aria-hidden="true" />
          {t(live.connection)}
        </p>
        <Checkbox isSelected={live.sound} onChange={live.setSound}>
          {t('sound')}
        </Checkbox>
      </Inline>
      <p className={visuallyHidden} role="status" aria-live="polite" data-testid="partner-announcement">
        {live.announcement}
      </p>
      <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key as PartnerTab)}>
        <TabList aria-label={t('requestsByStatus')}>
          {PARTNER_TABS.map((status) => (
            <Tab key={status} id={status}>
              {t(`tab_${status}`)}
              {status === 'pending' && pending > 0 ? (
                <CountBadge
                  className={styles.tabCount}
                  count={pending}
                  label={(n) => t('pendingCount', { n })}
                  data-testid="pending-count"
                />
              ) : null}
            </Tab>
          ))}
        </TabList>
        {PARTNER_TABS.map((status) => (
          <TabPanel key={status} id={status}>
            <RequestList status={status} live={live} />
          </TabPanel>
        ))}
      </Tabs>
    </TitledSection>
  );
}

/** The requests of one status, with Accept / Decline on pending ones; live ones marked new. */
function RequestList({ status, live }: { status: PartnerTab; live: PartnerLive }) {
  const t = useT(partnerT);
  const f = useFormat();
  const { bookings, decide, isDeciding, busy } = usePartnerRequests(status, live.refetchInterval);

  if (bookings.isPending) {
    return <LoadingStatus label={t('loadingRequests')} height="4rem" lines={2} />;
  }
  if (bookings.isError) {
    return (
      <RetryAlert title={t('requestsFailed')} retryLabel={t('retry')} onRetry={() => bookings.refetch()}>
        {messageOf(bookings.error) ?? t('tryAgain')}
      </RetryAlert>
    );
  }
  if (bookings.data.length === 0) return <p className={styles.muted}>{t(`empty_${status}`)}</p>;
  return (
    <Stack as="ul" aria-label={t(`list_${status}`)}>
      {bookings.data.map((b) => (
        <li
          key={b.booking_id}
          className={live.fresh.has(b.booking_id) ? `${styles.item} ${styles.fresh}` : styles.item}
          data-booking-id={b.booking_id}
          data-status={b.status}
          data-new={live.fresh.has(b.booking_id) || undefined}
        >
          <Stack gap="xs">
            <span className={styles.itemTitle}>
              {live.fresh.has(b.booking_id) && b.status === 'pending' ? (
                <Badge tone="info">{t('newBadge')}</Badge>
              ) : null}{' '}
              {b.service} · {f.date(b.date)} {f.time(b.time)}
            </span>
            <span>
              {b.full_name}
              {b.phone ? ` · ${b.phone}` : ''} · {b.is_member ? t('member') : t('visitor')}
            </span>
            <span className={styles.muted}>
              {b.booking_id} · {b.provider.name}
              {b.source === 'widget'
                ? ` · ${b.widget_origin ? t('viaWidgetOn', { origin: b.widget_origin }) : t('viaWidget')}`
                : ''}
            </span>
            {b.notes ? <span>{t('notes', { text: b.notes })}</span> : null}
            {b.final_price !== null ? (
              <span>{t('finalPriceIs', { price: f.money(b.final_price) })}</span>
            ) : null}
            {b.provider_message ? <span>{t('messageIs', { text: b.provider_message })}</span> : null}
          </Stack>
          {b.status === 'accepted' ? <CompleteBookingForm booking={b} /> : null}
          {b.status === 'pending' ? (
            <DecideBookingForm
              booking={b}
              busy={busy?.booking.booking_id === b.booking_id ? busy.action : undefined}
              isDeciding={isDeciding}
              onDecide={(action, message) => decide(b, action, message)}
            />
          ) : (
            <Badge tone={b.status === 'declined' ? 'neutral' : 'success'}>{t(`tab_${status}`)}</Badge>
          )}
        </li>
      ))}
    </Stack>
  );
}

/**
 * A text field of the widget settings that takes the rest of its row (before its button): invalid,
 * with `error` under it, when `error` is not null.
 */
function GrowingField({
  error,
  ...props
}: Omit<TextFieldProps, 'className' | 'isInvalid' | 'errorMessage'> & { error: string | null }) {
  return (
    <TextField
      className={styles.grow}
      {...props}
      isInvalid={error !== null}
      errorMessage={error ?? undefined}
    />
  );
}

/** Props of {@link WidgetSettings}. */
export interface WidgetSettingsProps {
  /** The provider whose widget this is. */
  providerId: number;
  /** Its name (section heading). */
  providerName: string;
  /** garage / carwash: the booking widget; gas_station: the price widget (issue #11). @default 'garage' */
  kind?: ProviderKind;
}

/**
 * The widget of one provider (issue #3 "Staff manage their widget"; a gas station's is the price
 * widget, issue #11): allowed origins (add with
 * the contract's `WebOrigin` check — 'Use an origin such as https://www.example.rw (scheme and host, no
 * path).' — no duplicates, at most 20; remove), brand colour `#rrggbb` with Save, the snippet to paste in
 * a read-only code box with Copy, and the plain iframe URL with Copy. Saves with `PUT /partner/widget`;
 * toasts 'Widget saved' / 'Failed to save widget' / 'Copied to clipboard'.
 */
export function WidgetSettings({ providerId, providerName, kind }: WidgetSettingsProps) {
  const t = useT(widgetT);
  const settings = useWidgetSettings(providerId);
  const texts = widgetKindTexts(kind, t);
  const { widget, validColor } = settings;
  const titleId = `partner-widget-${providerId}`;
  const section = (children: ReactNode) => (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {texts.title} · {providerName}
      </h2>
      {children}
    </section>
  );

  if (widget.isPending) {
    return section(<LoadingStatus label={t('loadingWidget')} height="3rem" lines={3} />);
  }
  if (widget.isError) {
    return section(
      <Alert tone="danger" title={t('widgetFailed')}>
        {messageOf(widget.error) ?? t('tryAgain')}
      </Alert>,
    );
  }
  const w = widget.data;

  return section(
    <>
      <p className={styles.muted}>{texts.intro}</p>
      <h3 className={styles.itemTitle}>{t('allowedWebsites')}</h3>
      {w.allowed_origins.length === 0 ? (
        <p className={styles.muted}>{texts.empty}</p>
      ) : (
        <Stack as="ul" aria-label={t('allowedWebsites')}>
          {w.allowed_origins.map((o) => (
            <li key={o} className={styles.item} data-origin={o}>
              <span>{o}</span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('removeOrigin', { origin: o })}
                isDisabled={settings.isSaving}
                onPress={() => settings.removeOrigin(o)}
              >
                {t('remove')}
              </Button>
            </li>
          ))}
        </Stack>
      )}
      <form className={styles.row} onSubmit={settings.addOrigin} noValidate>
        <GrowingField
          label={t('websiteOrigin')}
          description={t('websiteOriginHint')}
          value={settings.origin}
          onChange={settings.setOrigin}
          error={settings.originError}
        />
        <Button type="submit" variant="secondary" isDisabled={settings.isSaving}>
          {t('addWebsite')}
        </Button>
      </form>
      <Inline align="end" gap="sm">
        <GrowingField
          label={t('brandColour')}
          description={t('brandColourHint')}
          value={settings.colorValue}
          onChange={settings.setColor}
          error={validColor === null ? t('invalidColour') : null}
        />
        <span
          className={styles.swatch}
          style={{ background: validColor ?? 'transparent' }}
          aria-hidden="true"
        />
        <Button variant="secondary" isDisabled={!settings.canSaveColor} onPress={settings.saveColor}>
          {t('saveColour')}
        </Button>
      </Inline>
      <CopyCode
        id={`${titleId}-snippet`}
        title={t('snippet')}
        hint={texts.snippetHint}
        code={w.snippet}
        testId="widget-snippet"
        copyLabel={t('copySnippet')}
        copy={settings.copy}
      />
      <CopyText label={t('iframeUrl')} value={w.iframe_url} copyLabel={t('copyUrl')} copy={settings.copy} />
      {kind === 'gas_station' ? (
        <FuelWidgetSnippet widgetKey={w.widget_key} iframeUrl={w.iframe_url} copy={settings.copy} />
      ) : null}
    </>,
  );
}
