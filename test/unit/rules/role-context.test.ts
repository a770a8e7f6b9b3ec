import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findHeaderParties } from '../../../native/rules/header';
import { findRoleContextNames, ROLE_SCORE } from '../../../native/rules/role-context';
import { COURT_ROLE_WORDS, NAME_ROLE_WORDS, NOT_NAMES } from '../../../native/rules/role-context-words';

const names = (text: string) => findRoleContextNames(text).map((s) => [s.text, s.label, s.reason]);

describe('role-context recognizer: a name after a role word', () => {
  it.each([
    ['소외 김영수는 피고인에게', '김영수', '내국인이름', 'role: 소외'],
    ['공소외 황보영철의 진술', '황보영철', '내국인이름', 'role: 공소외'],
    ['피고인 탁준에게 범행을', '탁준', '내국인이름', 'role: 피고인'],
    ['원고 남궁윤과 피고', '남궁윤', '내국인이름', 'role: 원고'],
    ['망 독고하늘별의 소송수계인', '독고하늘별', '내국인이름', 'role: 망'],
    ['증인 이아름솔은 법정에서', '이아름솔', '외국인이름', 'role: 증인'],
    ['피해자 응우옌 반 안(여, 30세)에게', '응우옌 반 안', '외국인이름', 'role: 피해자'],
    ['피해자 나탈리아 이바노바가 진술', '나탈리아 이바노바', '외국인이름', 'role: 피해자'],
    ['고소인 왕웨이는', '왕웨이', '내국인이름', 'role: 고소인'],
    ['참고인 퀩뛰에게 물었다', '퀩뛰', '외국인이름', 'role: 참고인'],
    ['대표이사 마이클에게', '마이클', '외국인이름', 'role: 대표이사'],
    ['운전자 최민서가 신호를', '최민서', '내국인이름', 'role: 운전자'],
    ['임차인 편지호에게 보증금을', '편지호', '내국인이름', 'role: 임차인'],
    ['피고인 1 홍길동은', '홍길동', '내국인이름', 'role: 피고인'],
    ['피고인의 아버지 크리샨은 출석하였다', '크리샨', '외국인이름', 'role: 아버지'],
    ['피해자의 아들 도 반 롱이 나오는 것을', '도 반 롱', '외국인이름', 'role: 아들'],
    // the employee a caller claims to be, and the copula in full after a vowel
    ['"신협 소속 대출담당 야등이다. 현재', '야등', '내국인이름', 'role: 대출담당'],
    // a dotted name's last 도 is the name's
    ['공소외 니말·페르난도 등과 합의하였다', '니말·페르난도', '외국인이름', 'role: 공소외'],
    ['"농협 소속 대출담당 김민수이다. 현재', '김민수', '내국인이름', 'role: 대출담당'],
    ['압구정지점 담당자 쿨벡으로부터', '쿨벡', '외국인이름', 'role: 담당자'],
  ])('%s → %s', (text, name, label, reason) => {
    expect(names(text)).toEqual([[name, label, reason]]);
    expect(findRoleContextNames(text)[0].score).toBe(ROLE_SCORE);
    expect(findRoleContextNames(text)[0].category).toBe('PERSON');
  });

  it('keeps a syllable that only looks like a particle when the name is seen elsewhere without it', () => {
    expect(names('증인 김준은 법정에서. 증인 김준이 말하였다.').map((n) => n[0])).toEqual(['김준', '김준']);
    // Alone, a three-syllable reading wins: over-redacting a particle leaks nothing.
    expect(names('증인 김준은 법정에서').map((n) => n[0])).toEqual(['김준은']);
    // Not a stem ending in a case particle, which the same particle elsewhere seems to confirm (`체첵으로` + 부터 beside
    // `체첵으로 바뀐`): both had taken 으로 in.
    expect(names('원고는 소외 투멘 체첵으로부터 돈을 빌렸고, 대주 명의만 소외 투멘 체첵으로 바뀐 것이다').map((n) => n[0])).toEqual(['투멘 체첵', '투멘 체첵']);
  });

  it('leaves a particle no name ends in (과, 와, 을, 를, 는, 의, 에) outside the name whatever its shape', () => {
    expect(names('피고인은 피해자 김준과 오래 전부터 알고').map((n) => n[0])).toEqual(['김준']);
    expect(names('같은 동네에 거주하는 피해자 간솔을 알게 되었다').map((n) => n[0])).toEqual(['간솔']);
    expect(names('피해자 권빈의 집에서').map((n) => n[0])).toEqual(['권빈']);
    expect(names('피해자 김하은이 말하였다').map((n) => n[0])).toEqual(['김하은']);
  });

  it('reads 으로 as the particle, and 라/나 as a name’s syllables, never as a particle written apart', () => {
    expect(names('직원 디팍 구룽으로 하여금').map((n) => n[0])).toEqual(['디팍 구룽']);
    expect(names('피고인의 채권자인 뇐퓰으에게').map((n) => n[0])).toEqual(['뇐퓰으']);
    expect(names('피해자 디팍 라이는 말했다').map((n) => n[0])).toEqual(['디팍 라이']);
  });

  it('reads a foreign name after someone’s relative, its first word a noun or a syllable, not nouns there', () => {
    expect(names('라. 원고의 어머니 수만 구룽은 피고와의 갈등으로').map((n) => n[0])).toEqual(['수만 구룽']);
    expect(names('나. 원고의 어머니 쪼 조는 피고와의 갈등으로').map((n) => n[0])).toEqual(['쪼 조']);
    // Without the possessive, a noun opens prose (`어머니 수만 원을`).
    expect(names('그 어머니 수만 구룽은')).toEqual([]);
    const prose = '피고인의 아버지 사후 재산을, 피해자의 남편 사망 후, 원고의 어머니 병환에, 피해자의 남편 명의로 된 통장, 원고의 아버지 소유 건물 등, 피고인의 아들 수 명이, 그의 어머니 몸 위로';
    expect(names(prose)).toEqual([]);
  });

  it('reads two one-syllable words after a party closed by a particle, not counts or adverbs', () => {
    expect(names('원고의 직원 툰 조는 경찰 조사에서').map((n) => n[0])).toEqual(['툰 조']);
    expect(names('피해자 툰 예는 공사현장에서').map((n) => n[0])).toEqual(['툰 예']);
    expect(names('피해자 수 명이 다쳤다. 피해자 몸 위로 올라가 피고인 또 술을 마시고')).toEqual([]);
    // After a family word the short phrase is not enough (`딸 둘 중`, `남편 첫 직장`), unless the relative is someone's.
    expect(names('그 남편 툰 조는')).toEqual([]);
    expect(names('피해자의 남편 툰 조는').map((n) => n[0])).toEqual(['툰 조']);
  });

  it('reads one syllable after a party before the age, and a family word’s unknown item before a comma', () => {
    expect(names('서구 신영동 674에 있는 피해자 초(58세)이 운영하는').map((n) => n[0])).toEqual(['초']);
    expect(names('피해자의 남편 소카, 보 꽝 호아 빈과 함께').map((n) => n[0])).toEqual(['소카']);
    expect(names('그의 아버지 말씀, 그리고 남편 몰래, 아들 셋,')).toEqual([]);
  });

  it('reads one syllable and its particles after a role as the syllable, not a noun there nor a frequent surname’s name', () => {
    // `원고 [초는]`, `피고 [툰에게]` had taken the particle: the export lost it and each mention got a letter of its own.
    expect(names('원고 초는 피고 툰에게 돈을 주었고, 소외 뗏은 증인이며, 원고 초에 대하여 본다').map((n) => n[0])).toEqual(['초', '툰', '뗏', '초']);
    // A noun of prose and its particle (`피고인 차를 타고`, `피해자 말을 듣고`) names no one.
    expect(names('피고인 차를 타고 와서 피해자 말을 듣고 돌아갔다').map((n) => n[0])).toEqual([]);
    // A surname and 은, 이, 가, 도 may be a name of two syllables (`김은`); 에 may end a name's word (`모에 윈`).
    expect(names('피고인 김은 2020. 1. 1. 출국하였다').map((n) => n[0])).toEqual(['김은']);
    expect(names('피고인 모에 윈이 돈을 주었다').map((n) => n[0])).not.toContain('모');
    // 과만 and 와만 close a name as 과는 and 와는 do.
    expect(names('원고의 처 소외 한준서와만 하고, 소외 김영철과만 거래하였다').map((n) => n[0])).toEqual(['한준서', '김영철']);
    // … and as the last of a list (`[툰에게]` had taken the particle too).
    expect(names('피해자 김민수, 툰에게 각 돈을 주었고, 피해자 김철수, 뗏은 진술하였다').map((n) => n[0])).toEqual(['김민수', '툰', '김철수', '뗏']);
  });

  it('reads the first party before 외 and a count whole (no particle stands there), one syllable too; not 외 itself or a count', () => {
    // law.go.kr's `피고 1 외 13인` refilled: 로 had been read as a particle (`박슬기`), and `초` not at all.
    expect(names('【피고, 항소인】 피고 박슬기로 외 13인 (소송대리인 변호사 고유미)').map((n) => n[0])).toEqual(['박슬기로']);
    expect(names('【피고, 항소인】 피고 초 외 13인 (소송대리인 변호사 고유미)').map((n) => n[0])).toEqual(['초']);
    expect(names('원고 툰 외 3인의 청구를 기각한다').map((n) => n[0])).toEqual(['툰']);
    // … or that closes a list's item: a comma, 등, 및 (no word of one syllable stands there in either corpus).
    expect(names('검찰 진술은 공소외 초, 피고인 흘라 뚜 등의 진술과 같다').map((n) => n[0])).toEqual(['초', '흘라 뚜']);
    expect(names('피고인 흘라 뚜와 공소외 윈 등이 부지 매입을').map((n) => n[0])).toEqual(['흘라 뚜', '윈']);
    expect(names('피해자 각, 피고인 측 등이').map((n) => n[0])).toEqual([]);
    expect(names('피고 외 2인은 원고 수 외 1인에게, 피고 1 외 2인은').map((n) => n[0])).toEqual([]);
  });

  it('reads a first word of one syllable and 에 with the word after it that closes as a name (Burmese 모에), not 에 of place', () => {
    expect(names('원고의 직원 모에 뚜는 진술하였고, 피고인 모에 윈이 때렸으며, 3. 피해자 모에 윈에 대한 범행, 피고인 모에 나잉 명의 계좌').map((n) => n[0])).toEqual(['모에 뚜', '모에 윈', '모에 윈', '모에 나잉']);
    // Before a verb or a dictionary noun the 에 is the particle of place; after a place noun the word is none.
    expect(names('피해자 옆에 누워 있었고 피고인 손에 깍지를 끼고 피해자 볼에 뽀뽀를 하였고 피고인 앞에 나와서').map((n) => n[0])).toEqual([]);
    // 에, 가 and the like open no particle there: the name goes on (`모에와`, `모에는`, `노가은(가명`).
    expect(names('보험계약자 모에와 매월, 피해자 노가은(가명, 여, 50세)가, 피고인 모에는 2020. 8. 4.').map((n) => n[0])).toEqual(['모에', '노가은', '모에']);
  });

  it('reads an unknown stem before its particle after a family word, where 은 could end a given name', () => {
    expect(names('라. 원고의 어머니 머뎅은 피고와의 갈등으로').map((n) => n[0])).toEqual(['머뎅']);
    // Not a verb's ㅆ, a dictionary word or a role (`애인 있어도`, `어머니 걱정은`).
    expect(names('애인 있어도 그만이다. 어머니 걱정은 없다. 남편 피해자는')).toEqual([]);
  });

  it('reads a wife named 부인 or 와이프 as after any family word, not the denial 부인 before prose', () => {
    expect(names('피고인의 집에서, 부인 듕퇴의 친구들을 불러 술을 마시고 와이프 김영희에게 말하였다').map((n) => n[0])).toEqual(['듕퇴', '김영희']);
    expect(names('피고인 측의 위 부인 주장은 받아들일 수 없고, 범행을 부인 하였으며 부인 취지로 진술하였다')).toEqual([]);
  });

  it('reads a name after a noun for a kind of person and the copula (종사자인, 경비원인), not a place, a cause or a noun', () => {
    expect(names('청소하고 있는 공공근로 종사자인 차나폰 웡사로 부터, 경비원인 김철수에게').map((n) => [n[0], n[2]])).toEqual([
      ['차나폰 웡사', 'role: 종사자인'],
      ['김철수', 'role: 경비원인'],
    ]);
    expect(names('청구취지 및 청구원인 변경신청서를, 신용불량자인 상태로, 요양병원인 뇌퇴에서, 100만원인 돈을')).toEqual([]);
  });

  it('reads a name after another word for a kind of person and the copula (마케터인, 친척인, 큰딸인), not after a company’s 사', () => {
    const first = (t: string) => names(t).map((n) => `${n[0]} (${n[2]})`);
    const text = '또 다른 마케터인 식천에게, 재일 교포인 퓰좆걔는, 피고인의 큰딸인 김지은과, 후임병인 윈긋을 때리고, 택시기사인 뇌쥠뛰에게';
    const kinds = ['식천 (role: 마케터인)', '퓰좆걔 (role: 교포인)', '김지은 (role: 큰딸인)', '윈긋 (role: 후임병인)', '뇌쥠뛰 (role: 택시기사인)'];
    expect(first(text)).toEqual(kinds);
    // Nor a pronoun before 가, after such a word or a family role (`외아들인 내가`, `아들인 내가`, `친척인 제가`).
    expect(first('외아들인 내가 그 재산을, 아들인 내가 물려받고, 친척인 제가 받았다')).toEqual([]);
    // Roles, nouns and 것처럼 after one; a company's 사 and a court's own are no kind of person here.
    expect(first('택시기사인 피해자를, 간호사인 것처럼, 동생인 사건 당일, 보험사인 뇌쥠뛰에게, 판사인 뇌쥠뛰가')).toEqual([]);
  });

  it('reads a name after who really runs a business (실운영자인), and no noun a copula role describes', () => {
    const first = (t: string) => names(t).map((n) => `${n[0]} (${n[2]})`);
    expect(first('엔엠텍코리아의 실운영자인 모에 윈에게 전화하여')).toEqual(['모에 윈 (role: 실운영자인)']);
    expect(first('피고인이 직원인 사실을 알고, 운영자인 경우에는, 대표인 점을 이용하여, 사장인 동시에')).toEqual([]);
  });

  it('reads a name after a trade’s 업자 and the copula, though no name ends in 업자', () => {
    const first = (t: string) => names(t).map((n) => [n[0], n[2]]);
    expect(first('사무실에서, 중간 사업자인 데위 위자야, 산다·조를 통하여')).toEqual([['데위 위자야', 'role: 사업자인']]);
    expect(first('커피숍에서 사채업자인 김철수를 만나')).toEqual([['김철수', 'role: 사채업자인']]);
    expect(first('이를 담보로 대부업자인 피해자를 기망하여')).toEqual([]);
    // A name of several words may hold a word the noun list has (메리, 마리아); a noun alone is no name.
    expect(first('불법 렌트카 사업자인 메리 그레이스 가르시아와 쑨 팅팅이')).toEqual([['메리 그레이스 가르시아', 'role: 사업자인']]);
    expect(first('신용불량자인 상태로, 수용자인 수용번호 1234를')).toEqual([]);
    // A case particle of two syllables or more after a later word of the name is the particle whole, alone or in a chain
    // (`빌라누에바로부터`, `파블로로부터`, `이바노바에게는`), never 부터 or 는 after a name that kept its first syllables.
    expect(first('공공근로 종사자인 메리 그레이스 빌라누에바로부터 "왜')).toEqual([['메리 그레이스 빌라누에바', 'role: 종사자인']]);
    expect(first('피해자 그레이스 파블로로부터 돈을')).toEqual([['그레이스 파블로', 'role: 피해자']]);
    for (const text of ['피해자 나탈리아 이바노바에게는 돈을', '피해자 나탈리아 이바노바에게만 돈을', '피해자 나탈리아 이바노바로부터는 돈을']) {
      expect(first(text)).toEqual([['나탈리아 이바노바', 'role: 피해자']]);
    }
    // … where the word with the chain would outgrow a name and be dropped (`그레이스` alone before).
    expect(first('피해자 그레이스 빌라누에바에게는 돈을')).toEqual([['그레이스 빌라누에바', 'role: 피해자']]);
  });

  it('reads a foreign name’s last word of one syllable before a particle only a person takes, its last 인 and 라', () => {
    const first = (t: string) => names(t).map((n) => n[0]);
    expect(first('사무실에서, 피해자 모에 윈에게 관광버스를, 피해자 모에 윈이 운영하는 식당에서')).toEqual(['모에 윈', '모에 윈']);
    // … or before the home or body of a person (`윈의 주거지에서`), where 모에 reads 모 + 에 elsewhere.
    expect(first('있는 피해자 흘라 모에 윈의 주거지에서, 피해자 흘라 모에 대하여')).toEqual(['흘라 모에 윈', '흘라 모']);
    // Not a particle a thing takes (`피해자 차에 불을`).
    expect(first('피해자 차에 불을 붙였다')).toEqual(['차에']);
    expect(first('택시승강장에서 피해자 샤히드 호세인 운전의 택시에 탑승한 후')).toEqual(['샤히드 호세인']);
    // The copula before what it describes stays outside.
    expect(first('피해자 응우옌 반 안인 사실을')).toEqual(['응우옌 반 안']);
    // `라는` quotes only before what one is called.
    expect(first('피고인과 피해자 굴나라는 중학교 동창이다. 피해자 굴나라는 사람을')).toEqual(['굴나라', '굴나']);
    // … where the stem before 라는 looks Korean too (`라젠드`: 라 + 젠드).
    expect(first('나. 원고의 직원 라젠드라는 경찰 조사에서')).toEqual(['라젠드라']);
    // A word ending in 니 is a name's unless a verb's syllable stands before it (`보니`, `있으니`).
    expect(first('나. 참가인 보파 찬니 헹은 원고가 운영하는 가게에서')).toEqual(['보파 찬니 헹']);
  });

  it('reads a foreign name written as one long word after a role', () => {
    expect(names('그 사이에 사건본인 메리그레이스빌라누에바를 두었다.').map((n) => n[0])).toEqual(['메리그레이스빌라누에바']);
  });

  it('reads the person whose relative is named (X의 딸, X의 며느리이자), never a role, pronoun or noun there', () => {
    const text = '그곳 신도인 산다의 며느리이자 찬니 림의 자녀인 아누라를 통해 뤙퀭의 딸에게 돈을 빌렸다';
    expect(names(text).map((n) => n[0])).toEqual(['산다', '찬니 림', '아누라', '뤙퀭']);
    expect(names('대통령의 딸, 피해자의 아들, 자신의 동생, 부하직원의 아내, 원심의 형, 뤙퀭의 딸기')).toEqual([]);
    // A line break read as inside a word (`사는⏎피해자의`) leaves a role at the word's end: the role's relative.
    expect(names('702호에 사는피해자의 아들이 나오는 것을').map((n) => n[0])).toEqual([]);
  });

  it('reads the person whose companions are named (X의 일행인), never a role or a pronoun', () => {
    expect(names('그 앞을 지나가다가 위 뤙퀭의 일행인 피해자에게, 찬니 림의 일행과 함께').map((n) => n[0])).toEqual(['뤙퀭', '찬니 림']);
    expect(names('피고인의 일행인, 피해자의 일행이, 그의 일행과, 자신의 일행, 각자의 일행들과')).toEqual([]);
  });

  it('reads the person a part of the body or a home is named of (X의 얼굴을, X의 왼쪽 뺨을, X의 주거지에서)', () => {
    const text = '피고인 팀 소속 산다 흘라 윈의 얼굴을 때리고 김수의 목을 조르고 랴뇐의 왼쪽 뺨을 때렸고, 휑뭉의 주거지에서 잤다';
    expect(names(text).map((n) => n[0])).toEqual(['산다 흘라 윈', '김수', '랴뇐', '휑뭉']);
    // Roles, pronouns, nouns, and words the body's parts are too (`배`, `등`, `목적`).
    expect(names('피해자의 얼굴을, 자신의 손을, 여성의 가슴을, 회사의 목적을, 선박의 배 부분, 철수의 등록')).toEqual([]);
  });

  it('reads a name glued to a party’s role where the text lost its spaces, never a particle, plural or noun there', () => {
    expect(names('주식을 양도하였으며,원고귐쿳착은1999. 5. 11.소외 김철수에게').map((n) => [n[0], n[2]])).toEqual([
      ['귐쿳착', 'role: 원고 (glued)'],
      ['김철수', 'role: 소외'],
    ]);
    const prose = '피고인들은 피고로서는 원고에게는 피고적격이 피해자의목을 원고들간의 피고사건의 피고인과의 피고인측은 피해자에게다가 피고인으로서는';
    expect(names(prose)).toEqual([]);
    // A name of one syllable glued so, not a syllable a role word takes itself.
    expect(names('3. 31.원고초에게 자신이 보유하고, 양도하였으며,원고초는1999. 5. 11.').map((n) => n[0])).toEqual(['초', '초']);
    expect(names('피고인으로부터 원고임을 피고라는 원고들을 피해자측의 원고등은 피고인도 피해자와의')).toEqual([]);
  });

  it('reads a name in parentheses right after a party’s role, not an age, an alias, a role or a word there', () => {
    expect(names('햇살가득빌라 2204호의 임대인(리 팅팅) 명의의 신협 계좌').map((n) => [n[0], n[2]])).toEqual([['리 팅팅', 'role: 임대인(X)']]);
    expect(names('피해자(당시 28세), 직원(일명 뇌퇴), 원고(반소피고), 피고(본소원고), 원고(약칭 소주대방), 피해자(여)')).toEqual([]);
  });

  it('reads a name after 자녀, 일행, 환자 and the like with the copula only, never a role or a verb there', () => {
    expect(names('비노드 구룽의 자녀인 흘라 뚜를 소개로').map((n) => n[0])).toEqual(['비노드 구룽', '흘라 뚜']);
    expect(names('피해자와 피해자의 일행인 쩐 반 투 하와 술을 마시던 중').map((n) => n[0])).toEqual(['쩐 반 투 하']);
    expect(names('자녀 양육비를, 자녀 교육은, 동료 수영강사, 손님인 피해자에게, 일행인 분리확정된 공범')).toEqual([]);
  });

  it('ends a spaced name before a particle written apart, and stops a name read back at a date', () => {
    expect(names('1. 피해자 어금밭 에 대한 범행').map((n) => n[0])).toEqual(['어금밭']);
    // After a party role, words a particle closes (`수만` reads as 수 + 만 too); not a sum (`수만 원을`).
    expect(names('피해자 수만 라이와 사이에, 피고인 수만 원을 편취').map((n) => n[0])).toEqual(['수만 라이', '수만']);
    // Before a pattern, a two-syllable last word that looks Korean goes on to a foreign word before it; a role glued
    // to an earlier word (a wrapped line read back) opens the name after it.
    expect(findRoleContextNames('1. 피고인 및 흘라 나잉에 대한 각 경찰 피의자신문조서').map((s) => s.text)).toEqual(['흘라 나잉']);
    // … over a short dictionary word between (`아부`) to the foreign word before it; not over a role or a noun alone.
    expect(findRoleContextNames('다. 원고는 흘라 아부 나잉 명의의 국민은행 계좌로').map((s) => s.text)).toEqual(['흘라 아부 나잉']);
    expect(findRoleContextNames('피고인은 서울 강남 김철 명의의 계좌로, 씨앤씨 대표 박민 명의의 계좌로').map((s) => s.text)).toEqual(['김철', '박민']);
    expect(findRoleContextNames('방에 앉아있는 피해자나카무라 아키라(여, 58세)의 옆').map((s) => s.text)).toEqual(['나카무라 아키라']);
    expect(findRoleContextNames('담당자 김혁 명의의 계좌로, 원고의 대리인 박민 명의의 계좌로').map((s) => s.text)).toEqual(['김혁', '박민']);
    // A dotted name's last part ends before one particle where a chain opening as a name's syllables would cut it.
    expect(names('피고인 아누라·아누오브나·페레라는 2020. 8. 4.').map((n) => n[0])).toEqual(['아누라·아누오브나·페레라']);
    expect(names('위 피해자 병췻컬 의 집에서').map((n) => n[0])).toEqual(['병췻컬']);
    // The word before a particle written apart carries none of its own: 께 is the name's.
    expect(names('1. 피해자 썹햄쥠께 에 대한 사기, 피해자 썹햄쥠께 의 집에서').map((n) => n[0])).toEqual(['썹햄쥠께', '썹햄쥠께']);
    // … and glued, 께 is the name's too: judgments never write the honorific 께 after a party.
    expect(names('피고인의 지인인 몬럽옮께의 거주지에서, 피해자 뇌퇴께는').map((n) => n[0])).toEqual(['몬럽옮께', '뇌퇴께']);
    expect(names('피고인 김철수는 이 사건 범행을').map((n) => n[0])).toEqual(['김철수']);
    expect(findRoleContextNames('2018. 10. 10. 경 엘리자베스 명의의 신한은행 계좌로').map((s) => s.text)).toEqual(['엘리자베스']);
    expect(findRoleContextNames('이 돈을 같은 날 애즈위메이크 명의의 신협 계좌로').map((s) => s.text)).toEqual(['애즈위메이크']);
    expect(findRoleContextNames('안동 628에 있는 피해자 농협 일곡동점지점에서')).toEqual([]);
  });

  it.each([
    '피고인은 피해자를 폭행하였다.',
    '소외 1은 원고에게',
    '피고 2 회사는 원고에게',
    '원고 1은 피고 2에게',
    '피고 대한민국',
    '피고 서울특별시장',
    '피고 ○○세무서장',
    '원고 주식회사 ○○',
    '피고 더블유컨벤션웨딩 유한회사는',
    '피해자 본인이 진술하였다',
    '피고인 자신의 진술',
    '피해자 측은 합의하였다',
    '원고 및 피고',
    '피고인 겸 반소원고',
    '매수인과 매도인 간에 체결되었으며',
    '소외 3 의 돈이고',
    '피고인 1 : 형법 제133조',
    '망 소외 3의 상속인',
    '소외 노○○은',
    '피해자 김00에게',
    '공소외 7 금고 관련',
    '아버지 도움 없이',
    '원고 주장대로 이 사건',
    // After a family word, and after 망인 ("the deceased", a noun of its own), a bare dictionary noun is prose.
    '피고인은 아버지 사후 재산을 처분하였다',
    '원고는 남편 사망 후 혼자 살았다',
    '망인 사후 상속인들 사이에',
    '망인 소유의 토지',
  ])('finds no name in %s', (text) => {
    expect(findRoleContextNames(text)).toEqual([]);
  });
});

