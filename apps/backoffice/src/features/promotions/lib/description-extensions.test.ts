// @vitest-environment jsdom
import { Editor } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { descriptionExtensions } from './description-extensions';
import { previewHtml } from './preview-html';

function throughEditor(html: string): string {
  const editor = new Editor({ extensions: descriptionExtensions, content: html });
  const out = editor.getHTML();
  editor.destroy();
  return out;
}

/** Text only, spaces collapsed: what a member reads. */
const textOf = (html: string) => {
  const div = document.createElement('div');
  div.innerHTML = html;
  return (div.textContent ?? '').replace(/\s+/g, '');
};

describe('the description editor and the sanitiser', () => {
  const saved = [
    '<p>ฝากวันนี้ <strong>รับโบนัส</strong> <em>เพิ่ม</em> <u>ทันที</u> <s>เดิม</s></p>',
    '<h2>เงื่อนไข</h2><h3>ข้อย่อย</h3><ul><li><p>ข้อหนึ่ง</p></li></ul><ol><li><p>ข้อสอง</p></li></ol>',
    '<blockquote><p>หมายเหตุ</p></blockquote><hr><p>บรรทัด<br>ใหม่</p>',
    '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/x">ลิงก์</a> <a target="_blank" rel="noopener noreferrer nofollow" href="tel:0812345678">โทร</a></p>',
    '<img src="/uploads/a.png" alt="รูป">',
  ];

  it.each(saved)('keeps a saved description as it is: %s', (html) => {
    const once = throughEditor(html);
    expect(textOf(once)).toBe(textOf(html));
    expect(once).not.toContain('<p></p>');
    // Loading what it wrote changes nothing, and the sanitiser strips nothing of it.
    expect(throughEditor(once)).toBe(once);
    expect(previewHtml(once)).toBe(previewHtml(html));
  });

  it('keeps the text of the allowed tags it has no button for', () => {
    const html = '<div>กล่อง <span>ข้อความ</span> <small>เล็ก</small> <b>หนา</b> <i>เอียง</i></div>';
    const out = throughEditor(html);
    expect(textOf(out)).toBe(textOf(html));
    expect(out).toContain('<strong>หนา</strong>');
    expect(out).toContain('<em>เอียง</em>');
  });

  it('writes no link the sanitiser would drop', () => {
    const out = throughEditor('<p><a href="javascript:alert(1)">x</a> <a href="//evil.example">y</a></p>');
    expect(out).not.toContain('javascript:');
    expect(out).not.toContain('//evil');
  });
});
