import { z } from 'zod';
import { Option } from '../common/envelope';
import {
  countryCodeField,
  filterText,
  idField,
  idParam,
  optionalText,
  pageNoField,
  pageSizeField,
  requiredText,
} from '../common/fields';
import type { Language } from '../common/language';
import { PATTERNS } from '../common/rules';
import { MAX_POSTCODE_LENGTH, POSTCODE_TEXT, postcodeKey } from './postcode-keys';

/**
 * What a group is for: the remote-postcode library, the not-remote library (it wins over the remote one), the
 * postcodes not delivered, and groups the order rules pick from.
 */
export const POSTCODE_TYPES = ['REMOTE', 'NO_REMOTE', 'NO_DELIVERY', 'ORDER_RULE'] as const;
export const PostcodeType = z.enum(POSTCODE_TYPES);
export type PostcodeType = z.infer<typeof PostcodeType>;

export const POSTCODE_TYPE_WORDS: Record<PostcodeType, Record<Language, string>> = {
  REMOTE: { zh: '偏远邮编库', en: 'Remote postcodes', ko: '원격지 우편번호' },
  NO_REMOTE: { zh: '非偏远邮编库', en: 'Not-remote postcodes', ko: '비원격지 우편번호' },
  NO_DELIVERY: { zh: '不派送邮编', en: 'No delivery', ko: '배송 불가 우편번호' },
  ORDER_RULE: { zh: '订单规则邮编', en: 'Order rule postcodes', ko: '주문 규칙 우편번호' },
};

export const postcodeTypeName = (type: PostcodeType, lang: Language) => POSTCODE_TYPE_WORDS[type][lang];

/** A single postcode, or a range from a start to an end. */
export const POSTCODE_KINDS = ['SINGLE', 'RANGE'] as const;
export const PostcodeKind = z.enum(POSTCODE_KINDS);
export type PostcodeKind = z.infer<typeof PostcodeKind>;

/** Who keeps a group: the platform, or the supplier account that made it. */
export const POSTCODE_GROUP_OWNERS = ['PLATFORM', 'SUPPLIER'] as const;

/** A postcode as written: letters, digits, space or '-', at most 20, something left once spaces and '-' go. */
const postcodeText = z
  .string()
  .trim()
  .max(MAX_POSTCODE_LENGTH, { error: `tooLong|max=${MAX_POSTCODE_LENGTH}` })
  .regex(POSTCODE_TEXT, { error: 'postcode' })
  .refine((v) => postcodeKey(v) !== '', { error: 'postcode' });

/** A range end: empty, or a postcode as above. */
const optionalPostcodeText = z
  .string()
  .trim()
  .max(MAX_POSTCODE_LENGTH, { error: `tooLong|max=${MAX_POSTCODE_LENGTH}` })
  .regex(/^[A-Za-z0-9 -]*$/, { error: 'postcode' })
  .refine((v) => v === '' || postcodeKey(v) !== '', { error: 'postcode' })
  .optional()
  .default('');

const countryFilter = z.string().trim().regex(PATTERNS.upper2, { error: 'upper2' }).optional();

export const PostcodeGroupInput = z.object({
  id: idField.optional(),
  name: requiredText(100),
  countryCode: countryCodeField,
  type: PostcodeType,
  description: optionalText(500, { multiLine: true }),
});
export type PostcodeGroupInput = z.input<typeof PostcodeGroupInput>;

