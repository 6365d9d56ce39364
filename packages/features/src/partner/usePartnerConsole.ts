/**
 * The data of the partner console (issue #3 Partner console; issue #7 point 4: `PartnerPage` only
 * renders): the staff member and their providers, the booking requests per status with Accept /
 * Decline, and the booking widget settings of each provider. Every fetch, mutation and toast is here.
 */

import { isApiError } from '@gari/client/errors';
import type { GariApi } from '@gari/client/types';
import type { BookingStatus, PartnerBooking, PartnerWidget } from '@gari/contract/bookings';
import { MAX_WIDGET_ORIGINS, parseBrandColor, parseWebOrigin } from '@gari/contract/widgetRules';
import { toast } from '@gari/ui/Toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useApi } from '../app';
import { useT } from '../shared/locale';
import { partnerT } from './messages';
import { widgetT } from './widgetMessages';

/** Query keys of the console. */
export const PARTNER_KEYS = {
  me: ['partner', 'me'] as const,
  bookings: (status: PartnerTab) => ['partner', 'bookings', status] as const,
  widget: (providerId: number) => ['partner', 'widget', providerId] as const,
};
/** The request tabs, in order. */
export const PARTNER_TABS = [
  'pending',
  'accepted',
  'completed',
  'declined',
] as const satisfies readonly BookingStatus[];
export type PartnerTab = (typeof PARTNER_TABS)[number];

/** Catalog key of how the member was told, for the decision toast (`PartnerDecision.notification`). */
const NOTIFIED = {
  sms: 'notified_sms',
  email: 'notified_email',
  failed: 'notified_failed',
  none: 'notified_none',
} as const;

/** The error's message for a toast or alert, undefined when it has none. */
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : undefined);

/**
 * The partner part of the API.
 * @throws Error when the provided GariApi has no `partner` (a widget-only client).
 */
export function usePartnerApi(): NonNullable<GariApi['partner']> {
  const api = useApi();
  if (!api.partner) throw new Error('This GariApi has no partner console (api.partner).');
  return api.partner;
}

/**
 * The console itself: `me` (GET /partner/me: the staff member and their providers, no retry),
 * `notStaff` (true on its 403: a member who is nobody's staff) and the selected request `tab`.
 */
export function usePartnerConsole() {
  const partner = usePartnerApi();
  const me = useQuery({ queryKey: PARTNER_KEYS.me, queryFn: () => partner.me(), retry: false });
  const [tab, setTab] = useState<PartnerTab>('pending');
  return {
    me,
    notStaff: me.isError && isApiError(me.error) && me.error.status === 403,
    tab,
    setTab,
  };
}

/**
 * Pending requests of the staff member's garages and carwashes (the sum of `pending_count` of
 * GET /partner/me, issue #16 count badge), refetched every `refetchInterval` ms; 0 until loaded.
 */
export function usePendingCount(refetchInterval: number): number {
  const partner = usePartnerApi();
  const me = useQuery({
    queryKey: PARTNER_KEYS.me,
    queryFn: () => partner.me(),
    retry: false,
    refetchInterval,
  });
  return (me.data?.providers ?? [])
    .filter((p) => p.type !== 'gas_station')
    .reduce((sum, p) => sum + p.pending_count, 0);
}

/** What a decision does to a pending request. */
export type PartnerDecisionAction = 'accept' | 'decline';

/**
 * The requests of one status (GET /partner/bookings?status=) and `decide(booking, action)` (POST
 * …/accept or …/decline, with the optional `message` to the customer, issue #13). Toasts 'Booking accepted' / 'Booking declined' with the reference and how
 * the customer was notified, or 'Failed to accept booking' / 'Failed to decline booking'; every
 * partner query is refreshed after a decision. `busy` is the decision under way, if any.
 * `refetchInterval` (ms; issue #16): how often the list refetches on its own (live console: 60 s, 15 s
 * while the event stream is down); default never.
 */
