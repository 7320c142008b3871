/**
 * A short two-note chime for a new chat message, made with WebAudio (no file to download). Browsers
 * keep audio suspended until the page has had a tap or a key: `primeChime` resumes it then, so a chime
 * can sound later while the tab is in the background. A browser without WebAudio, or one that refuses,
 * stays silent; nothing here ever throws.
 */

type AudioContextClass = typeof AudioContext;
let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Context =
    window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Context) return null;
  try {
    context = new Context();
  } catch {
    return null;
  }
  return context;
}

const NOTES = [
  { hz: 880, at: 0 },
  { hz: 1318.5, at: 0.11 },
];
const NOTE_SECONDS = 0.22;
const VOLUME = 0.12;

export function playChime(): void {
  const audio = audioContext();
  if (!audio) return;
  try {
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
    const start = audio.currentTime + 0.01;
    for (const note of NOTES) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = note.hz;
      // A soft attack and an exponential fade: no click at either end.
      gain.gain.setValueAtTime(0.0001, start + note.at);
      gain.gain.exponentialRampToValueAtTime(VOLUME, start + note.at + 0.015);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + note.at + NOTE_SECONDS);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(start + note.at);
      oscillator.stop(start + note.at + NOTE_SECONDS + 0.02);
    }
  } catch {
    // A refused or closed context: silence.
  }
}

/** Resumes the audio on the page's first tap or key, which browsers require before any sound. */
export function primeChime(): () => void {
  const prime = () => {
    const audio = audioContext();
    if (audio?.state === 'suspended') void audio.resume().catch(() => undefined);
    stop();
  };
  const stop = () => {
    window.removeEventListener('pointerdown', prime);
    window.removeEventListener('keydown', prime);
  };
  window.addEventListener('pointerdown', prime);
  window.addEventListener('keydown', prime);
  return stop;
}
