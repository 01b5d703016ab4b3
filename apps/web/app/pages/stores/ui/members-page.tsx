import { Form, useLoaderData } from '@remix-run/react';
import type { StoreMember, storeInviteInputSchema } from '@repo/domain';
import { Button, Heading } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import {
  controlClass,
  InputField,
  inputOf,
  SchemaForm,
  useRouteForm,
} from '~/shared/ui/form/index.ts';
import * as controls from '~/shared/ui/controls.css.ts';
import type { storeMembersLoader } from '../api/members.server.ts';
import { StoreNav } from '~/widgets/store-nav/index.ts';
import * as styles from './stores.css.ts';

type MembersData = Awaited<ReturnType<typeof storeMembersLoader>>;

/**
 * `/me/store-{id}/members` (ADR 0043): everyone in the store with role and status; the owner
 * and managers invite and remove (managers: staff only); a member leaves after the spec's
 * question. Plain forms, so it all works without JavaScript.
 */
export function StoreMembersPage() {
  const { t } = useTranslation();
  const { store, members, me } = useLoaderData<MembersData>();
  const { fields, frame } = useRouteForm<typeof storeInviteInputSchema>('invite-member');
  const manages = store.role === 'owner' || store.role === 'manager';
  const mayRemove = (member: StoreMember) =>
    member.role !== 'owner' &&
    member.user_id !== me &&
    (store.role === 'owner' || (store.role === 'manager' && member.role === 'staff'));
  return (
    <main className={styles.page}>
      <Heading level={1}>{t('store.members.title')}</Heading>
      <p className={styles.muted}>{store.name}</p>
      <StoreNav store={store} />
      <ul className={styles.members} data-testid="store-members">
        {members.map((member) => (
          <li key={member.user_id} className={styles.memberRow} data-testid="store-member">
            <span>
              <strong>{member.name}</strong>
              {member.username ? <span className={styles.muted}> @{member.username}</span> : null}
              <br />
              <span className={styles.muted}>
                {t(`store.role.${member.role}`)} · {t(`store.status.${member.status}`)}
              </span>
            </span>
            {mayRemove(member) ? (
              <Form method="post">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="user_id" value={member.user_id} />
                <Button type="submit" variant="secondary" size="sm">
                  {member.status === 'pending'
                    ? t('store.members.cancel')
                    : t('store.members.remove', { name: member.name })}
                </Button>
              </Form>
            ) : null}
          </li>
        ))}
      </ul>
      {manages ? (
        <section aria-labelledby="invite-heading" className={styles.form}>
          <Heading level={2} size={3} id="invite-heading">
            {t('store.members.inviteTitle')}
          </Heading>
          <SchemaForm
            {...frame}
            errorsTitle="store.members.inviteFailed"
            submitLabel={t('store.members.invite')}
            className={styles.form}
          >
            <input type="hidden" name="intent" value="invite" />
            <InputField
              input={inputOf(fields.login)}
              errors={fields.login.errors}
              label={t('store.members.login')}
              hint={t('store.members.loginHint')}
              autoCapitalize="none"
              spellCheck={false}
            />
            <label className={styles.select}>
              <span>{t('store.members.role')}</span>
              <select name={fields.role.name} defaultValue="staff" className={controlClass}>
                <option value="staff">{t('store.role.staff')}</option>
                {store.role === 'owner' ? (
                  <option value="manager">{t('store.role.manager')}</option>
                ) : null}
              </select>
            </label>
          </SchemaForm>
        </section>
      ) : null}
      {store.role !== 'owner' ? (
        <details className={styles.leave}>
          <summary className={controls.menuSummary}>{t('store.members.leave')}</summary>
          <Form method="post">
            <input type="hidden" name="intent" value="leave" />
            <p>{t('store.members.leaveConfirm')}</p>
            <Button type="submit" variant="secondary">
              {t('store.members.leaveYes')}
            </Button>
          </Form>
        </details>
      ) : null}
    </main>
  );
}
