import { useQuery } from '@tanstack/react-query';
import { DEFAULT_LOGO, settingImageQuery } from '../hooks/use-site-images';

/** The operator's logo, or the bundled one when unset. Kept invisible while loading so the default never flashes. */
export function Logo({ className = 'h-8 w-auto' }: { className?: string }) {
  const query = useQuery(settingImageQuery('logo'));
  return (
    <img
      src={query.data ?? DEFAULT_LOGO}
      alt="WALLET"
      className={`${className} ${query.isPending ? 'invisible' : ''}`}
    />
  );
}
