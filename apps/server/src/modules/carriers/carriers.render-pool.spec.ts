import { describe, expect, it } from 'vitest';
import type { DataAccess } from '../../platform/db/data-access';
import { AppError } from '../../platform/http/app-error';
import { createCarriersService, POOLED_FROM } from './carriers.service';
import { LabelDataError } from './label';
import type { LabelRenderPool } from './label/render-pool';
import { fakePool } from './test-support/fake-pool';
import { label } from './test-support/labels.fixture';

// Rendering touches no database: the service is made without one.
const service = (pool: LabelRenderPool) => createCarriersService({ data: {} as DataAccess, renderPool: pool });
const labels = (n: number) =>
  Array.from({ length: n }, (_, i) => label({ trackingNo: `SB${String(i).padStart(11, '0')}` }));

describe('which PDFs go to the drawing threads', () => {
  it(`those of ${POOLED_FROM} labels or more; fewer are drawn in place`, async () => {
    const { pool, asked } = fakePool(async () => Buffer.from('pooled'));
    const carriers = service(pool);
    const few = await carriers.renderLabelsPdf(labels(POOLED_FROM - 1));
    expect(few.subarray(0, 5).toString()).toBe('%PDF-');
    expect(asked).toEqual([]);
    expect((await carriers.renderLabelsPdf(labels(POOLED_FROM))).toString()).toBe('pooled');
    expect(asked).toEqual([POOLED_FROM]);
  });

  it('a label the thread refuses is refused in the caller’s words', async () => {
    const { pool } = fakePool(async () => {
      throw new LabelDataError('trackingNo', 'is empty');
    });
    const err = await service(pool)
      .renderLabelsPdf(labels(POOLED_FROM))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({
      errorKey: 'CARRIER_LABEL_INVALID',
      params: { field: 'trackingNo', reason: 'is empty' },
    });
  });
});
