-- The live-chat service (issue 16, decision 0130): one conversation per member, its messages numbered
-- within it, attached files, canned replies, the service's settings, the agents' availability for
-- round-robin and the per-agent times the dashboard reads.

-- The operator's settings: one row. Business hours are [{ day (0 = Sunday), open, close }] in
-- Asia/Bangkok, a day without an entry being closed; seeded open every day around the clock.
CREATE TABLE chat_settings (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  business_hours jsonb NOT NULL CHECK (jsonb_typeof(business_hours) = 'array'),
  greeting text NOT NULL,
  offline_message text NOT NULL,
  image_max_bytes integer NOT NULL CHECK (image_max_bytes > 0),
  audio_max_bytes integer NOT NULL CHECK (audio_max_bytes > 0),
  agent_cap integer NOT NULL CHECK (agent_cap >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO chat_settings (business_hours, greeting, offline_message, image_max_bytes, audio_max_bytes, agent_cap)
VALUES (
  '[{"day":0,"open":"00:00","close":"24:00"},{"day":1,"open":"00:00","close":"24:00"},{"day":2,"open":"00:00","close":"24:00"},{"day":3,"open":"00:00","close":"24:00"},{"day":4,"open":"00:00","close":"24:00"},{"day":5,"open":"00:00","close":"24:00"},{"day":6,"open":"00:00","close":"24:00"}]',
  'สวัสดีค่ะ มีอะไรให้แอดมินช่วยเหลือ พิมพ์ข้อความไว้ได้เลยค่ะ',
  'ขณะนี้อยู่นอกเวลาทำการ แอดมินจะตอบกลับโดยเร็วที่สุดเมื่อถึงเวลาทำการค่ะ',
  5242880,
  5242880,
  10
);

-- Uploaded files (images and audio), stored through the storage interface under `storage_key`. A
-- message may carry a file its sender uploaded.
CREATE TABLE chat_files (
  id uuid PRIMARY KEY,
  uploader_kind text NOT NULL CHECK (uploader_kind IN ('member', 'operator')),
  uploader_id bigint NOT NULL,
  storage_key text NOT NULL,
  mime text NOT NULL CHECK (mime IN ('image/jpeg', 'image/png', 'audio/mpeg', 'audio/wav')),
  kind text NOT NULL CHECK (kind IN ('image', 'audio')),
  size_bytes integer NOT NULL CHECK (size_bytes > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One conversation per member, made by the member's first message. `last_message_seq` is the
-- conversation's message counter: a message takes the next number while holding this row's lock, so
-- numbers follow the order of commits. `opened_at` starts the current spell (creation, or a reopening
-- after resolved): first response and resolution are measured from it; `first_response_at` is the
-- spell's first agent reply. `offline_replied_at` is when the offline reply was last sent.
CREATE TABLE chat_conversations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id) CONSTRAINT chat_conversations_member_unique UNIQUE,
  status text NOT NULL CHECK (status IN ('open', 'pending', 'resolved', 'snoozed')),
  snoozed_until timestamptz,
  assignee_id bigint REFERENCES operators (id),
  last_message_seq integer NOT NULL DEFAULT 0 CHECK (last_message_seq >= 0),
  member_last_read_seq integer NOT NULL DEFAULT 0,
  agent_last_read_seq integer NOT NULL DEFAULT 0,
  last_message_at timestamptz NOT NULL,
  opened_at timestamptz NOT NULL,
  first_response_at timestamptz,
  offline_replied_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK ((status = 'snoozed') = (snoozed_until IS NOT NULL)),
  CHECK (member_last_read_seq BETWEEN 0 AND last_message_seq),
  CHECK (agent_last_read_seq BETWEEN 0 AND last_message_seq)
);
-- The inbox: newest activity first, by state, by assignee and state, or all.
CREATE INDEX chat_conversations_activity_idx ON chat_conversations (last_message_at DESC, id DESC);
CREATE INDEX chat_conversations_status_idx ON chat_conversations (status, last_message_at DESC, id DESC);
CREATE INDEX chat_conversations_assignee_idx ON chat_conversations (assignee_id, status, last_message_at DESC, id DESC);
-- The sweep that reopens snoozed conversations when their time comes.
CREATE INDEX chat_conversations_snoozed_idx ON chat_conversations (snoozed_until) WHERE status = 'snoozed';

-- Messages. `id` is internal; the API's message id is `seq`, 1, 2, 3... within the conversation. A
-- send's `client_message_id` is stored once per conversation and kind of sender (NULL for the system).
CREATE TABLE chat_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  conversation_id bigint NOT NULL REFERENCES chat_conversations (id),
  seq integer NOT NULL CHECK (seq >= 1),
  sender_kind text NOT NULL CHECK (sender_kind IN ('member', 'agent', 'system')),
  sender_operator_id bigint REFERENCES operators (id),
  body text CHECK (char_length(body) BETWEEN 1 AND 2000),
  file_id uuid REFERENCES chat_files (id),
  client_message_id text,
  created_at timestamptz NOT NULL,
  CONSTRAINT chat_messages_seq_unique UNIQUE (conversation_id, seq),
  CONSTRAINT chat_messages_client_unique UNIQUE (conversation_id, sender_kind, client_message_id),
  CHECK ((sender_kind = 'agent') = (sender_operator_id IS NOT NULL)),
  CHECK (body IS NOT NULL OR file_id IS NOT NULL),
  CHECK ((sender_kind = 'system') = (client_message_id IS NULL))
);
-- Unread counts: the member's messages after the team's pointer, the others after the member's.
CREATE INDEX chat_messages_from_member_idx ON chat_messages (conversation_id, seq) WHERE sender_kind = 'member';
CREATE INDEX chat_messages_to_member_idx ON chat_messages (conversation_id, seq) WHERE sender_kind <> 'member';
CREATE INDEX chat_messages_file_idx ON chat_messages (file_id) WHERE file_id IS NOT NULL;

-- Canned replies, found by short code.
CREATE TABLE chat_canned_replies (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  short_code text NOT NULL CONSTRAINT chat_canned_replies_short_code_unique UNIQUE
    CHECK (short_code ~ '^[a-z0-9_-]{1,30}$'),
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- An agent's availability for round-robin and when they were last given a conversation. No row is an
-- agent who never said they were available.
CREATE TABLE chat_agents (
  operator_id bigint PRIMARY KEY REFERENCES operators (id),
  available boolean NOT NULL DEFAULT false,
  last_assigned_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- What the dashboard reports per agent: a spell's first response (seconds from its opening to the
-- first agent reply) and its resolution (seconds from its opening to resolved), once per spell.
CREATE TABLE chat_agent_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  operator_id bigint NOT NULL REFERENCES operators (id),
  conversation_id bigint NOT NULL REFERENCES chat_conversations (id),
  kind text NOT NULL CHECK (kind IN ('first_response', 'resolution')),
  seconds integer NOT NULL CHECK (seconds >= 0),
  at timestamptz NOT NULL
);
CREATE INDEX chat_agent_events_at_idx ON chat_agent_events (at, operator_id);
