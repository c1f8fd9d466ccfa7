import { useEffect } from 'react';
import { useTranslate } from 'react-admin';

/** Sets the browser tab's title to "<screen title> · Zaplecze"; nothing while the title is unknown. */
export const useDocumentTitle = (title: string | undefined) => {
  const brand = useTranslate()('app.brand');
  useEffect(() => {
    if (title) document.title = `${title} · ${brand}`;
  }, [title, brand]);
};
