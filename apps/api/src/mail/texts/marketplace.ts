/**
 * Texts of the spareshop notices (issue #10; issue #16): what the buyer and the seller are told by mail
 * and SMS when an order is placed, paid, fails to be paid or changes status, and the payment
 * simulator's prompt (development). The total arrives formatted for the recipient ('RWF 15,000').
 * `rw` and `sw` are machine-made, for review.
 */
import type { OrderStatus } from '@gari/contract/marketplace';
import type { Catalog } from './catalog';

/** What happened to an order: placed, paid, payment failed, or a status the seller or buyer set. */
export type OrderEvent = 'placed' | 'paid' | 'payment_failed' | 'status';

/** Values of an order notice: the subject line, the total with its currency, the status's name, the order's page. */
export interface OrderNoticeValues {
  subject: string;
  total: string;
  status: string;
  link: string;
}

/** Values of the simulator's prompt: the amount with its currency and the paying number. */
export interface SimulatorValues {
  amount: string;
  msisdn: string;
}

const en = {
  statuses: {
    pending_payment: 'pending payment',
    paid: 'paid',
    confirmed: 'confirmed',
    completed: 'completed',
    payment_failed: 'payment failed',
    cancelled: 'cancelled',
    expired: 'expired',
  } satisfies Record<OrderStatus, string>,
  placedSubject: (id: number) => `Order #${id} placed`,
  paidSubject: (id: number) => `Order #${id} paid`,
  paymentFailedSubject: (id: number) => `Payment of order #${id} failed`,
  statusSubject: (id: number, status: string) => `Order #${id} ${status}`,
  mailBody: (o: OrderNoticeValues) => `${o.subject}: ${o.total}, now ${o.status}.\n${o.link}`,
  sms: (o: OrderNoticeValues) => `Gari: ${o.subject} (${o.total}). ${o.link}`,
  simulatorSubject: (note: string) => `Mobile money prompt: ${note}`,
  simulatorIntro: (s: SimulatorValues) => `Simulated request to pay ${s.amount} from ${s.msisdn}.`,
  approve: 'Approve',
  decline: 'Decline',
};

/** The spareshop notices' texts in every language. */
export type MarketplaceTexts = typeof en;

/** Catalog of the spareshop notices. */
export const MARKETPLACE_TEXTS: Catalog<MarketplaceTexts> = {
  en,
  fr: {
    statuses: {
      pending_payment: 'en attente de paiement',
      paid: 'payée',
      confirmed: 'confirmée',
      completed: 'terminée',
      payment_failed: 'paiement refusé',
      cancelled: 'annulée',
      expired: 'expirée',
    },
    placedSubject: (id) => `Commande n° ${id} passée`,
    paidSubject: (id) => `Commande n° ${id} payée`,
    paymentFailedSubject: (id) => `Le paiement de la commande n° ${id} a échoué`,
    statusSubject: (id, status) => `Commande n° ${id} : ${status}`,
    mailBody: (o) => `${o.subject} : ${o.total}, désormais ${o.status}.\n${o.link}`,
    sms: (o) => `Gari : ${o.subject} (${o.total}). ${o.link}`,
    simulatorSubject: (note) => `Demande de paiement mobile : ${note}`,
    simulatorIntro: (s) => `Demande de paiement simulée de ${s.amount} depuis le ${s.msisdn}.`,
    approve: 'Accepter',
    decline: 'Refuser',
  },
  // Machine-made Kinyarwanda: to be reviewed by a fluent speaker.
  rw: {
    statuses: {
      pending_payment: 'itegereje kwishyurwa',
      paid: 'yishyuwe',
      confirmed: 'yemejwe',
      completed: 'yarangiye',
      payment_failed: 'kwishyura byanze',
      cancelled: 'yahagaritswe',
      expired: 'yarengeje igihe',
    },
    placedSubject: (id) => `Komande #${id} yakiriwe`,
    paidSubject: (id) => `Komande #${id} yishyuwe`,
    paymentFailedSubject: (id) => `Kwishyura komande #${id} byanze`,
    statusSubject: (id, status) => `Komande #${id}: ${status}`,
    mailBody: (o) => `${o.subject}: ${o.total}, ubu ${o.status}.\n${o.link}`,
    sms: (o) => `Gari: ${o.subject} (${o.total}). ${o.link}`,
    simulatorSubject: (note) => `Gusaba kwishyura na mobile money: ${note}`,
    simulatorIntro: (s) => `Igerageza ryo gusaba kwishyura ${s.amount} kuri ${s.msisdn}.`,
    approve: 'Emeza',
    decline: 'Hakana',
  },
  // Machine-made Kiswahili: to be reviewed by a fluent speaker.
  sw: {
    statuses: {
      pending_payment: 'inasubiri malipo',
      paid: 'imelipwa',
      confirmed: 'imethibitishwa',
      completed: 'imekamilika',
      payment_failed: 'malipo yameshindikana',
      cancelled: 'imeghairiwa',
      expired: 'muda wake umeisha',
    },
    placedSubject: (id) => `Oda #${id} imewekwa`,
    paidSubject: (id) => `Oda #${id} imelipwa`,
    paymentFailedSubject: (id) => `Malipo ya oda #${id} yameshindikana`,
    statusSubject: (id, status) => `Oda #${id}: ${status}`,
    mailBody: (o) => `${o.subject}: ${o.total}, sasa ${o.status}.\n${o.link}`,
    sms: (o) => `Gari: ${o.subject} (${o.total}). ${o.link}`,
    simulatorSubject: (note) => `Ombi la malipo kwa simu: ${note}`,
    simulatorIntro: (s) => `Ombi la majaribio la kulipa ${s.amount} kutoka ${s.msisdn}.`,
    approve: 'Kubali',
    decline: 'Kataa',
  },
};

/** The subject of an order notice in `texts`' language. */
export function orderSubject(
  texts: MarketplaceTexts,
  event: OrderEvent,
  id: number,
  status: OrderStatus,
): string {
  switch (event) {
    case 'placed':
      return texts.placedSubject(id);
    case 'paid':
      return texts.paidSubject(id);
    case 'payment_failed':
      return texts.paymentFailedSubject(id);
    default:
      return texts.statusSubject(id, texts.statuses[status]);
  }
}
