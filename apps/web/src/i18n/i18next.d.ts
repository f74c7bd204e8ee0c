import 'i18next';
import type common from './locales/zh.json';
import type auth from '../features/auth/locales/zh.json';
import type address from '../features/address/locales/zh.json';
import type system from '../features/system/locales/zh.json';
import type home from '../features/home/locales/zh.json';
import type tasks from '../features/tasks/locales/zh.json';

/** Keys are checked against the Chinese texts (the reference language): a typo in `t('address:…')` fails tsc. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      address: typeof address;
      system: typeof system;
      home: typeof home;
      tasks: typeof tasks;
    };
    returnNull: false;
  }
}
