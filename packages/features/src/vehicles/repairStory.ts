/**
 * Completed repairs of the demo member for the repair-loop stories (issue #13): the car page's Repairs
 * to log and My Cars' "N repairs to log" notice.
 */
import { DEMO_USER } from '../testing/fixtures/auth';
import type { Scenario } from '../testing/msw';

/**
 * Stores a completed brake repair of car 1 of the demo member (45,000 RWF, today; reference `id`);
 * `logged` = already an expense.
 */
export function addRepair(s: Scenario, logged = false, id = 'GR-REPAIR') {
  const p = s.db.providers[0];
  const user = s.db.users.find((u) => u.email === DEMO_USER.email);
  if (!p || !user) throw new Error('the story needs a provider and the demo member');
  const now = s.now().toISOString();
  s.db.bookings.push({
    booking_id: id,
    status: 'completed',
    provider: { id: p.id, type: p.type, name: p.name, address: p.address, city: p.city, phone: p.phone },
    service: 'Brake Service',
    duration_min: 90,
    date: now.slice(0, 10),
    time: '09:00',
    starts_at: now,
    timezone: p.timezone,
    full_name: user.name,
    phone: null,
    notes: null,
    source: 'site',
    created_at: now,
    decided_at: now,
    cancelled_at: null,
    can_cancel: false,
    calendar_url: `/api/v1/bookings/${id}/calendar.ics?code=x`,
    user_id: user.id,
    widget_key: null,
    vehicle_id: 1,
    diagnosis_id: 41,
    final_price: 45_000,
    completed_at: now,
    provider_message: null,
    expense_id: logged ? 900 : null,
  });
}
