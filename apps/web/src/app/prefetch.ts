import { afterFirstScreen } from '@/shared/lib/after-first-screen';

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

/** SPEC.md §2: no prefetching on 2G or when the member asked to save data. */
export function shouldPrefetch(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}

/** Loads route chunks once the page has loaded and the browser is idle, so the next tap does not wait for the network. */
export function prefetchOnIdle(loaders: readonly (() => Promise<unknown>)[]): void {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (!shouldPrefetch(connection)) return;
  const run = () => {
    for (const load of loaders) load().catch(() => undefined);
  };
  afterFirstScreen(run);
}
