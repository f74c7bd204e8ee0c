// The repository's own lint rules, as an ESLint plugin (eslint.config.js registers it as `parcelhub`).
import { noForeignTableWrite } from './no-foreign-table-write.js';

export default { meta: { name: 'parcelhub' }, rules: { 'no-foreign-table-write': noForeignTableWrite } };
