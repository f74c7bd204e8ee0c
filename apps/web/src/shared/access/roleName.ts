import { useTranslation } from 'react-i18next';

const KNOWN_ROLES = ['admin', 'platform', 'customer', 'supplier', 'ROLE_SYSTEM_DEFAULT'] as const;
type KnownRole = (typeof KNOWN_ROLES)[number];
const isKnownRole = (name: string): name is KnownRole => (KNOWN_ROLES as readonly string[]).includes(name);

/** The server names roles by code; people read them in their language. An unknown (custom) role keeps its name. */
export function useRoleName(): (code: string) => string {
  const { t } = useTranslation();
  return (code) => (isKnownRole(code) ? t(`roles.${code}`) : code);
}