describe('role-context recognizer: names listed after a role word', () => {
  it.each([
    ['피해자 돗짜럽, 동좆었, 얕듕썸에게 말하였다', ['돗짜럽', '동좆었', '얕듕썸']],
    ['소외 김영수 및 박철수는 출석하였다', ['김영수', '박철수']],
    ['원고 응우옌 반 안, 쩐티흐엉(여) 등은', ['응우옌 반 안', '쩐티흐엉']],
    // A foreign name of several words as a later item of the list.
    ['피해자 김민수, 응우옌 반 안에게 각 100만 원을', ['김민수', '응우옌 반 안']],
    ['피해자 홍길동, 마리아 산토스 및 김철수는', ['홍길동', '마리아 산토스', '김철수']],
    ['피해자 홍길동, 그 밖의 사람들은 도망갔다', ['홍길동']],
    // Short words that run to the next comma are one item whole (`모에` is no 모 + 에), and a dotted name closes a list.
    ['피해자 김민수, 뗏 모에 윈, 샤히드·칸에게 말하였다', ['김민수', '뗏 모에 윈', '샤히드·칸']],
    ['피해자 김민수, 샤히드·칸, 박영희와 공모하여', ['김민수', '샤히드·칸', '박영희']],
    ['피해자 김민수, 그 후 다시, 박영희는', ['김민수']],
    ['피고인의 친오빠 쯧겊얀과 시비하였다', ['쯧겊얀']],
    // A list may close on 과/와 as it does on a case particle (`… 난돛과 합석하여`), agreeing; a noun item ends it.
    ['피해자 흖럿었(여, 21세), 쇼켓꺅, 난돛과 합석하여', ['흖럿었', '쇼켓꺅', '난돛']],
    ['피해자 김민수, 박영희와 공모하여', ['김민수', '박영희']],
    // An evidence list runs past eight names and still closes as a list of names does.
    ['증인 몬좆얀, 읾께, 덞췻픈, 폐착, 왁뇔, 찻앴, 얾텝뼘컬, 켬썸, 렸뎐, 쪄뎅얾의 각 진술서', ['몬좆얀', '읾께', '덞췻픈', '폐착', '왁뇔', '찻앴', '얾텝뼘컬', '켬썸', '렸뎐', '쪄뎅얾']],
    ['피해자 김민수, 친구와 함께', ['김민수']],
    // A list set one name a line, as the military courts' judgments are (`공소외 2, ⏎ 3, ⏎ 4의`).
    ['증인 \n 공소외 김철수, \n 박영희, \n 이순신의 각 원심 법정 진술', ['김철수', '박영희', '이순신']],
    ['증거 및 \n 공소외 아구스 위자야, \n 보파 속, \n 비락 속의 이 법정에서의 각 진술', ['아구스 위자야', '보파 속', '비락 속']],
    // A foreign name that opens with a syllable Korean uses as an honorific or closes on a copula-like syllable.
    ['피해자 양 신위가 운영하는 식당', ['양 신위']],
    ['피해자 나카무라 겐지에게 말하였다', ['나카무라 겐지']],
    // A Japanese name ending in 시 is no city (수원시) and no time (발견시, 당시).
    ['대표이사 고바야시 아야카는', ['고바야시 아야카']],
    ['피해자 다카시에게 말하였다', ['다카시']],
    ['피해자 수원시에 있는', []],
    ['피해자 발견시 즉시 신고', []],
    ['피해자의 주거지에서 사건 외 투멘 오윤치메그를 비롯한 일행', ['투멘 오윤치메그']],
    ['피해자 베뽑밸뼛(가명, 여, 20세), 년슝, 솜웨 등 4명이', ['베뽑밸뼛', '년슝', '솜웨']],
    ['피해자 김영수(남, 30세), 이철수(여, 20세)에게', ['김영수', '이철수']],
    ['피고인은 피해자 놋땅뽑께(여, 22세)와 사건 당일', ['놋땅뽑께']],
    // The role with the copula 인: `지인인 X`, `남편인 X`.
    ['피고인은 지인인 근픈뛔함과 동업으로', ['근픈뛔함']],
    // An owner, a weak role: a Korean-shaped name only (`주인 몰래` is prose).
    ['위 식당 주인 근벡에게 항의하였다', ['근벡']],
    ['주인 몰래 가게에 들어가', []],
    ['피해자의 남편인 김영수와 통화하였다', ['김영수']],
    // A later word of a foreign name keeps its last syllable before one particle (not 페레 + 라의, 호세 + 인은).
    ['피해자 아누라 쿠마라 페레라의 주거지에서', ['아누라 쿠마라 페레라']],
    ['참가인 무함마드 나심 호세인은 원고가 운영하는', ['무함마드 나심 호세인']],
    ['원고 응우옌 반 안씨는', ['응우옌 반 안']],
    // … and before the shorter of two particles (는, not the quoting 라는); whole before a list word, or where the text
    // writes the whole word with another particle (인 is no copula in `호세인 등을`, `호세인 사이`).
    ['라. 참가인 찬디마 페레라는 원고가 운영하는', ['찬디마 페레라']],
    ['지인인 무함마드 라힘오비치 호세인 등을 만났다', ['무함마드 라힘오비치 호세인']],
    ['신고자 무함마드 라힘오비치 호세인 사이의 대화. 무함마드 라힘오비치 호세인은', ['무함마드 라힘오비치 호세인']],
    // A later word's last 도 is the name's, and so is 라 before a comma: no particle stands there in a list of names.
    ['피해자 디네시 페르난도 운영의 식당', ['디네시 페르난도']],
    ['치나카 자야수리야, 소외 아누라 페레라, 소외 SANTOS IMRAN과 함께', ['아누라 페레라']],
    ['굴나라 유수포바, 공소외 찬디마 페르난도, 공소외 보 후 호아 빈,', ['찬디마 페르난도', '보 후 호아 빈']],
    // … and 만 and 라 before a title written apart: no particle stands before one (`만 교수는` is no `only`).
    ['법의학교실 공소외 카림 라흐만 교수는 좌측 팔 절창이', ['카림 라흐만']],
    ['공소외 아누라 페레라 사장에게 돈을 주었다', ['아누라 페레라']],
    // A foreign name with middle dots after a role (not Korean full names side by side, not dictionary words).
    ['지나가려고 하는 피해자 툰·툰울르·윈이 말하였다', ['툰·툰울르·윈']],
    ['피해자가 친오빠 파루크·칸과 시비하는 것을', ['파루크·칸']],
    ['피해자 김철수·이영희 부부는', ['김철수']],
    // A dotted name with a part that sounds like a noun (아부, 수만), where another part is no word.
    ['피해자 어닐·아부·마가르는 2019. 9. 1.', ['어닐·아부·마가르']],
    ['원고 초·중·고등학교 교사', []],
    // … its parts on two lines, the line's end on either side of the dot.
    ['단란주점에서,피해자 치나카·아부\n·실바에게 말하였다', ['치나카·아부\n·실바']],
    ['피해자 툰·\n툰울르·윈이 말하였다', ['툰·\n툰울르·윈']],
    // A list's title is no name (`피해자 목록`, `피고인 명단`).
    ['[별지 1]\n피해자 목록\n연번', []],
    ['피고인 명단은 다음과 같다', []],
    // Before the sex and age the last part keeps 도, which would be a particle elsewhere.
    ['피해자 상가·페르난도(여, 43세)의 옆을 지나가다가', ['상가·페르난도']],
    ['피해자 파루크·칸도 그 자리에 있었다', ['파루크·칸']],
    // … and before a particle written apart the last part is whole (`만` is the name's).
    ['1. 피해자 카림·라흐만 에 대한 사기', ['카림·라흐만']],
    // Nor one that closes a parenthesis, or a party's before its representatives.
    ['즙시우(대법원판결의 소외 어금새롬이) 등 4인에게', ['어금새롬이']],
    ['주식회사 JJ모터스 대표이사 개해솔이 (소송대리인 변호사 최하윤)', ['개해솔이']],
    // The last word before a header's next bracket carries no particle.
    ['원고 주식회사 대표이사 어금다솜이 【제1심판결】 전주지방법원', ['어금다솜이']],
    ['피고인은 남편 정훈과 함께 살았다', ['정훈']],
    ['망인 김철수는 사망하였다', ['김철수']],
    ['망인 사후 용복례가 점유하였다', []],
    // A family word with the copula announces a name of any shape, as a party role does (`동생 도움` is prose).
    ['피해자로부터 피고인의 동생인 앉착 계좌로 송금받았다', ['앉착']],
    ['피고인의 동생 앉착 계좌로', []],
    ['피고인은 피해자 홍길동의 남편인 자이다', ['홍길동']],
    // An alias is a name too; `(가명, 여, 20세)` names none.
    ['(가명 분미 쌩아룬 또는 엘리자베스), (가명 투멘 후렐수흐) 등과', ['분미 쌩아룬', '투멘 후렐수흐']],
    ['피해자 A(가명, 여, 20세)는', []],
    ['임대인으로서 그 피용자인 즙수진,장곡필순등으로 하여금', ['즙수진', '장곡필순']],
    // 에 before 대한/대하여 closes a list of people (`… 망절재석에 대한 노무비`), not 에 alone.
    ['피해자 빙유진, 간뮬, 어금경아, 망절재석에 대한 노무비', ['빙유진', '간뮬', '어금경아', '망절재석']],
    ['피해자 김민수, 박영희에 대하여 각 100만 원을', ['김민수', '박영희']],
    ['피해자 김민수, 박영희에 가서', ['김민수']],
    // ` 등은` after the last name closes the list as ` 등` does.
    ['피해자 김민수, 박철수 등은 도망갔다', ['김민수', '박철수']],
    ['피해자 김민수, 팅팅 등은 도망갔다', ['김민수', '팅팅']],
    // A foreign name's two-syllable word that reads as a syllable + 인/이/에 (후+인, 마+이) when the name closes as a
    // list item does; not across a dictionary noun, and not on a case particle alone (`안이 돈을` may be prose).
    ['피해자 김민수, 후인 티 하 등은', ['김민수', '후인 티 하']],
    ['피해자 김민수, 응우옌 티 마이 안 등에게', ['김민수', '응우옌 티 마이 안']],
    ['피해자 김민수, 응우옌 티 꾸인 등은', ['김민수', '응우옌 티 꾸인']],
    // Two one-syllable words closed by a particle after a party are a name (Văn Long), and the list stops at the nouns.
    ['사건본인 반 롱의 친권자 및 양육자로', ['반 롱']],
    // … and + 만 (수+만: Nepali Suman) before the parenthesis of age and sex; `김철수만` alone keeps its particle.
    ['피해자 비노드 수만 셰르파(남, 38세)이 운전하는', ['비노드 수만 셰르파']],
    ['피해자 김철수만 남았다', ['김철수']],
  ])('%s', (text, expected) => {
    expect(findRoleContextNames(text).map((s) => s.text)).toEqual(expected);
  });

  it.each([
    // A list that never closes as names close, prose after the comma, a role, a count word, a vocative in a quote.
    ['피해자 김영수, 당시 30세는', ['김영수']],
    ['피해자 김영수, 무직이다', ['김영수']],
    ['원고 김영수, 피고 이철수를 상대로', ['김영수', '이철수']],
    ['피해자 김영수, 그의 처에게', ['김영수']],
    ['피해자가 "오빠 하지 말라"며 거부하였다', []],
    ['"누나 이리 와"라며', []],
    ['피고인의 동료 수영강사로부터', []],
    ['금융기관 직원인 것처럼 행세하였다', []],
    ['피해자인 병사들이 쓰러져도', []],
    ['피해자의 지인인 세입자가 살던 집', []],
    ['전세보증금은 피해자의 딸 소유일 뿐만 아니라', []],
  ])('takes no more than the names: %s', (text, expected) => {
    expect(findRoleContextNames(text).map((s) => s.text)).toEqual(expected);
  });
});

