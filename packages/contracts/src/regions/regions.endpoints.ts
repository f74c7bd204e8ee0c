import { z } from 'zod';
import { defineEndpoint, SIGNED_IN_ACCESS } from '../common/endpoint';
import { okObj, okRows } from '../common/envelope';
import { Country, CountryTreeNode } from './countries';

const tags = ['regions'];

export const regionsEndpoints = {
  countries: defineEndpoint({
    method: 'GET',
    path: '/api/customerAddress/getAllCountry',
    summary: 'All countries',
    tags,
    access: SIGNED_IN_ACCESS,
    response: okRows(Country),
  }),
  countryTree: defineEndpoint({
    method: 'GET',
    path: '/api/region/countryTree',
    summary: 'Country tree, EU members first',
    tags,
    access: SIGNED_IN_ACCESS,
    response: okObj(z.array(CountryTreeNode)),
  }),
};
