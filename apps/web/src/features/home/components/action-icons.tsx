import { type IconProps, Svg } from '@/shared/ui/icons';

/** The home's shortcut glyphs that no other page needs: one per action, so no two tiles look alike. */

/** Money in: an arrow down into a tray. */
export function DepositIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 3v11M7.5 9.5 12 14l4.5-4.5" />
      <path d="M4 14v5a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-5" />
    </Svg>
  );
}

/** Money out: an arrow up out of a tray. */
export function WithdrawIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 14V3M7.5 7.5 12 3l4.5 4.5" />
      <path d="M4 14v5a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-5" />
    </Svg>
  );
}

/** The list of past transactions: a receipt. */
export function ReceiptIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M6 3h12v18l-2-1.5-2 1.5-2-1.5-2 1.5-2-1.5L6 21z" />
      <path d="M9 8h6M9 12h6M9 16h3" />
    </Svg>
  );
}

/** Losses given back: a coin inside a turning-back arrow. */
export function ReturnLossIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M20 12a8 8 0 1 1-2.3-5.7L20 8.5" />
      <path d="M20 4v4.5h-4.5" />
      <circle cx="12" cy="12" r="3.2" />
    </Svg>
  );
}

/** The games: a game pad. */
export function GamepadIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M7 7h10a4.5 4.5 0 0 1 4.4 5.5l-.9 4a2.5 2.5 0 0 1-4.2 1.2L14 15.5h-4l-2.3 2.2a2.5 2.5 0 0 1-4.2-1.2l-.9-4A4.5 4.5 0 0 1 7 7z" />
      <path d="M8 10v3M6.5 11.5h3M15.5 11h.01M17.5 13h.01" />
    </Svg>
  );
}
