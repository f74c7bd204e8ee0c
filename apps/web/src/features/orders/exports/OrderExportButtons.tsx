import { useState } from 'react';
import { App, Button } from 'antd';
import { ExportOutlined, InboxOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { OrderExportKind, OrderFilter, PrivilegeType } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { TASK_KEYS } from '../../tasks';
import { EXPORTS_OF, orderExportsApi } from './exportsApi';

/** Hands an export to the task center and says so; the task list reloads to show it. */
export function useOrderExport() {
  const { t: tc } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [running, setRunning] = useState<OrderExportKind | null>(null);
  const run = async (kind: OrderExportKind, filter: OrderFilter) => {
    setRunning(kind);
    try {
      await orderExportsApi.export(kind, filter);
      void message.success(tc('list.exportSubmitted'));
      void queryClient.invalidateQueries({ queryKey: TASK_KEYS.all });
    } catch {
      // the HTTP client showed why
    } finally {
      setRunning(null);
    }
  };
  return { run, running };
}

/**
 * The order list's "Export" (the export of the user's privilege type, with the filters in force) and, for the
 * platform and customers, "Box export".
 */
export function OrderExportButtons({ privilegeType, filter }: { privilegeType: PrivilegeType; filter: OrderFilter }) {
  const { t } = useTranslation('orders');
  const { run, running } = useOrderExport();
  const kinds = EXPORTS_OF[privilegeType];
  return (
    <>
      <Button
        icon={<ExportOutlined />}
        loading={running === kinds.orders}
        onClick={() => void run(kinds.orders, filter)}
        data-testid="order-list-export"
      >
        {t('exports.orders')}
      </Button>
      {kinds.boxes ? (
        <Button
          icon={<InboxOutlined />}
          loading={running === kinds.boxes}
          onClick={() => kinds.boxes && void run(kinds.boxes, filter)}
          data-testid="order-list-export-boxes"
        >
          {t('exports.boxes')}
        </Button>
      ) : null}
    </>
  );
}