export function usePartnerRequests(status: PartnerTab, refetchInterval?: number) {
  const t = useT(partnerT);
  const partner = usePartnerApi();
  const queryClient = useQueryClient();
  const bookings = useQuery({
    queryKey: PARTNER_KEYS.bookings(status),
    queryFn: () => partner.bookings(status),
    ...(refetchInterval ? { refetchInterval } : {}),
  });
  const decision = useMutation({
    mutationFn: ({
      booking,
      action,
      message,
    }: {
      booking: PartnerBooking;
      action: PartnerDecisionAction;
      message?: string | undefined;
    }) => {
      const body = message ? { message } : undefined;
      return action === 'accept'
        ? partner.accept(booking.booking_id, body)
        : partner.decline(booking.booking_id, body);
    },
    onSuccess: async (result, { action }) => {
      const notified = NOTIFIED[result.notification as keyof typeof NOTIFIED];
      toast.success(
        action === 'accept' ? t('accepted') : t('declined'),
        `${result.data.booking_id}: ${notified ? t(notified) : ''}`.trim(),
      );
      await queryClient.invalidateQueries({ queryKey: ['partner'] });
    },
    onError: (error, { action }) =>
      toast.error(action === 'accept' ? t('acceptFailed') : t('declineFailed'), messageOf(error)),
  });
  return {
    bookings,
    decide: (booking: PartnerBooking, action: PartnerDecisionAction, message?: string) =>
      decision.mutate({ booking, action, message }),
    isDeciding: decision.isPending,
    busy: decision.isPending ? decision.variables : undefined,
  };
}

/**
 * The booking widget of one provider (GET/PUT /partner/widget): the settings, the origin being typed
 * with its error (the contract's `WebOrigin` rule, `parseWebOrigin`; no duplicates, at most
 * {@link MAX_WIDGET_ORIGINS}), the brand colour being edited (the `BrandColor` rule, `parseBrandColor`;
 * neither loads zod, issue #8), and `copy` to the clipboard. Toasts
 * 'Widget saved' / 'Failed to save widget' / 'Copied to clipboard' / 'Could not copy'.
 */
export function useWidgetSettings(providerId: number) {
  const t = useT(widgetT);
  const partner = usePartnerApi();
  const queryClient = useQueryClient();
  const key = PARTNER_KEYS.widget(providerId);
  const widget = useQuery({ queryKey: key, queryFn: () => partner.widget(providerId) });
  const [origin, setOriginText] = useState('');
  const [originError, setOriginError] = useState<string | null>(null);
  const [color, setColor] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (patch: { allowed_origins?: string[]; brand_color?: string }) =>
      partner.updateWidget({ provider_id: providerId, ...patch }),
    onSuccess: (data) => {
      queryClient.setQueryData<PartnerWidget['data']>(key, data);
      toast.success(t('widgetSaved'));
    },
    onError: (error) => toast.error(t('widgetSaveFailed'), messageOf(error)),
  });
  const origins = widget.data?.allowed_origins ?? [];
  const colorValue = color ?? widget.data?.brand_color ?? '';
  const validColor = parseBrandColor(colorValue);

  return {
    widget,
    isSaving: save.isPending,
    origin,
    originError,
    /** The origin field changed: clears its error. */
    setOrigin: (value: string) => {
      setOriginText(value);
      setOriginError(null);
    },
    /** Adds the typed origin (form submit), or sets `originError`. */
    addOrigin: (event: FormEvent) => {
      event.preventDefault();
      const parsed = parseWebOrigin(origin);
      if (parsed === null) return setOriginError(t('invalidOrigin'));
      if (origins.includes(parsed)) return setOriginError(t('originTaken'));
      if (origins.length >= MAX_WIDGET_ORIGINS)
        return setOriginError(t('tooManyOrigins', { max: MAX_WIDGET_ORIGINS }));
      setOriginError(null);
      save.mutate({ allowed_origins: [...origins, parsed] }, { onSuccess: () => setOriginText('') });
    },
    removeOrigin: (o: string) => save.mutate({ allowed_origins: origins.filter((x) => x !== o) }),
    /** The colour as typed (else the saved one). */
    colorValue,
    /** That colour as it would be saved (`#rrggbb`, lower case), or null when it is not one. */
    validColor,
    setColor,
    /** Save enabled: a valid colour that differs from the saved one, nothing saving. */
    canSaveColor: validColor !== null && validColor !== widget.data?.brand_color && !save.isPending,
    saveColor: () => validColor !== null && save.mutate({ brand_color: validColor }),
    copy: async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
        toast.success(t('copied'));
      } catch {
        toast.error(t('copyFailed'), t('copyYourself'));
      }
    },
  };
}
