import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { HEADER_HEIGHT } from './headerSize';

export function Logo({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: collapsed ? 'center' : 'flex-start',
        gap: 10,
        height: HEADER_HEIGHT,
        padding: collapsed ? 0 : '0 18px',
        color: '#fff',
        fontWeight: 600,
        fontSize: 17,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        flex: 'none',
      }}
    >
      <img src="/favicon.svg" alt="" width={28} height={28} />
      {collapsed ? null : <span>{t('app.name')}</span>}
    </Link>
  );
}
