import { layout, route, type RouteConfig, type RouteConfigEntry } from '@remix-run/route-config';

/**
 * Every page exists in three forms (spec §2): unprefixed, /en and /km. Route ids
 * follow the spec's names: name___en___default, name___en, name___km.
 */
function localized(name: string, path: string, file: string): RouteConfigEntry[] {
  const suffix = path ? `/${path}` : '';
  return [
    route(path || '/', file, { id: `${name}___en___default` }),
    route(`en${suffix}`, file, { id: `${name}___en` }),
    route(`km${suffix}`, file, { id: `${name}___km` }),
  ];
}

export default [
  // Actions without a page of their own.
  route('color-mode', 'routes/color-mode.tsx', { id: 'color-mode' }),
  // Spec §7: the page's session endpoint (GET loads, POST renews, DELETE logs out).
  route('api/_auth/session', 'routes/api-auth-session.tsx', { id: 'api-auth-session' }),
  // The post form's photo uploads (one file a request, for progress) and its place lists.
  route('api/_photos', 'routes/api-photos.tsx', { id: 'api-photos' }),
  route('api/_places', 'routes/api-places.tsx', { id: 'api-places' }),
  // Like and save from an ad card (a fetcher, or a plain form post answered with a redirect).
  route('api/_marks', 'routes/api-marks.tsx', { id: 'api-marks' }),
  // The ad page's view beacon: a 1×1 image, so only a browser showing the page counts a view.
  route('api/_views/:id', 'routes/api-views.tsx', { id: 'api-views' }),
  // A chat message's photo, for the conversation's two members only (ADR 0042).
  route('api/_chat-photos/:conversation/:message/:rendition', 'routes/api-chat-photos.tsx', {
    id: 'api-chat-photos',
  }),
  // The header's badges for the leader tab's poll (spec §4, §7; issue 16).
  route('api/_badges', 'routes/api-badges.tsx', { id: 'api-badges' }),
  // The web app manifest of each language (the app a phone adds to its home screen).
  route('en/manifest.webmanifest', 'routes/manifest.tsx', { id: 'manifest___en' }),
  route('km/manifest.webmanifest', 'routes/manifest.tsx', { id: 'manifest___km' }),
  // Every page sits under the route-rules layout: its loader applies redirect rules first.
  layout('routes/route-rules.tsx', { id: 'route-rules' }, [
    ...localized('index', '', 'routes/home.tsx'),
    ...localized('search', 'search', 'routes/search.tsx'),
    // Listings (ADR 0012): every ad, and the ads matching a search; the URL holds the filters.
    ...localized('all-ads', 'all-ads', 'routes/all-ads.tsx'),
    ...localized('search-result', 'search-result', 'routes/search-result.tsx'),
    // Member and company search (ADR 0013), with tabs between them and the ad search.
    ...localized('search-result-users', 'search-result/users', 'routes/search-result-users.tsx'),
    ...localized(
      'search-result-companies',
      'search-result/companies',
      'routes/search-result-companies.tsx',
    ),
    ...localized('safety-tips', 'safety-tips', 'routes/safety-tips.tsx'),
    ...localized('posting-rule', 'posting-rule', 'routes/posting-rule.tsx'),
    ...localized('privacy-policy', 'privacy-policy', 'routes/privacy-policy.tsx'),
    ...localized('feedback', 'feedback', 'routes/feedback.tsx'),
    ...localized('contact-us', 'contact-us', 'routes/contact-us.tsx'),
    ...localized('logout', 'logout', 'routes/logout.tsx'),
    // The unsubscribe link of an unread-message email (ADR 0041): no sign-in, a button posts.
    ...localized('unsubscribe', 'unsubscribe', 'routes/unsubscribe.tsx'),
    // Development only: 404 unless DEV_ROUTES is set here and on the API, for loopback visitors.
    ...localized('dev-outbox', 'dev/outbox', 'routes/dev-outbox.tsx'),
    layout('routes/guard-guest-only.tsx', { id: 'guard-guest-only' }, [
      ...localized('login', 'login', 'routes/login.tsx'),
      ...localized('register', 'register', 'routes/register.tsx'),
      ...localized('forgot-password', 'forgot-password', 'routes/forgot-password.tsx'),
      // Google sign-in: POST /auth/google leaves for Google, which sends the visitor back to /auth.
      ...localized('auth', 'auth', 'routes/auth-callback.tsx'),
      ...localized('auth-google', 'auth/google', 'routes/auth-google.tsx'),
      ...localized('auth-verify', 'auth/verify', 'routes/auth-verify.tsx'),
      ...localized('auth-set-phone', 'auth/set-phone', 'routes/set-phone.tsx'),
      ...localized('auth-set-new-password', 'auth/set-new-password', 'routes/set-new-password.tsx'),
      ...localized('auth-max-sent-code', 'auth/max-sent-code', 'routes/max-sent-code.tsx'),
    ]),
    layout('routes/guard-signed-in.tsx', { id: 'guard-signed-in' }, [
      // Ad create and edit (spec §2, layout none).
      ...localized('post', 'post', 'routes/post.tsx'),
      ...localized('post-id', 'post/:id', 'routes/post.tsx'),
      ...localized('me', 'me', 'routes/me.tsx'),
      // Chat between buyers and sellers (issue 16, ADR 0036; layout no-footer).
      ...localized('chats', 'chats', 'routes/chats.tsx'),
      // The notification centre (issue 16, ADR 0039).
      ...localized('notifications', 'notifications', 'routes/notifications.tsx'),
      // The resume builder, its printable view, its file and its PDF (issue 18, ADR 0050).
      ...localized('me-resume', 'me/resume', 'routes/me-resume.tsx'),
      ...localized('me-resume-view', 'me/resume/view', 'routes/me-resume-view.tsx'),
      ...localized(
        'me-resume-attachment',
        'me/resume/attachment',
        'routes/me-resume-attachment.tsx',
      ),
      ...localized('me-resume-pdf', 'me/resume/pdf', 'routes/me-resume-pdf.tsx'),
      // Job applications (issue 18, ADR 0050): the applicant's and the poster's.
      ...localized('me-applied-jobs', 'me/applied-jobs', 'routes/me-applied-jobs.tsx'),
      ...localized(
        'me-applied-job-attachment',
        'me/applied-jobs/:id/attachment',
        'routes/me-applied-job-attachment.tsx',
      ),
      ...localized('me-jobs', 'me/jobs', 'routes/me-jobs.tsx'),
      ...localized('me-job-applications', 'me/job-applications', 'routes/me-job-applications.tsx'),
      ...localized(
        'me-job-application',
        'me/job-applications/:id',
        'routes/me-job-application.tsx',
      ),
      ...localized(
        'me-job-application-attachment',
        'me/job-applications/:id/attachment',
        'routes/me-job-application-attachment.tsx',
      ),
      ...localized('me-likes', 'me/likes', 'routes/me-likes.tsx'),
      ...localized('me-saved', 'me/saved', 'routes/me-saved.tsx'),
      // An ad's insights: its owner only (the API's 404 for anyone else is the 404 page).
      ...localized('insights', 'insights/:id', 'routes/insights.tsx'),
      ...localized('me-settings', 'me/settings', 'routes/me-settings.tsx'),
      // A new store, owned by the member (issue 17, ADR 0043; the spec shows no route for it).
      ...localized('me-create-store', 'me/create-store', 'routes/me-create-store.tsx'),
      // The answer to an invitation to a store, from /me (the store area is not open yet).
      ...localized('me-store-invitation', 'me/store-invitation', 'routes/me-store-invitation.tsx'),
      ...localized(
        'me-settings-change-password',
        'me/settings/change-password',
        'routes/settings-change-password.tsx',
      ),
      ...localized(
        'me-settings-change-username',
        'me/settings/change-username',
        'routes/settings-change-username.tsx',
      ),
      ...localized(
        'me-settings-change-phone',
        'me/settings/change-phone',
        'routes/settings-change-phone.tsx',
      ),
      ...localized(
        'me-settings-change-phone-confirm-phone-code',
        'me/settings/change-phone/confirm-phone-code',
        'routes/settings-confirm-phone-code.tsx',
      ),
      // /me/store-{id}/...: members of that store only (visit-store guard); the store pages
      // come with stores, until then the guard's 404 (or the sign-in redirect) is the answer.
      layout('routes/guard-visit-store.tsx', { id: 'guard-visit-store' }, [
        ...localized('me-store', 'me/:store', 'routes/me-store.tsx'),
        ...localized('me-store-members', 'me/:store/members', 'routes/me-store-members.tsx'),
        ...localized(
          'me-store-business-hours',
          'me/:store/settings/business-hours',
          'routes/me-store-business-hours.tsx',
        ),
        ...localized('me-store-settings', 'me/:store/settings', 'routes/me-store-settings.tsx'),
        ...localized(
          'me-store-change-username',
          'me/:store/settings/change-store-username',
          'routes/me-store-change-username.tsx',
        ),
        ...localized(
          'me-store-edit-store',
          'me/:store/settings/edit-store',
          'routes/me-store-edit.tsx',
        ),
        // A store's branches (spec §2 "/branches with /add and /edit", ADR 0047).
        ...localized('me-store-branches', 'me/:store/branches', 'routes/me-store-branches.tsx'),
        ...localized(
          'me-store-branches-add',
          'me/:store/branches/add',
          'routes/me-store-branch-form.tsx',
        ),
        ...localized(
          'me-store-branches-edit',
          'me/:store/branches/:branch/edit',
          'routes/me-store-branch-form.tsx',
        ),
        // The company profile job seekers read (ADR 0051; the spec's `/resume`).
        ...localized('me-store-company', 'me/:store/resume', 'routes/me-store-company.tsx'),
        // The store's photo albums (ADR 0048): `/photos`, and `/photos-{albumid}` (a segment the
        // page parses: any other single segment is its 404).
        ...localized('me-store-photos', 'me/:store/photos', 'routes/me-store-photos.tsx'),
        ...localized('me-store-album', 'me/:store/:album', 'routes/me-store-album.tsx'),
        ...localized(
          'me-store-watermark',
          'me/:store/settings/watermark',
          'routes/me-store-watermark.tsx',
        ),
        // The store's job applications (issue 18, ADR 0050).
        ...localized(
          'me-store-job-applications',
          'me/:store/job-applications',
          'routes/me-job-applications.tsx',
        ),
        ...localized(
          'me-store-job-application',
          'me/:store/job-applications/:id',
          'routes/me-job-application.tsx',
        ),
        // The store area's other pages come with the rest of issue 17.
        ...localized('me-store-rest', 'me/:store/*', 'routes/not-found.tsx'),
      ]),
    ]),
    // The web server's refusals (a body too large, not a form): a translated error page.
    ...localized('request-error', '_request-error/:status', 'routes/request-error.tsx'),
    // /c-{category}, /all-ads-in-{location}, /{title}-adid-{id}, /{username}: one segment, parsed and validated.
    ...localized('segment', ':segment', 'routes/segment.tsx'),
    // Anything else is a 404 page in the visitor's language.
    ...localized('not-found', '*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
