import { App, Popconfirm, Switch } from 'antd';
import type { Product } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../../../shared/components/testId';
import { productsApi } from '../api/productsApi';
import { useProductMutation } from '../hooks/useProducts';
import { StatusTag } from './productColumns';

/**
 * Online/offline for whoever may change the product. A product the platform took offline shows as such; putting it
 * online again is the platform's (the server answers "contact customer service" to anyone else).
 */
export function StatusSwitch({ product }: { product: Product }) {
  const { t } = useTranslation('products');
  const { t: tc } = useTranslation();
  const { message } = App.useApp();
  const change = useProductMutation((online: boolean) =>
    productsApi.changeStatus(product.id, online ? 'ONLINE' : 'OFFLINE'),
  );
  const online = product.status === 'ONLINE';
  const run = async () => {
    try {
      await change.mutateAsync(!online);
      void message.success(t('messages.statusChanged'));
    } catch {
      // the client showed the server's words
    }
  };
  return (
    <Popconfirm
      title={online ? t('actions.offline') : t('actions.online')}
      okText={tc('actions.confirm')}
      cancelText={tc('actions.cancel')}
      okButtonProps={testIdProps(`product-status-confirm-${product.id}`)}
      onConfirm={() => void run()}
    >
      <span>
        <Switch
          size="small"
          checked={online}
          loading={change.isPending}
          aria-label={online ? t('actions.offline') : t('actions.online')}
          data-testid={`product-status-${product.id}`}
        />{' '}
        <StatusTag product={product} />
      </span>
    </Popconfirm>
  );
}
