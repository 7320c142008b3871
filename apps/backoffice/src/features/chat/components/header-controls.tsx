import { BO_CHAT } from '@member/shared/backoffice';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/shared/ui/button';
import { ToggleSwitch } from '@/shared/ui/toggle-switch';
import { agentsQuery, myAgent, useSetAvailability } from '../api/agents';
import {
  askNotificationPermission,
  type NotificationPermissionState,
  notificationPermission,
  unlockChime,
} from '../lib/notify';
import { useRealtimeStatus } from '../realtime/realtime-context';

const STATUS_TEXT = {
  connecting: { text: BO_CHAT.connecting, dot: 'bg-slate-400' },
  online: { text: BO_CHAT.connected, dot: 'bg-green-600' },
  offline: { text: BO_CHAT.reconnecting, dot: 'bg-amber-500' },
} as const;

/** Whether the inbox is live: connected, connecting, or waiting to reconnect. */
export function ConnectionStatus() {
  const status = useRealtimeStatus();
  const { text, dot } = STATUS_TEXT[status];
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted">
      <span aria-hidden="true" className={`inline-block size-2.5 rounded-full ${dot}`} />
      {text}
    </p>
  );
}

/** Asks for the browser's notifications on the agent's click; says when they are on or blocked. */
export function NotificationsButton() {
  const [permission, setPermission] = useState<NotificationPermissionState>(notificationPermission);
  if (permission === 'unsupported') return null;
  if (permission === 'granted') return <p className="text-sm text-muted">{BO_CHAT.notificationsOn}</p>;
  if (permission === 'denied') return <p className="text-sm text-amber-800">{BO_CHAT.notificationsBlocked}</p>;
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => {
        unlockChime();
        void askNotificationPermission().then(setPermission);
      }}
    >
      {BO_CHAT.enableNotifications}
    </Button>
  );
}

/** The signed-in agent's availability for round-robin (`PUT /operator/agents/me`). */
export function AvailabilitySwitch() {
  const agents = useQuery(agentsQuery);
  const me = myAgent(agents.data);
  const save = useSetAvailability();
  if (!me) return null;
  return (
    <span title={BO_CHAT.availabilityHint}>
      <ToggleSwitch
        label={BO_CHAT.availability}
        checked={save.isPending && save.variables !== undefined ? save.variables : me.available}
        disabled={save.isPending}
        onChange={(available) => save.mutate(available)}
        onText={BO_CHAT.available}
        offText={BO_CHAT.away}
      />
    </span>
  );
}
