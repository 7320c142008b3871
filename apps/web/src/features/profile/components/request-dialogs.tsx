import { AlertDialog } from '@/shared/ui/alert-dialog';
import { LoadingDialog } from '@/shared/ui/loading-dialog';
import type { useRequestState } from '../hooks/use-request-state';

/** The loading dialog and the แจ้งเตือน/ตกลง alert of a form's call. */
export function RequestDialogs({ request }: { request: ReturnType<typeof useRequestState> }) {
  return (
    <>
      <LoadingDialog open={request.loading} />
      <AlertDialog open={request.error !== null} message={request.error ?? ''} onClose={request.clearError} />
    </>
  );
}
