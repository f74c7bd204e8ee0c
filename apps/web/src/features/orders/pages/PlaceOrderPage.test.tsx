import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import {
  addressesEndpoints,
  ordersEndpoints,
  quoteEndpoints,
  regionsEndpoints,
  walletEndpoints,
  type QuoteInput,
} from '@parcelhub/contracts';
import { ApiError } from '../../../shared/http';
import { http } from '../../../shared/http/http';
import { renderPage, testUser } from '../../../shared/testing/render';
import { draftStorageKey, type OrderDraft } from '../wizard/draft';
import { bookAddress, countries, placedOrder, quoteRow, serviceQuotes } from '../testing/fixtures';
import { fakeServer, ok, okRows, pdf } from '../testing/fakeServer';
import {
  input,
  type,
  help,
  step,
  next,
  choose,
  fillService,
  fillDeclarations,
  fillParty,
  SENDER,
  RECEIVER,
  goToSupplement,
  goToConfirm,
  EXPECTED_BODY,
} from '../testing/wizardSteps';
import { PlaceOrderPage } from './PlaceOrderPage';

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 90_000 });

vi.mock('../../../shared/http/http', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../shared/http/http')>();
  return { ...actual, http: { ...actual.http, request: vi.fn(), download: vi.fn() } };
});

const server = fakeServer();
const customer = testUser({ permissions: ['order:create', 'product:list', 'address:list', 'finance:wallet'] });
const USER_ID = customer.user.id;

const storedDraft = () =>
  JSON.parse(window.localStorage.getItem(draftStorageKey(USER_ID)) ?? 'null') as OrderDraft | null;

async function open(path = '/order/place') {
  const view = await renderPage(
    <MemoryRouter initialEntries={[path]}>
      <PlaceOrderPage />
    </MemoryRouter>,
    { user: customer },
  );
  await screen.findByTestId('order-wizard', {}, { timeout: 30_000 });
  return view;
}

