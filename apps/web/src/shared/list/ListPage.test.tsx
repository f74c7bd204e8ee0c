import { describe, expect, it, vi } from 'vitest';
import { Button } from 'antd';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Access } from '../access';
import { renderPage, testUser } from '../testing/render';
import { ListPage } from './ListPage';
import type { ListColumn, PageRequest } from './types';

interface Row {
  id: number;
  name: string;
  email: string;
}
interface Filters {
  keyword?: string;
}

const rowsOf = (count: number, from = 0): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: from + i + 1, name: `Name ${from + i + 1}`, email: `e${i}@x.test` }));

const columns: ListColumn<Row>[] = [
  { key: 'name', title: 'Name', width: 120, locked: true },
  { key: 'email', title: 'Email', width: 160 },
];

function renderList(
  load: (req: PageRequest<Filters>) => Promise<{ rows: Row[]; total: number }>,
  extra: { pageSize?: number; permissions?: string[]; maxSelection?: number } = {},
) {
  return renderPage(
    <ListPage<Row, Filters>
      testId="demo"
      title="Demo"
      filterFormName="demo-filters"
      initialFilters={{}}
      queryKey={['demo', String(extra.pageSize)]}
      load={(req) => load(req)}
      columns={columns}
      rowKey={(r) => r.id}
      pageSize={extra.pageSize ?? 10}
      selectable
      maxSelection={extra.maxSelection}
      toolbar={() => (
        <Access permission="address:edit">
          <Button data-testid="demo-add">Add</Button>
        </Access>
      )}
    />,
    { user: testUser({ permissions: extra.permissions ?? [] }) },
  );
}

describe('ListPage', () => {
  it('asks the loader for the page the user picks', async () => {
    const load = vi.fn(async ({ pageNo, pageSize }: PageRequest<Filters>) => ({
      rows: rowsOf(pageSize, pageNo * pageSize),
      total: 45,
    }));
    await renderList(load);
    await screen.findByText('Name 1');
    expect(load).toHaveBeenLastCalledWith({ pageNo: 0, pageSize: 10, filters: {} });
    fireEvent.click(screen.getByTitle('3'));
    await screen.findByText('Name 21');
    expect(load).toHaveBeenLastCalledWith({ pageNo: 2, pageSize: 10, filters: {} });
  });

  it('caps the selection (500 by default, spec §9) and says so', async () => {
    // 501 rows are too slow to render in jsdom; the cap itself is limitSelection's test, the wiring is this one.
    const load = vi.fn(async () => ({ rows: rowsOf(5), total: 5 }));
    await renderList(load, { maxSelection: 3 });
    await screen.findByText('Name 5');
    const header = document.querySelector('thead .ant-checkbox-input');
    if (!header) throw new Error('no select-all checkbox');
    fireEvent.click(header);
    await screen.findByText('You can select up to 3 items');
    expect(screen.getByTestId('demo-selected')).toHaveTextContent('3 selected');
  });

  it('hides a column from the chooser and remembers it on this browser', async () => {
    await renderList(async () => ({ rows: rowsOf(2), total: 2 }));
    await screen.findByText('Name 1');
    expect(screen.getByRole('columnheader', { name: 'Email' })).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('demo-columns'));
    const box = await screen.findByTestId('demo-column-email');
    fireEvent.click(box.querySelector('input') ?? box);
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Email' })).not.toBeInTheDocument());
    expect(JSON.parse(window.localStorage.getItem('listColumns:demo') ?? '{}')).toEqual({ email: false });
    expect(screen.queryByTestId('demo-column-name')).not.toBeInTheDocument();
  });

  it('shows an action only to users who hold its permission', async () => {
    const load = async () => ({ rows: rowsOf(1), total: 1 });
    const denied = await renderList(load, { permissions: ['address:list'] });
    await screen.findByText('Name 1');
    expect(screen.queryByTestId('demo-add')).not.toBeInTheDocument();
    denied.unmount();
    await renderList(load, { permissions: ['address:list', 'address:edit'] });
    await screen.findByTestId('demo-add');
  });
});
