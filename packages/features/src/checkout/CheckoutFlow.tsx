import type { CheckoutMethod } from '@gari/machines/checkout';
import { Alert } from '@gari/ui/Alert';
import { Badge } from '@gari/ui/Badge';
import { Button, LinkButton } from '@gari/ui/Button';
import { NumberField } from '@gari/ui/NumberField';
import { Skeleton, Spinner } from '@gari/ui/Skeleton';
import { TextField } from '@gari/ui/TextField';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { statePathOf } from '../app';
import * as s from './checkout.css';
import { orderHref } from './checkoutQuery';
import { t } from './messages';
import { OrderSummary } from './OrderSummary';
import { formatMinor } from './orderStatus';
import type { CheckoutController } from './useCheckout';
import { formatCountdown, useCountdown } from './useCountdown';

/** Props of {@link CheckoutFlow}. */
export interface CheckoutFlowProps {
  /** The hook result of `useCheckout()`. */
  checkout: CheckoutController;
}

const STEP_TEXT = ['stepReview', 'stepContact', 'stepPayment'] as const;
const METHODS = [
  { method: 'momo', title: 'methodMomo', hint: 'methodMomoHint' },
  { method: 'airtel', title: 'methodAirtel', hint: 'methodAirtelHint' },
  { method: 'cash', title: 'methodCash', hint: 'methodCashHint' },
] as const;
const MARKETPLACE = '/marketplace';

/**
 * The checkout views (spec §2 Listing detail "Proceed to Checkout", §8; issue #10), one per state of the
 * `checkout` machine: loading; a load failure with Try again; the §8 empty state ('Nothing to check
 * out', link to /marketplace); the three steps 'Step N of 3' — Review (seller choice when the cart holds
 * several sellers, quantity per line, unavailable lines marked), Contact & delivery (full name, phone,
 * delivery address, city, notes), Payment (MTN MoMo, Airtel Money, cash on delivery; the mobile-money
 * number) — beside the order summary; then waiting for the phone's approval (amount, number, a
 * countdown to the 15-minute hold, "I didn't get a prompt", cancel, and — only when the API's payment is
 * the simulator's — the development simulator's approve/decline), paid, placed (cash), declined with
 * Try again, expired with "Place the order again", and cancelled.
 *
 * `data-state` on the root is the machine state as a dotted path (@selector
 * `[data-state="waiting.idle"]`); `data-step` the step 0–2 while ordering.
 */
export function CheckoutFlow({ checkout }: CheckoutFlowProps) {
  const { state } = checkout;
  const path = statePathOf(state.value);

  if (state.matches('loading')) {
    return (
      <section className={s.panel} data-state={path} aria-busy="true" aria-label={t('loading')}>
        <Spinner label={t('loading')} showLabel />
        <Skeleton height="4rem" lines={2} />
      </section>
    );
  }
  if (state.matches('loadFailed')) {
    return (
      <div className={s.panel} data-state={path}>
        <Alert
          tone="danger"
          title={t.message(state.context.error) ?? t('loadFailed')}
          action={
            <Button variant="secondary" size="sm" onPress={checkout.retry}>
              {t('retry')}
            </Button>
          }
        />
      </div>
    );
  }
  if (state.matches('missing')) {
    return (
      <Result path={path} title={t('emptyTitle')}>
        <p className={s.muted}>{t('emptyText')}</p>
        <div className={s.actionsStart}>
          <LinkButton href={MARKETPLACE} variant="primary">
            {t('browse')}
          </LinkButton>
        </div>
      </Result>
    );
  }
  if (checkout.step !== null) return <Steps checkout={checkout} path={path} step={checkout.step} />;
  if (state.matches('waiting')) return <Waiting checkout={checkout} path={path} />;
  return <Outcome checkout={checkout} path={path} />;
}

