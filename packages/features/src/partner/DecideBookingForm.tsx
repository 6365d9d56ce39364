import type { PartnerBooking } from '@gari/contract/bookings';
import { MAX_PROVIDER_MESSAGE } from '@gari/contract/widgetRules';
import { Button } from '@gari/ui/Button';
import { Inline } from '@gari/ui/Inline';
import { TextField } from '@gari/ui/TextField';
import { useState } from 'react';
import { useT } from '../shared/locale';
import { partnerT } from './messages';
import type { PartnerDecisionAction } from './usePartnerConsole';

/** The decision buttons in order: Accept (the primary one), then Decline. */
const DECISIONS = [
  { action: 'accept', variant: 'primary' },
  { action: 'decline', variant: 'secondary' },
] as const satisfies readonly { action: PartnerDecisionAction; variant: 'primary' | 'secondary' }[];

/** Props of {@link DecideBookingForm}. */
export interface DecideBookingFormProps {
  /** A pending request. */
  booking: PartnerBooking;
  /** Sends the decision with the trimmed message (undefined when blank). */
  onDecide: (action: PartnerDecisionAction, message: string | undefined) => void;
  /** The decision under way, if any (its button spins; both are disabled while any is under way). */
  busy: PartnerDecisionAction | undefined;
  /** True while a decision of any request is under way. */
  isDeciding: boolean;
}

/**
 * Accept / Decline of a pending request in /partner with an optional message to the customer (issue
 * #13 "My bookings": at most {@link MAX_PROVIDER_MESSAGE} characters, e.g. "Bring the car by 8:45" or
 * why it is declined). The API stores it as the booking's `provider_message` (shown in the member's My
 * bookings) and appends it to the SMS/mail.
 * @selector `form[aria-label="Decide <booking_id>"]`
 */
export function DecideBookingForm({ booking, onDecide, busy, isDeciding }: DecideBookingFormProps) {
  const t = useT(partnerT);
  const [message, setMessage] = useState('');
  const decide = (action: PartnerDecisionAction) => onDecide(action, message.trim() || undefined);
  return (
    <Inline
      as="form"
      align="end"
      gap="sm"
      aria-label={t('decideForm', { id: booking.booking_id })}
      onSubmit={(event) => event.preventDefault()}
    >
      <TextField
        label={t('messageToCustomer')}
        value={message}
        onChange={setMessage}
        maxLength={MAX_PROVIDER_MESSAGE}
      />
      {DECISIONS.map(({ action, variant }) => (
        <Button
          key={action}
          size="sm"
          variant={variant}
          aria-label={t(`${action}Id`, { id: booking.booking_id })}
          isPending={busy === action}
          isDisabled={isDeciding}
          onPress={() => decide(action)}
        >
          {t(action)}
        </Button>
      ))}
    </Inline>
  );
}
