import { Form } from '@remix-run/react';
import { Button, VisuallyHidden } from '@repo/ui';
import * as styles from './albums.css.ts';

/**
 * Move up and down (`direction` up or down) as the submit buttons of one plain form: `fields`
 * say what moves (intent and id); a button at the end of the list is disabled.
 */
export function MoveButtons({
  fields,
  first,
  last,
  upLabel,
  downLabel,
}: {
  fields: Record<string, string>;
  first: boolean;
  last: boolean;
  upLabel: string;
  downLabel: string;
}) {
  return (
    <Form method="post" className={styles.buttons}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button
        type="submit"
        name="direction"
        value="up"
        variant="secondary"
        size="sm"
        disabled={first}
      >
        <span aria-hidden="true">↑</span>
        <VisuallyHidden>{upLabel}</VisuallyHidden>
      </Button>
      <Button
        type="submit"
        name="direction"
        value="down"
        variant="secondary"
        size="sm"
        disabled={last}
      >
        <span aria-hidden="true">↓</span>
        <VisuallyHidden>{downLabel}</VisuallyHidden>
      </Button>
    </Form>
  );
}
