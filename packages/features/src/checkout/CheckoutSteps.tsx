import type { CheckoutField, CheckoutMethod } from '@gari/machines/checkout';
import { Alert } from '@gari/ui/Alert';
import { Badge } from '@gari/ui/Badge';
import { Box, sprinkles } from '@gari/ui/Box';
import { NumberField } from '@gari/ui/NumberField';
import { TextField } from '@gari/ui/TextField';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useT } from '../shared/locale';
import { RetryAlert } from '../shared/RetryAlert';
import { StepHeader } from '../shared/StepHeader';
import { StepNav } from '../shared/StepNav';
import * as s from './checkout.css';
import { t as checkoutT } from './messages';
import { OrderSummary } from './OrderSummary';
import { useFormatMinor } from './orderStatus';
import type { CheckoutController } from './useCheckout';

/** The step header's look (see {@link StepHeader}). */
const STEP_LOOK = { header: s.stepHeader, title: s.stepTitle };

const STEP_TEXT = ['stepReview', 'stepContact', 'stepPayment'] as const;

/** A delivery field of the contact step: the message keys of its label and hint, and its input props. */
interface ContactFieldSpec {
  field: Exclude<CheckoutField, 'payer_phone'>;
  label: Parameters<typeof checkoutT>[0];
  hint?: Parameters<typeof checkoutT>[0];
  type?: 'tel';
  autoComplete?: string;
  isRequired?: boolean;
  multiline?: boolean;
  rows?: number;
}

/** The contact step's fields in order (spec §2 Checkout): name, phone, address, city, note. */
const CONTACT_FIELDS: ContactFieldSpec[] = [
  { field: 'full_name', label: 'fullName', autoComplete: 'name', isRequired: true },
  { field: 'phone', label: 'phone', hint: 'phoneHint', type: 'tel', autoComplete: 'tel', isRequired: true },
  {
    field: 'delivery_address',
    label: 'address',
    hint: 'addressHint',
    autoComplete: 'street-address',
    isRequired: true,
  },
  { field: 'delivery_city', label: 'city', autoComplete: 'address-level2' },
  { field: 'note', label: 'note', multiline: true, rows: 3 },
];
const METHODS = [
  { method: 'momo', title: 'methodMomo', hint: 'methodMomoHint' },
  { method: 'airtel', title: 'methodAirtel', hint: 'methodAirtelHint' },
  { method: 'cash', title: 'methodCash', hint: 'methodCashHint' },
] as const;

/**
 * The three ordering steps of the checkout ('Step N of 3': Review, Contact & delivery, Payment) beside
 * the order summary; also shown while placing and after a failed place ('Try again').
 */
