import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { OK_CODE, type HomeCounts, type MenuNode } from '@parcelhub/contracts';
import { sessionValueOf } from '../../../app/router/sessionValue';
import { applyLanguage } from '../../../i18n';
import { http } from '../../../shared/http/http';
import { renderPage, testUser } from '../../../shared/testing/render';
import { HomePage } from './HomePage';

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 60_000 });

vi.mock('../../../shared/http/http', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../shared/http/http')>();
  return { ...actual, http: { ...actual.http, request: vi.fn(), download: vi.fn() } };
});

const COUNTS: HomeCounts = {
  today: 12,
  toInvoice: 1530,
  inTransit: 40,
  unscanned: 3,
  delayed: 2,
  abnormal: 0,
  labelFailed: 1,
};
const ok = (obj: unknown) => ({ flag: true, code: OK_CODE, msg: '', obj });

/** The two calls the home makes; anything else is a mistake of the page. */
function answer(url: string): unknown {
  const path = `/${url.replace(/^\//, '').split('?')[0]}`;
  if (path === '/api/order/homeCounts') return ok(COUNTS);
  if (path === '/api/finaWallet/mine')
    return ok({ currency: 'CNY', available: '10000.00', deposit: '500.00', creditLimit: '0.00' });
  throw new Error(`unexpected call ${path}`);
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

const customer = testUser({ permissions: ['order:list', 'finance:wallet'] });

async function open(user = customer, menus?: MenuNode[]) {
  await renderPage(
    <MemoryRouter initialEntries={['/home']}>
      <Routes>
        <Route path="/home" element={<HomePage />} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
    menus ? { session: sessionValueOf(user, menus) } : { user },
  );
  await screen.findByTestId('home-page', {}, { timeout: 30_000 });
}

const calledPaths = () => vi.mocked(http.request).mock.calls.map(([url]) => `/${String(url).replace(/^\//, '')}`);

describe('HomePage', () => {
  beforeEach(() => {
    vi.mocked(http.request).mockReset();
    vi.mocked(http.request).mockImplementation(async (url: string) => answer(url) as never);
  });

  it('shows the customer the balance with the way to recharge, and the order overview', async () => {
    await open();
    const card = await screen.findByTestId('wallet-balance');
    await waitFor(() => expect(within(card).getByTestId('wallet-available')).toHaveTextContent('10,000.00'));
    expect(screen.getByTestId('wallet-recharge')).toHaveAttribute('href', '/finance/recharge');
    const overview = await screen.findByTestId('home-overview');
    await waitFor(() => expect(screen.getByTestId('home-count-toInvoice-value')).toHaveTextContent('1,530'));
    expect(overview).toHaveTextContent('Order overview');
    const expected: [keyof HomeCounts, string, string][] = [
      ['today', "Today's orders", '12'],
      ['toInvoice', 'To be invoiced', '1,530'],
      ['inTransit', 'In transit', '40'],
      ['unscanned', 'Unscanned', '3'],
      ['delayed', 'Delayed', '2'],
      ['abnormal', 'Abnormal', '0'],
      ['labelFailed', 'Label failed', '1'],
    ];
    for (const [bucket, label, value] of expected) {
      const link = screen.getByTestId(`home-count-${bucket}`);
      expect(link).toHaveTextContent(label);
      expect(screen.getByTestId(`home-count-${bucket}-value`)).toHaveTextContent(value);
      // Each count opens the order list holding the orders it counted.
      expect(link).toHaveAttribute('href', `/order/list?bucket=${bucket}`);
    }
    // Attention: a delay or a failed label in colour, a zero not.
    expect(screen.getByTestId('home-count-delayed-value').style.color).toBe('var(--ant-color-warning)');
    expect(screen.getByTestId('home-count-abnormal-value').style.color).toBe('');
    expect(calledPaths()).toEqual(expect.arrayContaining(['/api/order/homeCounts', '/api/finaWallet/mine']));
  });

  it('opens the order list filtered by the count clicked', async () => {
    await open();
    await waitFor(() => expect(screen.getByTestId('home-count-inTransit-value')).toHaveTextContent('40'));
    fireEvent.click(screen.getByTestId('home-count-inTransit'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/order/list?bucket=inTransit');
  });

  it('words the overview in Chinese and Korean', async () => {
    await open();
    await screen.findByTestId('home-count-today-value');
    await act(() => applyLanguage('zh'));
    await waitFor(() => expect(screen.getByTestId('home-overview')).toHaveTextContent('订单概览'));
    expect(screen.getByTestId('home-count-toInvoice')).toHaveTextContent('待开票订单');
    expect(screen.getByTestId('home-count-labelFailed')).toHaveTextContent('面单失败');
    await act(() => applyLanguage('ko'));
    await waitFor(() => expect(screen.getByTestId('home-overview')).toHaveTextContent('주문 개요'));
    expect(screen.getByTestId('home-count-inTransit')).toHaveTextContent('배송 중');
    await act(() => applyLanguage('en'));
  });

  it('shows the platform the counts of every order, without a wallet (even holding every permission)', async () => {
    await open(
      testUser({ privilegeType: 'PLATFORM', roles: ['admin'], permissions: ['order:list', 'finance:wallet'] }),
    );
    await waitFor(() => expect(screen.getByTestId('home-count-today-value')).toHaveTextContent('12'));
    expect(screen.queryByTestId('wallet-balance')).not.toBeInTheDocument();
    expect(calledPaths()).toEqual(['/api/order/homeCounts']);
  });

  it('links to no screen that is not built yet: menu pages, the webhook document, the upgrade', async () => {
    const page = (id: number, path: string, component: string, title: string): MenuNode => ({
      id,
      pid: null,
      type: 1,
      name: `p${id}`,
      path,
      component,
      hidden: false,
      sort: id,
      meta: { title, icon: '', noCache: false },
    });
    const menus = [
      page(1, '/home', 'home/index', 'Home'),
      page(2, '/finance/deposit', 'finance/deposit/index', 'Assets and deposit'),
      page(3, '/finance/wallet', 'finance/wallet/index', 'Wallet'),
      page(4, '/finance/bills', 'finance/bills/index', 'Bills'),
      page(5, '/address/book', 'address/index', 'Address book'),
    ];
    await open(testUser({ permissions: [], edition: 'FREE' }), menus);
    expect(screen.getByTestId('home-link-/finance/wallet')).toHaveAttribute('href', '/finance/wallet');
    expect(screen.getByTestId('home-link-/address/book')).toBeInTheDocument();
    // The upgrade tip still says what the edition is, without a way to a screen that does not exist.
    expect(screen.getByText(/upgrade to unlock/)).toBeInTheDocument();
    const hrefs = [...document.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/finance/wallet', '/address/book', '/docs']);
  });

  it('asks nothing of a user who may see neither the orders nor a wallet', async () => {
    await open(testUser({ permissions: [] }));
    expect(screen.getByTestId('home-account')).toBeInTheDocument();
    expect(screen.queryByTestId('home-overview')).not.toBeInTheDocument();
    expect(screen.queryByTestId('wallet-balance')).not.toBeInTheDocument();
    expect(calledPaths()).toEqual([]);
  });
});
