import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { useListParams } from './use-list-params';

function setup(url: string) {
  let current: { params: ReturnType<typeof useListParams>; search: string } | null = null;
  function Probe() {
    current = { params: useListParams({ limit: 20, sort: 'created_desc' }), search: useLocation().search };
    return null;
  }
  const router = createMemoryRouter([{ path: '/', element: <Probe /> }], { initialEntries: [url] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <>
      <RouterProvider router={router} />
      {children}
    </>
  );
  renderHook(() => null, { wrapper });
  return () => current!;
}

describe('useListParams', () => {
  it('reads page, limit, sort and filters from the URL, with defaults', () => {
    const get = setup('/?status=approved&page=3&tel=');
    expect(get().params.values).toEqual({ status: 'approved', page: '3' });
    expect(get().params.page).toBe(3);
    expect(get().params.limit).toBe(20);
    expect(get().params.sort).toBe('created_desc');
    expect(get().params.query).toBe('?status=approved&page=3&limit=20&sort=created_desc');
  });

  it('clamps nonsense paging to what the server takes', () => {
    const get = setup('/?page=-4&limit=5000');
    expect(get().params.page).toBe(1);
    expect(get().params.limit).toBe(100);
  });

  it('goes back to page 1 when a filter changes, keeps the page when only the page changes', () => {
    const get = setup('/?status=approved&page=3');
    act(() => get().params.set({ tel: '0812345678' }));
    expect(get().search).toBe('?status=approved&tel=0812345678');
    act(() => get().params.set({ page: 2 }));
    expect(get().search).toBe('?status=approved&tel=0812345678&page=2');
    act(() => get().params.set({ status: undefined }));
    expect(get().search).toBe('?tel=0812345678');
  });
});
