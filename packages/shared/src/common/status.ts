/** Transaction status labels of SPEC.md §4. */
export type StatusState = 'error' | 'pending' | 'success' | 'none';

export const STATUS_LABELS: Record<StatusState, string> = {
  error: 'เกิดข้อผิดพลาด',
  pending: 'กำลังดำเนินการ',
  success: 'เสร็จสิ้น',
  none: '',
};

const RAW_STATUS_STATE: Record<string, StatusState> = {
  reject: 'error',
  Reject: 'error',
  rejected: 'error',
  Pending: 'pending',
  Approve: 'pending',
  waiting_for_approve: 'pending',
  pending: 'pending',
  Success: 'success',
  manual: 'success',
  approved: 'success',
};

/**
 * Deposit, withdraw and bonus rows (SPEC.md §4). Lower-case `pending` is listed too because
 * affiliate and mini-game withdrawals use rejected/pending/approved with the same labels.
 */
export function txStatus(raw: string | null | undefined): { state: StatusState; label: string } {
  const state: StatusState = (raw != null && Object.hasOwn(RAW_STATUS_STATE, raw) && RAW_STATUS_STATE[raw]) || 'none';
  return { state, label: STATUS_LABELS[state] };
}

/** Mini-game reward and credit history rows are always successful. */
export const ALWAYS_SUCCESS_LABEL = 'สำเร็จ';
