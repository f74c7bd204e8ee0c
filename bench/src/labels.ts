import os from 'node:os';
import { pathToFileURL } from 'node:url';
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import { runMain } from './cleanup';
import { benchLabelStall } from './labels-stall';
import { DEFAULT_LABEL_FONT, loadLabelFont, renderLabelsPdf } from '../../apps/server/src/modules/carriers/label';
import type { LabelData, LabelParty } from '../../apps/server/src/modules/carriers/label';

/**
 * Label printing in process: one PDF of 1,000 4x6 labels (Chinese, Korean and Latin addresses, two Code 128 barcodes
 * each) as batch print makes it, and 1,000 PDFs of one label as a placement makes them (with CJK text, and all
 * Latin), each beside the naive way in the same run: pdfkit with the same font (subset and embedded per document)
 * drawing every text once at a fixed place, and bwip-js encoding the same barcodes drawn as the same bars (no
 * fitting, wrapping or clipping). `npx tsx src/labels.ts` runs it alone.
 */

const LABELS = 1_000;
const TARGET_PER_SECOND = 100;

const party = (p: Partial<LabelParty>): LabelParty => ({
  name: '',
  company: '',
  phone: '',
  countryCode: '',
  province: '',
  city: '',
  addressLines: [],
  houseNumber: '',
  postcode: '',
  ...p,
});

const SENDER = party({
  name: '王小明',
  company: '深圳包裹科技有限公司',
  phone: '+86 755 8888 6666',
  countryCode: 'CN',
  province: '广东省',
  city: '深圳市',
  addressLines: ['南山区科技园南区高新南七道 18 号', '创维大厦 A 座 1201'],
  postcode: '518057',
});

const RECEIVERS = [
  party({
    name: '김민준',
    phone: '+82 10-1234-5678',
    countryCode: 'KR',
    province: '서울특별시',
    city: '강남구',
    addressLines: ['테헤란로 152 강남파이낸스센터 23층'],
    postcode: '06236',
  }),
  party({
    name: 'Jürgen Müller',
    company: 'Großhandel Straße & Söhne GmbH',
    phone: '+49 30 1234567',
    countryCode: 'DE',
    province: 'Berlin',
    city: 'Berlin',
    addressLines: ['Friedrichstraße', 'Hinterhaus, 3. OG'],
    houseNumber: '123a',
    postcode: '10117',
  }),
  party({
    name: 'Alexandria Catherine Montgomery-Worthington',
    company: 'Extraordinarily Long Company Name of International Logistics, Incorporated',
    phone: '+1 (212) 555-0199',
    countryCode: 'US',
    province: 'NY',
    city: 'New York',
    addressLines: ['1234 Avenue of the Americas, Suite 5678, Building C, Floor 42, Attention: Receiving Dock 7'],
    postcode: '10036-1234',
  }),
];

function labels(): LabelData[] {
  return Array.from({ length: LABELS }, (_, i) => ({
    trackingNo: `SB${String(1_000_000 + i).padStart(11, '0')}`,
    insideNumber: `PH2503${String(i).padStart(8, '0')}`,
    orderNo: `ORD2025030100${String(i).padStart(5, '0')}`,
    referenceNo: `REF-${i}`,
    productName: i % 2 ? '中韩特快专线 Sandbox Express' : 'US Ground Advantage 美国经济线',
    sender: SENDER,
    receiver: RECEIVERS[i % RECEIVERS.length]!,
    weightKg: (0.1 + (i % 300) / 10).toFixed(3),
    pieces: 1 + (i % 4),
    date: '2025-03-01',
  }));
}

/** The same labels with every text in Latin-1 (a US receiver, an English product name, a Latin sender). */
function latinLabels(): LabelData[] {
  const sender = party({
    ...SENDER,
    name: 'Li Lei',
    company: 'Shenzhen Parcel Tech Co., Ltd.',
    province: 'Guangdong',
    city: 'Shenzhen',
    addressLines: ['18 Gaoxin South 7th Road, Nanshan', 'Skyworth Building A 1201'],
  });
  return labels().map((l, i) => ({ ...l, productName: 'US Express', sender, receiver: RECEIVERS[1 + (i % 2)]! }));
}

/**
 * The same pages with the libraries alone: every string drawn once at a fixed place, the barcodes as bars. With
 * `embed` false, in pdfkit's built-in Helvetica (what Latin labels need).
 */
async function bareLibraries(all: LabelData[], embed = true): Promise<Buffer> {
  const font = embed ? loadLabelFont(DEFAULT_LABEL_FONT) : null;
  const doc = new PDFDocument({ size: [288, 432], margin: 0, autoFirstPage: false, compress: true });
  if (font) doc.registerFont('text', font.font as unknown as Buffer);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.on('data', (c: Buffer) => chunks.push(c));
  const bars = (value: string, y: number, h: number) => {
    const [symbol] = bwipjs.raw('code128', value, {});
    if (!symbol || !('sbs' in symbol)) throw new Error('no bars');
    let x = 20;
    symbol.sbs.forEach((w, i) => {
      if (i % 2 === 0) doc.rect(x, y, w * 1.5, h);
      x += w * 1.5;
    });
    doc.fill('black');
  };
  for (const l of all) {
    doc.addPage();
    doc.font(font ? 'text' : 'Helvetica').fontSize(8);
    const texts = [
      l.productName,
      l.date as string,
      ...[l.sender, l.receiver].flatMap((p) => [p.name, p.company, p.phone, ...p.addressLines, p.city, p.postcode]),
      l.orderNo,
      l.referenceNo,
      l.weightKg,
      String(l.pieces),
    ];
    texts.forEach((t, i) => doc.text(t, 8, 8 + i * 10, { lineBreak: false }));
    bars(l.trackingNo, 224, 60);
    doc.font('Helvetica').text(l.trackingNo, 100, 290, { lineBreak: false });
    bars(l.insideNumber, 368, 38);
    doc.text(l.insideNumber, 100, 410, { lineBreak: false });
  }
  doc.end();
  return done;
}

