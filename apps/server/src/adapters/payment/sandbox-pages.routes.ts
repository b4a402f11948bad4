import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { PaymentProvider } from './payment-provider';
import type { SandboxRefund } from './sandbox-payment-provider';

export interface SandboxPagesOptions {
  provider: PaymentProvider;
  /** The sandbox's refunds (its refunds page); absent for a provider that is not the sandbox. */
  refunds?: () => Promise<SandboxRefund[]>;
}

type Lang = 'he' | 'en';

const TEXT = {
  he: {
    verifyTitle: 'אימות נוסף לתשלום',
    verifyIntro: 'זהו עמוד האימות של ספק התשלומים לבדיקות. אשרו או דחו את התשלום.',
    bankTitle: 'אישור תשלום באפליקציית הבנק',
    bankIntro: 'זוהי אפליקציית הבנק לבדיקות. אשרו או דחו את התשלום.',
    amount: 'סכום',
    approve: 'אישור',
    fail: 'נכשל',
    decline: 'דחייה',
    done: 'התשלום טופל. אפשר לחזור לאתר.',
    notFound: 'התשלום לא נמצא או שפג תוקפו.',
    refundsTitle: 'החזרים שבוצעו',
    refundsIntro: 'אלה ההחזרים שספק התשלומים לבדיקות ביצע, מהחדש לישן.',
    noRefunds: 'עדיין לא בוצעו החזרים.',
    refundId: 'מספר החזר',
    card: 'כרטיס',
    when: 'מועד',
  },
  en: {
    verifyTitle: 'Extra payment verification',
    verifyIntro: "This is the test payment provider's verification page. Approve or fail the payment.",
    bankTitle: 'Approve the payment in your bank app',
    bankIntro: 'This is the test bank app. Approve or decline the payment.',
    amount: 'Amount',
    approve: 'Approve',
    fail: 'Fail',
    decline: 'Decline',
    done: 'The payment was handled. You can go back to the site.',
    notFound: 'The payment was not found or has expired.',
    refundsTitle: 'Refunds made',
    refundsIntro: "The test payment provider's refunds, newest first.",
    noRefunds: 'No refunds yet.',
    refundId: 'Refund',
    card: 'Card',
    when: 'When',
  },
} as const;

/**
 * The page's language: ?lang= when given, else the language of the shop page the buyer returns to (its ?lang=, set
 * from the language the buyer was paying in), else Hebrew.
 */
export function langOf(query: unknown, returnPath: string | null = null): Lang {
  const asked = (query as { lang?: unknown } | undefined)?.lang;
  if (asked === 'en' || asked === 'he') return asked;
  const back = returnPath ? new URLSearchParams(returnPath.split('?')[1] ?? '').get('lang') : null;
  return back === 'en' ? 'en' : 'he';
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Only a same-site path: starts with one '/', no scheme or host, no backslash tricks. */
export function isSameSitePath(path: string | null | undefined): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') && !/[\r\n]/.test(path);
}

