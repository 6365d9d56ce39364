import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  bookingMachine,
  bookingStep,
  canGoBack,
  canGoNext,
  isValidPhone,
  randomBookingReference,
  servicesOf,
} from './machine';
import type {
  BookingDefaultServices,
  BookingEmitted,
  BookingRepairInput,
  BookingRequest,
  BookingResult,
  BookingSlot,
  LoadSlotsInput,
} from './types';

const PROVIDER = {
  type: 'garage' as const,
  id: 7,
  name: 'Kigali Auto Care',
  services: ['Oil Change', 'Brake Service'],
};
/** Default services by provider type, as the caller passes them (the app: the contract's §9 lists). */
const DEFAULT_SERVICES: BookingDefaultServices = {
  garage: ['Consultation', 'Full Detail'],
  carwash: ['Full Car Wash', 'Quick Wash'],
};
const SLOTS: BookingSlot[] = [
  { time: '09:00', available: 2 },
  { time: '10:00', available: 1 },
];

function start(
  opts: {
    slots?: (input: LoadSlotsInput) => Promise<BookingSlot[]>;
    create?: (input: BookingRequest) => Promise<BookingResult>;
    contact?: { full_name?: string; phone?: string };
    repair?: BookingRepairInput;
    service?: string;
    provider?: typeof PROVIDER | { type: 'carwash'; id: number; name: string; services: string[] };
  } = {},
) {
  const loadSlots = vi.fn(opts.slots ?? (async () => SLOTS));
  const createBooking = vi.fn(
    opts.create ??
      (async () => ({
        booking_id: 'GR-7K2M9Q',
        calendar_url: '/api/v1/bookings/GR-7K2M9Q/calendar.ics?code=x',
      })),
  );
  const actor = createActor(
    bookingMachine.provide({
      actors: {
        loadSlots: fromPromise(({ input }: { input: LoadSlotsInput }) => loadSlots(input)),
        createBooking: fromPromise(({ input }: { input: BookingRequest }) => createBooking(input)),
      },
    }),
    {
      input: {
        provider: opts.provider ?? PROVIDER,
        defaultServices: DEFAULT_SERVICES,
        contact: opts.contact,
        ...(opts.repair ? { repair: opts.repair } : {}),
        ...(opts.service ? { service: opts.service } : {}),
      },
    },
  );
  const emitted: BookingEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, loadSlots, createBooking, emitted };
}

async function toReview(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'SELECT_SERVICE', service: 'Oil Change' });
  actor.send({ type: 'NEXT' });
  actor.send({ type: 'SELECT_DATE', date: '2026-11-24' });
  await waitFor(actor, (s) => s.matches({ dateTime: 'pickTime' }));
  actor.send({ type: 'SELECT_TIME', time: '10:00' });
  actor.send({ type: 'NEXT' });
  actor.send({ type: 'CHANGE', field: 'full_name', value: 'Amina Uwase' });
  actor.send({ type: 'CHANGE', field: 'phone', value: '0788 123 456' });
  actor.send({ type: 'CHANGE', field: 'notes', value: ' Rattle at idle ' });
  actor.send({ type: 'NEXT' });
  expect(actor.getSnapshot().value).toBe('review');
}

