// The sandbox Hi-Lo dice page (decision 0106). It draws what the provider's backend answers: the dice
// are thrown on the server, the page only sends the session, the bet and the choice.
import {
  $,
  errorText as refusal,
  fill,
  formatBaht,
  openSession,
  post,
  readTexts,
  reducedMotion,
  say,
  soundSwitch,
} from './page-kit.js';

const T = readTexts('hilo-texts');
const BET_KEY = 'sandbox-hilo-bet';
const CHOICE_KEY = 'sandbox-hilo-choice';
const MUTE_KEY = 'sandbox-hilo-muted';
const ROLL_MS = 900;

const baht = (value) => formatBaht(value, T.currency);
const errorText = (answer) => refusal(T, answer);
const SVG = 'http://www.w3.org/2000/svg';

const state = { session: null, balance: 0, bets: [], rolling: false };

// ---------- sound: a few synthesised notes (WebAudio), no files; silent where there is none ----------
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
  notes(freqs, { type = 'triangle', volume = 0.18, step = 0.1, length = 0.16 } = {}) {
    const ctx = this.context();
    if (!ctx) return;
    freqs.forEach((freq, i) => {
      const start = ctx.currentTime + i * step;
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = type;
      osc.frequency.setValueAtTime(freq, start);
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(volume, start + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
      osc.connect(gain).connect(ctx.destination);
      osc.start(start);
      osc.stop(start + length + 0.02);
    });
  },
  rattle() {
    this.notes(
      Array.from({ length: 8 }, () => 700 + Math.random() * 500),
      { type: 'square', volume: 0.04, step: 0.08, length: 0.03 },
    );
  },
  win() {
    this.notes([523, 659, 784, 1047]);
  },
  lose() {
    this.notes([330, 247], { type: 'sine', volume: 0.12, step: 0.15, length: 0.25 });
  },
};

soundSwitch(T, sound, MUTE_KEY, () => sound.notes([659]));

// ---------- drawing: each die an SVG of its own, pips where the face puts them ----------
const PIPS = {
  1: [[50, 50]],
  2: [
    [28, 28],
    [72, 72],
  ],
  3: [
    [26, 26],
    [50, 50],
    [74, 74],
  ],
  4: [
    [28, 28],
    [72, 28],
    [28, 72],
    [72, 72],
  ],
  5: [
    [26, 26],
    [74, 26],
    [50, 50],
    [26, 74],
    [74, 74],
  ],
  6: [
    [28, 24],
    [72, 24],
    [28, 50],
    [72, 50],
    [28, 76],
    [72, 76],
  ],
};

function die(value) {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 100 100');
  svg.setAttribute('class', 'die');
  svg.setAttribute('aria-hidden', 'true');
  svg.dataset.value = String(value);
  const face = document.createElementNS(SVG, 'rect');
  face.setAttribute('x', '4');
  face.setAttribute('y', '4');
  face.setAttribute('width', '92');
  face.setAttribute('height', '92');
  face.setAttribute('rx', '18');
  face.setAttribute('class', 'face');
  svg.append(face);
  for (const [cx, cy] of PIPS[value]) {
    const pip = document.createElementNS(SVG, 'circle');
    pip.setAttribute('cx', String(cx));
    pip.setAttribute('cy', String(cy));
    pip.setAttribute('r', value === 1 ? '13' : '9');
    pip.setAttribute('class', value === 1 || value === 4 ? 'pip red' : 'pip');
    svg.append(pip);
  }
  return svg;
}

function drawDice(values) {
  const box = $('dice');
  box.replaceChildren(...values.map(die));
  box.setAttribute('aria-label', fill(T.diceShown, { dice: values.join(' ') }));
}

/** Tumbles the dice for a moment (none with reduced motion), then shows `values`. */
function animateDice(values) {
  if (reducedMotion) {
    drawDice(values);
    return Promise.resolve();
  }
  sound.rattle();
  const box = $('dice');
  box.classList.add('rolling');
  const random = () => Array.from({ length: values.length }, () => 1 + Math.floor(Math.random() * 6));
  const timer = setInterval(() => drawDice(random()), 110);
  return new Promise((resolve) => {
    setTimeout(() => {
      clearInterval(timer);
      box.classList.remove('rolling');
      drawDice(values);
      resolve();
    }, ROLL_MS);
  });
}

