import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { useToastStore } from '@/shared/stores/toast-store';
import { realtimeHarness } from './fake-realtime';

// The member's socket is a fake in every page test: none connects anywhere (test/fake-realtime.ts).
vi.mock('@member/web-kit/realtime', async () => {
  const { realtimeHarness: harness } = await import('./fake-realtime');
  return { createRealtime: () => harness.createRealtime() };
});

// A page's first render waits for its lazy route chunk; on a busy machine that takes more than the
// default 1 s of findBy*/waitFor. Waiting longer changes no verdict, only how long a failure takes.
configure({ asyncUtilTimeout: 3_000 });

afterEach(() => {
  cleanup();
  realtimeHarness.reset();
  useToastStore.setState({ toasts: [] });
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom lacks what Radix Select measures and captures with.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};

// jsdom has <dialog> but not its modal methods: open and close are enough for the components' logic,
// with the browser's dialog focusing steps on opening (its first focusable field, or one marked
// autofocus). jsdom focuses nothing inside a closed dialog, as browsers do.
const FOCUSABLE =
  'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
  const target = this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector<HTMLElement>(FOCUSABLE);
  target?.focus();
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  if (!this.open) return;
  this.removeAttribute('open');
  this.dispatchEvent(new Event('close'));
};
// The browser sends a modal dialog `cancel` on Escape; jsdom does not.
document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  const dialogs = document.querySelectorAll('dialog[open]');
  dialogs[dialogs.length - 1]?.dispatchEvent(new Event('cancel', { cancelable: true }));
});
