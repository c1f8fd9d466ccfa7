import { CssBaseline } from '@mui/material';
import { useEffect } from 'react';
import type { I18nProvider } from 'react-admin';
import { AdminContext, CoreAdminUI, CustomRoutes, localStorageStore, Notification, Resource, useTranslate } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { AccessDeniedPage } from './layout/pages/AccessDeniedPage';
import { LogoutPage } from './custom/account/LogoutPage';
import { ServerErrorPage } from './layout/pages/ServerErrorPage';
import { dataProvider } from './dataProvider';
import { createQueryClient } from './dataProvider/queryClient';
import { DelayedLoader } from './layout/DelayedLoader';
import { Layout } from './layout/Layout';
import { lazyScreen } from './layout/lazyScreen';
import { buildMenu, menuPaths } from './layout/menuTree';
import { navTree } from './layout/navTree';
import { AddressAlias, SectionRoot } from './layout/SectionRoot';
import { menuSections, sectionAliases } from './layout/sections';
import { ErrorScreen } from './layout/public/ErrorScreen';
import { PublicOnly } from './layout/public/PublicOnly';
import { darkTheme, theme } from './layout/theme';
import { resourceProps } from './resources';
import { entityViews, fieldFormats } from './custom/views';
import { DetailAlias } from './resources/DetailAlias';
import { registerFieldFormats } from './resources/fieldFormats';
import { ANALYSES } from './schemas/analytics';
import { registry } from './schemas/registry';

// The modules' own field formats are drawn by the generic views as those modules say.
registerFieldFormats(fieldFormats);

