import { Input, Select } from 'antd';
import { PRIVILEGE_TYPES, type PrivilegeType, type RoleQuery } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import type { FilterField, PageRequest } from '../../../shared/list';

export interface RoleFilters {
  blurry?: string;
  privilegeType?: PrivilegeType;
}

export function toRoleQuery({ pageNo, pageSize, filters }: PageRequest<RoleFilters>): RoleQuery {
  const blurry = filters.blurry?.trim();
  return {
    pageNo,
    pageSize,
    ...(blurry ? { blurry } : {}),
    ...(filters.privilegeType ? { privilegeType: filters.privilegeType } : {}),
  };
}

export function useRoleFilters(): FilterField<RoleFilters>[] {
  const { t } = useTranslation('roles');
  const { t: tc } = useTranslation();
  return [
    {
      name: 'blurry',
      label: t('filters.keyword'),
      input: <Input allowClear maxLength={100} placeholder={t('filters.keywordPlaceholder')} />,
    },
    {
      name: 'privilegeType',
      label: t('filters.privilegeType'),
      input: (
        <Select
          allowClear
          placeholder={t('filters.allTypes')}
          style={{ width: 140 }}
          options={PRIVILEGE_TYPES.map((p) => ({ value: p, label: tc(`privilege.${p}`) }))}
        />
      ),
    },
  ];
}
