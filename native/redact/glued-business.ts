// `남중약국에서`, `명지병원에 이송`, `광주BYC빌딩에 있는`: a word no dictionary knows glued to the kind of a business
// or building names that business, whatever it looks like. In the marked release every such word before these kinds
// is a marked name (병원 117 of 117, 모텔 29/29, 빌딩 85/87, 노래연습장 11/11, 공인중개사 23/23, 편의점 63/63, 주점
// 48/48, 사우나 20/20, PC방 11/11, 펜션 11/11, 주유소 10/10, 카페 9/9, 오피스텔 8/8 …); the kinds where
// plain words stand too (`함바식당`, `단란주점`, `기숙학원`, `코인노래방`, `식자재마트`) are left out, and so are
// 시장 (`부산시장` is a mayor) and 부동산 / 상가 (`이사건부동산` in a judgment written without spaces); 의원 is read
// where no region stands before it (`국회의원` is a dictionary word). The name alone is redacted, the kind stays, as
// the release marks it and courts write it (`A약국`). It fills gaps only: where the model or a rule has a span on the
// word, theirs stands.
import { isNounOrCompound } from '../lexicon/common-compound';
import { CITIES, PROVINCES } from '../rules/address-words';
import { alternation } from '../rules/alternation';
import { MASK_CLASS } from '../rules/masks';
import { NOT_NAMES } from '../rules/role-context-words';
import { ruleSpan } from '../rules/span';
import { resolveLabel } from '../taxonomy';
import type { Span } from '../types';
import { touches, withSpans } from './span-list';

const KINDS = [
  '병원', '한의원', '치과', '치과의원', '약국', '농장', '모텔', '호텔', '여관', '노래연습장', '노래주점', '찜질방', '미용실',
  '카센터', '공인중개사', '공인중개사사무소', '교회', '정육점', '슈퍼', '커피숍', '횟집', '어린이집', '유치원', '빌딩',
  '편의점', '주점', '사우나', 'PC방', '펜션', '주유소', '카페', '오피스텔', '클럽', '사무실', '당구장', '다방', '고시원', '목욕탕', '세탁소',
  // Mined again over the release (a word no dictionary knows glued before the kind, marked / left): 공원 26 / 0, 터미널
  // 6 / 0, 장례식장 2 / 0, 의원 7 / 1 (`고성군의원`, a county's councillor: a region before 의원 is left, below).
  '공원', '터미널', '장례식장', '의원',
];
// `고성군의원`, `서울시의원`, `도의원`: a council's member, not a clinic.
const COUNCIL = /(?:시|군|구|도|의회)$/u;
// `사당4동구터미널로 173`, `공원로12번길`: a road the kind names, its number after, not a particle.
const ROAD = /^로 ?\d/u;
// What may follow the kind in the same word: a particle, or a place word a judgment glues on (`약국앞에서`).
const AFTER = '(?:에서|에게|에|의|을|를|이|가|은|는|으로|로|과|와|도|만|까지|부터|앞|안|내|측)?(?![가-힣A-Za-z0-9])';
const GLUED = new RegExp(
  `(?<![가-힣A-Za-z0-9${MASK_CLASS}])([가-힣A-Za-z0-9&]{2,12}?)(${alternation(KINDS)})(?=${AFTER})`,
  'gu',
);
// A bank's branch (`신협 허혔뜩지점에서`, `농협 일곡동점`): the release marks 37 of the 43 branch names written after a bank.
// A branch office too (`농협 율촌출장소에서`), which the release never writes and law.go.kr masks (`농협 ◁◁출장소`).
const BRANCH = new RegExp(`(?<=(?:은행|농협|수협|신협|금고|뱅크) )([가-힣A-Za-z0-9]{2,12}?)(지점|출장소|점)(?=${AFTER})`, 'gu');
// Words that open a noun phrase without naming anything (`이사건병원`, `위모텔`, `당해교회`) in unspaced text.
const DEMONSTRATIVE = /^(?:이사건|이 사건|본건|당해|해당|위|이|그|본|각|동|같은)/u;

function everyday(word: string): boolean {
  if (!/[가-힣A-Za-z]/u.test(word) || NOT_NAMES.has(word) || isNounOrCompound(word)) return true;
  const rest = word.replace(DEMONSTRATIVE, '');
  return rest !== word && (rest.length < 2 || isNounOrCompound(rest));
}

// A branch named for its city (`농협 광주점`, `신협 천안서북점`): the dictionary knows the city, the branch is a name all
// the same (the release marks 신복, 다대, 창동역, 노은, 도마동, 삼양동 there).
const CITY_WORDS: readonly string[] = [...CITIES, ...PROVINCES];
function namedForACity(name: string): boolean {
  return CITY_WORDS.some((c) => name.startsWith(c));
}

const SCORE = 0.8;

/** `spans` plus the names glued to a kind of business that no span touches. */
export function addGluedBusinessNames(text: string, spans: readonly Span[]): Span[] {
  const added: Span[] = [];
  const branches = new Set(text.matchAll(BRANCH));
  // A name read whole elsewhere (`한얼공원`) is found again whole by propagation, kind and all.
  const readWhole = new Set(spans.map((s) => s.text));
  for (const m of [...text.matchAll(GLUED), ...branches]) {
    const [, name, kind] = m;
    const start = m.index;
    const end = start + name.length;
    const place = branches.has(m) && namedForACity(name);
    if ((everyday(name) && !place) || everyday(name + kind) || touches(spans, start, end + kind.length)) continue;
    if (readWhole.has(name + kind) || ROAD.test(text.slice(end + kind.length, end + kind.length + 4))) continue;
    if (kind === '의원' && (COUNCIL.test(name) || namedForACity(name))) continue;
    const label = resolveLabel(branches.has(m) ? '지점' : kind)?.id ?? '기업명';
    added.push(ruleSpan(text, start, end, label, SCORE, `organisation: a name glued to ${kind}`));
  }
  return withSpans(spans, added);
}
