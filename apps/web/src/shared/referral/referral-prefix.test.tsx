import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberedReferralPrefix, rememberReferralPrefix } from './referral-prefix';
import { isReferralCodeShape, useReferralPrefix } from './use-referral-prefix';

const at = (url: string) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  };

describe('the referral code of a link', () => {
  beforeEach(() => sessionStorage.clear());

  it('is remembered for the tab from any page, trimmed, and ignored when empty', () => {
    rememberReferralPrefix('?prefix=');
    expect(rememberedReferralPrefix()).toBeNull();
    rememberReferralPrefix('?prefix=%20ab12%20');
    expect(rememberedReferralPrefix()).toBe('ab12');
  });

  it("is the address's code first, else the remembered one, with no notice for a code's shape", () => {
    rememberReferralPrefix('?prefix=KEPT1');
    expect(renderHook(useReferralPrefix, { wrapper: at('/?prefix=AB12') }).result.current).toEqual({
      prefix: 'AB12',
      notice: null,
    });
    expect(renderHook(useReferralPrefix, { wrapper: at('/register') }).result.current.prefix).toBe('KEPT1');
  });

  it('tells the member when the code cannot be one', () => {
    const { result } = renderHook(useReferralPrefix, { wrapper: at('/?prefix=no!') });
    expect(result.current.prefix).toBe('no!');
    expect(result.current.notice).toContain('no!');
    expect(isReferralCodeShape('ab12')).toBe(true);
    expect(isReferralCodeShape('a')).toBe(false);
  });
});
