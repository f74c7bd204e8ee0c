import { defineEndpoint, needs, SIGNED_IN_ACCESS } from '../common/endpoint';
import { okEmpty, okObj, okRows, Option } from '../common/envelope';
import {
  Dict,
  DictDetail,
  DictDetailInput,
  DictDetailQuery,
  DictDetailUpdate,
  DictIdPath,
  DictInput,
  DictQuery,
  DictUpdate,
  DictValue,
  DictValueQuery,
} from './dicts';

const tags = ['dictionaries'];

export const dictsEndpoints = {
  values: defineEndpoint({
    method: 'GET',
    path: '/api/dictDetail',
    summary: "The enabled values of one dictionary, labelled in the caller's language (spec: page 0, size 9999)",
    tags,
    access: SIGNED_IN_ACCESS,
    query: DictValueQuery,
    response: okRows(DictValue),
  }),
  createValue: defineEndpoint({
    method: 'POST',
    path: '/api/dictDetail',
    summary: 'Add a value to a dictionary',
    tags,
    access: needs('system:dict'),
    body: DictDetailInput,
    response: okObj(DictDetail),
  }),
  updateValue: defineEndpoint({
    method: 'PUT',
    path: '/api/dictDetail',
    summary: "Change a value's labels, order or state (a built-in value keeps its value)",
    tags,
    access: needs('system:dict'),
    body: DictDetailUpdate,
    response: okObj(DictDetail),
  }),
  removeValue: defineEndpoint({
    method: 'DELETE',
    path: '/api/dictDetail/:id',
    summary: 'Delete a value (a built-in value can only be disabled)',
    tags,
    access: needs('system:dict'),
    params: DictIdPath,
    response: okEmpty,
  }),
  details: defineEndpoint({
    method: 'GET',
    path: '/api/dict/details',
    summary: "A dictionary's values with every label, disabled ones too, for the dictionary screen",
    tags,
    access: needs('system:dict'),
    query: DictDetailQuery,
    response: okRows(DictDetail),
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/dict',
    summary: 'Dictionaries, paged, filtered by name or description',
    tags,
    access: needs('system:dict'),
    query: DictQuery,
    response: okRows(Dict),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/dict',
    summary: 'Create a dictionary',
    tags,
    access: needs('system:dict'),
    body: DictInput,
    response: okObj(Dict),
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/dict',
    summary: 'Rename or describe a dictionary (a built-in one keeps its name)',
    tags,
    access: needs('system:dict'),
    body: DictUpdate,
    response: okObj(Dict),
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/dict/:id',
    summary: 'Delete a dictionary and its values (not a built-in one)',
    tags,
    access: needs('system:dict'),
    params: DictIdPath,
    response: okEmpty,
  }),
};

/** The shared dropdowns of spec 000 §7 that dictionaries hold: label/value pairs in the caller's language. */
export const dictDropdownEndpoints = {
  enumOption: defineEndpoint({
    method: 'GET',
    path: '/api/customerInfo/enumOption',
    summary: 'Customer types (dictionary customer_type)',
    tags: ['dropdowns'],
    access: SIGNED_IN_ACCESS,
    response: okRows(Option),
  }),
  orderIntercept: defineEndpoint({
    method: 'GET',
    path: '/api/customerInfo/orderIntercept',
    summary: "When a customer's orders are held for review (dictionary order_intercept)",
    tags: ['dropdowns'],
    access: SIGNED_IN_ACCESS,
    response: okRows(Option),
  }),
  settlementMethod: defineEndpoint({
    method: 'GET',
    path: '/api/customerInfo/settlementMethod',
    summary: 'Settlement methods: prepaid, weekly, half-monthly, monthly (dictionary settlement_method)',
    tags: ['dropdowns'],
    access: SIGNED_IN_ACCESS,
    response: okRows(Option),
  }),
};

/** Which dictionary answers each shared dropdown. */
export const DICT_OF_DROPDOWN = {
  enumOption: 'customer_type',
  orderIntercept: 'order_intercept',
  settlementMethod: 'settlement_method',
} as const satisfies Record<keyof typeof dictDropdownEndpoints, string>;
