import { DEFAULT_LOGO } from '@/shared/hooks/use-site-images';
import { Logo } from '@/shared/ui/logo';
import { Spinner } from '@/shared/ui/spinner';

const SPLASH_CLASS = 'flex min-h-dvh flex-col items-center justify-center gap-6';

/** Shown while the session is being checked, so neither layout flashes. */
export function Splash() {
  return (
    <div className={SPLASH_CLASS}>
      <Logo className="h-10 w-auto" />
      <Spinner className="size-8" />
    </div>
  );
}

/**
 * The HTML shell's splash, drawn by the app while the first page's chunk still loads: the bundled logo
 * at once, as the shell has it (the operator's is not known yet), so the screen does not change and no
 * blank frame comes between the shell and the page.
 */
export function BootSplash() {
  return (
    <div className={SPLASH_CLASS}>
      <img src={DEFAULT_LOGO} alt="WALLET" className="h-10 w-auto" />
      <Spinner className="size-8" />
    </div>
  );
}
