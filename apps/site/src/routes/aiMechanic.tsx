import { AiMechanicPage } from '@gari/features/aiMechanic';
import { RequireAuth } from '@gari/features/chrome';

/**
 * /vehicles/{id}/ai-mechanic (spec §2 AI mechanic, §4, §5): the diagnostic chat for one of the
 * member's cars, for signed-in members only (signed out → /login?next=…).
 */
export function Component() {
  return (
    <RequireAuth>
      <AiMechanicPage />
    </RequireAuth>
  );
}
