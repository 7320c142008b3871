import { afterEach, describe, expect, it } from 'vitest';
import { queueCommand } from './use-queue-shortcuts';

function press(key: string, target: EventTarget = document.body, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return event;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('queueCommand', () => {
  it('reads j/k, the arrows, a, r and ?', () => {
    expect(queueCommand(press('j'))).toBe('next');
    expect(queueCommand(press('ArrowDown'))).toBe('next');
    expect(queueCommand(press('k'))).toBe('previous');
    expect(queueCommand(press('ArrowUp'))).toBe('previous');
    expect(queueCommand(press('a'))).toBe('approve');
    expect(queueCommand(press('r'))).toBe('reject');
    expect(queueCommand(press('?', document.body, { shiftKey: true }))).toBe('help');
    expect(queueCommand(press('x'))).toBeNull();
  });

  it('does nothing while typing in a field', () => {
    const textarea = document.body.appendChild(document.createElement('textarea'));
    const input = document.body.appendChild(document.createElement('input'));
    expect(queueCommand(press('a', textarea))).toBeNull();
    expect(queueCommand(press('j', input))).toBeNull();
  });

  it('does nothing while a dialog is open, or with a modifier', () => {
    const dialog = document.body.appendChild(document.createElement('dialog'));
    dialog.setAttribute('open', '');
    expect(queueCommand(press('a'))).toBeNull();
    dialog.remove();
    expect(queueCommand(press('a', document.body, { ctrlKey: true }))).toBeNull();
    expect(queueCommand(press('r', document.body, { metaKey: true }))).toBeNull();
  });
});
