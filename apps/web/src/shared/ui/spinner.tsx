export function Spinner({ className = 'size-10' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-4 border-white/15 border-t-accent ${className}`}
    />
  );
}
