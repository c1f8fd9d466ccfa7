import { useTranslate } from 'react-admin';
import { ErrorScreen } from '../public/ErrorScreen';

/** `/500`, also shown when the application itself fails. */
export const ServerErrorPage = () => {
  const translate = useTranslate();
  return <ErrorScreen code="500" title={translate('app.errors.server.title')} text={translate('app.errors.server.text')} />;
};
