/** The forms of `/notifications`: open one (its id and where it leads), or read them all. */
export type NotificationsForm =
  { intent: 'open'; id: string; href: string } | { intent: 'read-all' };

const ID = /^[1-9][0-9]{0,15}$/;
/** Where a line may lead: a path of this site (never another site: no `//`, no scheme). */
const HREF = /^\/(?![/\\])[A-Za-z0-9\-._~/?=&%]{0,300}$/;

export function readNotificationsForm(form: FormData): NotificationsForm | null {
  const intent = form.get('intent');
  if (intent === 'read-all') return { intent };
  const id = form.get('id');
  const href = form.get('href');
  if (
    intent === 'open' &&
    typeof id === 'string' &&
    ID.test(id) &&
    typeof href === 'string' &&
    HREF.test(href)
  )
    return { intent, id, href };
  return null;
}