export function CheckoutSteps({
  checkout,
  path,
  step,
}: {
  checkout: CheckoutController;
  path: string;
  step: 0 | 1 | 2;
}) {
  const t = useT(checkoutT);
  const formatMinor = useFormatMinor();
  const { state, group, lines } = checkout;
  const c = state.context;
  const title = t(STEP_TEXT[step]);
  const mobile = c.method === 'momo' || c.method === 'airtel';
  const total = group ? formatMinor(group.total_minor, group.currency, group.currency_exponent) : '';
  /** `isInvalid` and the first error text of a field of the flow. */
  const errorProps = (field: CheckoutField) => ({
    isInvalid: Boolean(c.fieldErrors[field]),
    errorMessage: t.message(c.fieldErrors[field]?.[0]),
  });
  const itemsError = Object.entries(c.fieldErrors).find(([field]) => field.startsWith('items'))?.[1]?.[0];

  return (
    <div className={s.layout}>
      <section className={s.panel} aria-labelledby="checkout-step-title" data-state={path} data-step={step}>
        <StepHeader look={STEP_LOOK} titleId="checkout-step-title" title={title}>
          <p className={s.muted}>{t('progress', { step: step + 1, total: 3 })}</p>
          <Box
            as="ol"
            className={s.plainList}
            display="flex"
            gap="sm"
            fontSize="sm"
            color="muted"
            flexWrap="wrap"
            aria-label={t('stepsLabel')}
          >
            {STEP_TEXT.map((key, i) => (
              <li key={key} className={s.stepItem} aria-current={i === step ? 'step' : undefined}>
                {t(key)}
              </li>
            ))}
          </Box>
        </StepHeader>

        {state.matches('review') ? (
          <>
            {c.error || itemsError ? <Alert tone="danger">{t.message(itemsError ?? c.error)}</Alert> : null}
            {checkout.groups.length > 1 ? (
              <RadioGroup value={c.groupKey} onChange={checkout.selectGroup}>
                <Label className={s.groupLabel}>{t('sellerChoice')}</Label>
                <Box display="grid" gap="sm">
                  {checkout.groups.map((g) => (
                    <Radio
                      key={g.key}
                      value={g.key}
                      className={s.choice}
                      isDisabled={!g.lines.some((l) => l.available)}
                    >
                      <Box as="span" fontWeight="bold">
                        {g.seller_name}
                      </Box>
                      <span className={s.muted}>
                        {formatMinor(g.total_minor, g.currency, g.currency_exponent)}
                      </span>
                    </Radio>
                  ))}
                </Box>
              </RadioGroup>
            ) : null}
            <ul className={s.cardList} aria-label={t('itemsLabel')}>
              {(group?.lines ?? []).map((l) => (
                <li key={l.listing_id} className={s.line} data-available={l.available}>
                  {l.image_url ? (
                    <img src={l.image_url} alt="" className={s.thumb} />
                  ) : (
                    <span className={s.thumb} />
                  )}
                  <Box display="flex" flexDirection="column" gap="xs" minWidth={0}>
                    <span className={s.lineTitle}>{l.title}</span>
                    <span className={s.muted}>
                      {formatMinor(l.unit_price_minor, l.currency, l.currency_exponent)} ·{' '}
                      {l.available ? t('inStock', { count: l.stock }) : null}
                    </span>
                    {l.available ? (
                      <NumberField
                        className={s.quantity}
                        label={t('quantity')}
                        aria-label={`${t('quantity')}: ${l.title}`}
                        value={l.quantity}
                        minValue={1}
                        maxValue={Math.min(l.stock, 99)}
                        showStepper
                        onChange={(q) => checkout.setQuantity(l.listing_id, Number.isNaN(q) ? 1 : q)}
                      />
                    ) : (
                      <Badge tone="danger">{t('unavailable')}</Badge>
                    )}
                  </Box>
                </li>
              ))}
            </ul>
          </>
        ) : null}

        {state.matches('contact') ? (
          <Box display="grid" gap="md">
            {c.error ? <Alert tone="danger">{t.message(c.error)}</Alert> : null}
            {CONTACT_FIELDS.map(({ field, label, hint, ...props }) => (
              <TextField
                key={field}
                {...props}
                label={t(label)}
                {...(hint ? { description: t(hint) } : {})}
                value={c[field]}
                onChange={(v) => checkout.change(field, v)}
                {...errorProps(field)}
              />
            ))}
          </Box>
        ) : null}

        {step === 2 ? (
          <Box display="grid" gap="md">
            {state.matches('payment') && c.error ? <Alert tone="danger">{t.message(c.error)}</Alert> : null}
            <RadioGroup
              value={c.method}
              onChange={(m) => checkout.selectMethod(m as CheckoutMethod)}
              isDisabled={!state.matches('payment')}
              isInvalid={Boolean(c.fieldErrors.payment_method)}
              aria-describedby={c.fieldErrors.payment_method ? 'checkout-method-error' : undefined}
            >
              <Label className={s.groupLabel}>{t('method')}</Label>
              <Box display="grid" gap="sm">
                {METHODS.map((m) => (
                  <Radio key={m.method} value={m.method} className={s.choice}>
                    <Box as="span" fontWeight="bold">
                      {t(m.title)}
                    </Box>
                    <span className={s.muted}>{t(m.hint)}</span>
                  </Radio>
                ))}
              </Box>
            </RadioGroup>
            {c.fieldErrors.payment_method ? (
              <Box as="p" id="checkout-method-error" color="danger" fontSize="sm">
                {t.message(c.fieldErrors.payment_method[0])}
              </Box>
            ) : null}
            {mobile ? (
              <TextField
                label={t('payerPhone')}
                type="tel"
                autoComplete="tel"
                isRequired
                isDisabled={!state.matches('payment')}
                description={t('payerPhoneHint')}
                value={c.payer_phone}
                onChange={(v) => checkout.change('payer_phone', v)}
                {...errorProps('payer_phone')}
              />
            ) : null}
            {state.matches('placeFailed') ? (
              <RetryAlert
                title={t.message(c.error) ?? t('placeFailed')}
                onRetry={checkout.retry}
                retryLabel={t('retry')}
              />
            ) : null}
          </Box>
        ) : null}

        <StepNav
          className={sprinkles({
            display: 'flex',
            gap: 'sm',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
          })}
          testId="checkout-nav"
          back={{ label: t('back'), onPress: checkout.back, isDisabled: step === 0 || checkout.isPlacing }}
          forward={
            step === 2
              ? {
                  label: mobile ? t('pay', { amount: total }) : t('placeCash'),
                  onPress: checkout.place,
                  isPending: checkout.isPlacing,
                  isDisabled: state.matches('placeFailed'),
                }
              : { label: t('continue'), onPress: checkout.next, isDisabled: step === 0 && lines.length === 0 }
          }
        />
      </section>
      {group ? (
        <OrderSummary
          lines={lines.map((l) => ({ ...l, line_total_minor: l.unit_price_minor * l.quantity }))}
          total_minor={group.total_minor}
          currency={group.currency}
          currency_exponent={group.currency_exponent}
          seller={group.seller_name}
        />
      ) : null}
    </div>
  );
}
