import type { FastifyInstance } from 'fastify';

/** Logs a staff user in through the API and answers the Cookie header that carries the session. */
export async function staffCookie(app: FastifyInstance, username: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/kupa-live/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login of ${username} answered ${res.statusCode}: ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'kupa_staff');
  if (!cookie) throw new Error('login set no kupa_staff cookie');
  return `kupa_staff=${cookie.value}`;
}
