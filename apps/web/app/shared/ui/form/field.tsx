import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './field.css.ts';

/**
 * A labelled form control with its hint and translated errors. Errors are i18n keys
 * (from the shared zod schemas); the control gets aria-invalid and aria-describedby.
 */
export function Field(props: {
  id: string;
  label: string;
  hint?: string;
  errors?: string[];
  children: (aria: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
  }) => ReactNode;
}) {
  const { t } = useTranslation();
  const errorId = `${props.id}-error`;
  const hintId = `${props.id}-hint`;
  const describedBy = [props.hint ? hintId : '', props.errors?.length ? errorId : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={props.id} className={styles.label}>
        {props.label}
      </label>
      {props.children({
        id: props.id,
        'aria-invalid': Boolean(props.errors?.length),
        'aria-describedby': describedBy || undefined,
      })}
      {props.hint ? (
        <p id={hintId} className={styles.hint}>
          {props.hint}
        </p>
      ) : null}
      {props.errors?.length ? (
        <ul id={errorId} className={styles.errors}>
          {props.errors.map((error) => (
            <li key={error}>{t(error)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * Errors about the whole form (rate limit, service down, "Login failed!" and its reason),
 * announced to screen readers. `title` is a catalog key shown above the reasons.
 */
export function FormErrors({ errors, title }: { errors?: string[]; title?: string }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <div role="alert" className={styles.formErrors}>
      {title ? <p className={styles.formErrorsTitle}>{t(title)}</p> : null}
      {errors.map((error) => (
        <p key={error}>{t(error)}</p>
      ))}
    </div>
  );
}