function page(reply: FastifyReply, lang: Lang, status: number, title: string, body: string): FastifyReply {
  const dir = lang === 'he' ? 'rtl' : 'ltr';
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        // An icon of its own: without one the browser asks for /favicon.ico, which this site does not serve (a 404).
        `<title>${escapeHtml(title)}</title><link rel="icon" href="data:,"><style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5}table{border-collapse:collapse}td,th{padding:.3rem .6rem;border-bottom:1px solid #ccc;text-align:start}` +
        'form{display:inline}button{font-size:1rem;padding:.6rem 1.4rem;margin:.25rem;border-radius:.4rem;border:1px solid #333;cursor:pointer}' +
        'button:focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}.approve{background:#1c7c3c;color:#fff}</style></head>' +
        `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
    );
}

function buttons(action: string, lang: Lang, labels: Array<{ outcome: string; label: string; primary?: boolean }>): string {
  return labels
    .map(
      (b) =>
        `<form method="post" action="${escapeHtml(action)}?lang=${lang}"><input type="hidden" name="outcome" value="${escapeHtml(b.outcome)}">` +
        `<button type="submit"${b.primary ? ' class="approve"' : ''}>${escapeHtml(b.label)}</button></form>`,
    )
    .join(' ');
}

const amountText = (agorot: number, currency: string) => `${(agorot / 100).toFixed(2)} ${currency}`;

/**
 * The sandbox provider's own pages (ADR 0009): the extra-verification page and the "bank app", server-rendered,
 * in Hebrew or English (?lang=). Their buttons post back here. After the verification the buyer is sent to the return
 * path given when the payment started (the order page), only when it is a same-site path; the bank app, opened
 * beside the order page, only says the payment was handled (the order page polls for the outcome).
 */
export const sandboxPagesRoutes: FastifyPluginAsync<SandboxPagesOptions> = async (app, { provider, refunds }) => {
  // The buttons post ordinary HTML forms; parsed here only (encapsulated in this plugin).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
  });
  const outcomeOf = (body: unknown) => (body as { outcome?: unknown } | undefined)?.outcome;
  const hide = { schema: { hide: true } };

  app.get<{ Params: { id: string } }>('/sandbox/payments/verify/:id', hide, async (request, reply) => {
    const state = await provider.getVerification(request.params.id);
    const lang = langOf(request.query, state.status === 'requires_verification' ? state.returnPath : null);
    const t = TEXT[lang];
    if (state.status !== 'requires_verification') return page(reply, lang, 404, t.verifyTitle, `<p>${escapeHtml(t.notFound)}</p>`);
    const action = `/sandbox/payments/verify/${encodeURIComponent(request.params.id)}`;
    return page(
      reply,
      lang,
      200,
      t.verifyTitle,
      `<p>${escapeHtml(t.verifyIntro)}</p><p>${buttons(action, lang, [
        { outcome: 'approved', label: t.approve, primary: true },
        { outcome: 'failed', label: t.fail },
      ])}</p>`,
    );
  });

  app.post<{ Params: { id: string } }>('/sandbox/payments/verify/:id', hide, async (request, reply) => {
    const lang = langOf(request.query);
    const before = await provider.getVerification(request.params.id);
    const returnPath = before.status === 'requires_verification' ? before.returnPath : null;
    const result = await provider.verifyReturn(request.params.id, outcomeOf(request.body) === 'approved' ? 'approved' : 'failed');
    if (result.status === 'rejected' && result.reason === 'not_found')
      return page(reply, lang, 404, TEXT[lang].verifyTitle, `<p>${escapeHtml(TEXT[lang].notFound)}</p>`);
    if (isSameSitePath(returnPath)) return reply.redirect(returnPath, 303);
    return page(reply, lang, 200, TEXT[lang].verifyTitle, `<p>${escapeHtml(TEXT[lang].done)}</p>`);
  });

  app.get<{ Params: { id: string } }>('/sandbox/payments/bank/:id', hide, async (request, reply) => {
    const bank = await provider.getBankPayment(request.params.id);
    const lang = langOf(request.query, bank.status === 'rejected' ? null : bank.returnPath);
    const t = TEXT[lang];
    if (bank.status !== 'pending')
      return page(
        reply,
        lang,
        bank.status === 'rejected' ? 404 : 200,
        t.bankTitle,
        `<p>${escapeHtml(bank.status === 'rejected' ? t.notFound : t.done)}</p>`,
      );
    const action = `/sandbox/payments/bank/${encodeURIComponent(request.params.id)}`;
    return page(
      reply,
      lang,
      200,
      t.bankTitle,
      `<p>${escapeHtml(t.bankIntro)}</p><p>${escapeHtml(t.amount)}: <strong>${escapeHtml(amountText(bank.amountAgorot, bank.currency))}</strong></p>` +
        `<p>${buttons(action, lang, [
          { outcome: 'approved', label: t.approve, primary: true },
          { outcome: 'declined', label: t.decline },
        ])}</p>`,
    );
  });

  if (refunds) {
    app.get('/sandbox/payments/refunds', hide, async (request, reply) => {
      const lang = langOf(request.query);
      const t = TEXT[lang];
      const rows = await refunds();
      const table =
        rows.length === 0
          ? `<p>${escapeHtml(t.noRefunds)}</p>`
          : `<table><thead><tr><th scope="col">${escapeHtml(t.refundId)}</th><th scope="col">${escapeHtml(t.amount)}</th>` +
            `<th scope="col">${escapeHtml(t.card)}</th><th scope="col">${escapeHtml(t.when)}</th></tr></thead><tbody>` +
            rows
              .map(
                (r) =>
                  `<tr data-refund="${escapeHtml(r.refundId)}"><td>${escapeHtml(r.refundId)}</td><td>${escapeHtml(amountText(r.amountAgorot, r.currency))}</td>` +
                  `<td>${escapeHtml(r.cardLast4 ? `•••• ${r.cardLast4}` : '—')}</td><td>${escapeHtml(r.at)}</td></tr>`,
              )
              .join('') +
            '</tbody></table>';
      return page(reply, lang, 200, t.refundsTitle, `<p>${escapeHtml(t.refundsIntro)}</p>${table}`);
    });
  }

  app.post<{ Params: { id: string } }>('/sandbox/payments/bank/:id', hide, async (request, reply) => {
    const lang = langOf(request.query);
    const result =
      outcomeOf(request.body) === 'approved'
        ? await provider.approveBankPayment(request.params.id)
        : await provider.declineBankPayment(request.params.id);
    if (result.status === 'rejected') return page(reply, lang, 404, TEXT[lang].bankTitle, `<p>${escapeHtml(TEXT[lang].notFound)}</p>`);
    // The bank app is not the shop's window: the order page that started the payment waits for it and finishes by
    // itself. Sending this window to the order page too would open a second, fresh order (its own session) at the
    // seat map, so the bank app only says it is done.
    return page(reply, lang, 200, TEXT[lang].bankTitle, `<p>${escapeHtml(TEXT[lang].done)}</p>`);
  });
};
