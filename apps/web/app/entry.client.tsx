import { RemixBrowser } from '@remix-run/react';
import { DEFAULT_NAMESPACE, i18nConfig } from '@repo/i18n';
import i18next from 'i18next';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { loadCatalog } from '~/shared/i18n/catalog.ts';

async function hydrate() {
  // The page's catalog is a script of its own (cached by the browser, ADR 0020), loaded before
  // hydration so that the first render is translated as the server's was.
  const lng = document.documentElement.lang === 'km' ? 'km' : 'en';
  await i18next.use(initReactI18next).init({
    ...i18nConfig,
    lng,
    resources: { [lng]: { [DEFAULT_NAMESPACE]: await loadCatalog(lng) } },
  });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
