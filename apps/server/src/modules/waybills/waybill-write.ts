import type { z } from 'zod';
import { checkAwbNumber, type WaybillSave } from '@parcelhub/contracts';
import { AppError } from '../../platform/http/app-error';
import type { WaybillWrite } from './waybills.repository';

type SaveOutput = z.output<typeof WaybillSave>;

/** What a waybill's fields break, with the params its words take. */
export type WriteProblem =
  | { field: 'awbNo'; key: 'WAYBILL_AWB_FORMAT'; params: { awbNo: string } }
  | { field: 'awbNo'; key: 'WAYBILL_AWB_CHECK_DIGIT'; params: { awbNo: string; expected: number } }
  | { field: 'arrivalDate'; key: 'WAYBILL_DATES_ORDER'; params: { departureDate: string; arrivalDate: string } };

export type WriteCheck = { ok: true; write: WaybillWrite } | ({ ok: false } & WriteProblem);

/** The problem as the error a save answers. */
export function refusalOf(p: WriteProblem): AppError {
  switch (p.key) {
    case 'WAYBILL_AWB_FORMAT':
      return new AppError('WAYBILL_AWB_FORMAT', { awbNo: p.params.awbNo });
    case 'WAYBILL_AWB_CHECK_DIGIT':
      return new AppError('WAYBILL_AWB_CHECK_DIGIT', { awbNo: p.params.awbNo, expected: p.params.expected });
    case 'WAYBILL_DATES_ORDER':
      return new AppError('WAYBILL_DATES_ORDER', {
        departureDate: p.params.departureDate,
        arrivalDate: p.params.arrivalDate,
      });
  }
}

/**
 * A waybill's fields as they are stored, or the first rule they break (the save and the import word it): the AWB
 * number in its normal form with its airline prefix, dates in order.
 */
export function waybillWrite(input: Omit<SaveOutput, 'id'>): WriteCheck {
  const awb = checkAwbNumber(input.awbNo);
  if (!awb.ok) {
    return awb.reason === 'format'
      ? { ok: false, field: 'awbNo', key: 'WAYBILL_AWB_FORMAT', params: { awbNo: input.awbNo } }
      : {
          ok: false,
          field: 'awbNo',
          key: 'WAYBILL_AWB_CHECK_DIGIT',
          params: { awbNo: input.awbNo, expected: awb.expected },
        };
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
