import { BO_ROLE_LABELS } from '@member/shared/backoffice';
import { BO_AUDIT } from '@member/shared/backoffice';
import { formatDate, isOperatorRole } from '@member/shared';

/** One field of an audit entry: its value before and after, as an operator reads them. */
export interface DiffRow {
  key: string;
  label: string;
  before: string;
  after: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A stored value as text: yes/no, Bangkok times, role names, lists; objects as compact JSON. */
export function displayValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return BO_AUDIT.empty;
  if (typeof value === 'boolean') return value ? BO_AUDIT.yes : BO_AUDIT.no;
  if (typeof value === 'string') {
    if (key === 'role' && isOperatorRole(value)) return BO_ROLE_LABELS[value];
    if (ISO_TIME.test(value)) return formatDate(value, 'isoTime');
    return value;
  }
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) {
    return value.length === 0 ? BO_AUDIT.empty : value.map((item) => String(item)).join(', ');
  }
  return JSON.stringify(value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Stamps every change moves: a change lists them only when nothing else changed. */
const STAMPS = new Set(['updatedAt', 'updated_at']);

/**
 * The fields an entry changed: for a change, only those whose value differs (not the update stamp); for a creation (no
 * before) or a removal (no after), every field. A value that is not an object is one row.
 */
export function auditDiff(before: unknown, after: unknown): DiffRow[] {
  const row = (key: string, b: unknown, a: unknown): DiffRow => ({
    key,
    label: BO_AUDIT.fields[key] ?? key,
    before: displayValue(key, b),
    after: displayValue(key, a),
  });
  const hasBefore = before !== null && before !== undefined;
  const hasAfter = after !== null && after !== undefined;
  if (!hasBefore && !hasAfter) return [];
  if ((hasBefore && !isRecord(before)) || (hasAfter && !isRecord(after))) {
    return same(before, after) ? [] : [{ ...row('', before, after), label: BO_AUDIT.value }];
  }
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const onlyOneSide = !hasBefore || !hasAfter;
  const changed = keys.filter((key) => onlyOneSide || !same(b[key], a[key]));
  const meaningful = onlyOneSide ? changed : changed.filter((key) => !STAMPS.has(key));
  return (meaningful.length > 0 ? meaningful : changed).map((key) => row(key, b[key], a[key]));
}

/** The Thai name of an action; its raw name only when the server records one this map does not know. */
export function actionLabel(action: string): string {
  return BO_AUDIT.actions[action] ?? action;
}

/**
 * What an entry is about, as an operator knows it: the kind of row and its name (title, username,
 * phone) where the entry holds one, else its id.
 */
export function targetLabel(target: { type: string; id: string }, before: unknown, after: unknown): string {
  const type = BO_AUDIT.targetTypes[target.type] ?? target.type;
  const source = isRecord(after) ? after : isRecord(before) ? before : {};
  const name = ['title', 'username', 'tel', 'bankName', 'name']
    .map((key) => source[key])
    .find((v) => typeof v === 'string');
  if (typeof name === 'string' && name !== '') return `${type}: ${name}`;
  return target.id ? `${type} #${target.id}` : type;
}
