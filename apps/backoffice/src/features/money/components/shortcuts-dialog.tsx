import { BO_MONEY } from '@member/shared/backoffice';
import { Dialog } from '@/shared/ui/dialog';
import { TableHead } from '@/shared/ui/static-table';

/** The queue's keyboard shortcuts, listed (`?`). */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title={BO_MONEY.shortcutsTitle}>
      <table className="w-full border-collapse text-sm">
        <TableHead
          caption={BO_MONEY.shortcutsTitle}
          className="text-left text-muted"
          cellClassName="border-b border-line py-2 font-semibold"
          columns={[
            { label: BO_MONEY.shortcutKey, className: 'border-b border-line py-2 pr-3 font-semibold' },
            BO_MONEY.shortcutAction,
          ]}
        />
        <tbody>
          {BO_MONEY.shortcuts.map((shortcut) => (
            <tr key={shortcut.action} className="border-b border-line last:border-0">
              <td className="py-2 pr-3">
                {shortcut.keys.map((key, index) => (
                  <span key={key}>
                    {index > 0 && <span className="px-1 text-muted">{BO_MONEY.or}</span>}
                    <kbd className="rounded border border-line bg-surface-2 px-2 py-0.5 font-mono text-sm">{key}</kbd>
                  </span>
                ))}
              </td>
              <td className="py-2">{shortcut.action}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-sm text-muted">{BO_MONEY.shortcutsNote}</p>
    </Dialog>
  );
}
