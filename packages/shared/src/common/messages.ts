import { REFER_TITLES } from '../affiliate/titles';
import { MINIGAME_TITLES } from '../minigame/titles';

/**
 * Every Thai text of the product, defined once. Texts quoted by SPEC.md are verbatim;
 * the others are ours (see docs/decisions/0002-validation-and-messages.md).
 */
export const VALIDATION = {
  telRequired: '*กรุณากรอกหมายเลขโทรศัพท์',
  telDigitsOnly: '*หมายเลขโทรศัพท์ต้องเป็นตัวเลขเท่านั้น',
  telLength: '*หมายเลขโทรศัพท์ต้องมี 10 หลักและขึ้นต้นด้วย 0',
  bankRequired: '*กรุณาเลือกธนาคาร',
  bankNumberRequired: '*กรุณากรอกหมายเลขบัญชี',
  walletNumberRequired: '*กรุณากรอกเบอร์ที่ผูกกับ Wallet',
  bankNumberDigitsOnly: '*หมายเลขบัญชีต้องเป็นตัวเลขเท่านั้น',
  walletNumberDigitsOnly: 'เบอร์ที่ผูกกับ Wallet ต้องเป็นตัวเลขเท่านั้น',
  bankNumberLength: '*หมายเลขบัญชีต้องมีจำนวน 10-12 หลัก',
  walletNumberTooLong: '*เบอร์ที่ผูกกับ Wallet ยาวเกินไป',
  firstNameRequired: '*กรุณากรอกชื่อจริง',
  lastNameRequired: '*กรุณากรอกนามสกุล',
  nameLetters: 'ต้องเป็นภาษาไทยหรือภาษาอังกฤษเท่านั้น',
  nameTooLong: '*ความยาวต้องไม่เกิน 50 ตัวอักษร',
  passwordRequired: '*กรุณากรอกรหัสผ่าน',
  passwordMin: '* ขั้นต่ำ 4 ตัวอักษร',
  passwordMax: '* ไม่เกิน 64 ตัวอักษร',
  passwordConfirmRequired: '*กรุณายืนยันรหัสผ่าน',
  passwordMismatch: '*รหัสผ่านที่กรอกไม่ตรงกัน',
  oldPasswordRequired: '*กรุณากรอกรหัสผ่านเดิม',
  loginMissingFields: 'กรุณากรอกเบอร์โทรและรหัสผ่านให้ครบถ้วน',
  textTooLong: '*ข้อความยาวเกินไป',
  invalidValue: 'ข้อมูลไม่ถูกต้อง',
  amountRequired: '*กรุณากรอกจำนวนเงิน',
  amountPositive: '*จำนวนเงินต้องมากกว่า 0',
  amountDecimals: '*จำนวนเงินมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง',
  amountTooLarge: '*จำนวนเงินต้องไม่เกิน 1,000,000 บาทต่อรายการ',
  annotationRequired: '*กรุณาระบุหมายเหตุ',
  reasonRequired: '*กรุณาระบุเหตุผล',
  /** A date filter that is not a calendar day written `YYYY-MM-DD` (Bangkok days, decision 0094). */
  dateInvalid: '*วันที่ต้องอยู่ในรูปแบบ ปปปป-ดด-วว (ค.ศ.)',
  dateRange: '*วันที่เริ่มต้นต้องไม่อยู่หลังวันที่สิ้นสุด',
  memberLevelRequired: '*กรุณาเลือกระดับสมาชิก',
} as const;

