import { describe, expect, it } from 'vitest';
import { parseZoneRow } from './zones.import';
import { matchesZoneTemplate, ZONE_HEADERS } from './zones.sheet';

const ctx = (lang: 'zh' | 'en' | 'ko' = 'en') => ({
  lang,
  costId: 7,
  defaultCountry: 'US',
  countryExists: (c: string) => ['US', 'CN', 'GB'].includes(c),
});

describe('a zone sheet row', () => {
  it('reads types and yes/no in any language, the default country and the remote flag from the type', () => {
    expect(parseZoneRow(['995-999', '偏远', '', '8'], ctx())).toEqual({
      ok: true,
      zone: {
        costId: 7,
        countryCode: 'US',
        zipCode: '995-999',
        zipFrom: '995',
        zipTo: '999',
        zipCodeType: 'REMOTE',
        areaBelongs: '8',
        deliveryPlace: '',
        zipCodeFormat: '',
        deliveryTimeType: '',
        remark: '',
        isRemote: true,
      },
    });
    expect(parseZoneRow(['1', '배송 불가', '', '2', '', '', '', '예', 'gb'], ctx())).toMatchObject({
      ok: true,
      zone: { countryCode: 'GB', zipCodeType: 'NO_DELIVERY', isRemote: true },
    });
    expect(parseZoneRow(['1', 'no_delivery', '', '2', '', '', '', 'N'], ctx())).toMatchObject({
      zone: { zipCodeType: 'NO_DELIVERY', isRemote: false },
    });
    expect(parseZoneRow(['1', '', '', '2'], ctx())).toMatchObject({
      zone: { zipCodeType: 'DELIVERY', isRemote: false },
    });
  });

  it('says every reason in the language of the import, by column', () => {
    expect(parseZoneRow(['1', 'x', '', '', '', '', '', 'maybe'], ctx('zh'))).toEqual({
      ok: false,
      reasons: [
        '邮编类型: 邮编类型只能是：派送 / 偏远 / 不派送',
        '是否偏远: 请填写 是 或 否',
        '所属分区: 该字段不能为空',
      ],
    });
    expect(parseZoneRow(['A1', '', '', '1'], ctx('ko'))).toMatchObject({
      ok: false,
      reasons: [expect.stringMatching(/^우편번호: 미국 우편번호는/)],
    });
  });

  it('recognises the template headers in each language, the country column optional', () => {
    for (const lang of ['zh', 'en', 'ko'] as const) {
      expect(matchesZoneTemplate(ZONE_HEADERS[lang])).toBe(true);
      expect(matchesZoneTemplate(ZONE_HEADERS[lang].slice(0, 8))).toBe(true);
      expect(matchesZoneTemplate(['*' + ZONE_HEADERS[lang][0], ...ZONE_HEADERS[lang].slice(1)])).toBe(true);
    }
    expect(matchesZoneTemplate(ZONE_HEADERS.en.slice(0, 7))).toBe(false);
    expect(matchesZoneTemplate(['Name', 'Phone'])).toBe(false);
  });
});
