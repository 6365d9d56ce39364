import { BookingPage } from '@gari/features/booking';

/** /booking?type=&id=&name=&services= (spec §2 Booking): the four-step booking wizard. Open to visitors. */
export function Component() {
  return <BookingPage />;
}
