import { httpClient } from './httpClient';
import { createLegacyDataProvider } from './legacyDialect';

export const dataProvider = createLegacyDataProvider(httpClient);
