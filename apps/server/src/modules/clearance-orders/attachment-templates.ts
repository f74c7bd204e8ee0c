import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_KINDS,
  CLEARANCE_ATTACHMENT_TYPES,
  CLEARANCE_ATTACHMENT_WORDS,
  REQUIRED_BEFORE_SUBMIT,
  type AttachmentTplSample,
  type ClearanceAttachmentType,
  type Language,
} from '@parcelhub/contracts';
import { AppError } from '../../platform/http/app-error';
import { writeSheetTemplate } from '../../platform/sheets/template';
import { MANIFEST_SHEET } from './manifest.sheet';

/** Each attachment type's template and sample (only the manifest has them: the papers are the customer's own). */
export function attachmentTplAndSample(lang: Language): AttachmentTplSample[] {
  return CLEARANCE_ATTACHMENT_TYPES.map((type) => {
    const sheet = type === 'MANIFEST';
    return {
      type,
      name: CLEARANCE_ATTACHMENT_WORDS[type][lang],
      attachmentTpl: sheet ? `/api/clearance/order/attachment/template/${type}` : null,
      attachmentSample: sheet ? `/api/clearance/order/attachment/template/${type}?sample=true` : null,
      accept: ATTACHMENT_KINDS[type].map((k) => ATTACHMENT_ACCEPT[k]).join(','),
      required: REQUIRED_BEFORE_SUBMIT.includes(type),
    };
  });
}

export async function manifestTemplate(type: ClearanceAttachmentType, sample: boolean, lang: Language) {
  if (type !== 'MANIFEST') throw new AppError('CLEARANCE_ATTACHMENT_NOT_FOUND', { id: type });
  const example = [
    'PH0000000001',
    'BAG001',
    'Cotton T-shirt',
    '610910',
    2,
    '0.400',
    '12.00',
    'KR',
    'Personal',
    'P123456789012',
    '',
    '',
  ];
  return writeSheetTemplate(MANIFEST_SHEET, lang, {
    example,
    notesName: { zh: '说明', en: 'Notes', ko: '안내' }[lang],
    notes: [
      {
        zh: '每行一个包裹的一种货物；HS 编码 6 位；韩国个人收件人须填个人通关代码（P 加 12 位数字），欧盟企业收件人须填 EORI，美国须填邮编。',
        en: 'One goods line of one parcel per row; HS codes have 6 digits; Korea needs the personal customs code (P and 12 digits) for a person, the EU an EORI for a business, the US a ZIP.',
        ko: '한 행에 한 소포의 한 품목; HS 코드 6자리; 한국 개인 수취인은 개인통관고유부호(P와 12자리), EU 사업자는 EORI, 미국은 우편번호가 필요합니다.',
      }[lang],
    ],
    fileName: sample ? `manifest-sample` : `manifest-template`,
    rows: sample ? 10 : 1000,
  });
}
