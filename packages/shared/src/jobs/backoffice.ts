/** `/jobs`: the scheduled jobs, for an administrator to see that they run. */
export const BO_JOBS = {
  title: 'งานตามกำหนดเวลา',
  intro: 'งานที่ระบบทำเองตามรอบเวลา แต่ละรอบทำครั้งเดียวไม่ว่าจะมีเซิร์ฟเวอร์กี่เครื่อง ถ้าล้มเหลวระบบจะลองใหม่เอง',
  tableCaption: 'งานตามกำหนดเวลา รอบล่าสุดและรอบถัดไป',
  empty: 'ยังไม่มีงานตามกำหนดเวลา',
  columns: {
    job: 'งาน',
    every: 'ทุก',
    lastRun: 'รอบล่าสุด',
    result: 'ผล',
    lastSuccess: 'สำเร็จล่าสุด',
    nextRun: 'รอบถัดไป',
    actions: 'สั่งงาน',
  },
  outcomes: { completed: 'สำเร็จ', failed: 'ล้มเหลว' },
  never: 'ยังไม่เคยทำ',
  runNow: 'รันเดี๋ยวนี้',
  /** The run-now button's accessible name: which job it runs. */
  runNowJob: (label: string) => `รันเดี๋ยวนี้: ${label}`,
  ran: (label: string) => `รัน "${label}" แล้ว: สำเร็จ`,
  ranFailed: (label: string) => `รัน "${label}" แล้ว: ล้มเหลว`,
  attempt: (attempt: number) => `ครั้งที่ ${attempt}`,
  every: (seconds: number) =>
    seconds % 3600 === 0 ? `${seconds / 3600} ชั่วโมง` : seconds % 60 === 0 ? `${seconds / 60} นาที` : `${seconds} วินาที`,
} as const;
