-- What the back office reads (decisions 0090-0094): the queues' filters, the dashboard, the members'
-- list and page, the audit log's filters.

-- The operator's account a bank deposit was sent to, when the member names it (decision 0090).
ALTER TABLE deposits ADD COLUMN deposit_bank_account_id bigint REFERENCES deposit_bank_accounts (id);
-- When a session was last used: the member's activity report (`POST /member/insert-active`) sets it.
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz;

-- The dashboard's today (rows created in a Bangkok day) and the queues' from/to filters.
CREATE INDEX deposits_created_idx ON deposits (created_at);
CREATE INDEX withdrawals_created_idx ON withdrawals (created_at);
-- The dashboard's 14-day series: approved rows by the time of approval.
CREATE INDEX deposits_approved_decided_idx ON deposits (decided_at) WHERE status = 'approved';
CREATE INDEX withdrawals_approved_decided_idx ON withdrawals (decided_at) WHERE status = 'approved';

-- Members: new ones per day, the list newest or oldest first, and the phone-prefix search (LIKE 'x%'
-- uses a text_pattern_ops index whatever the database's collation).
CREATE INDEX members_created_idx ON members (created_at, id);
CREATE INDEX members_tel_prefix_idx ON members (tel text_pattern_ops);
-- A member's sessions newest first, and their last login.
CREATE INDEX sessions_subject_created_idx ON sessions (subject_kind, subject_id, created_at DESC);

-- The audit log's filters, each newest first; `action` also lists the distinct actions.
CREATE INDEX audit_log_operator_idx ON audit_log (operator_id, id DESC);
CREATE INDEX audit_log_action_idx ON audit_log (action, id DESC);
CREATE INDEX audit_log_target_idx ON audit_log (target_type, target_id, id DESC);
CREATE INDEX audit_log_created_idx ON audit_log (created_at);
