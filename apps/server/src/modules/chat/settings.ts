import {
  CHAT_AUDIO_TYPES,
  CHAT_IMAGE_TYPES,
  CHAT_LIMITS,
  type ChatBusinessDay,
  type ChatSettings,
  type ChatSettingsPublic,
} from '@member/shared';
import type { Queryable } from '../../db/database';
import { openNow } from './business-hours';

/** The service's settings (one row, `chat_settings`). */

interface SettingsRow {
  business_hours: ChatBusinessDay[] | string;
  greeting: string;
  offline_message: string;
  image_max_bytes: number;
  audio_max_bytes: number;
  agent_cap: number;
}

const COLUMNS = 'business_hours, greeting, offline_message, image_max_bytes, audio_max_bytes, agent_cap';

function toSettings(row: SettingsRow): ChatSettings {
  const hours = typeof row.business_hours === 'string' ? JSON.parse(row.business_hours) : row.business_hours;
  return {
    businessHours: (hours as ChatBusinessDay[])
      .map(({ day, open, close }) => ({ day, open, close }))
      .sort((a, b) => a.day - b.day),
    greeting: row.greeting,
    offlineMessage: row.offline_message,
    imageMaxBytes: row.image_max_bytes,
    audioMaxBytes: row.audio_max_bytes,
    agentCap: row.agent_cap,
  };
}

/** The settings; `lock` takes the row's lock (a change, read before and after). */
export async function loadSettings(db: Queryable, lock = false): Promise<ChatSettings> {
  const { rows } = await db.query<SettingsRow>(
    `SELECT ${COLUMNS} FROM chat_settings WHERE id = 1${lock ? ' FOR UPDATE' : ''}`,
  );
  const row = rows[0];
  if (!row) throw new Error('chat settings row missing');
  return toSettings(row);
}

export async function saveSettings(tx: Queryable, settings: ChatSettings, at: string): Promise<ChatSettings> {
  const { rows } = await tx.query<SettingsRow>(
    `UPDATE chat_settings SET business_hours = $1::jsonb, greeting = $2, offline_message = $3,
       image_max_bytes = $4, audio_max_bytes = $5, agent_cap = $6, updated_at = $7
     WHERE id = 1 RETURNING ${COLUMNS}`,
    [
      JSON.stringify(settings.businessHours.map(({ day, open, close }) => ({ day, open, close }))),
      settings.greeting,
      settings.offlineMessage,
      settings.imageMaxBytes,
      settings.audioMaxBytes,
      settings.agentCap,
      at,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('chat settings row missing');
  return toSettings(row);
}

/** What the member's page reads before anything is sent (`GET /setting`). */
export function toPublicSettings(settings: ChatSettings, nowMs: number): ChatSettingsPublic {
  return {
    businessHours: settings.businessHours,
    openNow: openNow(settings.businessHours, nowMs),
    greeting: settings.greeting,
    offlineMessage: settings.offlineMessage,
    upload: {
      imageMaxBytes: settings.imageMaxBytes,
      audioMaxBytes: settings.audioMaxBytes,
      imageTypes: [...CHAT_IMAGE_TYPES],
      audioTypes: [...CHAT_AUDIO_TYPES],
    },
    messageMaxLength: CHAT_LIMITS.messageMaxLength,
  };
}
