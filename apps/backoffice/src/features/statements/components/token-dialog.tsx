import type { StatementSourceWithToken } from '@member/shared';
import { BO_STATEMENTS as T } from '@member/shared/backoffice';
import { useState } from 'react';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';

/** Where the phone's forwarder posts its notifications (the member API on this same host). */
export const webhookUrl = () => `${location.origin}/api/statements/sms`;

function CopyRow({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-semibold">{label}</span>
      <div className="flex items-start gap-2">
        <code className="flex-1 rounded-lg border border-line bg-surface-2 p-2 text-sm break-all">{value}</code>
        <Button
          variant="secondary"
          size="sm"
          aria-label={T.copyOf(label)}
          onClick={() => {
            void navigator.clipboard?.writeText(value).then(() => setCopied(true));
          }}
        >
          {copied ? T.copied : T.copy}
        </Button>
      </div>
    </div>
  );
}

/**
 * A source's token, shown this once (the server keeps only its hash): with the webhook's address and the
 * header to set in the phone's forwarder app. Closing the dialog forgets it.
 */
export function TokenDialog({ source, onClose }: { source: StatementSourceWithToken | null; onClose: () => void }) {
  return (
    <Dialog open={source !== null} onClose={onClose} title={source ? T.tokenTitle(source.name) : T.token} wide>
      {source && (
        <>
          <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            {T.tokenOnce}
          </p>
          <CopyRow label={T.token} value={source.token} />
          <CopyRow label={T.webhookUrl} value={webhookUrl()} />
          <CopyRow label={T.header} value={`Authorization: Bearer ${source.token}`} />
        </>
      )}
    </Dialog>
  );
}