describe('role-context recognizer: patterns that follow a name', () => {
  it.each([
    ['김철수(남, 36세)가', '김철수', 'pattern: (남/여, N세)'],
    ['응우옌 반 안(여, 29세)는', '응우옌 반 안', 'pattern: (남/여, N세)'],
    // A line break inside the parentheses (a wrapped PDF line).
    ['삼병철(남,\n31세)에게', '삼병철', 'pattern: (남/여, N세)'],
    ['삼병철(\n여)에게', '삼병철', 'pattern: (남/여, N세)'],
    // The age before the sex (in the release 107 of 108 such parentheses follow a marked name).
    ['그곳에서 마리아(25세, 여)과', '마리아', 'pattern: (남/여, N세)'],
    // A name a line's end breaks where the text is not read as wrapped: the name goes on past the break.
    ['피해자 당 \n반 안(35세)을', '당 \n반 안', 'pattern: (남/여, N세)'],
    ['마시던 피해자 누르란 아이오브나 사비로\n프(남, 63세)이', '누르란 아이오브나 사비로\n프', 'pattern: (남/여, N세)'],
    ['그곳에서 수만\n·타망(25세, 여)과', '수만\n·타망', 'pattern: (남/여, N세)'],
    // The name in another script first in the parentheses (name-glosses.ts marks it).
    ['다나카 히로시(田中博, 남, 45세)는', '다나카 히로시', 'pattern: (남/여, N세)'],
    ['린 메이링(Lin Meiling, 31세)은', '린 메이링', 'pattern: (남/여, N세)'],
    ['박영희 명의의 계좌', '박영희', 'pattern: 명의'],
    ['이민호의 법정진술', '이민호', 'pattern: 의 진술'],
    ['최수진 작성의 진술서', '최수진', 'pattern: 작성의'],
    ['정다은에 대한 경찰 진술조서', '정다은', 'pattern: 에 대한 조서'],
    ['정다은에 대한 각 경찰 피의자신문조서', '정다은', 'pattern: 에 대한 조서'],
    ['피고인은 김민철과 지인 관계이고', '김민철', 'pattern: 와 … 관계'],
    ['피고인은 이수아와 연인 사이로', '이수아', 'pattern: 와 … 관계'],
  ])('%s → %s', (text, name, reason) => {
    expect(findRoleContextNames(text).map((s) => [s.text, s.reason])).toEqual([[name, reason]]);
  });

  it('does not glue a verb, or a name of three syllables, to the next line across a break where a space was', () => {
    expect(findRoleContextNames('술을 마시던\n수만(25세, 여)과').map((s) => s.text)).toEqual(['수만']);
    expect(findRoleContextNames('함께 일하던 동료\n김철수(25세, 남)와').map((s) => s.text)).toEqual(['김철수']);
  });

  it.each(['회사 명의의 계좌', '당신 명의로', '여러 명의 피해자', '피해자의 진술', '검사 작성의 피의자신문조서', '변호사 홍길동 명의의 의견서', '피고인은 피해자와 연인 사이로', '원고는 회사와 고용 관계에 있고'])(
    'finds no name in %s',
    (text) => expect(findRoleContextNames(text)).toEqual([]),
  );
});

