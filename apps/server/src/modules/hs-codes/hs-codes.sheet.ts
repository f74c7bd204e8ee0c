import type { Language } from '@parcelhub/contracts';
import { HS_MATCH_MAX_NAMES } from '@parcelhub/contracts';
import { defineSheet } from '../../platform/sheets/define-sheet';
import { writeSheetTemplate } from '../../platform/sheets/template';

/** The goods list a customer uploads: one goods name a row (template and upload). */
export const GOODS_LIST_SHEET = defineSheet<{ goodsName: string }>({
  name: { zh: '品名清单', en: 'Goods list', ko: '품명 목록' },
  maxRows: HS_MATCH_MAX_NAMES,
  columns: [
    {
      key: 'goodsName',
      header: { zh: '品名', en: 'Goods name', ko: '품명' },
      width: 48,
      required: true,
      format: (r) => r.goodsName,
    },
  ],
});

/** A matched row as the matched list writes it: the name, the code chosen, its words, the other candidates. */
export interface MatchedRecord {
  goodsName: string;
  hsCode: string;
  description: string;
  confirmed: boolean;
  candidates: { hsCode: string; score: number }[];
}

const YES_NO: Record<Language, [string, string]> = { zh: ['是', '否'], en: ['Yes', 'No'], ko: ['예', '아니요'] };

/** The matched list (export): its first column is the goods list's, so the file uploads again as a goods list. */
export const MATCHED_LIST_SHEET = defineSheet<MatchedRecord>({
  name: { zh: 'HS编码匹配结果', en: 'HS code matches', ko: 'HS 코드 매칭 결과' },
  columns: [
    {
      key: 'goodsName',
      header: { zh: '品名', en: 'Goods name', ko: '품명' },
      width: 40,
      format: (r) => r.goodsName,
    },
    {
      key: 'hsCode',
      header: { zh: 'HS编码', en: 'HS code', ko: 'HS 코드' },
      width: 12,
      format: (r) => r.hsCode,
    },
    {
      key: 'description',
      header: { zh: '编码说明', en: 'Description', ko: '코드 설명' },
      width: 60,
      format: (r) => r.description,
    },
    {
      key: 'confirmed',
      header: { zh: '已确认', en: 'Confirmed', ko: '확인됨' },
      width: 10,
      format: (r, lang) => YES_NO[lang][r.confirmed ? 0 : 1],
    },
    {
      key: 'candidates',
      header: { zh: '候选编码（匹配度）', en: 'Candidates (score)', ko: '후보 코드(점수)' },
      width: 60,
      format: (r) => r.candidates.map((c) => `${c.hsCode} (${c.score.toFixed(2)})`).join('; '),
    },
  ],
});

const WORDS = {
  notes: { zh: '填写说明', en: 'How to fill in', ko: '작성 방법' },
  template: { zh: '品名清单模板', en: 'goods-list-template', ko: '품명 목록 템플릿' },
} satisfies Record<string, Record<Language, string>>;

const NOTES: Record<Language, string[]> = {
  zh: [
    '每行填写一个品名（中文、英文或韩文），第 2 行是示例，上传前请删除或替换。',
    `一次最多 ${HS_MATCH_MAX_NAMES} 行；空行不参与匹配。`,
    '上传后在任务中心下载匹配结果：每个品名的 HS 编码（已确认的优先）和前 5 个候选编码。',
  ],
  en: [
    'One goods name a row (Chinese, English or Korean). Row 2 is an example: delete or replace it before uploading.',
    `At most ${HS_MATCH_MAX_NAMES} rows at once; blank rows are left out.`,
    'Download the matched list from the task center: each name with its HS code (a confirmed one first) and its top 5 candidates.',
  ],
  ko: [
    '한 행에 품명 하나씩 적으세요(중국어, 영어, 한국어). 2행은 예시이므로 업로드 전에 지우거나 바꾸세요.',
    `한 번에 최대 ${HS_MATCH_MAX_NAMES}행까지 가능하며, 빈 행은 제외됩니다.`,
    '작업 센터에서 매칭 결과를 내려받으세요: 품명별 HS 코드(확인된 코드 우선)와 상위 5개 후보 코드.',
  ],
};

/** The goods list template in the reader's language. */
export function writeGoodsListTemplate(lang: Language): Promise<{ name: string; bytes: Buffer }> {
  return writeSheetTemplate(GOODS_LIST_SHEET, lang, {
    notesName: WORDS.notes[lang],
    notes: NOTES[lang],
    notesWidth: 100,
    example: [lang === 'zh' ? '纯棉T恤' : lang === 'ko' ? '면 티셔츠' : 'Cotton T-shirt'],
    fileName: WORDS.template[lang],
  });
}