/** Messages the server puts in `error.message`. */
export const SERVER_MESSAGES = {
  badRequest: 'ข้อมูลที่ส่งมาไม่ถูกต้อง',
  malformedJson: 'รูปแบบข้อมูลที่ส่งมาไม่ถูกต้อง',
  bodyTooLarge: 'ข้อมูลที่ส่งมามีขนาดใหญ่เกินไป',
  unsupportedMediaType: 'รูปแบบข้อมูลที่ส่งมาไม่รองรับ',
  unauthorized: 'กรุณาเข้าสู่ระบบ',
  sessionExpired: 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบใหม่อีกครั้ง',
  forbidden: 'ไม่มีสิทธิ์ทำรายการนี้',
  notFound: 'ไม่พบข้อมูลที่ต้องการ',
  methodNotAllowed: 'ไม่รองรับการเรียกใช้งานแบบนี้',
  tooManyRequests: 'ทำรายการบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่อีกครั้ง',
  internal: 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง',
  loginFailed: 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง',
  operatorLoginFailed: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง',
  telTaken: 'หมายเลขโทรศัพท์นี้ถูกใช้สมัครสมาชิกแล้ว',
  bankAccountTaken: 'หมายเลขบัญชีนี้ถูกใช้สมัครสมาชิกแล้ว',
  unknownBank: 'ไม่พบธนาคารที่เลือก',
  /** A new account at a bank that merged into ttb (decision 0003). */
  mergedBank: 'ธนาคารนี้ควบรวมเป็นธนาคารทหารไทยธนชาต (ttb) แล้ว กรุณาเลือกธนาคารทหารไทยธนชาต',
  oldPasswordWrong: 'รหัสผ่านเดิมไม่ถูกต้อง',
  accountDisabled: 'บัญชีนี้ถูกระงับการใช้งาน กรุณาติดต่อแอดมิน',
  idempotencyKeyMissing: 'ไม่พบรหัสอ้างอิงของรายการ กรุณาลองใหม่อีกครั้ง',
  idempotencyKeyReused: 'รหัสอ้างอิงนี้ถูกใช้กับรายการอื่นแล้ว',
  withdrawBelowMinimum: 'ยอดถอนขั้นต่ำคือ',
  depositChannelClosed: 'ช่องทางการฝากนี้ปิดให้บริการชั่วคราว',
  alreadyApproved: 'รายการนี้ได้รับการอนุมัติแล้ว ไม่มีการเปลี่ยนแปลง',
  alreadyRejected: 'รายการนี้ถูกปฏิเสธแล้ว ไม่มีการเปลี่ยนแปลง',
  insufficientCredit: 'ยอดเงินของสมาชิกไม่พอสำหรับการหักเงิน',
  invalidSignature: 'ลายเซ็นของรายการไม่ถูกต้อง',
  paymentExpired: 'รายการชำระเงินนี้หมดอายุแล้ว',
  paymentAmountMismatch: 'ยอดเงินที่ชำระไม่ตรงกับรายการ',
  /** A text holding a NUL character or half of a surrogate pair: no form can type it. */
  unsupportedCharacters: 'ข้อมูลมีอักขระที่ระบบไม่รองรับ',
  /** JSON nested deeper than any call of this API needs. */
  bodyTooDeep: 'รูปแบบข้อมูลที่ส่งมาซับซ้อนเกินไป',
  /** The body did not arrive in time (a slow or stalled upload). */
  requestTimeout: 'การส่งข้อมูลใช้เวลานานเกินไป กรุณาลองใหม่อีกครั้ง',
  uriTooLong: 'ที่อยู่ที่เรียกยาวเกินไป',
  operatorUsernameTaken: 'ชื่อผู้ใช้นี้ถูกใช้แล้ว',
  operatorCannotDisableSelf: 'ไม่สามารถระงับหรือลดสิทธิ์บัญชีของตัวเองได้',
  /** Disabling or demoting the last active admin (decision 0093). */
  operatorLastAdmin: 'ไม่สามารถระงับหรือเปลี่ยนบทบาทผู้ดูแลระบบคนสุดท้ายที่ใช้งานอยู่ได้',
  /** A deposit naming an operator's account that does not exist or is switched off (decision 0090). */
  depositAccountUnavailable: 'ไม่พบบัญชีรับฝากที่เลือก หรือบัญชีนี้ปิดให้บริการแล้ว',
  /** An operator asks a password reset for a disabled member (decision 0092). */
  memberDisabledNoReset: 'บัญชีสมาชิกนี้ถูกระงับอยู่ กรุณาเปิดใช้งานก่อนส่งรหัสตั้งรหัสผ่านใหม่',
} as const;

/**
 * English server texts of SPEC.md §8 that the client translates (`translateServerMessage`).
 * The server sends them as they are; the balance text is followed by the credit.
 */
export const ENGLISH_SERVER_MESSAGES = {
  balanceTooLow: 'Your balance must less than or equal',
  promotionNotUsable: 'Cannot use selected promotion',
  pendingWithdraw: 'Cannot deposit when have pending withdraw',
} as const;

