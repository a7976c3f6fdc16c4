import { useQueryClient } from '@tanstack/react-query';
import { warningsChannel } from '@trilha/shared/warnings';
import { useTenant } from '../../app/tenant.ts';
import { useLiveEvent } from '../../lib/live/use-live-event.ts';

/**
 * Keeps the alerts on screen live (warnings.{company}, whichever sub-domain): an alert published or removed elsewhere
 * refetches every warnings list and panel, so each reader sees what GET /warnings answers them.
 */
export function useWarningsLive(): void {
  const tenant = useTenant();
  const queryClient = useQueryClient();
  useLiveEvent(warningsChannel(tenant.company_id), ['.warning.published', '.warning.removed'], () => {
    void queryClient.invalidateQueries({ queryKey: ['warnings'] });
  });
}
