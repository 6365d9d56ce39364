import { DiagnosticResultsPage } from '@gari/features/aiMechanic';
import { RequireAuth } from '@gari/features/chrome';

/**
 * /vehicles/{id}/ai-mechanic/diagnostic-results?diagnosis={id} (spec §2 Diagnostic results): the
 * stored report (the vehicle's latest without `diagnosis`), for signed-in members only (signed out →
 * /login?next=…). The PDF download loads pdf-lib in its own chunk, only when pressed.
 */
export function Component() {
  return (
    <RequireAuth>
      <DiagnosticResultsPage />
    </RequireAuth>
  );
}
