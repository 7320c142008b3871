import { useSiteImages } from '../hooks/use-site-images';

export function Logo({ className = 'h-8 w-auto' }: { className?: string }) {
  const { logo } = useSiteImages();
  return <img src={logo} alt="WALLET" className={className} />;
}
