import { svenskTid } from '@fullmakt/shared/domain';
import { utvecklarPostTexter as text } from '@fullmakt/shared/texts';
import type { FastifyInstance } from 'fastify';
import { html, page } from '../pages/html';
import { latestNotices } from './outbox-store';

/** Where a person trying the service reads the notices it kept (never in production). */
export const devMailboxPath = '/utvecklare/epost';

/**
 * The developers' mailbox: the newest notices of the outbox as the recipient would read
 * them. Registered only outside production (settings.production).
 */
export async function devMailboxRoute(app: FastifyInstance): Promise<void> {
  app.get(
    devMailboxPath,
    { config: { access: 'public' }, schema: { hide: true } },
    async (_r, reply) => {
      const notices = await latestNotices(app.deps.db.kysely, 100);
      const body = html`<p>${text.ingress}</p>
        ${
          notices.length === 0
            ? html`<p>${text.tom}</p>`
            : notices.map(
                (n) =>
                  html`<article class="meddelande">
                    <h2>${n.amne}</h2>
                    <p>
                      ${text.till}: ${n.adress ?? text.saknarAdress} · ${text.status}: ${n.status} ·
                      ${text.skapad}: ${svenskTid(n.skapad_tidpunkt, 'tidpunkt')}
                    </p>
                    <p>${n.text}</p>
                    <p><a href="${n.lank}">${app.deps.settings.publicUrl}${n.lank}</a></p>
                  </article>`,
              )
        }`;
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page(text.rubrik, body));
    },
  );
}
