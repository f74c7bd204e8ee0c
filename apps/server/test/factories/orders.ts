/** A placement body for US Express (US-EXP): one box 40 x 30 x 20 cm, 3 kg, to ZIP 10001 (customer pays 166.15). */
export function orderInput(productId: number, overrides: Record<string, unknown> = {}) {
  return {
    productId,
    referenceNo: `REF-${Math.random().toString(36).slice(2, 12)}`,
    boxes: [{ length: '40', width: '30', height: '20', weight: '3' }],
    declarations: [
      { nameEn: 'T-shirt', nameZh: 'T恤', hsCode: '610910', quantity: 2, unitValue: '12.50', unitWeight: '0.2' },
    ],
    sender: {
      name: 'Li Lei',
      countryCode: 'CN',
      province: 'Guangdong',
      city: 'Shenzhen',
      zipCode: '518000',
      address1: '1 Keji Road',
      phone: '13800138000',
    },
    receiver: {
      name: 'John Smith',
      countryCode: 'US',
      province: 'NY',
      city: 'New York',
      zipCode: '10001',
      address1: '350 5th Ave',
      phone: '+1 212 555 0100',
      email: 'john@example.com',
    },
    ...overrides,
  };
}
