import { MINIGAME, type Prize, prizeLabel } from '@member/shared';
import { type ReactNode, useEffect, useRef } from 'react';
import { usePrefersReducedMotion } from '@/shared/hooks/use-reduced-motion';
import { Button } from '@/shared/ui/button';
import type { Round } from '../hooks/use-play-round';
import {
  landing,
  type Landing,
  landingAngle,
  mod,
  restingRotation,
  segmentAngle,
  segmentPath,
  SPIN_UP_MS,
  spinAngle,
} from '../lib/wheel';
import './games.css';

const RADIUS = 100;
/** Where a label ends, near the rim, and the room it has towards the centre (SVG units). */
const LABEL_END = 92;
const LABEL_ROOM = 60;

const COLOURS = [
  { fill: '#9f1239', text: '#ffffff' },
  { fill: '#f5c451', text: '#0d0507' },
  { fill: '#e11d48', text: '#ffffff' },
  { fill: '#231015', text: '#f5c451' },
];

/** Neighbouring segments never share a colour, the last and the first included. */
function colourOf(index: number, count: number) {
  const colour = index % COLOURS.length;
  return COLOURS[index === count - 1 && colour === 0 && count > 1 ? 2 : colour]!;
}

/** A label's size: as large as its segment allows, smaller for a long one. */
const labelSize = (label: string) => Math.max(6, Math.min(11, LABEL_ROOM / (label.length * 0.55)));

/** The wheel, one equal segment per prize of the table, read from the centre outwards. */
function WheelFace({ prizes }: { prizes: Prize[] }) {
  const count = prizes.length;
  const span = segmentAngle(count);
  return (
    <svg viewBox="-110 -110 220 220" className="h-full w-full" aria-hidden="true">
      <circle r="108" fill="#f5c451" />
      <circle r="104" fill="#190a0e" />
      {prizes.map((prize, index) => {
        const colour = colourOf(index, count);
        const label = prizeLabel(prize);
        const middle = (index + 0.5) * span;
        // Read from the centre outwards on the right half, from the rim inwards on the left: never upside down.
        const left = middle > 180;
        return (
          <g key={prize.index}>
            <path d={segmentPath(index, count, RADIUS)} fill={colour.fill} stroke="#0d0507" strokeWidth="0.8" />
            <text
              transform={`rotate(${left ? middle + 90 : middle - 90})`}
              x={left ? -LABEL_END : LABEL_END}
              y="0"
              dominantBaseline="central"
              textAnchor={left ? 'start' : 'end'}
              fill={colour.text}
              fontSize={labelSize(label).toFixed(1)}
              fontWeight="600"
            >
              {label}
            </text>
          </g>
        );
      })}
      <circle r="15" fill="#f5c451" stroke="#0d0507" strokeWidth="1.5" />
      <circle r="6" fill="#9f1239" />
    </svg>
  );
}

/** Writes the rotor's angle: its transform only, never a layout property. */
function painter(element: HTMLElement | null, angle: { current: number }) {
  return (degrees: number) => {
    angle.current = degrees;
    if (element) element.style.transform = `rotate(${degrees}deg)`;
  };
}

/**
 * Turns the wheel while the server draws and brings it to rest on the prize the server answered. One
 * `requestAnimationFrame` loop writes only the rotor's transform (no layout is read or changed); with
 * reduced motion the wheel does not spin and stands on the prize at once.
 */
function useWheelMotion(round: Round, count: number, onRevealed: () => void) {
  const rotor = useRef<HTMLDivElement>(null);
  const angle = useRef(0);
  const target = useRef<number | null>(null);
  const landed = useRef(onRevealed);
  const reduced = usePrefersReducedMotion();
  const prizeIndex = round.result?.play.prizeIndex ?? null;
  const spinning = round.phase === 'drawing' || round.phase === 'revealing';

  useEffect(() => {
    target.current = prizeIndex === null ? null : restingRotation(prizeIndex, count);
    landed.current = onRevealed;
  });

  // Reduced motion: the wheel does not spin; it stands on the prize as soon as the server answered.
  useEffect(() => {
    if (!reduced || !spinning || prizeIndex === null) return;
    painter(rotor.current, angle)(restingRotation(prizeIndex, count));
    landed.current();
  }, [reduced, spinning, prizeIndex, count]);

  useEffect(() => {
    if (reduced || !spinning) return;
    const paint = painter(rotor.current, angle);
    const from = angle.current;
    let started: number | null = null;
    let slowing: { landing: Landing; at: number } | null = null;
    let frame = 0;
    const step = (now: number) => {
      started ??= now;
      if (slowing) {
        const elapsed = now - slowing.at;
        paint(landingAngle(slowing.landing, elapsed));
        if (elapsed >= slowing.landing.durationMs) {
          paint(mod(angle.current, 360));
          landed.current();
          return;
        }
      } else {
        const elapsed = now - started;
        paint(from + spinAngle(elapsed));
        // Slows down only once at full speed, so the speed never jumps.
        if (target.current !== null && elapsed >= SPIN_UP_MS) {
          slowing = { landing: landing(angle.current, target.current), at: now };
        }
      }
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [spinning, reduced]);

  return rotor;
}

/** The prize wheel: drawn from the prize table, spun by one button. */
export function WheelGame({
  name,
  prizes,
  round,
  onPlay,
  onRevealed,
  blocked,
}: {
  name: string;
  prizes: Prize[];
  round: Round;
  onPlay: () => void;
  onRevealed: () => void;
  /** Shown in place of the spin button when no play can be paid now (a disabled button with why). */
  blocked?: ReactNode;
}) {
  const rotor = useWheelMotion(round, prizes.length, onRevealed);
  const busy = round.phase !== 'idle';
  return (
    <div className="flex flex-col items-center gap-4">
      <div role="img" aria-label={MINIGAME.wheelLabel(name)} data-phase={round.phase} className="mg-wheel">
        <div className="mg-wheel-face">
          <div ref={rotor} data-testid="wheel-rotor" className={`mg-wheel-rotor ${busy ? 'is-spinning' : ''}`}>
            <WheelFace prizes={prizes} />
          </div>
        </div>
        <svg viewBox="0 0 24 28" aria-hidden="true" className="mg-wheel-pointer">
          <path d="M2 2h20L12 26z" fill="#f7eef0" stroke="#0d0507" strokeWidth="2" strokeLinejoin="round" />
        </svg>
      </div>
      {blocked && !busy ? (
        <div className="w-full">{blocked}</div>
      ) : (
        <Button className="w-full" onClick={onPlay} disabled={busy} aria-busy={busy}>
          {busy ? MINIGAME.spinning : MINIGAME.spin}
        </Button>
      )}
    </div>
  );
}