describe('role-context recognizer: an alias in parentheses', () => {
  it('reads the word before `(가명`, a dictionary word too, never a role or a noun for a kind of person', () => {
    expect(names('피고인은 2019. 7. 26.경 피해자 개별(가명, 여, 24세) 등의 친구들과').map((n) => [n[0], n[2]])).toEqual([['개별', 'pattern: (가명)']]);
    expect(names('간호사(가명, 여), 성명불상자(가명), 피고인(가명), 피해자(가명)')).toEqual([]);
  });
});

describe('role-context recognizer: a relation in parentheses', () => {
  it('names the person before it whatever the shape, and the person it is to', () => {
    const text = '경리직원 수만(초 나잉의 처)에게, 이철수(김영희의 아들)와 박민수(피해자의 친구)는';
    expect(findRoleContextNames(text).map((s) => s.text)).toEqual(['수만', '초 나잉', '이철수', '김영희', '박민수']);
  });

  it('leaves a role, a person noun and a pronoun', () => {
    expect(findRoleContextNames('피해자(피고인의 처)와 위 여자(피고인의 딸), 그(피해자의 남편)').map((s) => s.text)).toEqual([]);
  });
});

describe('role-context recognizer: a lone particle after a role word', () => {
  it.each(['피고인 은 출석하였다', '아들 도 함께 왔다', '딸 도 반 가량 먹었다', '피해자 도 역시 그러하다'])('is a spacing slip in %s', (text) =>
    expect(findRoleContextNames(text)).toEqual([]),
  );
});

