import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays hidden for a navigation shorter than the throttle', () => {
    const { rerender } = render(<ProgressBar active />);
    act(() => vi.advanceTimersByTime(100));
    rerender(<ProgressBar active={false} />);
    expect(screen.queryByTestId('progress-bar')).toBeNull();
  });

  it('shows a failure red at once, however quickly it came, and keeps it red', () => {
    const { rerender } = render(<ProgressBar active />);
    rerender(<ProgressBar active failed />);
    expect(screen.getByTestId('progress-bar')).toHaveAttribute('data-failed');
    // The throttle's start must not turn it back into a running bar.
    act(() => vi.advanceTimersByTime(300));
    const bar = screen.getByTestId('progress-bar');
    expect(bar).toHaveAttribute('data-failed');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('100%');
  });
});
