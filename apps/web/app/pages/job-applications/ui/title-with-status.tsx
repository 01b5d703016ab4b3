import type { ReactNode } from 'react';
import * as styles from './job-applications.css.ts';

/**
 * An application's (or a job's) title with where it stands on a pill beside it, wrapping
 * under it on a phone: the lists' items and the opened application.
 */
export function TitleWithStatus({
  title,
  status,
  label,
  testId,
}: {
  title: ReactNode;
  status: string;
  label: string;
  testId: string;
}) {
  return (
    <div className={styles.itemHead}>
      {title}
      <span className={styles.status} data-testid={testId} data-status={status}>
        {label}
      </span>
    </div>
  );
}
