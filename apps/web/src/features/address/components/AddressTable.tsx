import {
  Button,
  Popconfirm,
  Space,
  Table,
  Tag,
  Tooltip,
  Typography,
  type TableColumnsType,
  type TablePaginationConfig,
} from 'antd';
import { DeleteOutlined, EditOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import type { Address } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../../../shared/components/testId';
import { useCountries } from '../hooks/useCountries';
import { AddressTypeTag } from './AddressTypeTag';

interface Props {
  rows: Address[];
  loading: boolean;
  pagination: TablePaginationConfig;
  selectedIds: number[];
  onSelect: (ids: number[]) => void;
  onEdit: (address: Address) => void;
  onSetDefault: (address: Address) => void;
  onDelete: (address: Address) => void;
  busyId: number | null;
}

export function AddressTable(props: Props) {
  const { rows, loading, pagination, selectedIds, onSelect, onEdit, onSetDefault, onDelete, busyId } = props;
  const { t } = useTranslation('address');
  const { t: tc } = useTranslation();
  const { byCode } = useCountries();

  const columns: TableColumnsType<Address> = [
    {
      key: 'type',
      title: t('columns.type'),
      dataIndex: 'type',
      width: 110,
      render: (_v, r) => <AddressTypeTag type={r.type} />,
    },
    {
      key: 'name',
      title: t('columns.name'),
      dataIndex: 'name',
      width: 160,
      ellipsis: true,
      render: (_v, r) => (
        <Space size={4}>
          <span>{r.name}</span>
          {r.isDefault ? (
            <Tag color="gold" icon={<StarFilled />} data-testid={`address-default-${r.id}`}>
              {t('defaultTag')}
            </Tag>
          ) : null}
        </Space>
      ),
    },
    {
      key: 'country',
      title: t('columns.country'),
      width: 150,
      render: (_v, r) => `${r.countryName || byCode.get(r.countryCode)?.label || r.countryCode} (${r.countryCode})`,
    },
    { key: 'province', title: t('columns.province'), dataIndex: 'province', width: 120, ellipsis: true },
    { key: 'city', title: t('columns.city'), dataIndex: 'city', width: 120, ellipsis: true },
    { key: 'zipCode', title: t('columns.zipCode'), dataIndex: 'zipCode', width: 100 },
    {
      key: 'address',
      title: t('columns.address'),
      width: 240,
      ellipsis: { showTitle: false },
      render: (_v, r) => {
        const text = [r.address1, r.address2].filter(Boolean).join(', ');
        return (
          <Tooltip title={text} placement="topLeft">
            <span>{text}</span>
          </Tooltip>
        );
      },
    },
    { key: 'phone', title: t('columns.phone'), dataIndex: 'phone', width: 140 },
    {
      key: 'email',
      title: t('columns.email'),
      dataIndex: 'email',
      width: 180,
      ellipsis: true,
      render: (v: string) => v || <Typography.Text type="secondary">-</Typography.Text>,
    },
    {
      key: 'actions',
      title: tc('actions.actions'),
      width: 300,
      fixed: 'right',
      render: (_v, r) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            icon={<EditOutlined />}
            onClick={() => onEdit(r)}
            data-testid={`address-edit-${r.id}`}
          >
            {tc('actions.edit')}
          </Button>
          <Button
            type="link"
            size="small"
            icon={<StarOutlined />}
            disabled={r.isDefault}
            loading={busyId === r.id}
            onClick={() => onSetDefault(r)}
            data-testid={`address-set-default-${r.id}`}
          >
            {t('actions.setDefault')}
          </Button>
          <Popconfirm
            title={t('actions.deleteConfirm')}
            okText={tc('actions.confirm')}
            cancelText={tc('actions.cancel')}
            okButtonProps={testIdProps(`address-delete-confirm-${r.id}`)}
            onConfirm={() => onDelete(r)}
          >
            <Button type="link" size="small" danger icon={<DeleteOutlined />} data-testid={`address-delete-${r.id}`}>
              {tc('actions.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Table<Address>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 1600 }}
      onRow={(r) => testIdProps(`address-row-${r.id}`)}
      rowSelection={{
        selectedRowKeys: selectedIds,
        preserveSelectedRowKeys: true,
        onChange: (keys) => onSelect(keys.map(Number)),
      }}
      pagination={pagination}
    />
  );
}
