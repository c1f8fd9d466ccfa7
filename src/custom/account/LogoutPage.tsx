import { useEffect, useRef } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { DelayedLoader } from '../../layout/DelayedLoader';
import { clearStoredTabs } from '../../layout/TabsProvider';
import { useDocumentTitle } from '../../layout/useDocumentTitle';

/** `/logout`: ends the session, closes the tabs and goes to /login. */
export const LogoutPage = () => {
  const translate = useTranslate();
  const logout = useLogout();
  const started = useRef(false);
  useDocumentTitle(translate('app.auth.logout.pending'));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    clearStoredTabs();
    void logout({}, '/login', false);
  }, [logout]);
  return <DelayedLoader />;
};
