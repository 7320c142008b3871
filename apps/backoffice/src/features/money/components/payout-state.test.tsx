import { PAYOUT_BACKOFFICE_TEXTS as T } from '@member/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PayoutState } from './payout-state';

describe('a withdrawal row’s automatic payout', () => {
  it('names the rule that kept it for an operator', () => {
    render(<PayoutState row={{ auto_stop: 'over_ceiling', payout: null }} />);
    expect(screen.getByText(`${T.waitsBecause} ${T.stops.over_ceiling}`)).toBeTruthy();
  });

  it('shows the payout’s state and the callbacks recorded after it was settled', () => {
    render(
      <PayoutState
        row={{ auto_stop: null, payout: { status: 'paid', provider: 'sandbox', reference: 'WD1', late_callbacks: 2 } }}
      />,
    );
    expect(screen.getByText(T.statuses.paid)).toBeTruthy();
    expect(screen.getByText(T.lateCallbacks(2))).toBeTruthy();
  });

  it('shows nothing for a row never judged', () => {
    const { container } = render(<PayoutState row={{ auto_stop: null, payout: null }} />);
    expect(container.textContent).toBe('');
  });
});