export const PostcodeGroup = z.object({
  id: z.number(),
  name: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  type: PostcodeType,
  /** The type in the caller's language. */
  typeName: z.string(),
  description: z.string(),
  ownerType: z.enum(POSTCODE_GROUP_OWNERS),
  /** The supplier account that keeps the group; null for the platform's. */
  ownerId: z.number().nullable(),
  ownerName: z.string().nullable(),
  /** Entries: single postcodes and ranges together. */
  postcodeCount: z.number(),
  rangeCount: z.number(),
  /** Moves with every change of the group or its postcodes (rate cards built from it rebuild). */
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PostcodeGroup = z.infer<typeof PostcodeGroup>;

/** `POST api/postcode/group/findAll`: the groups, filtered, paged from 0. */
export const PostcodeGroupQuery = z.object({
  pageNo: pageNoField,
  pageSize: pageSizeField(500, 20),
  countryCode: countryFilter,
  type: PostcodeType.optional(),
  /** Part of the group's name. */
  name: filterText(100),
});
export type PostcodeGroupQuery = z.input<typeof PostcodeGroupQuery>;

/** A postcode or a range of a group, as written and as compared (`from`, `to`: see postcode-keys). */
export const PostcodeEntry = z.object({
  id: z.number(),
  groupId: z.number(),
  kind: PostcodeKind,
  start: z.string(),
  /** '' for a single postcode. */
  end: z.string(),
  from: z.string(),
  to: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PostcodeEntry = z.infer<typeof PostcodeEntry>;

/**
 * `POST api/postcode/save`: a postcode (kind SINGLE, `start` only) or a range (kind RANGE, `start` and `end`)
 * added to a group, or changed (with `id`). Rules that depend on the group's country are the server's (and the
 * form's, through `postcodeEntryProblem`).
 */
export const PostcodeEntryInput = z
  .object({
    id: idField.optional(),
    groupId: idField,
    kind: PostcodeKind.optional().default('SINGLE'),
    start: postcodeText,
    /** A range's end; a single postcode's is ignored (stored as ''). */
    end: optionalPostcodeText,
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'RANGE' && v.end === '') ctx.addIssue({ code: 'custom', path: ['end'], message: 'required' });
  });
export type PostcodeEntryInput = z.input<typeof PostcodeEntryInput>;

/** `GET api/postcode/getGroup2/{id}`: the group's postcodes, a page at a time, optionally those matching text. */
export const PostcodeGroupDetailQuery = z.object({
  pageNo: pageNoField,
  pageSize: pageSizeField(10_000, 1000),
  /** Part of a postcode as written or as compared. */
  keyword: filterText(MAX_POSTCODE_LENGTH),
});
export type PostcodeGroupDetailQuery = z.input<typeof PostcodeGroupDetailQuery>;

export const PostcodeGroupDetail = PostcodeGroup.extend({
  postcodes: z.array(PostcodeEntry),
  /** The postcodes the keyword matches (all of them without one), of which `postcodes` is the asked page. */
  postcodeTotal: z.number(),
});
export type PostcodeGroupDetail = z.infer<typeof PostcodeGroupDetail>;

/** `GET api/postcode/getOtherParameter/{groupId}`: what a form needs to know of a group. */
export const PostcodeGroupParameters = z.object({
  groupId: z.number(),
  name: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  type: PostcodeType,
  typeName: z.string(),
  postcodeCount: z.number(),
  singleCount: z.number(),
  rangeCount: z.number(),
});
export type PostcodeGroupParameters = z.infer<typeof PostcodeGroupParameters>;

/** A group as a dropdown choice: its name, its id (as text), and what it is. */
export const PostcodeGroupOption = Option.extend({ countryCode: z.string(), type: PostcodeType });
export type PostcodeGroupOption = z.infer<typeof PostcodeGroupOption>;

/** `GET api/postcode/getGroup1`: the groups as options, optionally of one country and type. */
export const PostcodeGroupOptionQuery = z.object({ countryCode: countryFilter, type: PostcodeType.optional() });
export type PostcodeGroupOptionQuery = z.input<typeof PostcodeGroupOptionQuery>;

/** `POST api/postcode/getOrderRulePostcodeGroupGroup`: order-rule groups under their country. */
export const PostcodeCountryGroups = Option.extend({ children: z.array(Option) });
export type PostcodeCountryGroups = z.infer<typeof PostcodeCountryGroups>;
/** The body may be left out (a POST without one). */
export const OrderRuleGroupsQuery = z.object({ countryCode: countryFilter }).nullish();

export const PostcodeIdParams = z.object({ id: idParam });
export const PostcodeGroupIdParams = z.object({ groupId: idParam });

/** `POST api/postcode/exportPostcode`: one group's postcodes, or those of every group the filters match. */
export const PostcodeExportQuery = z.object({
  groupId: idField.optional(),
  countryCode: countryFilter,
  type: PostcodeType.optional(),
  name: filterText(100),
});
export type PostcodeExportQuery = z.input<typeof PostcodeExportQuery>;

/** `POST api/postcode/importPostcode?groupId=`: the group that rows without a group id go to. */
export const PostcodeImportQuery = z.object({ groupId: idParam.optional() });

export const PostcodeGroupDeleted = z.object({ id: z.number(), postcodes: z.number() });
export const PostcodeDeleted = z.object({ id: z.number(), groupId: z.number() });
