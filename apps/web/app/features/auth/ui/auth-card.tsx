import { Card, Heading } from '@repo/ui';
import type { ReactNode } from 'react';
import * as styles from './auth-card.css.ts';

/** The frame of every account page: a narrow card with the title, a line of help and the form. */
export function AuthCard(props: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <main className={styles.page}>
      <Card padding="lg" className={styles.card}>
        <Heading level={1}>{props.title}</Heading>
        {props.description ? <p className={styles.description}>{props.description}</p> : null}
        {props.children}
        {props.footer ? <div className={styles.footer}>{props.footer}</div> : null}
      </Card>
    </main>
  );
}
