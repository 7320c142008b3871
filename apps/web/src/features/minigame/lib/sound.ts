import { useSyncExternalStore } from 'react';

/** Local-storage key of the mute switch: `1` while the games are muted. */
export const MUTE_KEY = 'minigame-muted';
const CHANGE = 'minigame-mute-change';

const readMuted = () => {
  try {
    return localStorage.getItem(MUTE_KEY) === '1';
  } catch {
    return false;
  }
};

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE, onChange);
  // Another tab flipped the switch.
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** Whether the games are muted, kept across visits; every switch on the page follows it. */
export function useMuted(): [boolean, (muted: boolean) => void] {
  const muted = useSyncExternalStore(subscribe, readMuted, () => false);
  const setMuted = (next: boolean) => {
    try {
      if (next) localStorage.setItem(MUTE_KEY, '1');
      else localStorage.removeItem(MUTE_KEY);
    } catch {
      // Private mode without storage: the switch still holds for this page.
    }
    if (next) stopAll();
    window.dispatchEvent(new Event(CHANGE));
  };
  return [muted, setMuted];
}

/** One element per file, made on first use: a repeat play starts at once, without a new download. */
const players = new Map<string, HTMLAudioElement>();

function stopAll() {
  for (const audio of players.values()) audio.pause();
}

/** Plays an uploaded sound from its start; a refused autoplay or a missing file is silence, never an error. */
export function playSound(url: string | null): void {
  if (!url || readMuted()) return;
  try {
    let audio = players.get(url);
    if (!audio) {
      audio = new Audio(url);
      audio.preload = 'auto';
      players.set(url, audio);
    }
    audio.currentTime = 0;
    void audio.play()?.catch(() => undefined);
  } catch {
    // Decoration only.
  }
}