interface Figures {
  label: string;
  seconds: number;
  perSecond: number;
  perCpuSecond: number;
  bytes: number;
}

async function timed(label: string, count: number, make: () => Promise<Buffer> | Buffer | void): Promise<Figures> {
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  const out = await make();
  const seconds = (performance.now() - t0) / 1000;
  const used = process.cpuUsage(cpu);
  return {
    label,
    seconds,
    perSecond: count / seconds,
    perCpuSecond: count / ((used.user + used.system) / 1e6),
    bytes: out instanceof Buffer ? out.length : 0,
  };
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export async function benchLabels(): Promise<{ ours: Figures; bare: Figures; ratio: number }> {
  const all = labels();
  const font = loadLabelFont(DEFAULT_LABEL_FONT);
  console.log(
    `\n[labels] one PDF of ${fmt(LABELS)} 4x6 labels (CJK, Korean, Latin; 2 Code 128 each), one core; ` +
      `font: ${font ? `${DEFAULT_LABEL_FONT.name}, the glyphs used as Type 3 procedures` : 'missing, built-in Helvetica fallback'}`,
  );
  // Warm-up: the font parse (once per process), JIT, pdfkit's and bwip-js's first calls.
  await renderLabelsPdf(all.slice(0, 20));
  await bareLibraries(all.slice(0, 20));
  const ours = await timed('renderLabelsPdf (fit, wrap, clip, 2 barcodes)', LABELS, () => renderLabelsPdf(all));
  const bare = await timed('bare pdfkit + bwip-js (same texts and bars, no layout)', LABELS, () => bareLibraries(all));
  const barcodes = await timed('  bwip-js alone: 2,000 Code 128 encodings', LABELS, () => {
    for (const l of all) {
      bwipjs.raw('code128', l.trackingNo, {});
      bwipjs.raw('code128', l.insideNumber, {});
    }
  });
  // What a placement with a synchronous label makes: one PDF of one Latin label, a thousand times.
  const latin = latinLabels();
  const oneEach = async (set: LabelData[], make: (l: LabelData[]) => Promise<Buffer>) => {
    let bytes = 0;
    for (const l of set) bytes += (await make([l])).length;
    return Buffer.alloc(bytes / set.length);
  };
  await oneEach(latin.slice(0, 50), (l) => renderLabelsPdf(l));
  await oneEach(latin.slice(0, 50), (l) => bareLibraries(l, false));
  const cjkOurs = await timed('CJK labels, 1,000 PDFs of one: renderLabelsPdf', LABELS, () =>
    oneEach(all, (l) => renderLabelsPdf(l)),
  );
  const cjkBare = await timed('  same, bare pdfkit + bwip-js', LABELS, () => oneEach(all, (l) => bareLibraries(l)));
  const latinOurs = await timed('Latin labels, one PDF of 1,000: renderLabelsPdf', LABELS, () =>
    renderLabelsPdf(latin),
  );
  const latinBare = await timed('  same, bare pdfkit + bwip-js', LABELS, () => bareLibraries(latin, false));
  const singleOurs = await timed('Latin labels, 1,000 PDFs of one: renderLabelsPdf', LABELS, () =>
    oneEach(latin, (l) => renderLabelsPdf(l)),
  );
  const singleBare = await timed('  same, bare pdfkit + bwip-js', LABELS, () =>
    oneEach(latin, (l) => bareLibraries(l, false)),
  );
  for (const f of [ours, bare, barcodes, cjkOurs, cjkBare, latinOurs, latinBare, singleOurs, singleBare]) {
    console.log(
      `  ${f.label.padEnd(56)} ${fmt(f.perSecond).padStart(7)} labels/s (${fmt(f.perCpuSecond)} per CPU second)   ` +
        `${fmt(f.seconds, 2).padStart(6)} s${f.bytes ? `   ${fmt(f.bytes / 1024)} KiB` : ''}`,
    );
  }
  const ratio = bare.perSecond / ours.perSecond;
  console.log(
    `  load average while measuring: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} on ${os.cpus().length} cores`,
  );
  console.log(
    `  ours/bare (labels per second): CJK ${fmt(1 / ratio, 2)}x in one PDF, ${fmt(cjkOurs.perSecond / cjkBare.perSecond, 2)}x ` +
      `one PDF each; Latin ${fmt(latinOurs.perSecond / latinBare.perSecond, 2)}x in one PDF, ` +
      `${fmt(singleOurs.perSecond / singleBare.perSecond, 2)}x one PDF each (one-label sizes in the KiB column); ` +
      `target >= ${TARGET_PER_SECOND} labels/s (${ours.perSecond >= TARGET_PER_SECOND ? 'met' : 'NOT met'})`,
  );
  await benchLabelStall(all.slice(0, 500));
  return { ours, bare, ratio };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runMain(async () => {
    await benchLabels();
    return 0;
  });
}
