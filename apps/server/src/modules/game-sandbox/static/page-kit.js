// What every sandbox game page does the same way (decisions 0105, 0106): reading its texts, talking to
// the provider's backend, the message line, the launch token and the sound switch. Each game's page
// imports it and draws its own game.
export const BASE = '/games/sandbox';

export const $ = (id) => document.getElementById(id);
export const fill = (text, values) => text.replace(/\{(\w+)\}/g, (_, key) => String(values[key]));
export const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The page's Thai texts, from its JSON data block (CSP: no inline script). */
export const readTexts = (id) => JSON.parse(document.getElementById(id).textContent);

export const formatBaht = (value, currency) =>
  `${Number(value).toLocaleString('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;

/** The message line (`role="status"`). */
export function say(text, kind = '') {
  const message = $('message');
  message.textContent = text;
  message.className = `message${kind ? ` ${kind}` : ''}`;
}

/** A refusal in the page's own Thai text for its code, else the server's message. */
export function errorText(T, answer) {
  const code = answer && answer.error && answer.error.code;
  return T.errors[code] || (answer && answer.error && answer.error.message) || T.errors.UNKNOWN;
}

/** A call to the provider's backend; a network failure or a body that is not JSON is an error answer. */
export async function post(path, body) {
  let response;
  try {
    response = await fetch(`${BASE}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { error: { code: 'WALLET_UNAVAILABLE' } };
  }
  return response.json().catch(() => ({ error: { code: 'UNKNOWN' } }));
}

/**
 * Opens the provider session with the launch token, which is for one use: it leaves the address bar
 * (and the history) at once. `fields` go with it (the game's code).
 */
export async function openSession(fields = {}) {
  const params = new URLSearchParams(location.search);
  const token = params.get('token') || '';
  if (params.has('token')) {
    params.delete('token');
    const rest = params.toString();
    history.replaceState(null, '', `${location.pathname}${rest ? `?${rest}` : ''}`);
  }
  return token ? post('session', { token, ...fields }) : { error: { code: 'TOKEN_INVALID' } };
}

/**
 * The sound switch (`#sound`, its label `#sound-label`): it names what a press does and is kept in
 * `localStorage` under `key`; `sound.muted` is what the page's sounds read. `onUnmute` plays a note.
 */
export function soundSwitch(T, sound, key, onUnmute) {
  sound.muted = localStorage.getItem(key) === '1';
  const show = () => {
    $('sound').classList.toggle('muted', sound.muted);
    $('sound-label').textContent = sound.muted ? T.soundOn : T.soundOff;
  };
  show();
  $('sound').addEventListener('click', () => {
    sound.muted = !sound.muted;
    localStorage.setItem(key, sound.muted ? '1' : '0');
    show();
    if (!sound.muted) onUnmute();
  });
}
