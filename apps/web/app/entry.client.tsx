import { RemixBrowser } from '@remix-run/react';
import { i18nConfig } from '@repo/i18n';
import i18next from 'i18next';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';

async function hydrate() {
  // Catalogs arrive with the root loader's data (only the page's locale); the root
  // component adds them before anything renders, so no extra request is needed.
  await i18next.use(initReactI18next).init({
    ...i18nConfig,
    lng: document.documentElement.lang || i18nConfig.fallbackLng,
    resources: {},
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
