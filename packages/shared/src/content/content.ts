import { z } from 'zod';
import { ACCOUNT_MESSAGES as A, CONTENT_MESSAGES as C } from './server-texts';
import { VALIDATION as M } from '../common/messages';
import { linkTarget } from './link-target';
import { passwordError, telError } from '../common/validation';

/**
 * Site content (SPEC.md §3, §7 "Settings and content"; docs/api-content.md): the answers of the
 * public content calls, the operator's bodies, and the password-reset calls.
 */

// ---------------------------------------------------------------------------------------------
// Setting images

/** `GET /setting-image/{kind}`: the five images of SPEC.md §7, in the order the spec lists them. */
export const SETTING_IMAGE_KINDS = ['wallet-background', 'home-background', 'favicon', 'logo', 'home-icon'] as const;
export type SettingImageKind = (typeof SETTING_IMAGE_KINDS)[number];
export const settingImageKindSchema = z.enum(SETTING_IMAGE_KINDS, { error: M.invalidValue });
/** The path of `/setting-image/{kind}` and the operator's `/admin/setting-image/{kind}`. */
export const settingImageParamsSchema = z.object({ kind: settingImageKindSchema });

export function isSettingImageKind(value: string): value is SettingImageKind {
  return (SETTING_IMAGE_KINDS as readonly string[]).includes(value);
}

// ---------------------------------------------------------------------------------------------
// Uploads (SPEC.md §5: jpg, jpeg, png; checked by content on the server)

/** The multipart field that carries the file of every upload call. */
export const UPLOAD_FILE_FIELD = 'file';
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png'] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
/** For `<input type="file" accept>`. */
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';
/** Default of UPLOAD_MAX_BYTES (the server's limit is configurable). */
export const DEFAULT_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

/** LINE ids: letters, digits, . _ - and an optional leading @ (official accounts). */
export const LINE_ID_PATTERN = /^@?[A-Za-z0-9._-]{1,50}$/;
const lineId = z
  .string({ error: C.lineIdRequired })
  .trim()
  .min(1, C.lineIdRequired)
  .regex(LINE_ID_PATTERN, C.lineIdFormat);
const optionalLineId = z
  .string({ error: C.lineIdFormat })
  .trim()
  .transform((value) => (value === '' ? null : value))
  .pipe(z.string().regex(LINE_ID_PATTERN, C.lineIdFormat).nullable())
  .nullish();

export const contactLineCreateSchema = z.strictObject(
  {
    line_id: lineId,
    optional_line_id: optionalLineId,
    is_default: z.boolean({ error: M.invalidValue }).optional(),
  },
  { error: M.invalidValue },
);
export type ContactLineCreatePayload = z.input<typeof contactLineCreateSchema>;
export const contactLineUpdateSchema = contactLineCreateSchema
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: M.invalidValue });
export type ContactLineUpdatePayload = z.input<typeof contactLineUpdateSchema>;
export const contactLineUuidSchema = z.uuid({ error: M.invalidValue });
/** The path of `/contact-line/{uuid}` and `/admin/contact-lines/{uuid}`: compared and audited in lower case. */
export const contactLineParamsSchema = z.object({
  uuid: contactLineUuidSchema.transform((uuid) => uuid.toLowerCase()),
});

/**
 * The LINE add-friend link of a contact id (SPEC.md §3 Contact line). An id starting with '@' is an
 * official account: `https://line.me/R/ti/p/%40<id>` (the '@' URL-encoded). Any other id is a personal
 * LINE id: `https://line.me/R/ti/p/~<id>`. `line.me/R/` opens the app on phones and a QR page on
 * desktops. A blank id has no link (null).
 */
export function lineAddFriendUrl(lineId: string | null | undefined): string | null {
  const id = (lineId ?? '').trim();
  if (id === '') return null;
  if (id.startsWith('@')) {
    const account = id.slice(1).trim();
    return account === '' ? null : `https://line.me/R/ti/p/%40${encodeURIComponent(account)}`;
  }
  return `https://line.me/R/ti/p/~${encodeURIComponent(id)}`;
}

// ---------------------------------------------------------------------------------------------
// Announcement and feed

export const ANNOUNCEMENT_MAX_LENGTH = 1000;
export const FEED_DESCRIPTION_MAX_LENGTH = 2000;

export const announcementUpdateSchema = z.strictObject(
  { text: z.string({ error: C.textRequired }).trim().max(ANNOUNCEMENT_MAX_LENGTH, M.textTooLong) },
  { error: M.invalidValue },
);
export type AnnouncementUpdatePayload = z.infer<typeof announcementUpdateSchema>;

/** Multipart form fields may only be strings: 'true' / 'false'. */
const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: M.invalidValue })
  .transform((value) => value === true || value === 'true' || value === '1');

const feedDescription = z
  .string({ error: C.descriptionRequired })
  .trim()
  .min(1, C.descriptionRequired)
  .max(FEED_DESCRIPTION_MAX_LENGTH, M.textTooLong);

/** Text fields of `POST /admin/announcement-feed` (multipart; the image is optional there). */
export const feedItemFieldsSchema = z.object({
  description: feedDescription,
  is_active: formBoolean.default(true),
});
export const feedItemUpdateSchema = z
  .strictObject(
    { description: feedDescription.optional(), is_active: z.boolean({ error: M.invalidValue }).optional() },
    { error: M.invalidValue },
  )
  .refine((value) => Object.keys(value).length > 0, { message: M.invalidValue });
