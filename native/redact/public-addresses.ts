// `… 학익소로 30에 있는 인천구치소`, `… 서초중앙로 157, 서울중앙지방법원`: the address of a prison, court, police
// station or town hall the sentence names right after it is that public body's, which courts publish as they publish
// the body's name (roles.ts keeps it). The marked release leaves 69 of the 76 addresses before such a body unmarked;
// the model and the address rule mark them as any address, which is a false span on every one.
import type { Span } from '../types';
import { JOINT_BEFORE_DONG, PUBLIC_BODY_ENDINGS } from './roles';

// The public bodies roles.ts knows by the end of their name, less the endings private names share (`한빛지원`,
// `건설공사`, `운영위원회`) and the cities themselves (an address is in a city, not the city's own).
const SHARED_ENDINGS = new Set(['지원', '위원회', '공사', '공단', '공단지사', '진흥원', '공기업', '특별시', '광역시', '특별자치시', '특별자치도']);
const BODY_ENDINGS = PUBLIC_BODY_ENDINGS.flatMap(([, endings]) => endings.filter((e) => !SHARED_ENDINGS.has(e)))
  .map((e) => (e === '동사무소' ? `(?<!${JOINT_BEFORE_DONG})${e}` : e))
  .join('|');
// What may follow the name in the same word: a particle or a part of the premises (`구치소에서`, `법원정문`), not
// more of a longer word (`시청각실`).
const GLUED_AFTER = '(?![가-힣])|에서|에|의|을|를|이|가|은|는|으로|로|내|안|앞|옆|정문|후문|입구|민원실|주차장|청사|본관|별관|수용|접견|면회';
// What joins the address to the body: `에 있는`, `에 위치한`, `소재`, or a comma; then the body's name, one word.
// Not land or a building the body owns or manages (`…에 있는 국방부 소유 임야`): that address is the property's.
const PROPERTY_AFTER = '(?! ?(?:소유|명의|관리|관할|소관|부지|토지|임야|건물|재산))';
const BODY_AFTER = new RegExp(`^(?:에 있는|에 위치한|에 소재한| 소재|,) ?[가-힣A-Za-z0-9]{0,16}(?:${BODY_ENDINGS})(?:${GLUED_AFTER})${PROPERTY_AFTER}`, 'u');

// Parts of one address the model read apart (`[소성면] [저동길 45]에 있는`): only spaces between them.
const SAME_ADDRESS_GAP = /^ *$/u;

/** `spans` (in reading order) less the addresses that belong to the public body named right after them. */
export function dropPublicAddresses(text: string, spans: readonly Span[]): Span[] {
  const dropped = new Set<Span>();
  let next: Span | undefined;
  for (let i = spans.length - 1; i >= 0; i--) {
    const s = spans[i];
    if (s.category !== 'ADDRESS' || s.source === 'user') continue;
    const beforeDropped = next !== undefined && dropped.has(next) && SAME_ADDRESS_GAP.test(text.slice(s.end, next.start));
    if (beforeDropped || BODY_AFTER.test(text.slice(s.end, s.end + 40))) dropped.add(s);
    next = s;
  }
  return spans.filter((s) => !dropped.has(s));
}
