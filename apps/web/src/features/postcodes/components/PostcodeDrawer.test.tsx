import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor as settle, within } from '@testing-library/react';
import { ApiError } from '../../../shared/http';
import { renderPage, testUser } from '../../../shared/testing/render';
import { postcodesApi } from '../api/postcodesApi';
import { detailFixture, groupFixture } from '../testing/fixtures';
import { PostcodeDrawer } from './PostcodeDrawer';

/** A loaded machine (the whole suite in parallel) validates and renders slower than the default second. */
const waitFor = (check: () => void) => settle(check, { timeout: 8000 });

vi.mock('../api/postcodesApi', () => ({
  postcodesApi: {
    group: vi.fn(),
    savePostcode: vi.fn(),
    deletePostcode: vi.fn(),
    export: vi.fn(),
    template: vi.fn(),
    import: vi.fn(),
  },
}));

const fieldHelp = (form: string, field: string) => document.getElementById(`${form}_${field}_help`)?.textContent ?? '';
const type = (form: string, field: string, value: string) =>
  fireEvent.change(document.getElementById(`${form}_${field}`) as HTMLInputElement, { target: { value } });

async function openDrawer(canEdit = true) {
  await renderPage(<PostcodeDrawer group={groupFixture()} canEdit={canEdit} onClose={() => undefined} />, {
    user: testUser({ privilegeType: 'PLATFORM', roles: ['admin'] }),
  });
  return screen.findByTestId('postcode-drawer', {}, { timeout: 10_000 });
}

describe('PostcodeDrawer', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(postcodesApi.group).mockResolvedValue(detailFixture());
    vi.mocked(postcodesApi.export).mockResolvedValue({ taskId: 1 });
    vi.mocked(postcodesApi.import).mockResolvedValue({ taskId: 2 });
    vi.mocked(postcodesApi.template).mockResolvedValue(undefined);
  });

  it('without the right to change shows the postcodes only', async () => {
    const drawer = await openDrawer(false);
    expect(await within(drawer).findByTestId('postcode-row-12', {}, { timeout: 10_000 })).toHaveTextContent('10001');
    for (const id of ['postcode-add', 'postcode-import', 'postcode-export', 'postcode-edit-12', 'postcode-delete-12'])
      expect(screen.queryByTestId(id)).not.toBeInTheDocument();
  });

  it("opens a group's postcodes, checks a US postcode as the server will, and adds a range", async () => {
    vi.mocked(postcodesApi.savePostcode).mockResolvedValue(detailFixture().postcodes[0]!);
    const drawer = await openDrawer();
    expect(await within(drawer).findByTestId('postcode-row-11', {}, { timeout: 10_000 })).toHaveTextContent('995');
    expect(within(drawer).getByTestId('postcode-row-12')).toHaveTextContent('10001');
    expect(drawer).toHaveTextContent('United States (US) · Remote postcodes · 2 postcodes, 1 ranges');

    fireEvent.click(within(drawer).getByTestId('postcode-add'));
    await waitFor(() => expect(document.getElementById('postcode-form_start')).not.toBeNull());
    type('postcode-form', 'start', 'AB123');
    await waitFor(() =>
      expect(fieldHelp('postcode-form', 'start')).toBe(
        'A US postcode is a ZIP prefix of 1-5 digits or a ZIP+4 (e.g. 99501-1234)',
      ),
    );
    type('postcode-form', 'start', 'AB#');
    await waitFor(() =>
      expect(fieldHelp('postcode-form', 'start')).toBe("Postcode accepts letters, digits, space or '-'"),
    );

    fireEvent.click(document.querySelector('#postcode-form_kind input[value="RANGE"]') as HTMLInputElement);
    await waitFor(() => expect(document.getElementById('postcode-form_end')).not.toBeNull());
    type('postcode-form', 'start', '999');
    type('postcode-form', 'end', '995');
    await waitFor(() =>
      expect(fieldHelp('postcode-form', 'end')).toBe('The end postcode cannot be below the start postcode'),
    );
    type('postcode-form', 'start', '995');
    type('postcode-form', 'end', '999');
    fireEvent.click(screen.getByTestId('postcode-save'));
    await waitFor(() =>
      expect(postcodesApi.savePostcode).toHaveBeenCalledWith({
        groupId: 7,
        kind: 'RANGE',
        start: '995',
        end: '999',
      }),
    );
  });

  it('puts a duplicate on the start field and deletes a postcode', async () => {
    vi.mocked(postcodesApi.savePostcode).mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 409,
        message: 'The group already holds this postcode or range: 10001',
        errorKey: 'POSTCODE_DUPLICATE',
      }),
    );
    vi.mocked(postcodesApi.deletePostcode).mockResolvedValue({ id: 12, groupId: 7 });
    const drawer = await openDrawer();
    await within(drawer).findByTestId('postcode-row-12', {}, { timeout: 10_000 });

    fireEvent.click(within(drawer).getByTestId('postcode-edit-12'));
    await waitFor(() =>
      expect((document.getElementById('postcode-form_start') as HTMLInputElement).value).toBe('10001'),
    );
    fireEvent.click(screen.getByTestId('postcode-save'));
    await waitFor(() =>
      expect(fieldHelp('postcode-form', 'start')).toBe('The group already holds this postcode or range: 10001'),
    );
    expect(postcodesApi.savePostcode).toHaveBeenCalledWith({
      id: 12,
      groupId: 7,
      kind: 'SINGLE',
      start: '10001',
      end: '',
    });

    fireEvent.click(within(drawer).getByTestId('postcode-delete-12'));
    fireEvent.click(await screen.findByTestId('postcode-delete-confirm-12'));
    await waitFor(() => expect(postcodesApi.deletePostcode).toHaveBeenCalledWith(12));
  });

  it("exports the group's postcodes and imports a file into the group, through the task center", async () => {
    const drawer = await openDrawer();
    await within(drawer).findByTestId('postcode-row-12', {}, { timeout: 10_000 });
    fireEvent.click(within(drawer).getByTestId('postcode-export'));
    await waitFor(() => expect(postcodesApi.export).toHaveBeenCalledWith({ groupId: 7 }));

    fireEvent.click(within(drawer).getByTestId('postcode-import'));
    expect(await screen.findByText('Import postcodes into Alaska remote')).toBeInTheDocument();
    const inputs = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
    const input = inputs[inputs.length - 1]!;
    const file = new File(['x'], 'postcodes.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.click(await screen.findByTestId('postcode-import-submit'));
    await waitFor(() => expect(postcodesApi.import).toHaveBeenCalledWith(expect.any(File), 7));
  });
});
