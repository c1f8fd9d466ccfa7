import { useTranslate } from 'react-admin';
import { ErrorScreen } from '../public/ErrorScreen';

/** `/404`, where unknown paths end up. */
export const NotFoundPage = () => {
  const translate = useTranslate();
  return <ErrorScreen code="404" title={translate('app.errors.notFound.title')} text={translate('app.errors.notFound.text')} />;
};
