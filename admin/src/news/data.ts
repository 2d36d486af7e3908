// News as the back office reads and writes them: every item, archived ones too, newest first;
// read, posted and edited through the feed's own calls, then read back. News are archived (see
// ArchiveButton), never removed.
import { AdminService, NewsService, type AdminNewsBody } from '@mrok/sdk';
import { titleAndContent, type ResourceHandler } from '../providers/resource';

/** The feed's own words (spec 2 §2; the server says the same). */
export const NEWS_REQUIRED_MESSAGE = 'Tytuł i treść nie mogą być puste!';

/** A news item as the form holds it: a title and HTML content, both required. */
const newsForm = (data: unknown) => titleAndContent(data, NEWS_REQUIRED_MESSAGE);

export const news: ResourceHandler<AdminNewsBody> = {
  list: ({ start, end }) => AdminService.adminListNews({ start, end }),
  getOne: (id) => AdminService.adminGetNews({ id }),
  create: async (data) => {
    const posted = await NewsService.postNews({ requestBody: newsForm(data) });
    return AdminService.adminGetNews({ id: posted.id });
  },
  update: async (id, data) => {
    await NewsService.updateNews({ id, requestBody: newsForm(data) });
    return AdminService.adminGetNews({ id });
  },
};
