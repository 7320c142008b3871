import type { CSSProperties, ReactNode } from 'react';

/** Seeds and hashes: fixed-width and broken anywhere, since 64 hex digits never fit a phone's line. */
const HEX_STYLE: CSSProperties = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  wordBreak: 'break-all',
};

export function HexText({
  children,
  className = '',
  testId,
}: {
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <code data-testid={testId} className={className} style={HEX_STYLE}>
      {children}
    </code>
  );
}
