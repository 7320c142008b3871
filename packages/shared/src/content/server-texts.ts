/**
 * Thai texts of site content, uploads and password reset (issue 5), defined once. Ours, not quoted
 * by SPEC.md (decision 0002). The server's content module makes them known to the validator.
 */
export const CONTENT_MESSAGES = {
  // Form rules of the operator's content screens.
  textRequired: '*กรุณากรอกข้อความ',
  titleRequired: '*กรุณากรอกหัวข้อ',
  bodyRequired: '*กรุณากรอกเนื้อหา',
  descriptionRequired: '*กรุณากรอกรายละเอียด',
  lineIdRequired: '*กรุณากรอก LINE ID',
  lineIdFormat: '*LINE ID ใช้ได้เฉพาะตัวอักษรภาษาอังกฤษ ตัวเลข และ . _ - @',
  urlInvalid: '*ลิงก์ต้องขึ้นต้นด้วย / หรือ https://',
  sectionsRequired: '*กรุณาเพิ่มหัวข้ออย่างน้อย 1 หัวข้อ',
  tooManyItems: '*จำนวนรายการเกินกำหนด',
  // Upload answers (server errors).
  imageRequired: 'กรุณาเลือกไฟล์รูปภาพ',
  imageTypeNotAllowed: 'รองรับเฉพาะไฟล์รูปภาพ jpg, jpeg หรือ png เท่านั้น',
  /** Followed by ` (สูงสุด <n> MB)`. */
  imageTooLarge: 'ไฟล์รูปภาพมีขนาดใหญ่เกินกำหนด',
  oneFileOnly: 'อัปโหลดได้ครั้งละ 1 ไฟล์',
  /** Deleting or un-defaulting the default contact line: one must always be the default. */
  defaultContactLineRequired: 'ต้องมีช่องทางติดต่อหลักเสมอ กรุณาตั้งช่องทางอื่นเป็นช่องทางหลักก่อน',
  reorderMismatch: 'รายการที่ส่งมาไม่ตรงกับรายการทั้งหมด กรุณาโหลดหน้าใหม่แล้วลองอีกครั้ง',
  /** Creating a banner in a placement that already holds `MAX_BANNERS_PER_PLACEMENT`. */
  bannerLimitReached: (max: number) => `แบนเนอร์ในตำแหน่งนี้ครบ ${max} รายการแล้ว กรุณาลบแบนเนอร์ที่ไม่ใช้ก่อนเพิ่มใหม่`,
} as const;

export const ACCOUNT_MESSAGES = {
  resetCodeRequired: '*กรุณากรอกรหัสยืนยัน',
  resetCodeFormat: '*รหัสยืนยันต้องเป็นตัวเลข 6 หลัก',
  /** Wrong, expired, used or exhausted code, or an unknown phone: one answer for all (decision 0041). */
  resetCodeInvalid: 'รหัสยืนยันไม่ถูกต้องหรือหมดอายุแล้ว กรุณาขอรหัสใหม่',
  /** The neutral answer of `POST /member/forgotpassword`, registered phone or not. */
  resetRequested: 'หากหมายเลขนี้เป็นสมาชิก ระบบจะส่งรหัสยืนยัน 6 หลักทาง SMS ภายในไม่กี่นาที',
  /** The answer of `POST /member/resetpassword`. */
  passwordReset: 'ตั้งรหัสผ่านใหม่เรียบร้อยแล้ว กรุณาเข้าสู่ระบบด้วยรหัสผ่านใหม่',
  /** The SMS the member receives. */
  resetSms: (code: string, minutes: number) =>
    `รหัสยืนยันสำหรับตั้งรหัสผ่านใหม่คือ ${code} ใช้ได้ภายใน ${minutes} นาที ห้ามบอกรหัสนี้กับผู้อื่น`,
} as const;
