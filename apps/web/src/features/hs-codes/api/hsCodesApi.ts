import { hsCodesEndpoints as endpoints, type HsExportInput, type HsMatchInput } from '@parcelhub/contracts';
import { callDownload, callObj, callUpload } from '../../../shared/http/endpoint';

export const hsCodesApi = {
  /** Silent: the page puts a field error (the line it names) under the text box. */
  match: (body: HsMatchInput) => callObj(endpoints.match, { body }, { silent: true }),
  confirm: (goodsName: string, hsCode: string) => callObj(endpoints.confirm, { body: { goodsName, hsCode } }),
  upload: (file: File) => callUpload(endpoints.exportMatchGoodsNameXlsx, file, file.name),
  uploaded: (id: number, signal?: AbortSignal) => callObj(endpoints.matchResult, { params: { id } }, { signal }),
  template: () => callDownload(endpoints.downloadMatchGoodsNameTemplate, {}, 'goods-list-template.xlsx'),
  exportList: (body: HsExportInput) => callObj(endpoints.exportMatchList, { body }),
};
