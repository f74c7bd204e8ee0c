import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor as settle, within } from '@testing-library/react';
import { ApiError } from '../../../shared/http';
import { renderPage, testUser } from '../../../shared/testing/render';
import { postcodesApi } from '../api/postcodesApi';
import { detailFixture, groupFixture } from '../testing/fixtures';
import { PostcodeGroupsPage } from './PostcodeGroupsPage';

/** A loaded machine (the whole suite in parallel) validates and renders slower than the default second. */
const waitFor = (check: () => void) => settle(check, { timeout: 8000 });

vi.mock('../api/postcodesApi', () => ({
  postcodesApi: {
    list: vi.fn(),
    types: vi.fn(),
    groupCountries: vi.fn(),
    allCountries: vi.fn(),
    saveGroup: vi.fn(),
    deleteGroup: vi.fn(),
    group: vi.fn(),
    savePostcode: vi.fn(),
    deletePostcode: vi.fn(),
    export: vi.fn(),
    template: vi.fn(),
    import: vi.fn(),
  },
}));

const platform = () => testUser({ privilegeType: 'PLATFORM', roles: ['admin'] });
const EDIT_CONTROLS = [
  'postcode-group-add',
  'postcode-group-import',
  'postcode-group-export',
  'postcode-group-edit-7',
  'postcode-group-delete-7',
];
const fieldHelp = (form: string, field: string) => document.getElementById(`${form}_${field}_help`)?.textContent ?? '';
const type = (form: string, field: string, value: string) =>
  fireEvent.change(document.getElementById(`${form}_${field}`) as HTMLInputElement, { target: { value } });
const rowFound = () => screen.findByTestId('postcode-group-row-7', {}, { timeout: 10_000 });

describe('PostcodeGroupsPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(postcodesApi.list).mockResolvedValue({ rows: [groupFixture()], total: 1 });
    vi.mocked(postcodesApi.types).mockResolvedValue({
      rows: [
        { label: 'Remote postcodes', value: 'REMOTE' },
        { label: 'Order rule postcodes', value: 'ORDER_RULE' },
      ],
      total: 2,
    });
    vi.mocked(postcodesApi.groupCountries).mockResolvedValue({
      rows: [{ label: 'United States', value: 'US' }],
      total: 1,
    });
    vi.mocked(postcodesApi.allCountries).mockResolvedValue({
      rows: [{ label: 'United States', value: 'US' }],
      total: 1,
    });
    vi.mocked(postcodesApi.group).mockResolvedValue(detailFixture());
    vi.mocked(postcodesApi.deleteGroup).mockResolvedValue({ id: 7, postcodes: 2 });
    vi.mocked(postcodesApi.export).mockResolvedValue({ taskId: 1 });
    vi.mocked(postcodesApi.import).mockResolvedValue({ taskId: 2 });
    vi.mocked(postcodesApi.template).mockResolvedValue(undefined);
  });

  it('without product:manage shows the groups with their counts and no way to change them', async () => {
    await renderPage(<PostcodeGroupsPage />, { user: testUser({ permissions: [] }) });
    const row = await rowFound();
    expect(row).toHaveTextContent('Alaska remote');
    expect(row).toHaveTextContent('United States (US)');
    expect(row).toHaveTextContent('Remote postcodes');
    expect(row).toHaveTextContent('Platform');
    for (const id of EDIT_CONTROLS) expect(screen.queryByTestId(id)).not.toBeInTheDocument();
    // Each row still opens its history.
    expect(screen.getByTestId('history-7')).toBeInTheDocument();
  });

  it('the platform may add, edit, delete, import and export groups; deleting says how many postcodes went', async () => {
    await renderPage(<PostcodeGroupsPage />, { user: platform() });
    await rowFound();
    for (const id of EDIT_CONTROLS) expect(screen.getByTestId(id)).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('postcode-group-delete-7'));
    fireEvent.click(await screen.findByTestId('postcode-group-delete-confirm-7'));
    await waitFor(() => expect(postcodesApi.deleteGroup).toHaveBeenCalledWith(7));
    expect(await screen.findByText('Group deleted with 2 postcodes')).toBeInTheDocument();
  });

  it("exports the filtered groups' postcodes and offers the import with its template", async () => {
    await renderPage(<PostcodeGroupsPage />, { user: platform() });
    await rowFound();

    fireEvent.click(screen.getByTestId('postcode-group-export'));
    await waitFor(() => expect(postcodesApi.export).toHaveBeenCalledWith({}));

    fireEvent.click(screen.getByTestId('postcode-group-import'));
    expect(await screen.findByText('Import postcodes')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('postcode-group-template'));
    expect(postcodesApi.template).toHaveBeenCalled();
  });

  it('edits a group with the contract rules and puts a taken name on the name field', async () => {
    vi.mocked(postcodesApi.saveGroup).mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 409,
        message: 'A postcode group named Alaska already exists',
        errorKey: 'POSTCODE_GROUP_NAME_TAKEN',
      }),
    );
    await renderPage(<PostcodeGroupsPage />, { user: platform() });
    await rowFound();
    fireEvent.click(screen.getByTestId('postcode-group-edit-7'));
    await waitFor(() =>
      expect((document.getElementById('postcode-group-form_name') as HTMLInputElement).value).toBe('Alaska remote'),
    );
    type('postcode-group-form', 'name', '  ');
    await waitFor(() => expect(fieldHelp('postcode-group-form', 'name')).toBe('This field cannot be empty'));
    type('postcode-group-form', 'name', 'Alaska');
    fireEvent.click(screen.getByTestId('postcode-group-save'));
    await waitFor(() =>
      expect(fieldHelp('postcode-group-form', 'name')).toBe('A postcode group named Alaska already exists'),
    );
    expect(vi.mocked(postcodesApi.saveGroup).mock.calls[0]?.[0]).toEqual({
      id: 7,
      name: 'Alaska',
      countryCode: 'US',
      type: 'REMOTE',
      description: '',
    });
  });

  it("opens a group's postcodes in a drawer from its name", async () => {
    await renderPage(<PostcodeGroupsPage />, { user: platform() });
    await rowFound();
    fireEvent.click(screen.getByTestId('postcode-group-open-7'));
    const drawer = await screen.findByTestId('postcode-drawer');
    expect(await within(drawer).findByTestId('postcode-row-11', {}, { timeout: 10_000 })).toHaveTextContent('995');
    expect(drawer).toHaveTextContent('Postcodes of Alaska remote');
    expect(postcodesApi.group).toHaveBeenCalledWith(7, { pageNo: 0, pageSize: 20 }, expect.anything());
  });
});
