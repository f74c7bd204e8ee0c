export { accessOf, ADMIN_ROLE, type AccessCheck } from './access';
export { useAccess } from './useAccess';
export { Access } from './Access';
export { useRoleName } from './roleName';
