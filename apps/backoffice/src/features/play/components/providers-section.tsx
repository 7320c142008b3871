import type { AdminPlayProvider } from '@member/shared';
import { BO_ACTIONS, BO_PLAY } from '@member/shared/backoffice';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { QueryState } from '@/shared/ui/query-state';
import { TableHead } from '@/shared/ui/static-table';
import { providersQuery } from '../api/providers';
import { ProviderDialog } from './provider-dialog';

/** The game providers wired to the members' wallet (`games.manage`). */
export function ProvidersSection() {
  const providers = useQuery(providersQuery);
  const [editing, setEditing] = useState<AdminPlayProvider | 'new' | null>(null);

  return (
    <Card title={BO_PLAY.providersTitle} className="mt-6">
      {!providers.data ? (
        <QueryState error={providers.error} onRetry={() => void providers.refetch()} />
      ) : (
        <table className="w-full text-sm">
          <TableHead
            caption={BO_PLAY.providersCaption}
            className="text-left text-muted"
            columns={[
              { label: BO_PLAY.code, className: 'py-2' },
              ...[BO_PLAY.name, BO_PLAY.launchUrl, BO_PLAY.games, BO_PLAY.secret, BO_PLAY.status].map((label) => ({
                label,
              })),
              { label: <span className="sr-only">{BO_ACTIONS.edit}</span> },
            ]}
          />
          <tbody>
            {providers.data.map((provider) => (
              <tr key={provider.code} className="border-t border-line">
                <td className="py-2 font-semibold">{provider.code}</td>
                <td>{provider.name}</td>
                <td className="break-all">{provider.launchUrl}</td>
                <td>{provider.games.map((game) => game.name).join(', ') || '-'}</td>
                <td>{provider.hasSecret ? BO_PLAY.secretSet : BO_PLAY.secretMissing}</td>
                <td>
                  <Badge tone={provider.active ? 'good' : 'neutral'}>
                    {provider.active ? BO_PLAY.active : BO_PLAY.inactive}
                  </Badge>
                </td>
                <td className="text-right">
                  <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={() => setEditing(provider)}>
                    {BO_ACTIONS.edit}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Button className="mt-3" variant="secondary" aria-haspopup="dialog" onClick={() => setEditing('new')}>
        {BO_PLAY.addProvider}
      </Button>
      {editing && <ProviderDialog provider={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
