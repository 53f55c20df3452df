import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useT } from '../../lib/i18n/index.ts';
import { usePageTitleKey } from '../../lib/routing/page-handle.ts';

/** Keeps the document title in step with the page. */
export function RootLayout() {
  const t = useT();
  const titleKey = usePageTitleKey();
  useEffect(() => {
    document.title = titleKey ? `${t(titleKey)} · ${t('app.name')}` : t('app.name');
  }, [titleKey, t]);
  return <Outlet />;
}
