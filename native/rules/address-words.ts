// Word lists for address recognition: what counts as a 시·군·구 (or higher) word, and the ordinary words that
// merely end in 로/길/동 ("도로", "바로", "활동").

export const PROVINCES = new Set([
  '서울', '부산', '대구', '인천', '광주', '대전', '울산', '세종', '경기', '강원', '충북', '충남', '전북', '전남', '경북', '경남', '제주',
]);

// A province's full name, whose 도 is no particle (`전라북도의`, `경기도에`, `강원특별자치도`).
const FULL_PROVINCE = /^(?:경기|강원|충청[남북]|전라[남북]|경상[남북]|제주|[가-힣]{2}특별자치)도$/u;

/** `경기도`, `전라북도`, `제주특별자치도`: a province written in full (its short form is in PROVINCES). */
export function isFullProvinceName(word: string): boolean {
  return FULL_PROVINCE.test(word);
}

const NOT_DISTRICTS = new Set([
  '친구', '연구', '요구', '도구', '입구', '출구', '가구', '기구', '창구', '항구', '용구', '추구', '강구', '청구', '탐구', '수구', '구구',
  '당시', '동시', '즉시', '항시', '역시', '혹시', '무시', '감시', '지시', '제시', '표시', '게시', '개시', '명시', '암시', '착시', '수시', '일시',
  '국군', '아군', '적군', '장군', '대군', '해군', '공군', '육군',
  '정도', '제도', '지도', '태도', '용도', '시도', '의도', '속도', '각도', '한도', '적도', '강도', '폭도', '보도', '인도', '전도', '경도',
]);

/** The cities (시) of Korea without their 시, old ones merged since included (`마산`, `진해`): a closed list. */
export const CITIES: ReadonlySet<string> = new Set([
  ...['서울', '부산', '대구', '인천', '광주', '대전', '울산', '세종'],
  ...['수원', '성남', '의정부', '안양', '부천', '광명', '평택', '동두천', '안산', '고양', '과천', '구리', '남양주', '오산', '시흥'],
  ...['군포', '의왕', '하남', '용인', '파주', '이천', '안성', '김포', '화성', '양주', '포천', '여주', '송탄', '평택', '미금'],
  ...['춘천', '원주', '강릉', '동해', '태백', '속초', '삼척', '청주', '충주', '제천', '천안', '공주', '보령', '아산', '서산'],
  ...['논산', '계룡', '당진', '전주', '군산', '익산', '정읍', '남원', '김제', '목포', '여수', '순천', '나주', '광양', '여천'],
  ...['포항', '경주', '김천', '안동', '구미', '영주', '영천', '상주', '문경', '경산', '창원', '마산', '진해', '진주', '통영'],
  ...['사천', '삼천포', '김해', '밀양', '거제', '양산', '제주', '서귀포', '청원'],
]);

/** A word naming 시·군·구 or a province/metropolitan city: the address span starts after the last of these. */
export function isDistrictWord(word: string): boolean {
  // `같은 구`, `위 시`: the district named earlier.
  if (PROVINCES.has(word) || word === '시' || word === '군' || word === '구') return true;
  if (NOT_DISTRICTS.has(word) || word.length < 2) return false;
  if (/^[가-힣]+(?:시|군|구)$/.test(word)) return true;
  return word.length >= 3 && /^[가-힣]+도$/.test(word);
}

/** 읍·면 words: below 시·군, so part of the replaced address. */
export function isTownshipWord(word: string): boolean {
  return word.length >= 2 && /^[가-힣]+(?:읍|면)$/.test(word);
}

export const NOT_ROADS = new Set([
  '도로', '경로', '진로', '통로', '항로', '선로', '철로', '수로', '활로', '차로', '대로', '바로', '따로', '새로', '서로', '주로', '별로',
  '실로', '홀로', '날로', '절로', '그로', '이로', '저로', '스스로', '함부로', '멋대로', '마음대로', '제멋대로', '그대로', '이대로', '법원로',
  '길', '산길', '골목길', '오솔길', '지름길', '귀갓길', '출근길', '퇴근길', '빗길', '눈길', '밤길', '뒷길', '외길', '갈림길', '비탈길', '찻길',
]);

export const NOT_DONGS = new Set([
  '행동', '활동', '운동', '공동', '이동', '충동', '노동', '자동', '감동', '변동', '작동', '출동', '소동', '폭동', '난동', '합동', '연동',
  '가동', '발동', '파동', '진동', '선동', '언동', '거동', '부동', '유동', '협동', '준동', '책동', '약동', '경동', '기동', '동동',
  '거리', '처리', '관리', '논리', '원리', '심리', '이리', '요리', '무리', '수리', '권리', '의리', '진리', '총리', '경리', '대리', '추리',
  '국가', '평가', '대가', '단가', '시가', '주가', '원가', '정가', '물가', '인가', '허가', '부가', '증가', '추가', '휴가', '전가',
]);

/** Counters and units that make "…로 3" prose ("앞으로 3년", "회사로 2회"), not an address. */
export const COUNTER_AFTER_NUMBER = /^ ?(?:회|명|개|번째|번|차례|원|년|월|일|시|분|초|세|살|건|대|장|권|배|마리|병|잔|곳|가지|주|개월|시간|미터|킬로|km|m\b|%|퍼센트|위|등|점|kg|g\b|그램|톤|리터|평|인|통|차|단계|학년|급|기|도\b)/;

export const ADDRESS_CONTEXT = /주소|주거|거주|소재|등록기준지|본적|위치한|사는|살고/;