describe('role-context recognizer: any shape before a pattern only a person precedes', () => {
  it.each([
    ['피고인은 년혔과 지인 관계이고, 피해자는', ['년혔', '외국인이름']],
    ['쑨 팅팅의 법정진술에 의하면', ['쑨 팅팅', '외국인이름']],
    ['나탈리아에 대한 경찰 진술조서', ['나탈리아', '외국인이름']],
    // … and with no office named, where no dictionary word stands (below).
    ['1. 소피압 속에 대한 진술조서', ['소피압 속', '외국인이름']],
    // a last 도 before a pattern glued to the name is the name's
    ['1. 피고인 및 아누라 니말 페르난도에 대한 각 경찰 피의자신문조서', ['아누라 니말 페르난도', '외국인이름']],
    // a party role glued to the name is not part of it
    ['거래 사이트에서 알게 된 피해자영소율(여, 48세)의 물건을', ['영소율', '외국인이름']],
    ['알게 된 피해자김민철(남, 37세)에게', ['김민철', '내국인이름']],
    // … whatever its first word reads as (수 + 만) and whichever role it is (피고인 opens a role word itself: 피고).
    ['알게 된 피해자수만 쉬레스타(여, 48세)의 주거지', ['수만 쉬레스타', '외국인이름']],
    ['그 무렵 피고인아누라 페레라(남, 30세)는', ['아누라 페레라', '외국인이름']],
    ['그 무렵 피고인김철수(남, 30세)는', ['김철수', '내국인이름']],
    // a person's address or lodging (`X의 주소지인`, `X의 숙소에서`)
    ['2019. 9. 10.경 로웰 빌라누에바의 주소지인 인천 남동구에서', ['로웰 빌라누에바', '외국인이름']],
    ['피고인은 쉬레이의 숙소에서', ['쉬레이', '외국인이름']],
  ])('%s', (text, expected) => {
    expect(findRoleContextNames(text).map((s) => [s.text, s.label])).toEqual([expected]);
  });

  it('reads the names listed before the one a record follows (A, B에 대한 각 진술조서; A, B의 각 법정진술)', () => {
    const spans = (t: string) => findRoleContextNames(t).map((s) => s.text);
    expect(spans('1. 니말 페르난도, 쿠마라 자야수리야에 대한 각 경찰 진술조서')).toEqual(['니말 페르난도', '쿠마라 자야수리야']);
    expect(spans('1. 김철수, 박영희, 나탈리아에 대한 각 진술조서')).toEqual(['김철수', '박영희', '나탈리아']);
    expect(spans('1. 좐똥, 이영수의 각 법정진술')).toEqual(['좐똥', '이영수']);
    // A dictionary word ends the list; one person's record (no 각) and a pattern that names no record (`명의`) read none.
    expect(spans('1. 부분, 이영수의 각 법정진술')).toEqual(['이영수']);
    expect(spans('보았다고 하는바, 홍길동의 진술에 의하면')).toEqual(['홍길동']);
    // A record's statements are no person's (`신문조서의 각 진술기재`).
    expect(spans('1. 피고인에 대한 각 신문조서의 각 진술기재, 경찰진술조서의 진술기재')).toEqual([]);
    expect(spans('김철수, 삼병철 명의의 국민은행 계좌로')).toEqual(['삼병철']);
    // The name before the record written with middle dots is one word, so the list reads on before it.
    expect(spans('1. 비락 비락 헹, 찬디마·디사나야케에 대한 각 경찰 진술조서')).toEqual(['비락 비락 헹', '찬디마·디사나야케']);
    expect(spans('1. 원·피고의 각 법정진술')).toEqual([]);
    // An item in Latin letters before a Hangul name, a person's only (not a company's).
    expect(spans('1. Kurniawan Budi, 쿠마라 실바에 대한 각 경찰 진술조서')).toEqual(['Kurniawan Budi', '쿠마라 실바']);
    expect(spans('1. 김영수, TRAN THI MAI, 박철수의 각 법정진술')).toEqual(['김영수', 'TRAN THI MAI', '박철수']);
    expect(spans('1. LG Display, 박철수의 각 법정진술')).toEqual(['박철수']);
    // The pattern reads the last word of a foreign name that looks Korean (`초드리`); the list starts before its other words.
    expect(spans('1. 디팍 디팍 타망, 무함마드 초드리에 대한 각 경찰 진술조서')).toEqual(['디팍 디팍 타망', '초드리']);
    // … not before a role or prose.
    expect(spans('1. 부분, 참고인 초드리에 대한 각 경찰 진술조서')).toEqual(['초드리']);
  });

  it('reads the one a debt is owed to, in a shape no Korean name has, never a noun, a sum or a kind of body', () => {
    const spans = (t: string) => findRoleContextNames(t).map((s) => s.text);
    expect(spans("부도 직전의 업체 ‘상보'의 퀑테귐밸에 대한 월 이자 500만원을 대신")).toEqual(['퀑테귐밸']);
    expect(spans('등에 사용할 생각이었고, 팠퇴에 대한 채무도 1억 원을 상회')).toEqual(['팠퇴']);
    for (const text of ['은행연합회에 대한 채무가 있고, 신용정보사에 대한 채무도', '사업시행사에 대한 대여금은', '위 각 차용금에 대한 이자는', '1,000만 원에 대한 이자 20만 원을', '다른 사람에 대한 채무 변제', '다른 개인 대여자들에 대한 차용금 채무', '위 약 5억 원 채무에 대한 이자']) {
      expect(spans(text)).toEqual([]);
    }
  });

  it('reads the one whose title a caller took (X 대리를 사칭), never a noun or a team', () => {
    const spans = (t: string) => findRoleContextNames(t).map((s) => s.text);
    expect(spans('피해자에게 전화하여 신협은행 라힘 칸 대리를 사칭하며')).toEqual(['라힘 칸']);
    expect(spans('피해자에게 전화하여 신협은행 괜욕탬뢨 과장이라고 사칭하며')).toEqual(['괜욕탬뢨']);
    for (const text of ['I 채권팀 팀장을 사칭하며', '국민은행 대출 담당 과장을 사칭하며', '금융기관 직원을 사칭하며', '라힘 칸 대리를 만나']) expect(spans(text)).toEqual([]);
    // … or introduced themselves as (`X 대리라고 자신을 소개`), after a vowel with the copula's 라 alone.
    expect(spans('피해자에게 전화하여 광림당전당포대부캐피탈 어닐·라이 대리라고 자신을 소개하면서')).toEqual(['어닐·라이']);
    expect(spans('전화하여 씨티은행 우다솜 팀장이라고 자신을 소개하면서')).toEqual(['우다솜']);
    expect(spans('V은행 뮈퀸 대리라고 사칭하면서')).toEqual(['뮈퀸']);
    expect(spans('채권팀 팀장이라고 자신을 소개하면서, 금융감독원 직원이라고 소개하며')).toEqual([]);
    // A last 도 is the name's before a title as before 명의 (`페르난도`): no particle 도 stands there.
    expect(spans('피해자에게 전화하여 농협은행 쿠마라 페르난도 대리를 사칭하며')).toEqual(['쿠마라 페르난도']);
  });

  it('reads the one a sum is owed to (X에게 약 N원 상당의 채무), never a noun', () => {
    const spans = (t: string) => findRoleContextNames(t).map((s) => s.text);
    expect(spans('그 외에도 뤙퀭에게 약 4,000만 원 상당의 채무가 있는 등')).toEqual(['뤙퀭']);
    expect(spans('위 계주인 김철수에게 1,500만 원 상당의 채무를 부담하고')).toEqual(['김철수']);
    expect(spans('금융기관에게 약 1억 원 상당의 채무가, 사채업자에게 500만 원 상당의 채무가')).toEqual([]);
  });

  it('reads no word glued to a closing quote or a number as a word of a name', () => {
    const spans = (t: string) => findRoleContextNames(t).map((s) => s.text);
    expect(spans("업체 ‘상보'의 뗏 산다에 대한 경찰 진술조서")).toEqual(['뗏 산다']);
    expect(spans('(응우옌 반 안의 법정진술)')).toEqual(['응우옌 반 안']);
  });

  it('reads the holder before 의 and an account at a bank, never a role, a pronoun or a noun', () => {
    const spans = (t: string) => findRoleContextNames(t).map((s) => [s.text, s.label]);
    expect(spans('2018. 10. 4. 찬니 헹의 농협은행계좌로 5,000,000원을')).toEqual([['찬니 헹', '외국인이름']]);
    expect(spans('같은 날 김민수의 농협 계좌로 300만 원을')).toEqual([['김민수', '내국인이름']]);
    for (const text of ['같은 날 피고인의 농협 계좌로', '같은 날 자신의 국민은행 계좌로', '같은 날 회사의 국민은행 계좌로', '같은 날 한빛상사의 국민은행 계좌로', '같은 날 남편의 우체국 계좌로', '같은 날 김민수의 농협 조합원 자격으로']) {
      expect(spans(text)).toEqual([]);
    }
  });

  it.each(['간호사들의 숙소에서', '피고인의 주소지인', '피해자수만 원을 주었다(여, 48세)', '그 무렵 피고인들(남, 30세)는', '두 명의 진술', '당신과 지인 관계', '피해자의 증언에 의하면', '그에 대한 경찰 진술조서', '1. 위 사고에 대한 피의자신문조서', '해당 사실에 대한 진술서'])('finds no name in %s', (text) =>
    expect(findRoleContextNames(text)).toEqual([]),
  );
});