export type FeedItemUpdatePayload = z.infer<typeof feedItemUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// Banners

export const BANNER_PLACEMENTS = ['banner', 'popup'] as const;
export type BannerPlacement = (typeof BANNER_PLACEMENTS)[number];
export const MAX_BANNERS_PER_PLACEMENT = 50;

/** Where a banner leads: a path of this site (`/promotion`) or an http(s) address (`linkTarget`). */
const bannerUrl = z
  .string({ error: C.urlInvalid })
  .trim()
  .max(500, M.textTooLong)
  .transform((value) => (value === '' ? null : value))
  .pipe(
    z
      .string()
      .refine((value) => linkTarget(value) !== null, C.urlInvalid)
      .nullable(),
  )
  .nullish();

const placement = z.enum(BANNER_PLACEMENTS, { error: M.invalidValue });

/** Text fields of `POST /admin/banners` (multipart, with the image in `file`). */
export const bannerFieldsSchema = z.object({
  placement: placement.default('banner'),
  url: bannerUrl,
  is_active: formBoolean.default(true),
});
export const bannerUpdateSchema = z
  .strictObject(
    { url: bannerUrl, is_active: z.boolean({ error: M.invalidValue }).optional() },
    { error: M.invalidValue },
  )
  .refine((value) => Object.keys(value).length > 0, { message: M.invalidValue });
export type BannerUpdatePayload = z.input<typeof bannerUpdateSchema>;
/** `POST /admin/banners/reorder`: every banner id of the placement, in the new order. */
export const bannerReorderSchema = z.strictObject(
  {
    placement,
    ids: z
      .array(z.number({ error: M.invalidValue }).int(M.invalidValue).positive(M.invalidValue), {
        error: M.invalidValue,
      })
      .max(MAX_BANNERS_PER_PLACEMENT, C.tooManyItems)
      .refine((ids) => new Set(ids).size === ids.length, { message: M.invalidValue }),
  },
  { error: M.invalidValue },
);
export type BannerReorderPayload = z.infer<typeof bannerReorderSchema>;
export const bannerListQuerySchema = z.object({ placement: placement.optional() });

// ---------------------------------------------------------------------------------------------
// How-to guide (/howto)

export const HOWTO_MAX_SECTIONS = 20;
export const howtoUpdateSchema = z.strictObject(
  {
    sections: z
      .array(
        z.strictObject(
          {
            title: z.string({ error: C.titleRequired }).trim().min(1, C.titleRequired).max(100, M.textTooLong),
            body: z.string({ error: C.bodyRequired }).trim().min(1, C.bodyRequired).max(5000, M.textTooLong),
          },
          { error: M.invalidValue },
        ),
        { error: C.sectionsRequired },
      )
      .min(1, C.sectionsRequired)
      .max(HOWTO_MAX_SECTIONS, C.tooManyItems),
  },
  { error: M.invalidValue },
);
export type HowtoUpdatePayload = z.infer<typeof howtoUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// Operator: SMS outbox

export const smsOutboxQuerySchema = z.object({
  tel: z
    .string({ error: M.invalidValue })
    .regex(/^\d{1,15}$/, M.invalidValue)
    .optional(),
  page: z.coerce.number({ error: M.invalidValue }).int(M.invalidValue).min(1, M.invalidValue).max(10_000).default(1),
  limit: z.coerce
    .number({ error: M.invalidValue })
    .int(M.invalidValue)
    .min(1, M.invalidValue)
    .max(100, M.invalidValue)
    .default(20),
});

// ---------------------------------------------------------------------------------------------
// Forgot password (decision 0041); its rate limits are in limits.ts.

export const RESET_CODE_LENGTH = 6;
export const RESET_CODE_TTL_MINUTES = 10;
/** A forgot-password request's id: 32 url-safe base64 characters (24 random bytes). */
export const RESET_REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** A string checked by one of the §5 rules of validation.ts (same messages as the register form). */
const ruled = (rule: (value: string) => string | null, required: string) =>
  z.string({ error: required }).superRefine((value, ctx) => {
    const message = rule(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
const resetTel = ruled(telError, M.telRequired);

/** `POST /member/forgotpassword`. */
export const forgotPasswordSchema = z.object({ tel: resetTel });
export type ForgotPasswordPayload = z.infer<typeof forgotPasswordSchema>;

/** `POST /member/resetpassword` (the /update-password page). */
export const resetPasswordSchema = z.object({
  tel: resetTel,
  code: z
    .string({ error: A.resetCodeRequired })
    .trim()
    .min(1, A.resetCodeRequired)
    .regex(new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`), A.resetCodeFormat),
  new_password: ruled(passwordError, M.passwordRequired),
  /**
   * The `request_id` the forgot-password answer gave: the code is checked against that request's code
   * only (decision 0041). Absent: a code an operator had sent (decision 0092).
   */
  request_id: z.string().regex(RESET_REQUEST_ID_PATTERN, A.resetCodeInvalid).optional(),
});
export type ResetPasswordPayload = z.infer<typeof resetPasswordSchema>;

// ---------------------------------------------------------------------------------------------
// Profile

/**
 * The member's username at the game provider: their phone number (decision 0040, "game
 * username"); the password is the site's (SPEC.md §2 register hint).
 */
export function gameUsername(tel: string): string {
  return tel;
}
