import { ErrorBodySchema } from '@kupa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SandboxInboxService } from './sandbox-inbox.service';

const SandboxInboxQuerySchema = z.object({ recipient: z.string().trim().min(3).max(254), lang: z.string().optional() });
const SandboxInboxResponseSchema = z.object({
  messages: z.array(
    z.object({
      channel: z.enum(['sms', 'email']),
      template: z.string(),
      subject: z.string().nullable(),
      body: z.string(),
      status: z.string(),
      created_at: z.string(),
    }),
  ),
});

export interface SandboxInboxRoutesOptions {
  inbox: SandboxInboxService;
}

/** GET /api/sandbox/outbox: the sandbox message inbox, registered in demo mode only (KUPA_MODE=demo). */
export const sandboxInboxRoutes: FastifyPluginAsyncZod<SandboxInboxRoutesOptions> = async (app, { inbox }) => {
  app.get(
    '/api/sandbox/outbox',
    {
      schema: {
        summary: 'Sandbox message inbox',
        description:
          'The latest 20 SMS and e-mail messages written to a recipient (mobile number or e-mail address), newest first, so that a demo user or a test can read a login code without a real SMS gateway. Exists only in demo mode (KUPA_MODE=demo); otherwise 404 NOT_FOUND. Never where real customers log in.',
        tags: ['sandbox'],
        querystring: SandboxInboxQuerySchema,
        response: { 200: SandboxInboxResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => ({ messages: await inbox.messagesTo(request.query.recipient) }),
  );
};
