import { useMemo, useState } from 'react';
import { Select, type SelectProps } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { findRoute, type RouteEntry } from '../../shared/session';
import { loadRecent, pushRecent, saveRecent } from './recentMenus';

interface Props {
  routes: RouteEntry[];
  /** Full width (the phone's search drawer) instead of the header's 200 px. */
  block?: boolean;
  autoFocus?: boolean;
  /** Called after an entry was picked. */
  onNavigate?: () => void;
}

/** Keyword filter over menu titles; with no keyword it offers the 5 most recently used entries. */
export function MenuSearch({ routes, block = false, autoFocus = false, onNavigate }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [recent, setRecent] = useState<string[]>(loadRecent);

  const options = useMemo((): NonNullable<SelectProps['options']> => {
    const toOption = (r: RouteEntry) => ({ value: r.path, label: r.trail.join(' / ') });
    const k = keyword.trim().toLowerCase();
    if (!k) {
      const entries = recent.map((p) => findRoute(routes, p)).filter((r): r is RouteEntry => !!r);
      return entries.length ? [{ label: t('nav.recent'), options: entries.map(toOption) }] : [];
    }
    return routes
      .filter((r) => r.trail.some((title) => title.toLowerCase().includes(k)) || r.path.toLowerCase().includes(k))
      .map(toOption);
  }, [keyword, recent, routes, t]);

  return (
    <Select
      data-testid="menu-search"
      value={null}
      placeholder={
        <span>
          <SearchOutlined /> {t('nav.searchPlaceholder')}
        </span>
      }
      style={{ width: block ? '100%' : 200 }}
      autoFocus={autoFocus}
      defaultOpen={autoFocus}
      showSearch={{ filterOption: false, onSearch: setKeyword, searchValue: keyword }}
      options={options}
      notFoundContent={keyword ? t('nav.noResults') : null}
      onSelect={(value: unknown) => {
        if (typeof value !== 'string') return;
        const path = value;
        const next = pushRecent(recent, path);
        setRecent(next);
        saveRecent(next);
        setKeyword('');
        if (/^https?:/i.test(path)) window.open(path, '_blank', 'noopener');
        else void navigate(path);
        onNavigate?.();
      }}
    />
  );
}
