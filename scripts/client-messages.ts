// `npm run messages:client`: writes src/i18n/client-message-ids.json, the message ids the browser
// needs on the shop's pages and on the admin's (scripts/messages/client-ids.ts says how they are
// found). A unit test fails while the committed list is not what this would write.
import { writeFileSync } from 'node:fs';
import { CLIENT_MESSAGE_IDS_FILE, currentClientMessageIds, formatClientMessageIds } from './messages/source';

const ids = currentClientMessageIds();
writeFileSync(CLIENT_MESSAGE_IDS_FILE, formatClientMessageIds(ids));
const sections = Object.entries(ids.sections).map(([section, list]) => `${section} +${list.length}`);
console.log(
  `${CLIENT_MESSAGE_IDS_FILE}: ${ids.shop.length} ids for every shop page (sections: ${sections.join(', ')}), ${ids.admin.length} for the admin's`,
);