describe('PlaceOrderPage', () => {
  beforeEach(() => {
    server.reset();
    vi.mocked(http.request).mockImplementation(server.request);
    vi.mocked(http.download).mockImplementation(server.download);
    server.on(regionsEndpoints.options, () => okRows(countries));
    server.on(addressesEndpoints.ofMyAccount, () => okRows([]));
    server.on(quoteEndpoints.calc, ({ body }) => {
      const q = body as QuoteInput;
      return okRows(
        q.productIds
          ? [quoteRow({ productId: 12, productCode: 'US-ECO', productName: 'US Economy', total: '98.40' })]
          : serviceQuotes(),
      );
    });
    server.on(ordersEndpoints.place, () => ok(placedOrder()));
    server.on(ordersEndpoints.printLabels, () => pdf());
    server.on(walletEndpoints.mine, () =>
      ok({ currency: 'CNY', available: '10000.00', deposit: '0.00', creditLimit: '0.00' }),
    );
  });

  it('lists live quotes cheapest first, refused ones greyed with their reason and not selectable', async () => {
    await open();
    expect(screen.getByTestId('order-quotes-empty')).toBeInTheDocument();
    await fillService();
    const ids = screen.getAllByTestId(/^order-quote-row-\d+$/).map((r) => r.getAttribute('data-testid'));
    expect(ids).toEqual(['order-quote-row-12', 'order-quote-row-11', 'order-quote-row-14']);
    expect(screen.getByTestId('order-quote-total-12')).toHaveTextContent('98.40 CNY');
    const refused = screen.getByTestId('order-quote-row-14');
    expect(refused).toHaveStyle({ opacity: '0.55' });
    expect(within(refused).getByText('Box 1: 35 kg is over the per-piece limit of 30 kg')).toBeInTheDocument();
    expect(within(refused).getByRole('radio')).toBeDisabled();
    // The quote asked for the two boxes of the quick entry.
    const asked = server.calls(quoteEndpoints.calc).at(-1)?.body;
    expect(asked).toEqual({
      countryCode: 'US',
      postcode: '10001',
      boxes: [
        { length: '40', width: '30', height: '20', weight: '3' },
        { length: '40', width: '30', height: '20', weight: '3' },
      ],
    });
  });

  it('checks each step before the next: destination, service, boxes, declarations, addresses', async () => {
    await open();
    next();
    await waitFor(() => expect(help('countryCode')).toBe('This field cannot be empty'));
    expect(help('product')).toBe('Choose a service');
    expect(step()).toBe(0);

    await fillService();
    next();
    await waitFor(() => expect(step()).toBe(1));
    // Step 2 holds the boxes of the quick entry; an emptied figure stops it.
    expect(screen.getAllByTestId(/^quote-box-\d+$/)).toHaveLength(2);
    type('quote-box-1-weight', '');
    next();
    await waitFor(() => expect(help('boxes_1_weight')).toBe('This field cannot be empty'));
    expect(step()).toBe(1);
    type('quote-box-1-weight', '4.5');
    next();
    await waitFor(() => expect(step()).toBe(2));

    type('order-decl-0-hsCode', '12');
    next();
    await waitFor(() => expect(help('declarations_0_nameEn')).toBe('This field cannot be empty'));
    expect(help('declarations_0_hsCode')).toBe('HS code: 6-10 digits');
    expect(help('declarations_0_quantity')).toBe('This field cannot be empty');
    expect(step()).toBe(2);
    await fillDeclarations();
    type('order-decl-0-quantity', '3');
    await waitFor(() =>
      expect(screen.getByTestId('order-declared-value')).toHaveTextContent('Declared value: 28.50 USD'),
    );
    next();
    await waitFor(() => expect(step()).toBe(3));

    // The receiver's country is the destination, its postcode step 1's.
    expect(input('order-receiver-zipCode').value).toBe('10001');
    next();
    await waitFor(() => expect(help('receiver_name')).toBe('This field cannot be empty'));
    expect(help('sender_phone')).toBe('This field cannot be empty');
    type('order-receiver-zipCode', '1000');
    fireEvent.blur(input('order-receiver-zipCode'));
    await waitFor(() => expect(help('receiver_zipCode')).toMatch(/ZIP/));
    expect(step()).toBe(3);
    // Back in step 1 the boxes now differ: they are summed up there, no longer a quick entry.
    fireEvent.click(screen.getByTestId('order-prev'));
    fireEvent.click(screen.getByTestId('order-prev'));
    fireEvent.click(screen.getByTestId('order-prev'));
    await waitFor(() => expect(step()).toBe(0));
    expect(screen.getByTestId('order-boxes-summary')).toHaveTextContent('Boxes: 2 · total 7.500 kg');
    expect(screen.queryByTestId('order-quick-pieces')).not.toBeInTheDocument();
  });

  it("asks what the contract asks of the destination: Germany's house number, Korea's customs number", async () => {
    server.on(quoteEndpoints.calc, () =>
      okRows([quoteRow({ productId: 21, productCode: 'EU-STD', productName: 'Europe', total: '80.00' })]),
    );
    await open();
    await choose('order-country', 'Germany (DE)');
    type('order-postcode', '10115');
    for (const [f, v] of [
      ['length', '10'],
      ['width', '10'],
      ['height', '10'],
      ['weight', '1'],
    ] as const)
      type(`order-quick-${f}`, v);
    fireEvent.click(within(await screen.findByTestId('order-quote-row-21')).getByRole('radio'));
    next();
    await waitFor(() => expect(step()).toBe(1));
    next();
    await waitFor(() => expect(step()).toBe(2));
    await fillDeclarations();
    next();
    await waitFor(() => expect(step()).toBe(3));
    // Marked required with the contract's reason before anything is typed.
    const houseItem = input('order-receiver-houseNumber').closest('.ant-form-item') as HTMLElement;
    expect(houseItem).toHaveTextContent('Germany requires a house number');
    await choose('order-sender-countryCode', 'China (CN)');
    fillParty('sender', SENDER);
    fillParty('receiver', { ...RECEIVER, province: 'Berlin', city: 'Berlin' });
    next();
    await waitFor(() => expect(help('receiver_houseNumber')).toBe('Germany requires a house number'));
    expect(step()).toBe(3);
    type('order-receiver-houseNumber', '12a');
    next();
    await waitFor(() => expect(step()).toBe(4));
  });

  it('places the order: the exact body under the draft’s Idempotency-Key, then the label and the next order', async () => {
    const opened = vi.fn(() => ({}) as Window);
    vi.stubGlobal('open', opened);
    URL.createObjectURL = vi.fn(() => 'blob:label');
    URL.revokeObjectURL = vi.fn();
    await open();
    await goToSupplement();
    expect(screen.getByTestId('order-wallet')).toHaveTextContent('Wallet balance: 10,000.00 CNY available');
    expect(screen.getByTestId('order-wallet')).not.toHaveTextContent('does not cover');
    next();
    await waitFor(() => expect(step()).toBe(5));
    expect(screen.getByTestId('order-confirm-fee')).toHaveTextContent('98.40 CNY');
    const key = storedDraft()?.key;
    expect(key).toMatch(/^[0-9a-f-]{36}$/);

    fireEvent.click(screen.getByTestId('order-submit'));
    await screen.findByTestId('order-placed');
    const [placed] = server.calls(ordersEndpoints.place);
    expect(placed?.body).toEqual(EXPECTED_BODY);
    expect(placed?.headers).toEqual({ 'Idempotency-Key': key });
    // The fee was confirmed for the chosen service with the final boxes, postcode and declared value.
    // (The service list re-prices with the declared value too, in the background: the confirmation is the call that
    // names the product, whichever ends last.)
    const confirmations = server.calls(quoteEndpoints.calc).filter((c) => 'productIds' in (c.body as object));
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]?.body).toEqual({
      countryCode: 'US',
      postcode: '10001',
      boxes: EXPECTED_BODY.boxes,
      declaredValue: '19.00',
      productIds: [12],
    });
    expect(screen.getByText('Order placed successfully')).toBeInTheDocument();
    expect(screen.getByTestId('order-placed-no')).toHaveTextContent('PH2611230501');
    expect(storedDraft()).toBeNull();

    fireEvent.click(screen.getByTestId('order-print-label'));
    await waitFor(() => expect(server.calls(ordersEndpoints.printLabels)).toHaveLength(1));
    expect(server.calls(ordersEndpoints.printLabels)[0]?.body).toEqual({ ids: [501], format: 'PDF' });
    await waitFor(() => expect(opened).toHaveBeenCalledWith('blob:label', '_blank'));

    fireEvent.click(screen.getByTestId('order-place-another'));
    await waitFor(() => expect(step()).toBe(0));
    expect(input('order-postcode').value).toBe('');
    expect(storedDraft()?.key).not.toBe(key);
    vi.unstubAllGlobals();
  });

  it("shows the server's refusal; a retry of the same body keeps the key, a changed body gets a new one", async () => {
    server.on(ordersEndpoints.place, () => {
      throw new ApiError({
        kind: 'http',
        status: 400,
        message: 'Sorry, not enough balance',
        errorKey: 'WALLET_NOT_ENOUGH',
      });
    });
    server.on(walletEndpoints.mine, () =>
      ok({ currency: 'CNY', available: '50.00', deposit: '0.00', creditLimit: '40.00' }),
    );
    await open();
    await goToSupplement();
    // 50.00 available and 40.00 of credit do not cover 98.40: said, but the server decides.
    await waitFor(() =>
      expect(screen.getByTestId('order-wallet')).toHaveTextContent('Your balance does not cover this fee'),
    );
    next();
    await waitFor(() => expect(step()).toBe(5));
    fireEvent.click(screen.getByTestId('order-submit'));
    expect(await screen.findByTestId('order-error')).toHaveTextContent('Sorry, not enough balance');
    fireEvent.click(screen.getByTestId('order-submit'));
    await waitFor(() => expect(server.calls(ordersEndpoints.place)).toHaveLength(2));
    const [first, second] = server.calls(ordersEndpoints.place);
    expect(second?.headers).toEqual(first?.headers);

    fireEvent.click(screen.getByTestId('order-prev'));
    await waitFor(() => expect(step()).toBe(4));
    type('order-remark', 'fragile');
    next();
    await waitFor(() => expect(step()).toBe(5));
    fireEvent.click(screen.getByTestId('order-submit'));
    await waitFor(() => expect(server.calls(ordersEndpoints.place)).toHaveLength(3));
    const third = server.calls(ordersEndpoints.place)[2];
    expect(third?.body).toEqual({ ...EXPECTED_BODY, remark: 'fragile' });
    expect(third?.headers['Idempotency-Key']).not.toBe(first?.headers['Idempotency-Key']);
  });

  it("puts the server's field errors on their fields and goes back to their step", async () => {
    server.on(ordersEndpoints.place, () => {
      throw new ApiError({
        kind: 'http',
        status: 400,
        message: 'Validation failed',
        errorKey: 'VALIDATION_FAILED',
        fieldErrors: [
          { field: 'receiver.phone', message: 'The carrier refuses this phone number' },
          { field: 'referenceNo', message: 'This reference number is already used' },
        ],
      });
    });
    await open();
    await goToConfirm();
    fireEvent.click(screen.getByTestId('order-submit'));
    await waitFor(() => expect(step()).toBe(3));
    await waitFor(() => expect(help('receiver_phone')).toBe('The carrier refuses this phone number'));
    // The later step's error waits for its step.
    next();
    await waitFor(() => expect(step()).toBe(4));
    await waitFor(() => expect(help('referenceNo')).toBe('This reference number is already used'));
  });

  it('picks addresses from the book: an untouched pick goes as its id, an edited one as typed, and "save to address book"', async () => {
    // A draft saved at step 4 (sender and receiver), as a reload finds it.
    window.localStorage.setItem(
      draftStorageKey(USER_ID),
      JSON.stringify({
        v: 1,
        key: 'draft-key',
        step: 3,
        values: {
          countryCode: 'US',
          postcode: '10001',
          quick: { pieces: 1, length: '40', width: '30', height: '20', weight: '3' },
          product: { id: 12, code: 'US-ECO', name: 'US Economy' },
          boxes: [{ length: '40', width: '30', height: '20', weight: '3' }],
          declarations: [{ nameEn: 'Mug', quantity: 1, unitValue: '4', unitWeight: '0.4' }],
          sender: { saveToAddressBook: false },
          receiver: { countryCode: 'US', zipCode: '10001', saveToAddressBook: false },
          fba: false,
        },
      }),
    );
    server.on(addressesEndpoints.ofMyAccount, ({ query }) =>
      okRows(
        query?.type === 'SENDER'
          ? [bookAddress()]
          : [
              bookAddress({
                id: 41,
                type: 'RECIPIENT',
                name: 'John Smith',
                countryCode: 'US',
                zipCode: '90001',
                city: 'Los Angeles',
                province: 'CA',
                address1: '1200 S Figueroa St',
                phone: '+1 213 555 0100',
              }),
              bookAddress({ id: 42, type: 'RECIPIENT', name: 'Max Mustermann', countryCode: 'DE', zipCode: '10115' }),
            ],
      ),
    );
    await open();
    expect(step()).toBe(3);
    await choose('order-sender-book', 'Shenzhen Warehouse · Shenzhen 518000 · CN');
    expect(input('order-sender-address1').value).toBe('8 Keji Rd');
    await waitFor(() => expect(screen.getByTestId('order-sender-save')).toBeDisabled());
    await choose('order-receiver-book', 'John Smith · Los Angeles 90001 · US');
    // Only the destination's addresses may be picked for the receiver.
    const other = (await screen.findAllByTitle('Max Mustermann · Shenzhen 10115 · DE')).at(-1);
    expect(other?.closest('.ant-select-item')).toHaveClass('ant-select-item-option-disabled');
    // The receiver's postcode follows to step 1.
    expect(input('order-receiver-zipCode').value).toBe('90001');
    // Editing a picked receiver makes it typed; it may then be saved to the book.
    type('order-receiver-address2', 'Suite 5');
    await waitFor(() => expect(screen.getByTestId('order-receiver-save')).toBeEnabled());
    fireEvent.click(screen.getByTestId('order-receiver-save'));
    next();
    await waitFor(() => expect(step()).toBe(4));
    type('order-referenceNo', 'REF-9');
    await screen.findByTestId('order-fee-total');
    next();
    await waitFor(() => expect(step()).toBe(5));
    fireEvent.click(screen.getByTestId('order-submit'));
    await screen.findByTestId('order-placed');
    const body = server.calls(ordersEndpoints.place)[0]?.body as Record<string, unknown>;
    expect(body.sender).toEqual({ addressId: 31 });
    expect(body.receiver).toEqual({
      name: 'John Smith',
      company: '',
      countryCode: 'US',
      province: 'CA',
      city: 'Los Angeles',
      zipCode: '90001',
      address1: '1200 S Figueroa St',
      address2: 'Suite 5',
      houseNumber: '',
      customsNo: '',
      phone: '+1 213 555 0100',
      email: '',
      saveToAddressBook: true,
    });
    expect(server.calls(ordersEndpoints.place)[0]?.headers).toEqual({ 'Idempotency-Key': 'draft-key' });
    // The fee was confirmed for the picked receiver's postcode.
    const feeCalls = server.calls(quoteEndpoints.calc).filter((c) => (c.body as QuoteInput).productIds);
    expect(feeCalls.at(-1)?.body).toMatchObject({ postcode: '90001', productIds: [12] });
  });

  it('keeps the draft across a remount: values, step and key', async () => {
    const first = await open();
    await fillService();
    next();
    await waitFor(() => expect(step()).toBe(1));
    const key = storedDraft()?.key;
    first.unmount();

    await open();
    expect(step()).toBe(1);
    expect(screen.getAllByTestId(/^quote-box-\d+$/)).toHaveLength(2);
    expect(input('quote-box-1-height').value).toBe('20.00');
    expect(storedDraft()?.key).toBe(key);
    fireEvent.click(screen.getByTestId('order-prev'));
    await waitFor(() => expect(step()).toBe(0));
    expect(input('order-postcode').value).toBe('10001');
    // The chosen service is still chosen once the quotes are back.
    await waitFor(() => expect(within(screen.getByTestId('order-quote-row-12')).getByRole('radio')).toBeChecked());
  });

  it('?copy=<id> opens the wizard filled from the old order, with a new key', async () => {
    window.localStorage.setItem(
      draftStorageKey(USER_ID),
      JSON.stringify({ v: 1, key: 'old-key', step: 3, values: { postcode: '99999', referenceNo: 'OLD' } }),
    );
    server.on(ordersEndpoints.copy, () =>
      ok({
        productId: 12,
        boxes: [{ length: '50', width: '40', height: '30', weight: '5' }],
        declarations: [{ nameEn: 'Mug', quantity: 4, unitValue: '3', unitWeight: '0.4' }],
        sender: { ...SENDER, countryCode: 'CN' },
        receiver: { ...RECEIVER, countryCode: 'US', zipCode: '94105' },
        remark: 'copy me',
      }),
    );
    await open('/order/place?copy=42');
    await waitFor(() => expect(input('order-postcode').value).toBe('94105'));
    expect(server.calls(ordersEndpoints.copy)[0]?.body).toEqual({ id: 42 });
    expect(step()).toBe(0);
    expect(input('order-quick-weight').value).toBe('5.000');
    expect(storedDraft()?.values).toMatchObject({
      referenceNo: '',
      remark: 'copy me',
      receiver: { name: 'Jane Roe', zipCode: '94105', countryCode: 'US' },
      declarations: [{ nameEn: 'Mug', quantity: '4' }],
    });
    await waitFor(() => expect(within(screen.getByTestId('order-quote-row-12')).getByRole('radio')).toBeChecked());
    expect(storedDraft()?.key).not.toBe('old-key');
    expect(server.calls(ordersEndpoints.copy)).toHaveLength(1);
  });
});
