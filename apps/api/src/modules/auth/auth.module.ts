import type { FastifyInstance } from 'fastify';
import type { MemberMail, ModuleContext } from '../../lib/module-context.ts';
import { createPostgresRateLimiter } from '../../lib/rate-limiter.ts';
import { registerAccessToken, type RequireUser } from '../../plugins/access-token.ts';
import { devRoutes } from './dev.routes.ts';
import { memberMailRoutes } from './member-mail.routes.ts';
import { createMemberMailService } from './member-mail.service.ts';
import { usersRoutes } from './users.routes.ts';
import { createUserService } from './users.service.ts';
import { pruneAuthData } from './auth.housekeeping.ts';
import { createAuthLimits } from './auth.limits.ts';
import { authRoutes } from './auth.routes.ts';
import { createCodeSender, type ConsoleWrite } from './auth.sender.ts';
import { createAuthService } from './auth.service.ts';
import { createGoogleService } from './google.service.ts';
import { createSessionService } from './sessions.service.ts';
import { createVerificationService } from './verification.service.ts';

/**
 * Accounts and sessions: wires the services and mounts {auth} routes, the
 * signed-in {api} routes and, with DEV_ROUTES (loopback only), GET {api}/dev/outbox. Answers
 * the access-token check the other modules' routes use, and `mail`: who wants the
 * unread-message email and the email transport to send it with (ADR 0041).
 */
export async function registerAccounts(
  app: FastifyInstance,
  {
    config,
    database,
    now,
    jobs,
    consoleWrite,
  }: ModuleContext & {
    /** Where the `console` code transport prints (default: standard output); tests read it. */
    consoleWrite?: ConsoleWrite;
  },
): Promise<{ requireUser: RequireUser; mail: MemberMail }> {
  const { db } = database;
  const limiter = createPostgresRateLimiter(db, now);
  const limits = createAuthLimits(limiter, {
    loginPerIpPerMinute: config.LOGIN_LIMIT_PER_IP_PER_MINUTE,
    freeFailuresPerAddress: config.LOGIN_FREE_FAILURES_PER_ADDRESS,
    codeAfterAccountFailures: config.LOGIN_CODE_AFTER_FAILURES,
    resendIntervalMs: config.CODE_RESEND_INTERVAL_MS,
    sendsPerIpPerHour: config.CODE_SENDS_PER_IP_PER_HOUR,
  });
  const sender = createCodeSender(
    config,
    db,
    (error, message) =>
      app.log.warn({ err: error, channel: message.channel }, 'code message not sent'),
    consoleWrite,
  );
  const sessions = createSessionService({
    db,
    now,
    accessTtlS: config.ACCESS_TOKEN_TTL_S,
    refreshTtlS: config.REFRESH_TOKEN_TTL_S,
    reuseGraceS: config.REFRESH_REUSE_GRACE_S,
  });
  const codes = createVerificationService({ db, limits, sender, now });
  const google = createGoogleService({
    db,
    now,
    userinfoUrl: config.GOOGLE_USERINFO_URL,
    tokeninfoUrl: config.GOOGLE_TOKENINFO_URL,
    clientId: config.GOOGLE_CLIENT_ID,
    sessions,
    codes,
  });
  const users = createUserService({ db, sessions, codes, limits, now });
  const auth = createAuthService({ db, now, limits, codes, sessions, google, users });
  const requireUser = registerAccessToken(app, sessions.authenticate);
  const memberMail = createMemberMailService({
    db,
    sender,
    emailEnabled: config.EMAIL_TRANSPORT !== 'off',
  });

  await app.register(authRoutes, { prefix: config.AUTH_BASE_PATH, auth, google, sessions });
  await app.register(usersRoutes, { prefix: config.API_BASE_PATH, users, requireUser });
  await app.register(memberMailRoutes, { prefix: config.API_BASE_PATH, memberMail, requireUser });
  if (config.DEV_ROUTES) await app.register(devRoutes, { prefix: config.API_BASE_PATH, db });

  // Expired sessions, codes and limiter rows: every 15 minutes.
  jobs.define({
    name: 'accounts.prune',
    cron: '*/15 * * * *',
    handler: () => pruneAuthData({ db, limiter, now, refreshTtlS: config.REFRESH_TOKEN_TTL_S }),
  });
  app.addHook('onClose', () => sender.close());
  return { requireUser, mail: memberMail.mail };
}
