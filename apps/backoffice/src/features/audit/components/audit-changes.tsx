import type { AuditLogEntry } from '@member/shared';
import { BO_AUDIT } from '@member/shared/backoffice';
import { useId, useState } from 'react';
import { Button } from '@/shared/ui/button';
import { TableHead } from '@/shared/ui/static-table';
import { auditDiff } from '../lib/audit-diff';

/** A cell's frame in the table of values. */
const CELL = 'border-b border-line px-2 py-1';

/** The entry's changed fields in a line, and a button that opens their values before and after. */
export function AuditChanges({ entry }: { entry: AuditLogEntry }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const rows = auditDiff(entry.before, entry.after);
  if (rows.length === 0) return <span className="text-muted">{BO_AUDIT.noChanges}</span>;
  return (
    <div className="flex flex-col items-start gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-muted">{BO_AUDIT.changedFields(rows.length)}</span>
        <Button variant="secondary" size="sm" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {open ? BO_AUDIT.hideChanges : BO_AUDIT.showChanges}
        </Button>
      </div>
      <div id={id} hidden={!open} className="w-full">
        {open && (
          <table className="w-full table-fixed border-collapse text-xs">
            <TableHead
              caption={BO_AUDIT.diffCaption}
              rowClassName="text-left text-muted"
              cellClassName={CELL}
              columns={[{ label: BO_AUDIT.field, className: `w-1/4 ${CELL}` }, BO_AUDIT.before, BO_AUDIT.after]}
            />
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="align-top">
                  <th scope="row" className="border-b border-line px-2 py-1 text-left font-semibold">
                    {row.label}
                  </th>
                  <td className="border-b border-line bg-red-50 px-2 py-1 break-words whitespace-pre-wrap text-red-900">
                    <span className="line-clamp-6">{row.before}</span>
                  </td>
                  <td className="border-b border-line bg-green-50 px-2 py-1 break-words whitespace-pre-wrap text-green-900">
                    <span className="line-clamp-6">{row.after}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </div>
  );
}
