import type { PartnerBooking } from '@gari/contract/bookings';
import { Button } from '@gari/ui/Button';
import { Inline } from '@gari/ui/Inline';
import { TextField } from '@gari/ui/TextField';
import { toast } from '@gari/ui/Toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useApi } from '../app';
import { useT } from '../shared/locale';
import { partnerT } from './messages';
import { messageOf } from './usePartnerConsole';

/**
 * Reads the final price typed by staff: whole RWF digits (spaces and thousands commas allowed), an
 * integer > 0 and at most 100,000,000. Returns the amount, or the error to show, read with `t` (the
 * partner catalog in the member's language; English by default).
 */
export function parseFinalPrice(
  text: string,
  t: typeof partnerT = partnerT,
): { price: number } | { error: string } {
  const compact = text.replace(/[\s,]/g, '');
  if (compact === '') return { error: t('priceEmpty') };
  if (!/^\d+$/.test(compact)) return { error: t('priceWhole') };
  const price = Number(compact);
  if (price <= 0) return { error: t('priceZero') };
  if (price > 100_000_000) return { error: t('priceTooLarge') };
  return { price };
}

/**
 * "Mark completed" of an accepted booking in /partner (issue #13): the final price in whole RWF
 * (checked here with {@link parseFinalPrice} and again by the API, whose 422 text shows under the
 * field) and an optional message to the member, then POST /partner/bookings/{id}/complete. The API
 * tells the member by SMS or mail; the toast says how. Every partner query is refreshed after.
 */
export function CompleteBookingForm({ booking }: { booking: PartnerBooking }) {
  const t = useT(partnerT);
  const api = useApi();
  const queryClient = useQueryClient();
  const [price, setPrice] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const complete = useMutation({
    mutationFn: (body: { final_price: number; message?: string }) => {
      if (!api.partner) throw new Error('This GariApi has no partner console (api.partner).');
      return api.partner.complete(booking.booking_id, body);
    },
    onSuccess: async (result) => {
      toast.success(t('completed'), t('completedText', { id: result.data.booking_id }));
      await queryClient.invalidateQueries({ queryKey: ['partner'] });
    },
    onError: (e) => {
      setError(messageOf(e) ?? t('completeError'));
      toast.error(t('completeFailed'), messageOf(e));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseFinalPrice(price, t);
    if ('error' in parsed) return setError(parsed.error);
    setError(null);
    complete.mutate({ final_price: parsed.price, ...(message.trim() ? { message: message.trim() } : {}) });
  };
  return (
    <Inline
      as="form"
      align="end"
      gap="sm"
      onSubmit={submit}
      aria-label={t('completeForm', { id: booking.booking_id })}
    >
      <TextField
        label={t('finalPrice')}
        inputMode="numeric"
        value={price}
        onChange={(v) => {
          setPrice(v);
          setError(null);
        }}
        isInvalid={error !== null}
        errorMessage={error ?? undefined}
      />
      <TextField label={t('messageToCustomer')} value={message} onChange={setMessage} />
      <Button
        type="submit"
        size="sm"
        isPending={complete.isPending}
        aria-label={t('markCompletedId', { id: booking.booking_id })}
      >
        {t('markCompleted')}
      </Button>
    </Inline>
  );
}
