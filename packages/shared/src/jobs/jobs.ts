import { z } from 'zod';
import { VALIDATION as M } from '../common/messages';

/**
 * The scheduled jobs (issue 29, decision 0151): each runs once per due time across every process of
 * one database, through the PostgreSQL job queue. A module registers its job under one of these names.
 */
export const JOB_NAMES = [
  'retention',
  'payment-expiry',
  'affiliate-accrual',
  'minigame-expiry',
  'chat-snooze',
  'sandbox-settlement',
  'truemoney-feed',
  'payout-status',
  'password-reset-sms',
] as const;
export type JobName = (typeof JOB_NAMES)[number];

/** What each job does, as an operator reads it (the back office's list of jobs). */
export const JOB_LABELS: Readonly<Record<JobName, string>> = {
  retention: 'ลบข้อมูลที่หมดอายุการเก็บ',
  'payment-expiry': 'ปฏิเสธรายการฝากที่ QR หมดเวลา',
  'affiliate-accrual': 'คำนวณค่าคอมแนะนำเพื่อนรายวัน',
  'minigame-expiry': 'ตัดเหรียญและเครดิตมินิเกมที่หมดอายุ',
  'chat-snooze': 'เปิดแชทที่พักไว้เมื่อถึงเวลา',
  'sandbox-settlement': 'สรุปผลรอบเกมทดลอง',
  'truemoney-feed': 'ดึงรายการโอนเข้าทรูมันนี่ วอลเล็ทเพื่อตรวจสอบยอดฝาก',
  'payout-status': 'ส่งคำสั่งโอนที่ค้างและตรวจสอบสถานะการถอนอัตโนมัติ',
  'password-reset-sms': 'ส่ง SMS รหัสตั้งรหัสผ่านใหม่ที่รอคิว',
};

export const JOB_OUTCOMES = ['completed', 'failed'] as const;
export type JobOutcome = (typeof JOB_OUTCOMES)[number];

/** `/admin/jobs/:name/run`: a job by its name. */
export const jobParamsSchema = z.object({ name: z.enum(JOB_NAMES, { error: M.invalidValue }) });
