import type { Language } from '@parcelhub/contracts';

const WORDS = {
  title: {
    zh: '沙箱支付（测试用，不会真实扣款）',
    en: 'Sandbox payment (a test: no real money moves)',
    ko: '샌드박스 결제(테스트용, 실제 결제 없음)',
  },
  order: { zh: '充值单号', en: 'Recharge number', ko: '충전 번호' },
  amount: { zh: '支付金额', en: 'Amount to pay', ko: '결제 금액' },
  pay: { zh: '确认支付', en: 'Pay now', ko: '결제하기' },
  paid: {
    zh: '支付完成，充值已入账。请回到原页面查看。',
    en: 'Payment complete: the recharge is credited. Go back to the page you came from.',
    ko: '결제가 완료되어 충전되었습니다. 원래 페이지로 돌아가 확인하세요.',
  },
  handled: {
    zh: '该充值单已处理，无需再次支付。',
    en: 'This recharge was already handled: there is nothing to pay.',
    ko: '이 충전 요청은 이미 처리되어 결제할 필요가 없습니다.',
  },
} satisfies Record<string, Record<Language, string>>;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(lang: Language, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(WORDS.title[lang])}</title><style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#222}dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}dt{color:#666}button{font-size:1rem;padding:.6rem 1.6rem;background:#1677ff;color:#fff;border:0;border-radius:6px;cursor:pointer}</style></head><body><h1>${escapeHtml(WORDS.title[lang])}</h1>${body}</body></html>`;
}

/** The sandbox's payment page: the recharge, and a button that "pays" (a form posting to `payUrl`). */
export function sandboxPayPage(
  lang: Language,
  r: { rechargeNo: string; payAmount: string; currency: string; pending: boolean; payUrl: string },
): string {
  const details = `<dl><dt>${escapeHtml(WORDS.order[lang])}</dt><dd>${escapeHtml(r.rechargeNo)}</dd><dt>${escapeHtml(
    WORDS.amount[lang],
  )}</dt><dd>${escapeHtml(`${r.payAmount} ${r.currency}`)}</dd></dl>`;
  if (!r.pending) return page(lang, `${details}<p>${escapeHtml(WORDS.handled[lang])}</p>`);
  // text/plain: the form carries no fields, and the server parses no url-encoded bodies.
  const form = `<form method="post" enctype="text/plain" action="${escapeHtml(r.payUrl)}"><button type="submit">${escapeHtml(
    WORDS.pay[lang],
  )}</button></form>`;
  return page(lang, details + form);
}

/** What the page shows once the sandbox has paid and notified us. */
export const sandboxPaidPage = (lang: Language, rechargeNo: string) =>
  page(lang, `<p>${escapeHtml(rechargeNo)}</p><p>${escapeHtml(WORDS.paid[lang])}</p>`);
