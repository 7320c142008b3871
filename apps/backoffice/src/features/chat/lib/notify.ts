/** The browser's side of the inbox's notifications: the permission, a notification, a short chime. */

export type NotificationPermissionState = NotificationPermission | 'unsupported';

export function notificationPermission(): NotificationPermissionState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Asked on the agent's click, never on load (browsers refuse, and agents dislike, a prompt out of nowhere). */
export async function askNotificationPermission(): Promise<NotificationPermissionState> {
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.requestPermission();
}

/** A system notification when allowed; a click brings the tab forward and runs `onClick`. */
export function showNotification(title: string, body: string, tag: string, onClick: () => void): void {
  if (notificationPermission() !== 'granted') return;
  try {
    const notification = new Notification(title, { body, tag });
    notification.onclick = () => {
      window.focus();
      onClick();
      notification.close();
    };
  } catch {
    // Some browsers allow notifications only from a service worker: the chime and the tab title remain.
  }
}

let audio: AudioContext | null = null;

/** Made on the agent's click (the notification button), so browsers let it play later. */
export function unlockChime(): void {
  if (typeof AudioContext === 'undefined') return;
  audio ??= new AudioContext();
  void audio.resume().catch(() => undefined);
}

/** Two short soft tones, made with Web Audio (no file to download). */
export function playChime(): void {
  if (typeof AudioContext === 'undefined') return;
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
    const start = audio.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.12, 1320],
    ] as const) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.15, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.18);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.2);
    }
  } catch {
    // No sound is not worth an error on screen.
  }
}
