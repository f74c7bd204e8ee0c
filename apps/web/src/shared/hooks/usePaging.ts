import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TablePaginationConfig } from 'antd';

/**
 * Page state of a server-paged table: 1-based in the UI, `pageNo` from 0 on the wire. Changing the page size
 * goes back to the first page.
 */
export function usePaging(initialSize = 20) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialSize);
  return {
    /** 1-based, as the UI counts. */
    page,
    pageNo: page - 1,
    pageSize,
    toFirstPage: () => setPage(1),
    toPage: (p: number) => setPage(Math.max(1, p)),
    pagination: (total: number): TablePaginationConfig => ({
      current: page,
      pageSize,
      total,
      showSizeChanger: true,
      pageSizeOptions: [10, 20, 50, 100],
      showTotal: (n) => t('table.total', { total: n }),
      onChange: (p, s) => {
        setPage(s !== pageSize ? 1 : p);
        setPageSize(s);
      },
    }),
  };
}
