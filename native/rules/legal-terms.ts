// Words a judgment uses as legal terms or role designations, which a model can mistake for a name or a business
// (`참칭상속인` tagged BUSINESS) and propagation would then blank everywhere: never a span, never inside one.
import { PARTY_ROLE_WORDS } from '../redact/korean-names';

/** Procedural and substantive legal terms that read like names (and their common compounds). */
export const LEGAL_TERMS: readonly string[] = [
  '참칭상속인', '공동상속인', '상속인', '피상속인', '소송수계인', '수계인', '선정당사자', '선정자', '보조참가인', '독립당사자참가인',
  '승계참가인', '참가인', '피참가인', '파산관재인', '관리인', '회생채무자', '유언집행자', '상속재산관리인', '부재자재산관리인',
  '특별대리인', '법정대리인', '소송대리인', '임의대리인', '후견인', '성년후견인', '한정후견인', '피후견인', '친권자', '양육자',
  '사건본인', '청구인', '상대방', '신청인', '피신청인', '채권자', '채무자', '제3채무자', '연대보증인', '보증인', '수익자', '전득자',
  '수탁자', '위탁자', '임대인', '임차인', '전차인', '매도인', '매수인', '증여자', '수증자', '수유자', '유증자', '점유자', '소유자',
  '공유자', '근저당권자', '저당권자', '질권자', '가등기권자', '수분양자', '조합원', '소외인', '공소외인', '원심공동피고인',
  '피고인', '피해자', '고소인', '고발인', '참고인', '증인', '감정인', '원고', '피고', '항소인', '피항소인', '상고인', '피상고인',
  '재항고인', '항고인', '심판청구인', '피청구인', '출원인', '특허권자', '등록권리자', '실용신안권자', '상표권자', '심사관',
  // A counterclaim's and a retrial's parties (`피고(반소원고)`).
  '반소원고', '반소피고', '본소원고', '본소피고', '재심원고', '재심피고', '반소청구인', '반소피청구인',
  // Trademark and patent law (상표법, 특허법): what a mark is registered for and the marks and inventions compared.
  '지정서비스업', '지정상품', '서비스업류', '상품류', '서비스표', '출원서비스표', '등록서비스표', '인용서비스표', '선등록서비스표',
  '출원상표', '등록상표', '인용상표', '선등록상표', '선사용상표', '상표권', '전용사용권자', '통상사용권자', '특허청구범위',
  '청구항', '출원발명', '선행발명', '비교대상발명', '등록고안', '비교대상고안',
  // A defence against the suit itself, before the merits (`피고의 본안전 항변에 대한 판단`), read as a business.
  '본안전',
  // Standing to sue or be sued (`피고적격이 없어`, `원고 적격을 가지고`): a wrapped line that breaks after the role
  // (`피고⏎적격`) is read with a space there, and the model read the rest as the role's name.
  '당사자적격', '원고적격', '피고적격', '적격',
  // An evidence list's prior convictions (`1. 판시전과: 범죄경력조회`), which a model read as a name and 과.
  '판시전과',
  // The legal form of a company or foundation is no part of its name (`[유한]회사 청솔약초`, `‘[주식]회사 중고차피알'`).
  '주식회사', '유한회사', '합자회사', '합명회사', '유한책임회사', '사단법인', '재단법인', '학교법인', '의료법인', '사회복지법인',
  '농업회사법인', '영농조합법인',
];

/** Role words the court rule keeps visible (judges, prosecutors, attorneys) and the offices that speak in a judgment. */
export const KEPT_ROLE_WORDS: readonly string[] = [
  '판사', '부장판사', '재판장', '주심', '대법관', '검사', '변호사', '변호인', '국선변호인', '법무법인', '법원', '지방법원',
  '고등법원', '대법원', '가정법원', '행정법원', '특허법원', '특허심판원', '군사법원', '고등군사법원', '검찰청', '군검사',
  '군판사', '심판관', '관할관', '법무관',
];

/** Every word above, longest first (so `참칭상속인` is matched before `상속인`). */
export const PROTECTED_WORDS: readonly string[] = [...new Set([...LEGAL_TERMS, ...KEPT_ROLE_WORDS, ...PARTY_ROLE_WORDS])]
  .filter((w) => w.length >= 2)
  .sort((a, b) => b.length - a.length);