describe('role-context recognizer: the holder before 명의 when an account, phone or car follows', () => {
  it.each([
    ['원고는 삼병철 명의의 국민은행 계좌로 송금하였다', ['삼병철']],
    ['피고인이 지정한 응우옌 반 안 명의 통장으로', ['응우옌 반 안']],
    ['리얼아이덴티티 명의의 농협 계좌로', ['리얼아이덴티티']],
    ['2018. 10. 25.경 다으 명의의 웅골협동조합 계좌로', ['다으']],
    // the role's particle is no name glued to it (`피해자로부터`)
    ['이에 속은 피해자로부터 파루크 빈 칸 명의의 신한은행 계좌로', ['파루크 빈 칸']],
    // a last word ending as the copula 라 does before 명의 (`페레라`)
    ['이에 속은 피해자로부터 니말 아누에브나 페레라 명의 계좌로', ['니말 아누에브나 페레라']],
    // the word before one syllable opens the name though it ends as the particle 에 does (Burmese 모에); not a noun of
    // time there (`밤에`), where the syllable is the name alone, as it is as a word of its own
    ['이에 속은 피해자로부터 모에 윈 명의 계좌로', ['모에 윈']],
    ['그날 밤에 윈 명의 계좌로', ['윈']],
    ['이에 속은 피해자로부터 윈 명의 계좌로', ['윈']],
    ['원고는 초 명의의 하나은행 계좌로 송금하였다', ['초']],
    // no kin, prenoun, pronoun or noun of one syllable
    ['피고인은 처 명의의 계좌로, 동 명의로 된 통장을, 내 명의 휴대전화, 차 명의 차량', []],
    ['당신 명의의 계좌로 보내라', []],
    ['타인 명의의 계좌를 빌렸다', []],
    ['피고 회사 명의 계좌', []],
    ['소송을 하고 있어서 내 명의 통장 및 카드를', []],
    ['대출의뢰자 명의의 자동차를', []],
    ['응우옌 반 안 명의로 출원된 상표', []],
  ])('%s', (text, expected) => {
    expect(findRoleContextNames(text).map((s) => s.text)).toEqual(expected);
  });
});