/** A result panel with its heading (level 2: the page's h1 is 'Checkout'). */
function Result({ path, title, children }: { path: string; title: string; children: React.ReactNode }) {
  return (
    <section className={s.result} data-state={path} aria-labelledby="checkout-result-title">
      <h2 id="checkout-result-title" className={s.stepTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Steps({ checkout, path, step }: { checkout: CheckoutController; path: string; step: 0 | 1 | 2 }) {
  const { state, group, lines } = checkout;
  const c = state.context;
  const title = t(STEP_TEXT[step]);
  const mobile = c.method === 'momo' || c.method === 'airtel';
  const total = group ? formatMinor(group.total_minor, group.currency, group.currency_exponent) : '';
  const itemsError = Object.entries(c.fieldErrors).find(([field]) => field.startsWith('items'))?.[1]?.[0];

  return (
    <div className={s.layout}>
      <section className={s.panel} aria-labelledby="checkout-step-title" data-state={path} data-step={step}>
        <div className={s.stepHeader}>
          <p className={s.muted}>{t('progress', { step: step + 1, total: 3 })}</p>
          <ol className={s.steps} aria-label="Checkout steps">
            {STEP_TEXT.map((key, i) => (
              <li key={key} className={s.stepItem} aria-current={i === step ? 'step' : undefined}>
                {t(key)}
              </li>
            ))}
          </ol>
          <h2 id="checkout-step-title" className={s.stepTitle}>
            {title}
          </h2>
        </div>

        {state.matches('review') ? (
          <>
            {c.error || itemsError ? <Alert tone="danger">{t.message(itemsError ?? c.error)}</Alert> : null}
            {checkout.groups.length > 1 ? (
              <RadioGroup value={c.groupKey} onChange={checkout.selectGroup}>
                <Label className={s.groupLabel}>{t('sellerChoice')}</Label>
                <div className={s.choices}>
                  {checkout.groups.map((g) => (
                    <Radio
                      key={g.key}
                      value={g.key}
                      className={s.choice}
                      isDisabled={!g.lines.some((l) => l.available)}
                    >
                      <span className={s.choiceTitle}>{g.seller_name}</span>
                      <span className={s.muted}>
                        {formatMinor(g.total_minor, g.currency, g.currency_exponent)}
                      </span>
                    </Radio>
                  ))}
                </div>
              </RadioGroup>
            ) : null}
            <ul className={s.lines} aria-label="Items">
              {(group?.lines ?? []).map((l) => (
                <li key={l.listing_id} className={s.line} data-available={l.available}>
                  {l.image_url ? (
                    <img src={l.image_url} alt="" className={s.thumb} />
                  ) : (
                    <span className={s.thumb} />
                  )}
                  <div className={s.lineBody}>
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
                  </div>
                </li>
              ))}
            </ul>
          </>
        ) : null}

        {state.matches('contact') ? (
          <div className={s.fields}>
            {c.error ? <Alert tone="danger">{t.message(c.error)}</Alert> : null}
            <TextField
              label={t('fullName')}
              autoComplete="name"
              isRequired
              value={c.full_name}
              onChange={(v) => checkout.change('full_name', v)}
              isInvalid={Boolean(c.fieldErrors.full_name)}
              errorMessage={t.message(c.fieldErrors.full_name?.[0])}
            />
            <TextField
              label={t('phone')}
              type="tel"
              autoComplete="tel"
              isRequired
              description={t('phoneHint')}
              value={c.phone}
              onChange={(v) => checkout.change('phone', v)}
              isInvalid={Boolean(c.fieldErrors.phone)}
              errorMessage={t.message(c.fieldErrors.phone?.[0])}
            />
            <TextField
              label={t('address')}
              autoComplete="street-address"
              isRequired
              description={t('addressHint')}
              value={c.delivery_address}
              onChange={(v) => checkout.change('delivery_address', v)}
              isInvalid={Boolean(c.fieldErrors.delivery_address)}
              errorMessage={t.message(c.fieldErrors.delivery_address?.[0])}
            />
            <TextField
              label={t('city')}
              autoComplete="address-level2"
              value={c.delivery_city}
              onChange={(v) => checkout.change('delivery_city', v)}
              isInvalid={Boolean(c.fieldErrors.delivery_city)}
              errorMessage={t.message(c.fieldErrors.delivery_city?.[0])}
            />
            <TextField
              label={t('note')}
              multiline
              rows={3}
              value={c.note}
              onChange={(v) => checkout.change('note', v)}
              isInvalid={Boolean(c.fieldErrors.note)}
              errorMessage={t.message(c.fieldErrors.note?.[0])}
            />
          </div>
        ) : null}

        {step === 2 ? (
          <div className={s.fields}>
            {state.matches('payment') && c.error ? <Alert tone="danger">{t.message(c.error)}</Alert> : null}
            <RadioGroup
              value={c.method}
              onChange={(m) => checkout.selectMethod(m as CheckoutMethod)}
              isDisabled={!state.matches('payment')}
              isInvalid={Boolean(c.fieldErrors.payment_method)}
              aria-describedby={c.fieldErrors.payment_method ? 'checkout-method-error' : undefined}
            >
              <Label className={s.groupLabel}>{t('method')}</Label>
              <div className={s.choices}>
                {METHODS.map((m) => (
                  <Radio key={m.method} value={m.method} className={s.choice}>
                    <span className={s.choiceTitle}>{t(m.title)}</span>
                    <span className={s.muted}>{t(m.hint)}</span>
                  </Radio>
                ))}
              </div>
            </RadioGroup>
            {c.fieldErrors.payment_method ? (
              <p id="checkout-method-error" className={s.fieldError}>
                {t.message(c.fieldErrors.payment_method[0])}
              </p>
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
                isInvalid={Boolean(c.fieldErrors.payer_phone)}
                errorMessage={t.message(c.fieldErrors.payer_phone?.[0])}
              />
            ) : null}
            {state.matches('placeFailed') ? (
              <Alert
                tone="danger"
                title={t.message(c.error) ?? t('placeFailed')}
                action={
                  <Button variant="secondary" size="sm" onPress={checkout.retry}>
                    {t('retry')}
                  </Button>
                }
              />
            ) : null}
          </div>
        ) : null}

        <div className={s.actions} data-testid="checkout-nav">
          <Button variant="secondary" onPress={checkout.back} isDisabled={step === 0 || checkout.isPlacing}>
            {t('back')}
          </Button>
          {step === 2 ? (
            <Button
              variant="primary"
              onPress={checkout.place}
              isPending={checkout.isPlacing}
              isDisabled={state.matches('placeFailed')}
            >
              {mobile ? t('pay', { amount: total }) : t('placeCash')}
            </Button>
          ) : (
            <Button variant="primary" onPress={checkout.next} isDisabled={step === 0 && lines.length === 0}>
              {t('continue')}
            </Button>
          )}
        </div>
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

function Waiting({ checkout, path }: { checkout: CheckoutController; path: string }) {
  const { state, order } = checkout;
  const c = state.context;
  const seconds = useCountdown(order?.expires_at ?? null);
  const amount = order ? formatMinor(order.total_minor, order.currency, order.currency_exponent) : '';
  const payment = order?.payment ?? null;
  const simulator = payment?.provider === 'simulator' && payment.simulator_url ? payment : null;
  const HOLD = 15 * 60;
  return (
    <Result path={path} title={t('waitingTitle')}>
      <p className={s.muted}>{t('waitingText', { amount, phone: payment?.msisdn ?? order?.phone ?? '' })}</p>
      {seconds !== null && seconds > 0 ? (
        <>
          <p className={s.muted}>
            <span id="checkout-time-left">{t('timeLeft')}</span>
          </p>
          <p
            className={s.countdown}
            role="timer"
            aria-labelledby="checkout-time-left"
            data-testid="countdown"
          >
            {formatCountdown(seconds)}
          </p>
          <div className={s.track} aria-hidden="true">
            <div className={s.fill} style={{ width: `${Math.min(100, (seconds / HOLD) * 100)}%` }} />
          </div>
        </>
      ) : seconds === 0 ? (
        <p role="status">{t('timeUp')}</p>
      ) : null}
      {c.resent > 0 && !state.matches({ waiting: 'resending' }) ? (
        <Alert tone="success">{t('resent')}</Alert>
      ) : null}
      {c.error ? <Alert tone="warning">{t.message(c.error)}</Alert> : null}
      <div className={s.actionsStart}>
        <Button
          variant="secondary"
          onPress={checkout.resend}
          isPending={state.matches({ waiting: 'resending' })}
          isDisabled={!state.matches({ waiting: 'idle' }) && !state.matches({ waiting: 'polling' })}
        >
          {t('noPrompt')}
        </Button>
        <Button
          variant="ghost"
          onPress={checkout.cancel}
          isPending={state.matches({ waiting: 'cancelling' })}
          isDisabled={!state.matches({ waiting: 'idle' }) && !state.matches({ waiting: 'polling' })}
        >
          {t('cancelOrder')}
        </Button>
      </div>
      {simulator ? (
        <section
          className={s.devHint}
          aria-labelledby="checkout-simulator-title"
          data-testid="simulator-hint"
        >
          <h3 id="checkout-simulator-title" className={s.devTitle}>
            {t('simulatorTitle')}
          </h3>
          <p className={s.muted}>{t('simulatorText')}</p>
          <div className={s.actionsStart}>
            <Button
              variant="primary"
              size="sm"
              onPress={() => checkout.simulate('approve')}
              isPending={state.matches({ waiting: 'simulating' })}
              isDisabled={!state.matches({ waiting: 'idle' }) && !state.matches({ waiting: 'polling' })}
            >
              {t('simulatorApprove')}
            </Button>
            <Button
              variant="danger"
              size="sm"
              onPress={() => checkout.simulate('decline')}
              isDisabled={!state.matches({ waiting: 'idle' }) && !state.matches({ waiting: 'polling' })}
            >
              {t('simulatorDecline')}
            </Button>
          </div>
        </section>
      ) : null}
    </Result>
  );
}

function Outcome({ checkout, path }: { checkout: CheckoutController; path: string }) {
  const { state, order } = checkout;
  const c = state.context;
  const amount = order ? formatMinor(order.total_minor, order.currency, order.currency_exponent) : '';
  const viewOrder = order ? (
    <LinkButton href={orderHref(order.id)} variant="secondary">
      {t('viewOrder')}
    </LinkButton>
  ) : null;
  const shop = (
    <LinkButton href={MARKETPLACE} variant="ghost">
      {t('keepShopping')}
    </LinkButton>
  );

  if (state.matches('paid') || state.matches('placed')) {
    const cash = state.matches('placed');
    return (
      <Result path={path} title={t(cash ? 'placedTitle' : 'paidTitle')}>
        <Alert tone="success">{t(cash ? 'placedText' : 'paidText', { id: order?.id ?? 0, amount })}</Alert>
        <div className={s.actionsStart}>
          {order ? (
            <LinkButton href={orderHref(order.id)} variant="primary">
              {t('viewOrder')}
            </LinkButton>
          ) : null}
          {shop}
        </div>
      </Result>
    );
  }
  if (state.matches('failed')) {
    const busy = !state.matches({ failed: 'idle' });
    return (
      <Result path={path} title={t('failedTitle')}>
        <Alert tone="danger" title={t('failedTitle')}>
          {t('failedText')}
          {order?.payment?.reason ? ` (${order.payment.reason})` : ''}
        </Alert>
        {c.error ? <Alert tone="warning">{t.message(c.error)}</Alert> : null}
        <div className={s.actionsStart}>
          <Button
            variant="primary"
            onPress={checkout.retry}
            isPending={state.matches({ failed: 'retrying' })}
            isDisabled={busy}
          >
            {t('retry')}
          </Button>
          <Button
            variant="ghost"
            onPress={checkout.cancel}
            isPending={state.matches({ failed: 'cancelling' })}
            isDisabled={busy}
          >
            {t('cancelOrder')}
          </Button>
          {viewOrder}
        </div>
      </Result>
    );
  }
  if (state.matches('expired')) {
    return (
      <Result path={path} title={t('expiredTitle')}>
        <p className={s.muted}>{t('expiredText')}</p>
        <div className={s.actionsStart}>
          {checkout.lines.length > 0 ? (
            <Button variant="primary" onPress={checkout.restart}>
              {t('placeAgain')}
            </Button>
          ) : (
            <LinkButton href={MARKETPLACE} variant="primary">
              {t('browse')}
            </LinkButton>
          )}
          {viewOrder}
        </div>
      </Result>
    );
  }
  return (
    <Result path={path} title={t('cancelledTitle')}>
      <p className={s.muted}>{t('cancelledText')}</p>
      <div className={s.actionsStart}>
        <LinkButton href="/orders" variant="secondary">
          {t('myOrders')}
        </LinkButton>
        {shop}
      </div>
    </Result>
  );
}