function radios(box, name, options, chosen, key) {
  for (const option of options) {
    const label = document.createElement('label');
    label.className = 'option';
    const input = document.createElement('input');
    input.type = 'radio';
    input.name = name;
    input.value = String(option.value);
    input.checked = option.value === chosen;
    input.addEventListener('change', () => localStorage.setItem(key, String(option.value)));
    const text = document.createElement('span');
    text.className = 'option-text';
    const main = document.createElement('span');
    main.className = 'option-main';
    main.textContent = option.label;
    text.append(main);
    if (option.note) {
      const note = document.createElement('span');
      note.className = 'option-note';
      note.textContent = option.note;
      text.append(note);
    }
    label.append(input, text);
    box.append(label);
  }
}

function drawChoices(choices) {
  const saved = localStorage.getItem(CHOICE_KEY);
  const codes = choices.map((choice) => choice.code);
  radios(
    $('choices'),
    'choice',
    choices.map((choice) => ({
      value: choice.code,
      label: choice.code === 'high' ? T.high : T.low,
      note: choice.code === 'high' ? T.highRange : T.lowRange,
    })),
    codes.includes(saved) ? saved : codes[0],
    CHOICE_KEY,
  );
}

function drawBets(bets) {
  const saved = Number(localStorage.getItem(BET_KEY));
  radios(
    $('bets'),
    'bet',
    bets.map((bet) => ({ value: bet, label: fill(T.betOption, { amount: bet.toLocaleString('th-TH') }) })),
    bets.includes(saved) ? saved : bets[0],
    BET_KEY,
  );
}

function setBalance(value) {
  state.balance = value;
  $('balance').textContent = baht(value);
}

function setBusy(busy) {
  state.rolling = busy;
  const button = $('roll');
  button.disabled = busy || !state.session;
  button.textContent = busy ? T.rolling : T.roll;
  for (const input of document.querySelectorAll('.controls input')) input.disabled = busy;
  document.querySelector('.table').setAttribute('aria-busy', String(busy));
}

function resultText(round) {
  if (round.result === 'triple') return fill(T.resultTriple, { value: round.dice[0] });
  return round.result === 'high' ? T.resultHigh : T.resultLow;
}

// ---------- play ----------
async function roll() {
  if (state.rolling || !state.session) return;
  const bet = Number(document.querySelector('input[name="bet"]:checked')?.value ?? state.bets[0]);
  const choice = document.querySelector('input[name="choice"]:checked')?.value ?? 'high';
  setBusy(true);
  sound.context();
  $('bowl').classList.remove('win', 'lose');
  $('total').textContent = '';
  say(T.rolling);
  const answer = await post('roll', { session: state.session, bet, choice });
  if (!answer.data) {
    sound.lose();
    say(errorText(answer), 'error');
    const code = answer.error && answer.error.code;
    if (code === 'SESSION_INVALID' || code === 'TOKEN_INVALID' || code === 'WRONG_GAME') state.session = null;
    setBusy(false);
    return;
  }
  const round = answer.data;
  // The stake leaves at once; the win arrives when the dice settle.
  setBalance(round.balance - round.amount);
  await animateDice(round.dice);
  setBalance(round.balance);
  $('total').textContent = `${round.total} · ${resultText(round)}`;
  $('last-round').textContent = round.amount > 0 ? `+${baht(round.amount)}` : `−${baht(round.bet)}`;
  const rolled = fill(T.rolled, { dice: round.dice.join(' '), total: round.total });
  if (round.amount > 0) {
    $('bowl').classList.add('win');
    sound.win();
    say(`${rolled} (${resultText(round)}) — ${fill(T.win, { amount: round.amount.toLocaleString('th-TH') })}`, 'win');
  } else {
    $('bowl').classList.add('lose');
    sound.lose();
    say(`${rolled} (${resultText(round)}) — ${round.result === 'triple' ? T.tripleLose : T.lose}`);
  }
  setBusy(false);
}

async function start() {
  drawDice([1, 2, 3]);
  const answer = await openSession({ game: 'hilo' });
  if (!answer.data) {
    say(errorText(answer), 'error');
    document.querySelector('.table').setAttribute('aria-busy', 'false');
    return;
  }
  const data = answer.data;
  state.session = data.session;
  state.bets = data.bets;
  setBalance(data.balance);
  drawChoices(data.choices);
  drawBets(data.bets);
  $('rules-note').textContent = fill(T.rulesNote, { rtp: (data.rtp * 100).toFixed(2) });
  say(T.ready);
  setBusy(false);
}

$('roll').addEventListener('click', roll);
start();
