import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import type { RequireUser } from '../../plugins/access-token.ts';
import { adsRoutes } from './ads.routes.ts';
import type { AdService } from './ads.service.ts';

/** The ads routes declare what they need from the engagement module, not a comment in app.ts. */
describe('the ads routes', () => {
  const app = () => {
    const instance = Fastify();
    instance.setValidatorCompiler(validatorCompiler);
    instance.setSerializerCompiler(serializerCompiler);
    return instance;
  };
  const options = { ads: {} as AdService, requireUser: (async () => {}) as RequireUser };

  it('refuse to start before the engagement module, naming what is missing', async () => {
    const instance = app();
    void instance.register(adsRoutes, options);
    await expect(instance.ready()).rejects.toThrow(/adViewerState/);
  });

  it('start once `adViewerState` exists', async () => {
    const instance = app();
    instance.decorate('adViewerState', async () => ({ liked: false, saved: false }));
    void instance.register(adsRoutes, options);
    await expect(instance.ready()).resolves.toBeDefined();
    await instance.close();
  });
});