/** UI texts quoted by SPEC.md. */
export const UI = {
  login: 'เข้าสู่ระบบ',
  register: 'สมัครสมาชิก',
  registerStepTitle: (step: number, total: number) => `สมัครสมาชิก (${step}/${total})`,
  registerSubmit: 'ยืนยันการสมัคร',
  registerComplete: 'สมัครสมาชิกเสร็จสมบูรณ์',
  alertTitle: 'แจ้งเตือน',
  alertOk: 'ตกลง',
  loading: 'กรุณารอสักครู่',
  successTitle: 'ทำรายการสำเร็จ',
  successButton: 'เสร็จสิ้น',
  notFound: 'This page could not be found',
  /** The 500 page (SPEC.md §8 gives no text; members read Thai). */
  errorPage: 'ขออภัย เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง',
  backHome: 'กลับหน้าแรก',
  idLabel: 'ID:',
  offline: 'ไม่มีการเชื่อมต่ออินเทอร์เน็ต',
  online: 'กลับมาออนไลน์แล้ว',
  /** The request never reached the server (offline, DNS, refused). */
  networkError: 'ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้ กรุณาตรวจสอบอินเทอร์เน็ตแล้วลองใหม่อีกครั้ง',
  /** A page's data could not load (shown with a retry button). */
  loadError: 'ไม่สามารถโหลดข้อมูลได้ กรุณาลองใหม่อีกครั้ง',
  retry: 'ลองใหม่',
  /** A history or list with no rows yet, and its "load more" button. */
  empty: 'ยังไม่มีรายการ',
  loadMore: 'โหลดเพิ่มเติม',
  /** The guest landing under the login dialog. */
  guestWelcome: 'ยินดีต้อนรับ ฝาก-ถอนรวดเร็ว ปลอดภัย ตลอด 24 ชั่วโมง',
} as const;

/**
 * Labels of fields, buttons and menu items. Components and browser tests both find elements by
 * these texts, so they live here once.
 */
export const LABELS = {
  tel: 'เบอร์โทรศัพท์',
  password: 'รหัสผ่าน',
  confirmPassword: 'ยืนยันรหัสผ่าน',
  /** The eye button of a password field: what pressing it does next. */
  showPassword: 'แสดงรหัสผ่าน',
  hidePassword: 'ซ่อนรหัสผ่าน',
  bank: 'ธนาคาร',
  bankPlaceholder: 'เลือกธนาคาร',
  bankNumber: 'เลขบัญชีธนาคาร',
  walletNumber: 'เบอร์ที่ผูกกับ Wallet',
  firstName: 'ชื่อจริง',
  lastName: 'นามสกุล',
  next: 'ถัดไป',
  back: 'ย้อนกลับ',
  forgotPassword: 'ลืมรหัสผ่าน?',
  contactAdmin: 'ติดต่อแอดมิน',
  haveAccount: 'มีบัญชีอยู่แล้ว? เข้าสู่ระบบ',
  noAccount: 'ยังไม่มีบัญชี? สมัครสมาชิก',
  close: 'ปิด',
  openMenu: 'เปิดเมนู',
  profile: 'โปรไฟล์',
  logout: 'ออกจากระบบ',
  balance: 'ยอดเงินคงเหลือ',
  deposit: 'ฝากเงิน',
  withdraw: 'ถอนเงิน',
  currency: 'บาท',
} as const;

/** Side drawer items (SPEC.md §2 Side drawer), in order; logout follows them. */
export const DRAWER_ITEMS = [
  { to: '/', label: 'หน้าแรก' },
  { to: '/tx', label: 'ฝาก-ถอน และประวัติ' },
  /** The referral programme (issue 14): not in SPEC.md's drawer, but where a member looks for it. */
  { to: '/refer', label: REFER_TITLES.hub },
  /** The mini-games (issue 15): not in SPEC.md's drawer either, but where a member looks for them. */
  { to: '/mini-game', label: MINIGAME_TITLES.hub },
  { to: '/contact', label: 'แจ้งปัญหา' },
  { to: '/howto', label: 'วิธีใช้งาน' },
  { to: '/profile', label: 'โปรไฟล์' },
] as const;

/** Bottom menu items (SPEC.md §2 Bottom menu), left to right; `home` is the centre button. */
export const BOTTOM_MENU_ITEMS = [
  { to: '/tx/deposit', label: 'ฝาก-ถอน', icon: 'wallet' },
  { to: '/promotion', label: 'โปรโมชั่น', icon: 'gift' },
  { to: '/', label: 'หน้าแรก', icon: 'home' },
  { to: '/news', label: 'ข่าวสาร', icon: 'megaphone' },
  { to: '/contact', label: 'ติดต่อเรา', icon: 'chat' },
] as const;

/** Hints of the register wizard (SPEC.md §2 Register dialog). */
export const REGISTER_HINTS = {
  bank: 'แนะนำให้ใช้บัญชีธนาคารกสิกรไทย เพื่อการฝาก-ถอนที่รวดเร็วที่สุด',
  thaiName: 'กรุณากรอกชื่อ-นามสกุลเป็นภาษาไทย ให้ตรงกับชื่อบัญชีธนาคาร',
  gamePassword: 'รหัสผ่านนี้ใช้สำหรับเข้าเล่นเกมด้วย',
} as const;
