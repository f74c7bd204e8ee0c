import type { DataAccess } from '../../platform/db/data-access';
import { seedProvider, type ModelWrite, type ProviderWrite } from './docking.repository';

type Seed = { provider: ProviderWrite; models: Omit<ModelWrite, 'providerId'>[] };

const names = (zh: string, en: string, ko: string) => ({ zh, en, ko });

/**
 * The docking providers every installation starts with: a sandbox carrier (for development and tests; its adapter
 * comes with the carrier issue) and records of real carriers without credentials.
 */
export const DOCKING_SEED: Seed[] = [
  {
    provider: {
      code: 'SANDBOX',
      name: 'Sandbox carrier',
      interfaceName: 'sandbox',
      syncLabel: true,
      enabled: true,
      remark: 'Answers labels and tracking without a real carrier (development and tests).',
    },
    models: [
      {
        name: 'Sandbox Standard',
        serviceCode: 'SANDBOX_STD',
        usePreRecordedType: 'NONE',
        attribute: 'STANDARD',
        attributeNames: names('标准', 'Standard', '표준'),
        logistics: 'SANDBOX',
        logisticsNames: ['Sandbox Express'],
        enabled: true,
      },
    ],
  },
  {
    provider: { code: 'USPS', name: 'USPS', interfaceName: 'usps', syncLabel: true, enabled: true, remark: '' },
    models: [
      {
        name: 'USPS Ground Advantage',
        serviceCode: 'USPS_GROUND_ADVANTAGE',
        usePreRecordedType: 'NONE',
        attribute: 'ECONOMY',
        attributeNames: names('经济', 'Economy', '이코노미'),
        logistics: 'USPS',
        logisticsNames: ['USPS'],
        enabled: true,
      },
    ],
  },
  {
    provider: {
      code: 'DHL',
      name: 'DHL Express',
      interfaceName: 'dhl-express',
      syncLabel: true,
      enabled: true,
      remark: '',
    },
    models: [
      {
        name: 'DHL Express Worldwide',
        serviceCode: 'DHL_EXPRESS_WORLDWIDE',
        usePreRecordedType: 'NONE',
        attribute: 'EXPRESS',
        attributeNames: names('快递', 'Express', '특송'),
        logistics: 'DHL',
        logisticsNames: ['DHL Express'],
        enabled: true,
      },
    ],
  },
];

/** At every start: a seeded provider is added once; what the platform changed or deleted stays so. */
export async function seedDocking(data: DataAccess): Promise<void> {
  await data.withTransaction(async () => {
    for (const s of DOCKING_SEED) await seedProvider(data.db, s.provider, s.models);
  });
}
