// The sandbox slot's page (decision 0105). It draws what the provider's backend answers: the outcome
// is drawn on the server, the page only sends the session and the chosen bet.
import {
  $,
  BASE,
  errorText as refusal,
  fill,
  formatBaht,
  openSession,
  readTexts,
  reducedMotion,
  say,
  soundSwitch,
  post,
} from './page-kit.js';

const T = readTexts('slot-texts');
const MUTE_KEY = 'sandbox-slot-muted';
const BET_KEY = 'sandbox-slot-bet';
const VISIBLE = 3;

const baht = (value) => formatBaht(value, T.currency);
const errorText = (answer) => refusal(T, answer);

const state = { session: null, balance: 0, strip: [], bets: [], spinning: false, window: [] };

// ---------- sound: synthesised with WebAudio, no files ----------
const sound = {
  ctx: null,
  muted: false,
  context() {
    if (this.muted) return null;
    if (!this.ctx) {
      const Context = window.AudioContext || window.webkitAudioContext;
      if (!Context) return null;
      this.ctx = new Context();
    }
    if (this.ctx.state === 'suspended') this.ctx.resume().catch(() => {});
    return this.ctx;
  },
  tone(freq, start, duration, { type = 'sine', volume = 0.2, slideTo } = {}) {
    const ctx = this.ctx;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = type;
    osc.frequency.setValueAtTime(freq, start);
    if (slideTo) osc.frequency.exponentialRampToValueAtTime(slideTo, start + duration);
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(volume, start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + duration);
    osc.connect(gain).connect(ctx.destination);
    osc.start(start);
    osc.stop(start + duration + 0.02);
  },
  /** The reels' ticking for `seconds`. */
  spin(seconds) {
    const ctx = this.context();
    if (!ctx) return;
    const t0 = ctx.currentTime;
    for (let t = 0; t < seconds; t += 0.06) {
      this.tone(900 + Math.random() * 300, t0 + t, 0.03, { type: 'square', volume: 0.04 });
    }
  },
  stop() {
    const ctx = this.context();
    if (!ctx) return;
    this.tone(180, ctx.currentTime, 0.14, { type: 'triangle', volume: 0.3, slideTo: 60 });
  },
  win(big) {
    const ctx = this.context();
    if (!ctx) return;
    const notes = big ? [523, 659, 784, 1047, 784, 1047, 1319] : [523, 659, 784, 1047];
    notes.forEach((freq, i) => this.tone(freq, ctx.currentTime + i * 0.1, 0.18, { type: 'triangle', volume: 0.22 }));
  },
  lose() {
    const ctx = this.context();
    if (!ctx) return;
    this.tone(330, ctx.currentTime, 0.16, { type: 'sine', volume: 0.12 });
    this.tone(247, ctx.currentTime + 0.15, 0.25, { type: 'sine', volume: 0.12 });
  },
  error() {
    const ctx = this.context();
    if (!ctx) return;
    this.tone(110, ctx.currentTime, 0.3, { type: 'sawtooth', volume: 0.08 });
  },
};

soundSwitch(T, sound, MUTE_KEY, () => sound.stop());

// ---------- drawing ----------
function symbolImage(symbol, alt = '') {
  const img = document.createElement('img');
  img.src = `${BASE}/symbols/${symbol}.svg`;
  img.alt = alt;
  img.width = 48;
  img.height = 48;
  img.draggable = false;
  return img;
}

function cell(symbol) {
  const div = document.createElement('div');
  div.className = 'cell';
  div.dataset.symbol = symbol;
  div.append(symbolImage(symbol));
  return div;
}

function drawReels(view) {
  const reels = $('reels');
  reels.replaceChildren();
  view.forEach((column) => {
    const reel = document.createElement('div');
    reel.className = 'reel stopped';
    reel.setAttribute('aria-hidden', 'true');
    const strip = document.createElement('div');
    strip.className = 'strip';
    strip.append(...column.map(cell));
    reel.append(strip);
    reels.append(reel);
  });
  state.window = view;
}

function randomSymbols(count) {
  const start = Math.floor(Math.random() * state.strip.length);
  return Array.from({ length: count }, (_, i) => state.strip[(start + i) % state.strip.length]);
}

/** Runs each reel from what it shows to `view`, stopping left to right; resolves when all stopped. */
function animateReels(view) {
  const reels = [...$('reels').children];
  const durations = reels.map((_, i) => (reducedMotion ? 0 : 0.9 + i * 0.4));
  sound.spin(Math.max(...durations));
  return Promise.all(
    reels.map(
      (reel, i) =>
        new Promise((resolve) => {
          const strip = reel.querySelector('.strip');
          const filler = 14 + i * 6;
          const symbols = [...state.window[i], ...randomSymbols(filler), ...view[i]];
          strip.replaceChildren(...symbols.map(cell));
          reel.classList.remove('stopped');
          const done = () => {
            strip.replaceChildren(...view[i].map(cell));
            strip.style.transition = 'none';
            strip.style.transform = 'translateY(0)';
            reel.classList.add('stopped');
            sound.stop();
            resolve();
          };
          if (durations[i] === 0) {
            done();
            return;
          }
          strip.style.transition = 'none';
          strip.style.transform = 'translateY(0)';
          void strip.offsetHeight;
          const shift = ((symbols.length - VISIBLE) / symbols.length) * 100;
          strip.style.transition = `transform ${durations[i]}s cubic-bezier(0.2, 0.6, 0.25, 1.08)`;
          strip.style.transform = `translateY(-${shift}%)`;
          strip.addEventListener('transitionend', done, { once: true });
        }),
    ),
  );
}

