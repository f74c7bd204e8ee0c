import {
  regionsEndpoints as endpoints,
  type CityExportQuery,
  type CityInput,
  type CityQuery,
  type RegionQuery,
  type RegionUpdate,
} from '@parcelhub/contracts';
import { callDownload, callObj, callRows, callUpload } from '../../../shared/http/endpoint';

export const regionsApi = {
  list: (query: RegionQuery, signal?: AbortSignal) => callRows(endpoints.list, { body: query }, { signal }),
  /** Silent: the form puts field errors on its fields and shows the rest itself. */
  update: (input: RegionUpdate) => callObj(endpoints.update, { body: input }, { silent: true }),
  countryOptions: (signal?: AbortSignal) => callRows(endpoints.options, {}, { signal }),
  cities: (query: CityQuery, signal?: AbortSignal) => callRows(endpoints.cityList, { body: query }, { signal }),
  addCity: (input: CityInput) => callObj(endpoints.cityAdd, { body: input }, { silent: true }),
  updateCity: (input: CityInput & { id: number }) => callObj(endpoints.cityUpdate, { body: input }, { silent: true }),
  deleteCities: (ids: number[]) => callObj(endpoints.cityDelete, { body: { ids } }),
  exportCities: (query: CityExportQuery) => callObj(endpoints.cityExport, { body: query }),
  importCities: (file: File) => callUpload(endpoints.cityImport, file, file.name),
  cityTemplate: () => callDownload(endpoints.cityImportTemplate, {}, 'city-import-template.xlsx'),
};
