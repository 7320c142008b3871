-- Site content (issue 5): setting images, banners, the announcement, the news feed, contact lines and
-- the how-to guide; the SMS outbox and password-reset codes. Files live in the storage (lib/storage.ts);
-- rows keep their key. Defaults every site needs are inserted here (the demo seed is for demo data).

CREATE TABLE setting_images (
  kind text PRIMARY KEY CHECK (kind IN ('wallet-background', 'home-background', 'favicon', 'logo', 'home-icon')),
  -- Null: unset, the web shows its bundled default.
  file_key text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO setting_images (kind) VALUES
  ('wallet-background'), ('home-background'), ('favicon'), ('logo'), ('home-icon');

CREATE TABLE banners (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  placement text NOT NULL CHECK (placement IN ('banner', 'popup')),
  file_key text NOT NULL,
  url text,
  is_active boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- GET /banner, /banner-popup: active banners of a placement in order; the back office lists all.
CREATE INDEX banners_placement_order_idx ON banners (placement, sort_order, id);

-- Single documents edited as a whole: the announcement text and the how-to guide.
CREATE TABLE site_texts (
  key text PRIMARY KEY CHECK (key IN ('announcement', 'howto')),
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO site_texts (key, value) VALUES
  ('announcement', jsonb_build_object('text',
    'ยินดีต้อนรับสู่เว็บไซต์ของเรา ฝาก-ถอนรวดเร็วด้วยระบบอัตโนมัติ ตลอด 24 ชั่วโมง หากพบปัญหาการใช้งาน ติดต่อแอดมินได้ทาง LINE')),
  ('howto', jsonb_build_object('sections', jsonb_build_array(
    jsonb_build_object('title', 'วิธีสมัครสมาชิก', 'body',
      E'1. กดปุ่ม "สมัครสมาชิก" ที่มุมขวาบน\n2. กรอกเบอร์โทรศัพท์มือถือ 10 หลัก แล้วกด "ถัดไป"\n3. เลือกธนาคาร กรอกเลขบัญชี ชื่อ และนามสกุลให้ตรงกับบัญชีธนาคาร\n4. ตั้งรหัสผ่านอย่างน้อย 4 ตัวอักษร แล้วกด "ยืนยันการสมัคร"\n5. ระบบจะเข้าสู่ระบบให้อัตโนมัติ รหัสผ่านนี้ใช้เข้าเล่นเกมได้ด้วย'),
    jsonb_build_object('title', 'วิธีฝากเงิน', 'body',
      E'1. ไปที่เมนู "ฝาก-ถอน" แล้วเลือก "ฝากเงิน"\n2. โอนเงินจากบัญชีที่ใช้สมัครเข้าบัญชีที่แสดงบนหน้าจอ หรือเลือกฝากผ่าน QR อัตโนมัติ\n3. กรอกจำนวนเงินที่โอน แล้วกด "แจ้งฝากเงิน"\n4. ยอดเงินจะเข้ากระเป๋าเมื่อเจ้าหน้าที่ตรวจสอบแล้ว ดูสถานะได้ที่ "ประวัติการฝาก"'),
    jsonb_build_object('title', 'วิธีถอนเงิน', 'body',
      E'1. ไปที่เมนู "ฝาก-ถอน" แล้วเลือก "ถอนเงิน"\n2. กรอกจำนวนเงินที่ต้องการถอน (ไม่น้อยกว่ายอดถอนขั้นต่ำ)\n3. กด "ยืนยันการถอนเงิน" เงินจะโอนเข้าบัญชีที่ใช้สมัครเท่านั้น\n4. ดูสถานะได้ที่ "ประวัติการถอน"'),
    jsonb_build_object('title', 'วิธีรับโปรโมชั่น', 'body',
      E'1. ไปที่เมนู "โปรโมชั่น" เพื่อดูโปรโมชั่นที่เปิดอยู่\n2. อ่านเงื่อนไขของแต่ละโปรโมชั่นให้ครบก่อนรับ\n3. เลือกโปรโมชั่นตอนฝากเงิน โบนัสจะเข้ากระเป๋าเมื่อรายการฝากสำเร็จ\n4. ดูประวัติโบนัสได้ที่ "ประวัติการทำรายการ"')
  )));

CREATE TABLE announcement_feed (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  file_key text,
  description text NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- GET /announcement-feed: published items, newest first.
CREATE INDEX announcement_feed_published_idx ON announcement_feed (id DESC) WHERE is_active;

CREATE TABLE contact_lines (
  uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  line_id text NOT NULL,
  optional_line_id text,
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- At most one default (GET /contact-line); the routes keep exactly one.
CREATE UNIQUE INDEX contact_lines_one_default_idx ON contact_lines (is_default) WHERE is_default;
INSERT INTO contact_lines (line_id, is_default) VALUES ('@member-support', true);

-- What the default SMS sender "sends" (decision 0041); the operator reads it.
CREATE TABLE sms_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tel text NOT NULL,
  text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_outbox_tel_idx ON sms_outbox (tel, id DESC);

-- Every forgot-password request, registered phone or not: the per-phone limit counts these.
CREATE TABLE password_reset_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tel text NOT NULL,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_reset_requests_tel_created_idx ON password_reset_requests (tel, created_at);

CREATE TABLE password_reset_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- HMAC-SHA256 of the code under the server secret: the code itself is never stored.
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  -- Set when the code is used, or replaced by a newer one.
  closed_at timestamptz
);
-- "The member's open code".
CREATE INDEX password_reset_codes_open_idx ON password_reset_codes (member_id, id DESC) WHERE closed_at IS NULL;
