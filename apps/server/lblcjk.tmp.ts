import { renderLabelsPdf } from './src/modules/carriers/label/pdf';
const party = (n: string, c: string, city: string) => ({ name: n, company: '', phone: '13800138000', countryCode: c, province: '广东省', city, addressLines: ['南山区科技园南区高新南七道 18 号'], houseNumber: '', postcode: '518000' });
const label = { trackingNo: 'PH1234567890US', insideNumber: 'IN20261128000123', orderNo: 'PO2026112800001', referenceNo: 'REF-1', productName: 'US Express', sender: party('王小明','CN','深圳市'), receiver: { ...party('John Smith','US','New York'), province: 'NY', addressLines: ['350 5th Ave'] }, weightKg: '3.000', pieces: 1, date: '2026-11-28' };
async function main() {
  for (let i = 0; i < 20; i++) await renderLabelsPdf([label]);
  const n = 100; const t = process.hrtime.bigint(); const c0 = process.cpuUsage();
  let size = 0;
  for (let i = 0; i < n; i++) size = (await renderLabelsPdf([label])).length;
  const ms = Number(process.hrtime.bigint() - t) / 1e6; const c = process.cpuUsage(c0);
  console.log('CJK single label wall', (ms / n).toFixed(2), 'ms cpu', ((c.user + c.system) / 1000 / n).toFixed(2), 'bytes', size);
}
main();
