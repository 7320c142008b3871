import type { FastifyInstance } from 'fastify';
import { announcementOperatorRoutes } from './routes/operator/announcement';
import { bannerOperatorRoutes } from './routes/operator/banners';
import { contactLineOperatorRoutes } from './routes/operator/contact-lines';
import { feedOperatorRoutes } from './routes/operator/feed';
import { howtoOperatorRoutes } from './routes/operator/howto';
import { settingImageOperatorRoutes } from './routes/operator/setting-images';

/**
 * The operator's management of site content (docs/api-content.md): one plugin per resource in
 * `routes/operator/` (setting images, banners, announcement, feed, contact lines and how-to). Every
 * call needs `content.edit`; every change is audited with the row before and after.
 */
export async function operatorContentRoutes(app: FastifyInstance, options: { changed: () => void }) {
  // A write answered without an error has committed: the public reads must be read again.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) options.changed();
  });
  await app.register(settingImageOperatorRoutes);
  await app.register(bannerOperatorRoutes);
  await app.register(announcementOperatorRoutes);
  await app.register(feedOperatorRoutes);
  await app.register(contactLineOperatorRoutes);
  await app.register(howtoOperatorRoutes);
}
