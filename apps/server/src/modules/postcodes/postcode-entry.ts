import { postcodeEntryProblem, rangeKeys, type PostcodeEntryProblem, type PostcodeKind } from '@parcelhub/contracts';
import type { EntryWrite } from './postcodes.repository';

/** The error key each rule that depends on the group's country answers with. */
const PROBLEM_KEY = {
  usPostcode: 'POSTCODE_US_INVALID',
  rangeLength: 'POSTCODE_RANGE_LENGTH',
  rangeReversed: 'POSTCODE_RANGE_REVERSED',
} as const satisfies Record<PostcodeEntryProblem['problem'], string>;

export type EntryProblemKey = (typeof PROBLEM_KEY)[keyof typeof PROBLEM_KEY];

export interface EntryFields {
  groupId: number;
  kind: PostcodeKind;
  start: string;
  end: string;
}

/**
 * An entry of a group of `countryCode` as it is stored (as written, and its keys), or what the group's country
 * refuses in it: which field, the error key, and the postcode it names.
 */
export function entryWrite(
  countryCode: string,
  input: EntryFields,
):
  | { ok: true; write: EntryWrite }
  | { ok: false; field: 'start' | 'end'; key: EntryProblemKey; params: { postcode: string } } {
  const end = input.kind === 'RANGE' ? input.end : '';
  const problem = postcodeEntryProblem(countryCode, input.start, end);
  if (problem) {
    return {
      ok: false,
      field: problem.field,
      key: PROBLEM_KEY[problem.problem],
      params: { postcode: problem.field === 'start' ? input.start : end },
    };
  }
  const { from, to } = rangeKeys(input.start, end);
  return {
    ok: true,
    write: {
      groupId: input.groupId,
      kind: end === '' ? 'SINGLE' : 'RANGE',
      startPostcode: input.start,
      endPostcode: end,
      fromKey: from,
      toKey: to,
    },
  };
}