describe('booking machine', () => {
  it('service: NEXT is refused without a service; only offered services; BACK does nothing', () => {
    const { actor, emitted } = start();
    expect(actor.getSnapshot().value).toBe('service');
    expect(emitted[0]).toEqual({ type: 'step.changed', step: 0, name: 'Service' });
    expect(canGoNext(actor.getSnapshot())).toBe(false);
    expect(canGoBack(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('service');
    actor.send({ type: 'SELECT_SERVICE', service: 'Teleportation' });
    expect(actor.getSnapshot().context.service).toBeNull();
    actor.send({ type: 'SELECT_SERVICE', service: 'Brake Service' });
    expect(canGoNext(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toEqual({ dateTime: 'pickDate' });
    expect(bookingStep(actor.getSnapshot())).toBe(1);
    expect(emitted.at(-1)).toEqual({ type: 'step.changed', step: 1, name: 'Date & Time' });
  });

  it("the given default services of the provider's type (spec §9) when it lists none", () => {
    expect(servicesOf({ ...PROVIDER, services: [] }, DEFAULT_SERVICES)).toEqual([
      'Consultation',
      'Full Detail',
    ]);
    const carwash = { type: 'carwash' as const, id: 1, name: 'x' };
    expect(servicesOf({ ...carwash, services: [' '] }, DEFAULT_SERVICES)).toEqual([
      'Full Car Wash',
      'Quick Wash',
    ]);
    expect(servicesOf({ ...carwash, services: [] }, DEFAULT_SERVICES)).not.toBe(DEFAULT_SERVICES.carwash);
  });

  it('dateTime: time needs a date; the slots load for it; changing the date clears the time', async () => {
    const { actor, loadSlots } = start();
    actor.send({ type: 'SELECT_SERVICE', service: 'Oil Change' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SELECT_TIME', time: '09:00' });
    expect(actor.getSnapshot().context.time).toBeNull();
    actor.send({ type: 'SELECT_DATE', date: 'tomorrow' });
    expect(actor.getSnapshot().context.date).toBeNull();
    actor.send({ type: 'SELECT_DATE', date: '2026-11-24' });
    expect(actor.getSnapshot().value).toEqual({ dateTime: 'loadingSlots' });
    await waitFor(actor, (s) => s.matches({ dateTime: 'pickTime' }));
    expect(loadSlots).toHaveBeenLastCalledWith({ type: 'garage', id: 7, date: '2026-11-24' });
    expect(actor.getSnapshot().context.slots).toEqual(SLOTS);
    actor.send({ type: 'SELECT_TIME', time: '11:00' }); // not a slot
    expect(actor.getSnapshot().context.time).toBeNull();
    actor.send({ type: 'SELECT_TIME', time: '09:00' });
    expect(canGoNext(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'SELECT_DATE', date: '2026-11-25' });
    expect(actor.getSnapshot().context).toMatchObject({ date: '2026-11-25', time: null });
    expect(canGoNext(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().matches('dateTime')).toBe(true);
    await waitFor(actor, (s) => s.matches({ dateTime: 'pickTime' }));
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('service');
  });

  it('dateTime: an empty slot list is noSlots; a failure is slotsFailed, RELOAD_SLOTS retries', async () => {
    let calls = 0;
    const { actor } = start({
      slots: async () => {
        calls++;
        if (calls === 1) return [];
        if (calls === 2) throw new Error('Network error. Check your connection and try again.');
        return SLOTS;
      },
    });
    actor.send({ type: 'SELECT_SERVICE', service: 'Oil Change' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SELECT_DATE', date: '2026-11-29' });
    await waitFor(actor, (s) => s.matches({ dateTime: 'noSlots' }));
    expect(canGoNext(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'SELECT_DATE', date: '2026-11-30' });
    await waitFor(actor, (s) => s.matches({ dateTime: 'slotsFailed' }));
    expect(actor.getSnapshot().context.error).toEqual({
      text: 'Network error. Check your connection and try again.',
    });
    actor.send({ type: 'RELOAD_SLOTS' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches({ dateTime: 'pickTime' }));
  });

  it('contact: prefilled defaults; NEXT refuses a bad phone; valid → review; BACK → pickTime', async () => {
    const { actor } = start({ contact: { full_name: 'Amina Uwase', phone: '' } });
    actor.send({ type: 'SELECT_SERVICE', service: 'Oil Change' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SELECT_DATE', date: '2026-11-24' });
    await waitFor(actor, (s) => s.matches({ dateTime: 'pickTime' }));
    actor.send({ type: 'SELECT_TIME', time: '09:00' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('contact');
    expect(actor.getSnapshot().context.full_name).toBe('Amina Uwase');
    expect(canGoNext(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ phone: [{ key: 'phoneRequired' }] });
    actor.send({ type: 'CHANGE', field: 'phone', value: '12345' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('contact');
    expect(actor.getSnapshot().context.fieldErrors.phone).toEqual([{ key: 'phoneInvalid' }]);
    actor.send({ type: 'CHANGE', field: 'phone', value: '+250 788 123 456' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('review');
    expect(canGoNext(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('contact');
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toEqual({ dateTime: 'pickTime' });
    expect(actor.getSnapshot().context.time).toBe('09:00');
  });

  it('review → submitting → confirmed with the booking_id; emits booking.succeeded', async () => {
    const { actor, createBooking, emitted } = start();
    await toReview(actor);
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(canGoBack(actor.getSnapshot())).toBe(false);
    await waitFor(actor, (s) => s.matches('confirmed'));
    expect(createBooking).toHaveBeenCalledWith({
      provider_type: 'garage',
      provider_id: 7,
      service: 'Oil Change',
      date: '2026-11-24',
      time: '10:00',
      full_name: 'Amina Uwase',
      phone: '0788 123 456',
      notes: 'Rattle at idle',
    });
    expect(actor.getSnapshot().context.bookingId).toBe('GR-7K2M9Q');
    expect(actor.getSnapshot().context.calendarUrl).toContain('calendar.ics');
    expect(bookingStep(actor.getSnapshot())).toBe(4);
    expect(emitted.filter((e) => e.type !== 'step.changed')).toEqual([
      {
        type: 'booking.succeeded',
        booking_id: 'GR-7K2M9Q',
        calendar_url: '/api/v1/bookings/GR-7K2M9Q/calendar.ics?code=x',
      },
    ]);
    expect(emitted.filter((e) => e.type === 'step.changed').map((e) => (e as { step: number }).step)).toEqual(
      [0, 1, 2, 3, 4],
    );
  });

  it('confirmed without booking_id shows a random GR- code', async () => {
    const { actor } = start({ create: async () => ({}) });
    await toReview(actor);
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('confirmed'));
    expect(actor.getSnapshot().context.bookingId).toMatch(/^GR-[0-9A-Z]{6}$/);
    expect(actor.getSnapshot().context.calendarUrl).toBeNull();
    expect(randomBookingReference(() => 0)).toBe('GR-000000');
  });

  it('409 slot taken → back to Date & Time with the message and the slots reloaded', async () => {
    let n = 0;
    const { actor, loadSlots, emitted } = start({
      slots: async () => (++n === 1 ? SLOTS : [{ time: '09:00', available: 1 }]),
      create: async () => {
        throw Object.assign(new Error('This time is no longer available. Please pick another slot.'), {
          status: 409,
        });
      },
    });
    await toReview(actor);
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches({ dateTime: 'pickTime' }));
    expect(loadSlots).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context).toMatchObject({
      time: null,
      date: '2026-11-24',
      error: { text: 'This time is no longer available. Please pick another slot.' },
      slots: [{ time: '09:00', available: 1 }],
    });
    expect(emitted.find((e) => e.type === 'booking.failed')).toEqual({
      type: 'booking.failed',
      message: { text: 'This time is no longer available. Please pick another slot.' },
      status: 409,
    });
    actor.send({ type: 'SELECT_TIME', time: '09:00' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('422 on phone → contact with the field error', async () => {
    const { actor } = start({
      create: async () => {
        throw Object.assign(new Error('Enter a valid mobile number.'), {
          status: 422,
          errors: { phone: ['Enter a valid mobile number.'] },
        });
      },
    });
    await toReview(actor);
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('contact'));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      phone: [{ text: 'Enter a valid mobile number.' }],
    });
  });

  it('other failure → failed; RETRY → submitting → confirmed; BACK → review', async () => {
    let n = 0;
    const { actor } = start({
      create: async () => {
        n++;
        if (n <= 2) throw Object.assign(new Error('POST /bookings failed: 500'), { status: 500 });
        return { booking_id: 'GR-ABCDEF' };
      },
    });
    await toReview(actor);
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toEqual({ text: 'POST /bookings failed: 500' });
    expect(bookingStep(actor.getSnapshot())).toBe(3);
    expect(canGoBack(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('review');
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await waitFor(actor, (s) => s.matches('confirmed'));
    expect(actor.getSnapshot().context.bookingId).toBe('GR-ABCDEF');
  });

  it('CLOSE resets every field to the defaults and returns to service', async () => {
    const { actor } = start({ contact: { full_name: 'Amina Uwase', phone: '+250788123456' } });
    await toReview(actor);
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('confirmed'));
    actor.send({ type: 'CLOSE' });
    const s = actor.getSnapshot();
    expect(s.value).toBe('service');
    expect(s.context).toMatchObject({
      service: null,
      date: null,
      time: null,
      slots: [],
      full_name: 'Amina Uwase',
      phone: '+250788123456',
      notes: '',
      bookingId: null,
      calendarUrl: null,
      error: null,
      fieldErrors: {},
    });
  });

  it('isValidPhone: Rwandan local and international forms', () => {
    for (const ok of [
      '0788123456',
      '078 812 3456',
      '+250788123456',
      '+250 788-123-456',
      '250788123456',
      '00250788123456',
    ])
      expect(isValidPhone(ok), ok).toBe(true);
    for (const bad of ['', '12345', '0888', 'phone', '+25', '078812345'])
      expect(isValidPhone(bad), bad).toBe(false);
  });

  it('BACK to service and NEXT again reloads the slots of the kept date (pickDate → loadingSlots)', async () => {
    const { actor, loadSlots, emitted } = start();
    actor.send({ type: 'SELECT_SERVICE', service: 'Oil Change' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SELECT_DATE', date: '2026-11-24' });
    await waitFor(actor, (s) => s.matches({ dateTime: 'pickTime' }));
    actor.send({ type: 'BACK' });
    actor.send({ type: 'SELECT_SERVICE', service: 'Brake Service' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toEqual({ dateTime: 'loadingSlots' });
    await waitFor(actor, (s) => s.matches({ dateTime: 'pickTime' }));
    expect(loadSlots).toHaveBeenCalledTimes(2);
    expect(emitted.filter((e) => e.type === 'step.changed').map((e) => (e as { step: number }).step)).toEqual(
      [0, 1, 0, 1],
    );
  });

  it('CLOSE mid-way (Date & Time) also resets and returns to step 0', async () => {
    const { actor } = start();
    actor.send({ type: 'SELECT_SERVICE', service: 'Oil Change' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SELECT_DATE', date: '2026-11-24' });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('service');
    expect(actor.getSnapshot().context).toMatchObject({ service: null, date: null, slots: [] });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('service'); // the cancelled slot load does not move it
  });

  it('actors not provided: loading slots fails into slotsFailed', async () => {
    const actor = createActor(bookingMachine, {
      input: { provider: PROVIDER, defaultServices: DEFAULT_SERVICES },
    }).start();
    actor.send({ type: 'SELECT_SERVICE', service: 'Oil Change' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SELECT_DATE', date: '2026-11-24' });
    await waitFor(actor, (s) => s.matches({ dateTime: 'slotsFailed' }));
    expect(actor.getSnapshot().context.error?.text).toContain('not provided');
  });

  describe('a repair booked from a diagnostic report (issue #13)', () => {
    const REPAIR: BookingRepairInput = {
      diagnosisId: 41,
      vehicleId: 5,
      notes: 'AI mechanic: worn brake pads (squeal when braking).',
      date: '2026-11-24',
      time: '10:00',
    };

    it('starts with the service chosen and the notes filled, loads the chosen date and keeps the free time', async () => {
      const { actor, loadSlots } = start({ repair: REPAIR, service: 'Brake Service' });
      expect(actor.getSnapshot().context).toMatchObject({
        service: 'Brake Service',
        notes: REPAIR.notes,
        date: '2026-11-24',
        time: '10:00',
      });
      expect(canGoNext(actor.getSnapshot())).toBe(true);
      actor.send({ type: 'NEXT' });
      await waitFor(actor, (s) => s.matches({ dateTime: 'pickTime' }));
      expect(loadSlots).toHaveBeenCalledWith({ type: 'garage', id: 7, date: '2026-11-24' });
      expect(actor.getSnapshot().context.time).toBe('10:00');
      expect(canGoNext(actor.getSnapshot())).toBe(true);
    });

    it('drops the chosen time when it was taken meanwhile', async () => {
      const { actor } = start({
        repair: { ...REPAIR, time: '11:00' },
        service: 'Brake Service',
      });
      actor.send({ type: 'NEXT' });
      await waitFor(actor, (s) => s.matches({ dateTime: 'pickTime' }));
      expect(actor.getSnapshot().context.time).toBeNull();
    });

    it('sends vehicle_id, diagnosis_id and the notes with POST /bookings', async () => {
      const { actor, createBooking } = start({ repair: REPAIR, service: 'Brake Service' });
      actor.send({ type: 'NEXT' });
      await waitFor(actor, (s) => s.matches({ dateTime: 'pickTime' }));
      actor.send({ type: 'NEXT' });
      actor.send({ type: 'CHANGE', field: 'full_name', value: 'Amina Uwase' });
      actor.send({ type: 'CHANGE', field: 'phone', value: '0788 123 456' });
      actor.send({ type: 'NEXT' });
      actor.send({ type: 'CONFIRM' });
      await waitFor(actor, (s) => s.matches('confirmed'));
      expect(createBooking).toHaveBeenCalledWith({
        provider_type: 'garage',
        provider_id: 7,
        service: 'Brake Service',
        date: '2026-11-24',
        time: '10:00',
        full_name: 'Amina Uwase',
        phone: '0788 123 456',
        notes: REPAIR.notes,
        vehicle_id: 5,
        diagnosis_id: 41,
      });
    });

    it('CLOSE keeps the links and the notes but forgets the slot', () => {
      const { actor } = start({ repair: REPAIR, service: 'Brake Service' });
      actor.send({ type: 'CLOSE' });
      expect(actor.getSnapshot().context).toMatchObject({
        notes: REPAIR.notes,
        date: null,
        time: null,
        repair: { diagnosisId: 41, vehicleId: 5 },
      });
    });
  });
});
