export { orderBatchTenancy } from './batch/batch.tenancy';
