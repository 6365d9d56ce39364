import { CarwashesPage } from '@gari/features/providers';

/** /carwashes (spec §2 Carwashes): the carwash list with its filters, state in the URL query. */
export function Component() {
  return <CarwashesPage />;
}
