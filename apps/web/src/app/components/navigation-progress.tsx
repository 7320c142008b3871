import { useEffect } from 'react';
import { useNavigation } from 'react-router';
import { ProgressBar } from '@/shared/ui/progress-bar';
import { useNavigationFailure } from '../navigation-status';

export function NavigationProgress() {
  const navigating = useNavigation().state !== 'idle';
  const failed = useNavigationFailure((state) => state.failed);
  useEffect(() => {
    if (navigating) useNavigationFailure.getState().setFailed(false);
  }, [navigating]);
  return <ProgressBar active={navigating} failed={failed} />;
}
