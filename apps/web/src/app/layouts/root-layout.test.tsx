import { SETTING_IMAGE_KINDS, WALLET } from '@member/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/routes';
import { signInWallet } from '@/features/wallet/test/fixtures';
import { siteImagesKey } from '@/shared/hooks/use-site-images';
import { renderRoutes } from '@/test/render';

// Counts the member layout's renders; otherwise the layout itself.
const layoutRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/app/layouts/member-layout', async (importOriginal) => {
  const layout = await importOriginal<typeof import('@/app/layouts/member-layout')>();
  return {
    default: (props: Parameters<typeof layout.default>[0]) => {
      layoutRenders.count += 1;
      return layout.default(props);
    },
  };
});

const NO_IMAGES = Object.fromEntries(SETTING_IMAGE_KINDS.map((kind) => [kind, null]));
const icon = () => document.querySelector('link[rel="icon"]')?.getAttribute('href');

describe('the root layout', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("puts the operator's icon on the tab without drawing the member layout and its page again", async () => {
    document.head.innerHTML = '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />';
    let favicon = '/media/icon-1.png';
    signInWallet({ 'GET /setting-image': () => ({ body: { data: { ...NO_IMAGES, favicon } } }) });
    const { queryClient } = renderRoutes(routes, '/tx/deposit');
    await waitFor(() => expect(icon()).toBe('/media/icon-1.png'));
    // The page is whole and nothing is loading any more.
    await screen.findByLabelText(WALLET.amount);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const before = layoutRenders.count;

    favicon = '/media/icon-2.png';
    await act(() => queryClient.invalidateQueries({ queryKey: siteImagesKey }));
    await waitFor(() => expect(icon()).toBe('/media/icon-2.png'));
    expect(layoutRenders.count).toBe(before);
  });
});