function drawPaytable(rows, rtp) {
  const list = $('paytable');
  list.replaceChildren();
  for (const row of rows) {
    const item = document.createElement('li');
    const icons = document.createElement('span');
    icons.className = 'icons';
    const name = T.symbols[row.symbols[0]];
    const label = row.symbols.length === 3 ? `${name} ×3` : fill(T.anyCherry, { n: row.symbols.length });
    icons.append(...row.symbols.map((symbol, i) => symbolImage(symbol, i === 0 ? label : '')));
    const pays = document.createElement('span');
    pays.className = 'pays';
    pays.textContent = fill(T.times, { n: row.multiplier });
    item.append(icons, pays);
    list.append(item);
  }
  $('paytable-note').textContent = fill(T.paytableNote, { rtp: (rtp * 100).toFixed(2) });
}

function drawBets(bets) {
  const box = $('bets');
  const saved = Number(localStorage.getItem(BET_KEY));
  const chosen = bets.includes(saved) ? saved : bets[0];
  for (const bet of bets) {
    const label = document.createElement('label');
    label.className = 'bet-option';
    const input = document.createElement('input');
    input.type = 'radio';
    input.name = 'bet';
    input.value = String(bet);
    input.checked = bet === chosen;
    input.addEventListener('change', () => localStorage.setItem(BET_KEY, String(bet)));
    const text = document.createElement('span');
    text.textContent = fill(T.betOption, { amount: bet.toLocaleString('th-TH') });
    label.append(input, text);
    box.append(label);
  }
}

function setBalance(value) {
  state.balance = value;
  $('balance').textContent = baht(value);
}

function setBusy(busy) {
  state.spinning = busy;
  const button = $('spin');
  button.disabled = busy || !state.session;
  button.textContent = busy ? T.spinning : T.spin;
  for (const input of $('bets').querySelectorAll('input')) input.disabled = busy;
  document.querySelector('.machine').setAttribute('aria-busy', String(busy));
}

// ---------- play ----------
async function spin() {
  if (state.spinning || !state.session) return;
  const chosen = document.querySelector('input[name="bet"]:checked');
  const bet = Number(chosen ? chosen.value : state.bets[0]);
  setBusy(true);
  sound.context();
  $('payline').classList.remove('win');
  say(T.spinning);
  const answer = await post('spin', { session: state.session, bet });
  if (!answer.data) {
    sound.error();
    say(errorText(answer), 'error');
    const code = answer.error && answer.error.code;
    if (code === 'SESSION_INVALID' || code === 'TOKEN_INVALID') state.session = null;
    setBusy(false);
    return;
  }
  const round = answer.data;
  // The stake leaves at once; the win arrives when the reels stop.
  setBalance(round.balance - round.amount);
  await animateReels(round.window);
  state.window = round.window;
  setBalance(round.balance);
  const lineText = round.line.map((symbol) => T.symbols[symbol]).join(' · ');
  $('last-win').textContent = round.amount > 0 ? `+${baht(round.amount)}` : `−${baht(round.bet)}`;
  if (round.amount > 0) {
    markHits(round);
    $('payline').classList.add('win');
    const big = round.multiplier >= 10;
    sound.win(big);
    say(`${lineText} — ${fill(big ? T.bigWin : T.win, { amount: round.amount.toLocaleString('th-TH') })}`, 'win');
  } else {
    sound.lose();
    say(`${lineText} — ${T.lose}`);
  }
  setBusy(false);
}

function markHits(round) {
  const reels = [...$('reels').children];
  reels.forEach((reel, i) => {
    const middle = reel.querySelectorAll('.cell')[1];
    const hit = round.win.kind === 'three' || round.line[i] === 'cherry';
    if (middle && hit) middle.classList.add('hit');
  });
}

async function start() {
  const answer = await openSession();
  if (!answer.data) {
    drawReels([
      ['seven', 'seven', 'seven'],
      ['seven', 'seven', 'seven'],
      ['seven', 'seven', 'seven'],
    ]);
    say(errorText(answer), 'error');
    document.querySelector('.machine').setAttribute('aria-busy', 'false');
    return;
  }
  const data = answer.data;
  state.session = data.session;
  state.strip = data.strip;
  state.bets = data.bets;
  setBalance(data.balance);
  drawBets(data.bets);
  drawPaytable(data.paytable, data.rtp);
  const n = state.strip.length;
  const first = Math.floor(Math.random() * n);
  drawReels([0, 5, 10].map((offset) => [0, 1, 2].map((k) => state.strip[(first + offset + k) % n])));
  say(T.ready);
  setBusy(false);
}

$('spin').addEventListener('click', spin);
start();
