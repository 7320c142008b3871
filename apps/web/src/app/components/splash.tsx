import { Logo } from '@/shared/ui/logo';
import { Spinner } from '@/shared/ui/spinner';

/** Shown while the session is being checked, so neither layout flashes. */
export function Splash() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-6">
      <Logo className="h-10 w-auto" />
      <Spinner className="size-8" />
    </div>
  );
}
