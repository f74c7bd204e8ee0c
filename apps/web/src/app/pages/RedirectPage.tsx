import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageSpin } from '../../shared/components/PageSpin';

/** `/redirect/<path>` replaces itself with `/<path>`: how a tab is refreshed (its view was dropped from the cache). */
export function RedirectPage() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = location.pathname.replace(/^\/redirect/, '') || '/';
    void navigate(`${target}${location.search}${location.hash}`, { replace: true });
  }, [location, navigate]);
  return <PageSpin />;
}
