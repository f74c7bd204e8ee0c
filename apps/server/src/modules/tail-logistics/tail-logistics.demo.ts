import { count } from 'drizzle-orm';
import type { DataAccess } from '../../platform/db/data-access';
import { tailLogistics, tailLogisticsServices } from './tail-logistics.tables';

interface DemoCarrier {
  code: string;
  name: string;
  website: string;
  trackingUrl: string;
  phone: string;
  services: [code: string, name: string][];
}

/** Real last-mile carriers of the demo's destinations, with their common services. */
export const DEMO_TAIL_CARRIERS: DemoCarrier[] = [
  {
    code: 'USPS',
    name: 'USPS',
    website: 'https://www.usps.com',
    trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={trackingNo}',
    phone: '+1 800 275 8777',
    services: [
      ['GROUND_ADVANTAGE', 'USPS Ground Advantage'],
      ['PRIORITY_MAIL', 'Priority Mail'],
    ],
  },
  {
    code: 'UPS',
    name: 'UPS',
    website: 'https://www.ups.com',
    trackingUrl: 'https://www.ups.com/track?tracknum={trackingNo}',
    phone: '+1 800 742 5877',
    services: [
      ['UPS_GROUND', 'UPS Ground'],
      ['SUREPOST', 'UPS SurePost'],
    ],
  },
  {
    code: 'DHL_ECOM',
    name: 'DHL eCommerce',
    website: 'https://www.dhl.com/ecommerce',
    trackingUrl: 'https://www.dhl.com/global-en/home/tracking.html?tracking-id={trackingNo}',
    phone: '+49 228 4333 112',
    services: [
      ['PARCEL_DIRECT', 'Parcel International Direct'],
      ['PARCEL_CONNECT', 'Parcel Connect'],
    ],
  },
  {
    code: 'CJ',
    name: 'CJ Logistics',
    website: 'https://www.cjlogistics.com',
    trackingUrl: 'https://trace.cjlogistics.com/next/tracking.html?wblNo={trackingNo}',
    phone: '+82 1588 1255',
    services: [['CJ_PARCEL', 'CJ 대한통운 택배']],
  },
  {
    code: 'YAMATO',
    name: 'Yamato Transport',
    website: 'https://www.kuronekoyamato.co.jp',
    trackingUrl: 'https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number00=1&number01={trackingNo}',
    phone: '+81 120 01 9625',
    services: [
      ['TA_Q_BIN', 'TA-Q-BIN'],
      ['NEKOPOS', 'Nekopos'],
    ],
  },
];

/** The demo's carriers, when there are none yet (the demo seed runs only into a database without users). */
export async function seedDemoTailLogistics(data: DataAccess): Promise<void> {
  const [row] = await data.db.select({ n: count() }).from(tailLogistics);
  if ((row?.n ?? 0) > 0) return;
  for (const c of DEMO_TAIL_CARRIERS) {
    const { services, ...carrier } = c;
    const [created] = await data.db
      .insert(tailLogistics)
      .values({ ...carrier, contact: 'Customer service' })
      .returning({ id: tailLogistics.id });
    await data.db
      .insert(tailLogisticsServices)
      .values(services.map(([code, name]) => ({ tailLogisticsId: created!.id, code, name })));
  }
}
