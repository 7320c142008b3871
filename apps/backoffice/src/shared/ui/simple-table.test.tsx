import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SimpleTable } from './simple-table';

const renderTable = (rows: readonly { id: number; name: string }[]) =>
  render(
    <SimpleTable
      caption="บัญชี"
      columns={['ชื่อ', 'จัดการ']}
      rows={rows}
      rowKey={(row) => row.id}
      empty="ยังไม่มี"
      className="overflow-x-auto"
      cells={(row) => (
        <>
          <td>{row.name}</td>
          <td />
        </>
      )}
    />,
  );

describe('SimpleTable', () => {
  it('has a header cell per column and a row per item', () => {
    renderTable([
      { id: 1, name: 'ก' },
      { id: 2, name: 'ข' },
    ]);
    expect(screen.getByRole('table', { name: 'บัญชี' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['ชื่อ', 'จัดการ']);
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByText('ยังไม่มี')).toBeNull();
  });

  it('says so across the table when there is no item', () => {
    renderTable([]);
    expect(screen.getByText('ยังไม่มี').getAttribute('colspan')).toBe('2');
  });
});
