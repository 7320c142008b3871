import { SHELL } from '@member/shared';
import type { ReactNode } from 'react';
import { DEFAULT_LOGO } from '@/shared/hooks/use-site-images';
import { Logo } from '@/shared/ui/logo';
import { Spinner } from '@/shared/ui/spinner';

/** The logo above a spinner, centred, announced as loading: the HTML shell's look. */
function SplashFrame({ logo }: { logo: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-6" role="status" aria-label={SHELL.loading}>
      {logo}
      <Spinner className="size-8" />
    </div>
  );
}

/** Shown while the session is being checked, so neither layout flashes. */
export function Splash() {
  return <SplashFrame logo={<Logo className="h-10 w-auto" />} />;
}

/**
 * The HTML shell's splash, drawn by the app while the first page's chunk still loads: the bundled logo
 * at once, as the shell has it (the operator's is not known yet), so the screen does not change and no
 * blank frame comes between the shell and the page.
 */
export function BootSplash() {
  return <SplashFrame logo={<img src={DEFAULT_LOGO} alt={SHELL.appName} className="h-10 w-auto" />} />;
}
