import {
  addressesEndpoints as endpoints,
  regionsEndpoints,
  type AddressExportQuery,
  type AddressInput,
  type AddressQuery,
  type AddressType,
} from '@parcelhub/contracts';
import { callDownload, callObj, callRows, callUpload } from '../../../shared/http/endpoint';

export const addressApi = {
  countries: (signal?: AbortSignal) => callRows(regionsEndpoints.countries, {}, { signal }),
  list: (query: AddressQuery, signal?: AbortSignal) => callRows(endpoints.list, { body: query }, { signal }),
  listByUser: (type?: AddressType, signal?: AbortSignal) =>
    callRows(endpoints.ofMyAccount, { query: { type } }, { signal }),
  /** Silent: the form puts field errors on its fields and shows the rest itself. */
  save: (input: AddressInput) => callObj(endpoints.save, { body: input }, { silent: true }),
  remove: (ids: number[]) => callObj(endpoints.remove, { body: { ids } }),
  setDefault: (id: number) => callObj(endpoints.setDefault, { body: { id } }),
  /** Starts an export task; the task center follows it. */
  export: (query: AddressExportQuery) => callObj(endpoints.export, { body: query }),
  /** Starts an import task from an .xlsx. */
  import: (file: File) => callUpload(endpoints.import, file, file.name),
  template: () => callDownload(endpoints.importTemplate, {}, 'address-import-template.xlsx'),
};
