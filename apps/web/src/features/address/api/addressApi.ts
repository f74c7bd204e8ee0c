import type { Address, AddressInput, AddressQuery, AddressType, Country } from '@parcelhub/contracts';
import { http } from '../../../shared/http';

export const addressApi = {
  countries: (signal?: AbortSignal) => http.rows<Country>('api/customerAddress/getAllCountry', { signal }),
  list: (query: AddressQuery, signal?: AbortSignal) =>
    http.rows<Address>('api/customerAddress/findByDto', { method: 'POST', body: query, signal }),
  listByUser: (type?: AddressType, signal?: AbortSignal) =>
    http.rows<Address>('api/customerAddress/findByUserId', { params: { type }, signal }),
  /** Silent: the form puts field errors on its fields and shows the rest itself. */
  save: (input: AddressInput) =>
    http.obj<Address>('api/customerAddress/saveAddress', { method: 'POST', body: input, silent: true }),
  remove: (ids: number[]) =>
    http.obj<{ deleted: number }>('api/customerAddress/delete', { method: 'POST', body: { ids } }),
  setDefault: (id: number) => http.obj<Address>('api/customerAddress/setDefault', { method: 'POST', body: { id } }),
};
