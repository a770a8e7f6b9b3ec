// npm run notices: writes build/THIRD_PARTY_NOTICES.md from the packed dependencies' metadata and licence files.
import { renameSync, writeFileSync } from 'node:fs';
import { NOTICES_FILE, noticesText } from './pack-check/notices-data';

const text = noticesText();
const tmp = `${NOTICES_FILE}.tmp`;
writeFileSync(tmp, text, 'utf8');
renameSync(tmp, NOTICES_FILE);
console.log(`wrote ${NOTICES_FILE} (${text.split('\n').filter((l) => l.startsWith('## ')).length} packages)`);