const LoginPage = lazyScreen(() => import('./custom/account/LoginPage').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazyScreen(() => import('./custom/account/RegisterPage').then((m) => ({ default: m.RegisterPage })));
const ConfirmAccountPage = lazyScreen(() => import('./custom/account/ConfirmAccountPage').then((m) => ({ default: m.ConfirmAccountPage })));
const ForgetPasswordPage = lazyScreen(() => import('./custom/account/ForgetPasswordPage').then((m) => ({ default: m.ForgetPasswordPage })));
const NotFoundPage = lazyScreen(() => import('./layout/pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
const ReportCommonPage = lazyScreen(() => import('./custom/reports/ReportCommonPage').then((m) => ({ default: m.ReportCommonPage })));
const ProtocolPage = lazyScreen(() => import('./custom/reclamations/protocols/ProtocolPage').then((m) => ({ default: m.ProtocolPage })));
const DashboardScreen = lazyScreen(() => import('./custom/dashboards/DashboardScreen').then((m) => ({ default: m.DashboardScreen })));
const MailboxPage = lazyScreen(() => import('./custom/mailbox/MailboxPage').then((m) => ({ default: m.MailboxPage })));
const EmailDetailsPage = lazyScreen(() => import('./custom/mailbox/EmailDetailsPage').then((m) => ({ default: m.EmailDetailsPage })));
const NewEmailPage = lazyScreen(() => import('./custom/mailbox/NewEmailPage').then((m) => ({ default: m.NewEmailPage })));
const ReclamationStatistics = lazyScreen(() => import('./custom/reclamations/statistics/ReclamationStatistics').then((m) => ({ default: m.ReclamationStatistics })));

/**
 * Start page: `/reclamations` (the spec's default) for whoever may open it, else the first menu
 * entry the user may open. `/` (no dashboard) sends a signed-in user to react-admin's
 * first resource with list access; the resources are registered in menu order, so that is exactly
 * the menu's first allowed entry (startPath / useStartPage compute the same for the affix tab).
 * Signed out, `/` and every guarded path go to /login (requireAuth).
 */
const MENU_ORDER = menuPaths(buildMenu(registry));
// Entities without a menu entry (shown inside another screen) come last.
const menuRank = (menu: string) => (MENU_ORDER.includes(menu) ? MENU_ORDER.indexOf(menu) : MENU_ORDER.length);
const RESOURCES_IN_MENU_ORDER = [...registry].sort((a, b) => menuRank(a.menu) - menuRank(b.menu));

/** The whole menu: its sections' addresses open their first screen the user may see (sections.ts). */
const WHOLE_MENU = navTree(registry);

/** A crash of the application itself: the 500 page (loaded eagerly, it must not need the network). */
const AppError = ({ error }: { error: Error }) => {
  useEffect(() => console.error(error), [error]);
  return <ServerErrorPage />;
};

/** Unknown paths of a signed-in user go to the 404 page. */
const CatchAll = () => <Navigate to="/404" replace />;

/** The session could not be checked (the server answered neither yes nor no): the 500 screen's form. */
const AuthenticationError = () => {
  const translate = useTranslate();
  return <ErrorScreen code="500" title={translate('app.errors.server.title')} text={translate('ra.page.authentication_error')} />;
};

/** Preferences react-admin keeps (list columns, sort, sidebar), in the browser's local storage. */
const store = localStorageStore();
const queryClient = createQueryClient();

/**
 * The portal; `i18nProvider` holds the current language's texts already (see i18n/provider).
 * react-admin's `<Admin>` put together from its parts (context, routes, notifications), every
 * page given: `<Admin>` would bring react-admin's own sign-in form, layout and error pages into
 * the initial JavaScript only to have them replaced. The sign-in page loads on first use.
 */
export const App = ({ i18nProvider }: { i18nProvider: I18nProvider }) => (
  <AdminContext dataProvider={dataProvider} authProvider={authProvider} queryClient={queryClient} i18nProvider={i18nProvider} store={store} theme={theme} darkTheme={darkTheme} defaultTheme="light">
    <CssBaseline enableColorScheme>
      <CoreAdminUI
        disableTelemetry
        title="Zaplecze"
        layout={Layout}
        loginPage={LoginPage}
        loading={DelayedLoader}
        catchAll={CatchAll}
        accessDenied={AccessDeniedPage}
        authenticationError={AuthenticationError}
        error={AppError}
        requireAuth
      >
        <CustomRoutes noLayout>
          {/* Signed in, these go to the start page (see PublicOnly). */}
          <Route path="/register" element={<PublicOnly><RegisterPage /></PublicOnly>} />
          <Route path="/confirm-account" element={<PublicOnly><ConfirmAccountPage /></PublicOnly>} />
          <Route path="/forget-password" element={<PublicOnly><ForgetPasswordPage /></PublicOnly>} />
          <Route path="/logout" element={<LogoutPage />} />
          <Route path="/404" element={<NotFoundPage />} />
          <Route path="/500" element={<ServerErrorPage />} />
          {/* Printable protocols of a reclamation (spec §2), `?id=<reclamation id>`. */}
          {['reclamation', 'registrationprotocol', 'decisionprotocol', 'mileageprotocol', 'removalprotocol', 'serviceprotocol'].map((kind) => (
            <Route key={kind} path={`/${kind}`} element={<ProtocolPage />} />
          ))}
        </CustomRoutes>
        <CustomRoutes>
          <Route path="/reports/reportCommon/:reportModule" element={<ReportCommonPage />} />
          <Route path="/reclamations-statistics" element={<ReclamationStatistics />} />
          {/* The Dashboards section (spec §2): the default dashboard and the six analyses. */}
          <Route path="/dashboard-accounting" element={<DashboardScreen />} />
          {ANALYSES.map((analysis) => (
            <Route key={analysis.screen} path={`/${analysis.screen}`} element={<DashboardScreen />} />
          ))}
          {/* The mailbox (spec §2); a sent message is the outgoing e-mail entity's detail. */}
          <Route path="/mailbox" element={<MailboxPage />} />
          <Route path="/email-details" element={<EmailDetailsPage />} />
          <Route path="/new-email" element={<NewEmailPage />} />
          {registry
            .filter((entity) => entity.detail)
            .flatMap((entity) => [
              <Route key={entity.name} path={`/${entity.detail}`} element={<DetailAlias entity={entity} />} />,
              <Route key={`${entity.name}-id`} path={`/${entity.detail}/:id`} element={<DetailAlias entity={entity} />} />,
            ])}
          {/* The menu's sections (`/sales`, `/dashboards`…) and their children's other addresses (`/dashboards/costdistribution`). */}
          {menuSections(WHOLE_MENU).map((section) => (
            <Route key={section} path={`/${section}`} element={<SectionRoot section={section} />} />
          ))}
          {sectionAliases(WHOLE_MENU).map(({ from, to }) => (
            <Route key={from} path={`/${from}`} element={<AddressAlias to={`/${to}`} />} />
          ))}
        </CustomRoutes>
        {RESOURCES_IN_MENU_ORDER.map((entity) => (
          <Resource key={entity.name} {...resourceProps(entity, entityViews[entity.name])} />
        ))}
      </CoreAdminUI>
      <Notification />
    </CssBaseline>
  </AdminContext>
);