describe('the court rule: judges, prosecutors and attorneys are never flagged', () => {
  it('reads nothing on the judges’ and attorneys’ lines', () => {
    const header = [
      '【검 사】 한승진(기소), 황의수(공판)',
      '【변 호 인】 변호사 나인수 외 1인',
      '【원고, 항소인】 원고 (소송대리인 변호사 김장생)',
      '재판장 판사 박정의',
      '판사 이수진 김영호',
    ].join('\n');
    expect(findRoleContextNames(header)).toEqual([]);
    expect(findHeaderParties(header)).toEqual([]);
  });

  it('never fires on a role word, a court word or a listed common word after a role word (property)', () => {
    const words = [...NAME_ROLE_WORDS, ...COURT_ROLE_WORDS, ...NOT_NAMES];
    fc.assert(
      fc.property(fc.constantFrom(...NAME_ROLE_WORDS), fc.constantFrom(...words), fc.constantFrom('', '은', '는', '의', '에게', '이', '가'), (role, word, particle) => {
        expect(findRoleContextNames(`${role} ${word}${particle} 말하였다.`)).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  it('never fires on a court role followed by any name (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...COURT_ROLE_WORDS), fc.stringMatching(/^[가-힣]{2,4}$/u), (role, name) => {
        expect(findRoleContextNames(`${role} ${name}`)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});

describe('header reader', () => {
  it('reads the criminal layout: the party, the registration number is left to its rule, addresses below 시·군·구', () => {
    const text = '피 고 인  홍길동 (700101-1******), 무직\n주거  청주시 상당구 용암동 산 12-3\n등록기준지  경상북도 울릉군 독도리 1\n\n주 문\n피고인을 징역 1년에 처한다.';
    expect(findHeaderParties(text).map((s) => [s.text, s.label, s.reason])).toEqual([
      ['홍길동', '내국인이름', 'header: 피고인'],
      ['용암동 산 12-3', '구아래주소', 'header: 주거'],
      ['독도리 1', '군아래주소', 'header: 등록기준지'],
    ]);
  });

  it('reads no party from a sentence whose line breaks after its subject, a particle no name ends in (the role reader takes it)', () => {
    const text = '피해자는 방역요원이다.\n피고인 디네시 라나싱헤는\n2020. 11. 16. 15:55경 피해자를 폭행하였다.';
    expect(findHeaderParties(text)).toEqual([]);
    expect(names(text).map((n) => n[0])).toEqual(['디네시 라나싱헤']);
    // A name's own last syllables stay (`김하은`, `박지은이`).
    expect(findHeaderParties('피고인 김하은\n2020. 1. 1. 피해자를').map((s) => s.text)).toEqual(['김하은']);
  });

  it('reads a one-syllable name before a birth date, never a party letter', () => {
    const text = '【사건본인】 툰 (1962. 08. 18.생)\n【원고】 갑 (1962. 08. 18.생)\n【피고】 을\n【변론종결】 2023. 1. 1.';
    expect(findHeaderParties(text).map((s) => s.text)).toEqual(['툰', '1962. 08. 18.', '1962. 08. 18.']);
  });

  it('reads a one-syllable name alone on its party line, not a party letter or a syllable of prose', () => {
    const text = '【원고, 항소인】 위디 위자야\n【피고, 피항소인】 초\n【사건본인】 레 티 투 하 (1954. 9. 27.생)';
    expect(findHeaderParties(text).map((s) => s.text)).toEqual(['위디 위자야', '초', '레 티 투 하', '1954. 9. 27.']);
    expect(findHeaderParties('【원고】 갑\n【피고】 각\n【변론종결】 2023. 1. 1.')).toEqual([]);
  });

  it('reads a one-syllable name before a birth date the court writes in words (`1978년 11월 8일생`)', () => {
    const text = '【사건본인】 툰 (1978년 11월 8일생)\n【원고】 을 (1978년 11월 8일생)\n【피고】 윈 (주소 생략)\n【변론종결】 2023. 1. 1.';
    expect(findHeaderParties(text).map((s) => s.text)).toEqual(['툰']);
  });

  it('reads the bracket layout and skips placeholders, companies and public bodies', () => {
    const text = [
      '【원고, 항소인】 김철수 외 2인 (소송대리인 변호사 김장생)',
      '【피고, 피항소인】 익산시장',
      '【피고】 주식회사 한빛 (대표이사 생략)',
      '【사 건 본 인】 사건본인',
      '【피고, 항소인】 응우옌 반 안 (1974. 12. 17.생)',
      '【원고】 吳世勳',
      '【피고】 田中 健太 외 1인',
      '【피고】 甲',
      '【주 문】',
      '【원고】 이후의 줄은 읽지 않는다',
    ].join('\n');
    expect(findHeaderParties(text).map((s) => [s.text, s.label])).toEqual([
      ['김철수', '내국인이름'],
      ['응우옌 반 안', '외국인이름'],
      ['1974. 12. 17.', '생년월일'],
      ['吳世勳', '외국인이름'],
      ['田中 健太', '외국인이름'],
    ]);
  });

  it('reads a party joining a side (보조참가인, 승계참가인, 소송수계인) and no other bracket label', () => {
    const text = ['【피고보조참가인】 근놋묜', '【원고승계참가인】 박 티 하', '【피고소송수계인】 이영희', '【제1심판결】 김영수', '【주 문】'].join('\n');
    expect(findHeaderParties(text).map((s) => [s.text, s.reason])).toEqual([
      ['근놋묜', 'header: 피고보조참가인'],
      ['박 티 하', 'header: 원고승계참가인'],
      ['이영희', 'header: 피고소송수계인'],
    ]);
  });
});
