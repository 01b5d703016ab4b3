import { useFetcher, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { COLOR_MODES, colorModeClass, type ColorMode } from '../model/color-mode.ts';
import * as styles from './color-mode-switch.css.ts';

/**
 * Three buttons (system, light, dark) in a form posting to /color-mode. Without
 * JavaScript the post reloads the page; with it the class on <html> changes at once.
 */
export function ColorModeSwitch({ mode }: { mode: ColorMode }) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const location = useLocation();
  const pending = fetcher.formData?.get('mode');
  const current = typeof pending === 'string' ? (pending as ColorMode) : mode;

  return (
    <fetcher.Form
      method="post"
      action="/color-mode"
      className={styles.group}
      aria-label={t('header.colorMode')}
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        const next = submitter?.value as ColorMode | undefined;
        if (!next) return;
        const root = document.documentElement;
        root.classList.remove('light', 'dark');
        const cls = colorModeClass(next);
        if (cls) root.classList.add(cls);
      }}
    >
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {COLOR_MODES.map((option) => (
        <button
          key={option}
          type="submit"
          name="mode"
          value={option}
          aria-pressed={current === option}
          className={styles.option}
        >
          {t(`header.colorModes.${option}`)}
        </button>
      ))}
    </fetcher.Form>
  );
}
