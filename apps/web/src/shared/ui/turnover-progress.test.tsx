import { TURNOVER_TEXTS } from '@member/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TurnoverProgress } from './turnover-progress';

describe('TurnoverProgress', () => {
  it('shows the bar, what was played of what is required and what is left', () => {
    render(<TurnoverProgress played={250} required={1000} left={750} />);
    const bar = screen.getByRole('progressbar', { name: TURNOVER_TEXTS.progressLabel });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '1000');
    expect(bar).toHaveAttribute('aria-valuenow', '250');
    expect(bar).toHaveAttribute('aria-valuetext', TURNOVER_TEXTS.progress(250, 1000));
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('25%');
    expect(screen.getByText(TURNOVER_TEXTS.progress(250, 1000))).toBeInTheDocument();
    expect(screen.getByText(TURNOVER_TEXTS.left(750))).toBeInTheDocument();
    expect(screen.getByText('เล่นแล้ว 250.00 บาท จาก 1,000.00 บาท')).toBeInTheDocument();
  });

  it("names a requirement's bar after its title", () => {
    render(<TurnoverProgress title="ฝากแรกรับ 20%" played={0} required={500} left={500} />);
    expect(screen.getByText('ฝากแรกรับ 20%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: `${TURNOVER_TEXTS.progressLabel} ฝากแรกรับ 20%` })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
  });

  it('renders nothing when nothing is left to play', () => {
    const { container } = render(<TurnoverProgress played={0} required={0} left={0} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
