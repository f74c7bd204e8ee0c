import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLEARANCE_FINAL,
  CLEARANCE_ORDER_STATUSES,
  canMoveClearanceOrder,
  clearanceMovesFrom,
  payRefusal,
  progressOf,
  type ClearanceActor,
} from './clearance-order-states';
import { attachmentRefusal, ATTACHMENT_MAX_BYTES, missingRequired } from './clearance-attachments';

const ACTORS: ClearanceActor[] = ['USER', 'PLATFORM', 'SYSTEM'];

describe('the clearance order table', () => {
  it('lets the customer submit and resubmit, the check or the platform reject, only the platform approve', () => {
    expect(canMoveClearanceOrder('CREATED', 'SUBMITTED', 'USER')).toBe(true);
    expect(canMoveClearanceOrder('REJECTED', 'SUBMITTED', 'USER')).toBe(true);
    expect(canMoveClearanceOrder('SUBMITTED', 'REJECTED', 'SYSTEM')).toBe(true);
    expect(canMoveClearanceOrder('SUBMITTED', 'REJECTED', 'USER')).toBe(false);
    expect(canMoveClearanceOrder('SUBMITTED', 'APPROVED', 'PLATFORM')).toBe(true);
    expect(canMoveClearanceOrder('SUBMITTED', 'APPROVED', 'USER')).toBe(false);
    expect(canMoveClearanceOrder('SUBMITTED', 'APPROVED', 'SYSTEM')).toBe(false);
    expect(canMoveClearanceOrder('APPROVED', 'CANCELED', 'USER')).toBe(false);
    expect(canMoveClearanceOrder('APPROVED', 'CANCELED', 'PLATFORM')).toBe(true);
  });

  it('moves nothing out of a final status and never to the same status (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CLEARANCE_ORDER_STATUSES),
        fc.constantFrom(...CLEARANCE_ORDER_STATUSES),
        fc.constantFrom(...ACTORS),
        (from, to, actor) => {
          if (CLEARANCE_FINAL.includes(from) || from === to) return !canMoveClearanceOrder(from, to, actor);
          return canMoveClearanceOrder(from, to, actor) === clearanceMovesFrom(from, actor).includes(to);
        },
      ),
    );
  });

  it('pays a submitted, checked, unpaid order only', () => {
    const base = { status: 'SUBMITTED' as const, payStatus: 'WAIT_PAY' as const, checkPassed: true };
    expect(payRefusal(base)).toBeNull();
    expect(payRefusal({ ...base, payStatus: 'PAY_FAIL' })).toBeNull();
    expect(payRefusal({ ...base, payStatus: 'PAY_SUCCESS' })).toBe('ALREADY_PAID');
    expect(payRefusal({ ...base, status: 'REJECTED' })).toBe('STATUS');
    expect(payRefusal({ ...base, checkPassed: false })).toBe('CHECK_NOT_PASSED');
  });

  it('derives the progress steps', () => {
    expect(
      progressOf({ status: 'CREATED', payStatus: 'WAIT_PAY', hasManifest: false, requiredAttachmentsComplete: false }),
    ).toEqual(['FORM_SUBMITTED']);
    expect(
      progressOf({
        status: 'COMPLETE',
        payStatus: 'PAY_SUCCESS',
        hasManifest: true,
        requiredAttachmentsComplete: true,
      }),
    ).toEqual(['FORM_SUBMITTED', 'MANIFEST_SUBMITTED', 'ATTACHMENT_SUBMITTED', 'PAID', 'DONE']);
  });
});

describe('clearance attachments', () => {
  it('takes a spreadsheet manifest and papers as pdf or pictures, judged by the sniffed kind', () => {
    expect(attachmentRefusal('MANIFEST', 'xlsx', 10)).toBeNull();
    expect(attachmentRefusal('MANIFEST', 'pdf', 10)).toMatchObject({ reason: 'WRONG_KIND', allowed: ['xlsx'] });
    expect(attachmentRefusal('MAWB', 'png', 10)).toBeNull();
    expect(attachmentRefusal('MAWB', 'xlsx', 10)).toMatchObject({ reason: 'WRONG_KIND' });
    expect(attachmentRefusal('HAWB', null, 10)).toMatchObject({ reason: 'WRONG_KIND' });
  });

  it('refuses a file over 5 MB, and not one of exactly 5 MB', () => {
    expect(attachmentRefusal('POD', 'pdf', ATTACHMENT_MAX_BYTES)).toBeNull();
    expect(attachmentRefusal('POD', 'pdf', ATTACHMENT_MAX_BYTES + 1)).toMatchObject({ reason: 'TOO_LARGE' });
  });

  it('names the required types still missing', () => {
    expect(missingRequired(['MANIFEST', 'OTHER'])).toEqual(['MAWB', 'HAWB']);
    expect(missingRequired(['HAWB', 'MAWB', 'MANIFEST'])).toEqual([]);
  });
});
