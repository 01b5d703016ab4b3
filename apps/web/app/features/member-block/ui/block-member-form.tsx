import { Form } from '@remix-run/react';
import { Button } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import * as controls from '~/shared/ui/controls.css.ts';
import * as styles from './block-member-form.css.ts';

/**
 * Block or unblock a member (issue 16): a plain form to `/me/settings`, which answers with a
 * redirect back to `back` and a toast. Blocking asks first inside a `<details>` (no script).
 */
export function BlockMemberForm(props: {
  member: { id: string; name: string };
  blocked: boolean;
  /** Where the answer goes back to (unprefixed). */
  back: string;
}) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const fields = (
    <>
      <input type="hidden" name="intent" value={props.blocked ? 'unblock' : 'block'} />
      <input type="hidden" name="member" value={props.member.id} />
      <input type="hidden" name="back" value={props.back} />
    </>
  );
  if (props.blocked)
    return (
      <Form method="post" action={to('/me/settings')}>
        {fields}
        <Button type="submit" variant="secondary" size="sm">
          {t('chat.unblock', { name: props.member.name })}
        </Button>
      </Form>
    );
  return (
    <details>
      <summary className={controls.menuSummary}>
        {t('chat.block', { name: props.member.name })}
      </summary>
      <Form method="post" action={to('/me/settings')} className={styles.form}>
        {fields}
        <p>{t('chat.blockConfirm', { name: props.member.name })}</p>
        <Button type="submit" size="sm">
          {t('chat.blockYes')}
        </Button>
      </Form>
    </details>
  );
}
