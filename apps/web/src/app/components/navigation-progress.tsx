import { useEffect } from 'react';
import { useNavigation } from 'react-router';
import { onChunkLoadFailure } from '@member/web-kit';
import { ProgressBar } from '@/shared/ui/progress-bar';
import { useNavigationFailure } from '../navigation-status';

export function NavigationProgress() {
  const navigating = useNavigation().state !== 'idle';
  const failed = useNavigationFailure((state) => state.failed);
  useEffect(() => {
    if (navigating) useNavigationFailure.getState().setFailed(false);
  }, [navigating]);
  // A page's chunk that cannot load fails the navigation (red) before the app reloads (SPEC.md §2, §9).
  useEffect(() => onChunkLoadFailure(() => useNavigationFailure.getState().setFailed(true)), []);
  return <ProgressBar active={navigating} failed={failed} />;
}
