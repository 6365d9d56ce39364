import type { ProviderKind } from '@gari/contract/providers';
import { Alert } from '@gari/ui/Alert';
import { Badge, CountBadge } from '@gari/ui/Badge';
import { Button } from '@gari/ui/Button';
import { Checkbox } from '@gari/ui/Checkbox';
import { formatMoney } from '@gari/ui/format';
import { Tab, TabList, TabPanel, Tabs } from '@gari/ui/Tabs';
import { TextField } from '@gari/ui/TextField';
import { visuallyHidden } from '@gari/ui/theme';
import type { ReactNode } from 'react';
import { LoadingStatus } from '../shared/LoadingStatus';
import { RetryAlert } from '../shared/RetryAlert';
import { CompleteBookingForm } from './CompleteBookingForm';
import { CopyCode, CopyText } from './CopyField';
import { DecideBookingForm } from './DecideBookingForm';
import { FuelWidgetSnippet, widgetKindTexts } from './FuelWidgetSnippet';
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

/** The 403 text for a signed-in member who is nobody's staff. */
export const NOT_STAFF_MESSAGE = 'This account is not a provider staff account.';
const TAB_LABEL: Record<PartnerTab, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  completed: 'Completed',
  declined: 'Declined',
};
/** The live bar's connection text (issue #16). */
export const CONNECTION_TEXT: Record<LiveConnection, string> = {
  connecting: 'Connecting to live updates…',
  live: 'Live: new requests appear here as they arrive.',
  polling: 'Live updates lost: checking for new requests every 15 seconds.',
};
const EMPTY_TEXT: Record<PartnerTab, string> = {
  pending: 'No pending requests.',
  accepted: 'No accepted bookings yet.',
  completed: 'No completed bookings yet.',
  declined: 'No declined requests.',
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
  const { me, notStaff, tab, setTab } = usePartnerConsole();

  if (me.isPending) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Partner console</h1>
        <LoadingStatus label="Loading the partner console…" height="5rem" lines={3} />
      </div>
    );
  }
  if (me.isError) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Partner console</h1>
        {notStaff ? (
          <Alert tone="warning" title="Not a partner account">
            {NOT_STAFF_MESSAGE}
          </Alert>
        ) : (
          <RetryAlert
            title="Could not load the partner console"
            retryLabel="Retry"
            onRetry={() => me.refetch()}
          >
            {messageOf(me.error) ?? 'Please try again.'}
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
        <h1 className={styles.title}>Partner console</h1>
        <p className={styles.muted}>
          Signed in as {user.name} · {providers.map((p) => p.name).join(', ')}
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
  const live = usePartnerLive(usePartnerApi());
  const pending = usePendingCount(live.refetchInterval);
  return (
    <section className={styles.section} aria-labelledby="partner-requests">
      <h2 id="partner-requests" className={styles.sectionTitle}>
        Booking requests
      </h2>
      <div className={styles.liveBar}>
        <p className={styles.muted} data-testid="partner-connection" data-connection={live.connection}>
          <span className={styles.liveDot} data-connection={live.connection} aria-hidden="true" />
          {CONNECTION_TEXT[live.connection]}
        </p>
        <Checkbox isSelected={live.sound} onChange={live.setSound}>
          Sound for new requests
        </Checkbox>
      </div>
      <p className={visuallyHidden} role="status" aria-live="polite" data-testid="partner-announcement">
        {live.announcement}
      </p>
      <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key as PartnerTab)}>
        <TabList aria-label="Booking requests by status">
          {PARTNER_TABS.map((status) => (
            <Tab key={status} id={status}>
              {TAB_LABEL[status]}
              {status === 'pending' && pending > 0 ? (
                <CountBadge
                  className={styles.tabCount}
                  count={pending}
                  label={(n) => `${n} pending`}
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
    </section>
  );
}

/** The requests of one status, with Accept / Decline on pending ones; live ones marked new. */
function RequestList({ status, live }: { status: PartnerTab; live: PartnerLive }) {
  const { bookings, decide, isDeciding, busy } = usePartnerRequests(status, live.refetchInterval);

  if (bookings.isPending) {
    return <LoadingStatus label="Loading requests…" height="4rem" lines={2} />;
  }
  if (bookings.isError) {
    return (
      <RetryAlert title="Could not load the requests" retryLabel="Retry" onRetry={() => bookings.refetch()}>
        {messageOf(bookings.error) ?? 'Please try again.'}
      </RetryAlert>
    );
  }
  if (bookings.data.length === 0) return <p className={styles.muted}>{EMPTY_TEXT[status]}</p>;
  return (
    <ul className={styles.list} aria-label={`${TAB_LABEL[status]} requests`}>
      {bookings.data.map((b) => (
        <li
          key={b.booking_id}
          className={live.fresh.has(b.booking_id) ? `${styles.item} ${styles.fresh}` : styles.item}
          data-booking-id={b.booking_id}
          data-status={b.status}
          data-new={live.fresh.has(b.booking_id) || undefined}
        >
          <div className={styles.itemText}>
            <span className={styles.itemTitle}>
              {live.fresh.has(b.booking_id) && b.status === 'pending' ? <Badge tone="info">New</Badge> : null}{' '}
              {b.service} · {b.date} {b.time}
            </span>
            <span>
              {b.full_name}
              {b.phone ? ` · ${b.phone}` : ''} · {b.is_member ? 'Member' : 'Visitor'}
            </span>
            <span className={styles.muted}>
              {b.booking_id} · {b.provider.name}
              {b.source === 'widget' ? ` · via widget${b.widget_origin ? ` on ${b.widget_origin}` : ''}` : ''}
            </span>
            {b.notes ? <span>Notes: {b.notes}</span> : null}
            {b.final_price !== null ? <span>Final price: {formatMoney(b.final_price)}</span> : null}
            {b.provider_message ? <span>Message: {b.provider_message}</span> : null}
          </div>
          {b.status === 'accepted' ? <CompleteBookingForm booking={b} /> : null}
          {b.status === 'pending' ? (
            <DecideBookingForm
              booking={b}
              busy={busy?.booking.booking_id === b.booking_id ? busy.action : undefined}
              isDeciding={isDeciding}
              onDecide={(action, message) => decide(b, action, message)}
            />
          ) : (
            <Badge tone={b.status === 'declined' ? 'neutral' : 'success'}>{TAB_LABEL[status]}</Badge>
          )}
        </li>
      ))}
    </ul>
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
  const settings = useWidgetSettings(providerId);
  const texts = widgetKindTexts(kind);
  const { widget, colorCheck } = settings;
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
    return section(<LoadingStatus label="Loading widget settings…" height="3rem" lines={3} />);
  }
  if (widget.isError) {
    return section(
      <Alert tone="danger" title="Could not load the widget settings">
        {messageOf(widget.error) ?? 'Please try again.'}
      </Alert>,
    );
  }
  const w = widget.data;

  return section(
    <>
      <p className={styles.muted}>{texts.intro}</p>
      <h3 className={styles.itemTitle}>Allowed websites</h3>
      {w.allowed_origins.length === 0 ? (
        <p className={styles.muted}>{texts.empty}</p>
      ) : (
        <ul className={styles.list} aria-label="Allowed websites">
          {w.allowed_origins.map((o) => (
            <li key={o} className={styles.item} data-origin={o}>
              <span>{o}</span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove ${o}`}
                isDisabled={settings.isSaving}
                onPress={() => settings.removeOrigin(o)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className={styles.row} onSubmit={settings.addOrigin} noValidate>
        <TextField
          className={styles.grow}
          label="Website origin"
          description="Scheme and host, e.g. https://www.example.rw"
          value={settings.origin}
          onChange={settings.setOrigin}
          isInvalid={settings.originError !== null}
          errorMessage={settings.originError ?? undefined}
        />
        <Button type="submit" variant="secondary" isDisabled={settings.isSaving}>
          Add website
        </Button>
      </form>
      <div className={styles.row}>
        <TextField
          className={styles.grow}
          label="Brand colour"
          description="Hex colour of the widget's buttons, e.g. #0f766e"
          value={settings.colorValue}
          onChange={settings.setColor}
          isInvalid={!colorCheck.success}
          errorMessage={colorCheck.success ? undefined : colorCheck.error.issues[0]?.message}
        />
        <span
          className={styles.swatch}
          style={{ background: colorCheck.success ? colorCheck.data : 'transparent' }}
          aria-hidden="true"
        />
        <Button variant="secondary" isDisabled={!settings.canSaveColor} onPress={settings.saveColor}>
          Save colour
        </Button>
      </div>
      <CopyCode
        id={`${titleId}-snippet`}
        title="Snippet"
        hint={texts.snippetHint}
        code={w.snippet}
        testId="widget-snippet"
        copyLabel="Copy snippet"
        copy={settings.copy}
      />
      <CopyText
        label="Iframe URL (no scripts)"
        value={w.iframe_url}
        copyLabel="Copy URL"
        copy={settings.copy}
      />
      {kind === 'gas_station' ? (
        <FuelWidgetSnippet widgetKey={w.widget_key} iframeUrl={w.iframe_url} copy={settings.copy} />
      ) : null}
    </>,
  );
}
