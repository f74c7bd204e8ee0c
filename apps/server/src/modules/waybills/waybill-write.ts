import type { z } from 'zod';
import { checkAwbNumber, type WaybillSave } from '@parcelhub/contracts';
import type { ErrorKey } from '../../platform/http/errors';
import type { WaybillWrite } from './waybills.repository';

type SaveOutput = z.output<typeof WaybillSave>;

export type WriteCheck =
  | { ok: true; write: WaybillWrite }
  | { ok: false; field: string; key: ErrorKey; params: Record<string, string | number> };

/**
 * A waybill's fields as they are stored, or the first rule they break (the save and the import word it): the AWB
 * number in its normal form with its airline prefix, dates in order.
 */
export function waybillWrite(input: Omit<SaveOutput, 'id'>): WriteCheck {
  const awb = checkAwbNumber(input.awbNo);
  if (!awb.ok) {
    return awb.reason === 'format'
      ? { ok: false, field: 'awbNo', key: 'WAYBILL_AWB_FORMAT', params: { awbNo: input.awbNo } }
      : { ok: false, field: 'awbNo', key: 'WAYBILL_AWB_CHECK_DIGIT', params: { awbNo: input.awbNo, expected: awb.expected } };
  }
  const { departureDate, arrivalDate } = input;
  if (departureDate && arrivalDate && arrivalDate < departureDate)
    return { ok: false, field: 'arrivalDate', key: 'WAYBILL_DATES_ORDER', params: { departureDate, arrivalDate } };
  return {
    ok: true,
    write: {
      awbNo: awb.awbNo,
      airlinePrefix: awb.prefix,
      origin: input.origin,
      destination: input.destination,
      flightNo: input.flightNo,
      departureDate: departureDate || null,
      arrivalDate: arrivalDate || null,
      pieces: input.pieces,
      weight: input.weight,
      remark: input.remark,
    },
  };
}
