import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { routeNotFound } from './errors.ts';

/** 127.0.0.0/8, ::1 and IPv4-mapped loopback. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.replace(/^::ffff:/i, '');
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1';
}

/**
 * The development routes answer only the machine they run on (ADR 0021): the connection and
 * the client it speaks for (a trusted proxy's X-Forwarded-For) must both be loopback. To
 * anyone else the route does not exist: the same 404 as an unknown route.
 */
export function loopbackOnly(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (isLoopback(request.socket.remoteAddress) && isLoopback(request.ip)) return;
    await reply.code(404).send(routeNotFound(request));
  });
}
