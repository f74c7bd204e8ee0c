import type { LabelData } from '../label';
import type { CarriersDeps } from '../carriers.service';

/** A drawing pool that records how many labels each drawing it was asked had, and answers `answer` (or throws it). */
export function fakePool(answer: () => Promise<Buffer>) {
  const asked: number[] = [];
  const pool: NonNullable<CarriersDeps['renderPool']> = {
    render: (labels: LabelData[]) => {
      asked.push(labels.length);
      return answer();
    },
    close: async () => undefined,
  };
  return { pool, asked };
}
