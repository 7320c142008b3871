// @vitest-environment jsdom
import { BO_MEMBER_LEVEL_LABELS, BO_PROMOTIONS } from '@member/shared/backoffice';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemberLevelsField } from './member-levels-field';

afterEach(cleanup);

describe('MemberLevelsField', () => {
  it('shows the tiers by name and answers their codes in the tiers’ order', () => {
    const onChange = vi.fn();
    render(<MemberLevelsField value={['vip']} onChange={onChange} />);
    const group = screen.getByRole('group', { name: BO_PROMOTIONS.fields.memberLevels });
    expect(group).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: BO_MEMBER_LEVEL_LABELS.vip }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: BO_MEMBER_LEVEL_LABELS.gold }));
    expect(onChange).toHaveBeenLastCalledWith(['gold', 'vip']);
  });

  it('keeps a saved level that is no longer a tier, ticked, until it is unticked', () => {
    const onChange = vi.fn();
    render(<MemberLevelsField value={['diamond']} onChange={onChange} error="x" />);
    const old = screen.getByRole('checkbox', { name: BO_PROMOTIONS.levelNotDefined('diamond') }) as HTMLInputElement;
    expect(old.checked).toBe(true);
    fireEvent.click(old);
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole('alert').textContent).toBe('x');
  });
});
