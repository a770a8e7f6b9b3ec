import { describe, expect, it } from 'vitest';
import { combineSpans } from '../../../native/engine/detect';
import { addContextNames } from '../../../native/redact/context-names';
import { spanOf } from './make-span';

const added = (text: string, spans = [] as ReturnType<typeof spanOf>[]) =>
  addContextNames(text, spans)
    .filter((s) => s.reason?.startsWith('context:'))
    .map((s) => s.text);

describe('a name read from a slot only a person fills', () => {
  it('marks a word no dictionary knows before 에게, 한테, 께서 or 과 함께, whatever it looks like', () => {
    expect(added('불상의 장소에서 뇌퇴에게 호감을 가지고 있던 피해자에게')).toEqual(['뇌퇴']);
    expect(added('피해자의 남편 짜끎굿궝, 머뎁햄본과 함께 술을 마시며 놀던')).toEqual(['머뎁햄본']);
    expect(added('"왜 애걔에게 협박을 하느냐"라고 말하였다')).toEqual(['애걔']);
    expect(added('피고인은 렸뿜혔엽과 공모하여 피해자를 기망하였다')).toEqual(['렸뿜혔엽']);
    expect(added('이에 속은 올가한테서 돈을 받았다')).toEqual(['올가']);
    expect(added('트리니티 컨설팅의 대표가 아니었고, 뷁뤽이 운영하는 공장에')).toEqual(['뷁뤽']);
  });

  it('marks with whom one shares a business, a home, a marriage, a call, a quarrel or a relation, not a role, kin or a verb there', () => {
    expect(added('피고인은 쬘머짜와 동업하기로 하고, 뷁뤽과 통화하였으며, 렸뿜혔엽과 말다툼을 하였다')).toEqual(['쬘머짜', '뷁뤽', '렸뿜혔엽']);
    expect(added('피해자와 통화하고, 어머니와 말다툼을 하고, 찾아와 시비를 걸고, 손님과 동거하였다')).toEqual([]);
    expect(added('피고인은 모에와 지인 관계이고, 뷁뤽과 연인 사이이다. 남편과 부부 사이, 피해자와 지인 관계')).toEqual(['모에', '뷁뤽']);
    // … or with whom one quarrels, not a role, a plural or a verb of coming (`찾아와 시비`).
    expect(added('위 머웨허좆과 시비되어, 삼턴과 몸싸움을 하고, 뷁뤽과 다툼이 생겨')).toEqual(['머웨허좆', '삼턴', '뷁뤽']);
    expect(added('피해자와 시비하고, 일행과 몸싸움을, 손님들과 시비, 찾아와 시비를 걸고, 올라와 다툼을, 달려와 말다툼을')).toEqual([]);
    // … or one's own people the sentence goes on to name (`X과 그 동료인 피해자`), never a role's (`사장과 그 일행들이`).
    expect(added('화가 나 신위와 그 동료인 피해자 김철수를, 뷁뤽과 그 남편인 이영수를')).toEqual(['신위', '뷁뤽']);
    expect(added('회사의 사장과 그 일행들이, 피해자와 그 남편을, 원고 부부와 그 아들인')).toEqual([]);
  });

  it('marks whom one strikes, threatens, wakes, deceives or meets, the object marker agreeing; not a role, a body part or a noun', () => {
    expect(added('잠을 자고 있던 썹쿳을 깨우기 위해, 뇌쥠뛰를 폭행하여, 카페에서 누르마토를 만나')).toEqual(['썹쿳', '뇌쥠뛰', '누르마토']);
    expect(added('피해자를 폭행하고 얼굴을 때리고 피해회사를 기망하여 반려견을 데리고 피해자들을 협박하여')).toEqual([]);
    // A pronoun a wrapped line glued to the verb before it.
    expect(added('가슴을 1회 만져그녀를 추행하였다')).toEqual([]);
    // 을 after a closed syllable, 를 after an open one: `썹쿳를` is no name's object.
    expect(added('썹쿳를 깨우기 위해, 뇌쥠뛰을 폭행하여')).toEqual([]);
  });

  it('marks who one says one is at the end of a quoted sentence, not a noun or a kind of person there', () => {
    expect(added("‘농협은행 과장님 소개로 온 흖퇸둔쿤입니다.'라고 불상의 가명을 사용하여")).toEqual(['흖퇸둔쿤']);
    expect(added("그는 '이것은 계약위반입니다.'라고 하였고, \"저는 상담사입니다\"라고 말하였다")).toEqual([]);
    expect(added('흖퇸둔쿤입니다 그리고')).toEqual([]);
    // … or at the end of any sentence of what is said (`"신협 X입니다. 저금리 대출을`).
    expect(added('"새마을금고은행 홀픈벡쩐입니다. 저금리 대출을 해 드립니다"')).toEqual(['홀픈벡쩐']);
    expect(added('"저는 상담사입니다. 대출을 해 드립니다"')).toEqual([]);
    // Whose introduction, order or request it was; not a kind of person or a plural.
    expect(added('자전거 보관소에서 삼턴의 소개로 처음 만난')).toEqual(['삼턴']);
    expect(added('관리책의 지시에 따라, 조직원들의 지시로 움직였다, 법해석의 요청에 부응하는')).toEqual([]);
  });

  it('marks the owner, not a role, a noun, a company by its kind or a public body', () => {
    expect(added('포천시 노형동 804-12에서, 그곳에 있던 뷁뤽 소유인 시가 합계 20,957,000원 상당의')).toEqual(['뷁뤽']);
    expect(added('피해자 소유의 차량, 회사 소유인 토지, 한빛상사 소유의 건물, 산림청 소유의 임야, 국방부 소유의 땅')).toEqual([]);
    // Who runs a business (`X 운영의 ‘…'`), not a role there.
    expect(added("949에 있는 뷁뤽 운영의 ‘대륙공인중개사사무소', 피고인 운영의 식당")).toEqual(['뷁뤽']);
    // In whose name something is, not a sum, a verb or a role there.
    expect(added('설비 설치를 위해 개샐 명의로 설립한 개인사업자로서')).toEqual(['개샐']);
    expect(added('매월 50만 원을 명의 대여비로, 워낙 많이 필요하니까 명의를 빌려 달라, 피고인 명의의 재산')).toEqual([]);
    // `소유하는` follows a verb as often as a name (`임야를 상속받아 소유하는 경우`).
    expect(added('해당 임야를 상속받아 소유하는 경우와')).toEqual([]);
    // A wrapped line read back as one word (`그러면⏎내`) ends in the pronoun that owns.
    expect(added('빌려 달라. 그러면내 소유의 장어양식장을 담보로')).toEqual([]);
  });

  it('takes no verb’s adnominal form before the word for a surname', () => {
    expect(added('그 무렵 알게 된 뇌퇴에게 돈을 빌려 준 애걔에게')).toEqual(['뇌퇴', '애걔']);
  });

  it('marks the source of money, not a body, a date or 끝 + 으로부터 there', () => {
    expect(added('토지 개발을 위해 카림으로부터 3억 원, 초드리로부터 2억 원을 받았다')).toEqual(['카림', '초드리']);
    // The particle must agree: `카림로부터` and `초드리으로부터` are no Korean.
    expect(added('카림로부터 돈을, 초드리으로부터 돈을')).toEqual([]);
    expect(
      added('태안군으로부터 보조금을, 동구청으로부터 통지를, 발주처로부터 대금을, 광천동지점으로부터 대출을, 임가공업체로부터 물건을'),
    ).toEqual([]);
    expect(added('이 판결확정일로부터 1년간, 그 취득일로부터 10년, 동쪽 끝으로부터 150m, 윗선으로부터 사주를')).toEqual([]);
  });

  it('marks who one is called, the particle agreeing, not a noun or a quoted verb', () => {
    // The word before the slot only: the engine's later steps join the name's other words (`찬디마`).
    expect(added('카림이라는 사람이 전화하였고, 피고인은 찬디마 페레라라는 트위터 계정을, \'찬타\'라는 가명으로')).toEqual(['카림', '페레라', '찬타']);
    expect(added('카림라는 사람, 초드리이라는 사람, 미셸라는 사람')).toEqual([]);
    // 이라는 after ㄹ, as after any closed syllable.
    expect(added('미셸이라는 사람이 전화하였다')).toEqual(['미셸']);
    expect(added('사랑이라는 이름으로, 아버지가 만나라는 남자를 만나지')).toEqual([]);
  });

  it('marks a dative with 등 between, not a role, a noun or a public body there', () => {
    expect(added('장곡꿱슬로부터 3억 원, 뇌퇴 등으로부터 4억 원을 빌리는 등')).toEqual(['장곡꿱슬', '뇌퇴']);
    expect(added('수거책 등에게 전달하고, 신용보증기금 등으로부터 보증을, 대여업자 등으로부터 돈을')).toEqual([]);
  });

  it('marks the last of the people a count sums up, glued or spaced, not a role, a noun or portions there', () => {
    expect(added('소유로 등기가 완료되면 휵갊등 3인에게 즉시 담보설정을 해 주겠다')).toEqual(['휵갊']);
    // … and the particle of the word before the owner's slot stays outside (`박별의 소유로`).
    expect(added('랭글러 차량은 사실상 공소외 폐곬긔의 소유로 알았다')).toEqual(['폐곬긔']);
    expect(added('종전 소유자 괜폐똴착 등 5명으로부터 해당 토지를 매수하였고, 냄됨 등 두 명과 함께')).toEqual(['괜폐똴착', '냄됨']);
    expect(added('피해자 등 3명과 술을 마시고, 직원 등 5명, 관계자 등 3명, 주민 등 100명이 모여 짜장면 등 3인분을 시켰다')).toEqual([]);
    expect(added('흖퇸둔등 3인조 강도, 흖퇸둔 등 2인용 식탁')).toEqual([]);
  });

  it('marks the alias one is told to use', () => {
    expect(added('카카오톡으로 "가명은 퇴쇼월로 하고 지시에 따라')).toEqual(['퇴쇼월']);
    expect(added("가명을 ‘뉼뢨걘'으로 정하여")).toEqual(['뉼뢨걘']);
    expect(added('카카오톡으로 "가명은 비락 다비 찬으로 하고')).toEqual(['비락 다비 찬']);
    // A wrapped line may end after the particle.
    expect(added('카카오톡으로 "가명은 \n왁갔긋풂으로 하고 지시에')).toEqual(['왁갔긋풂']);
    expect(added('가명은 김 과장으로 하고, 가명은 그 사람으로 하고')).toEqual([]);
    expect(added('가명으로 계좌를 개설하고, 가명은 사용하지 않았다')).toEqual([]);
    // The name one gives oneself; not a dictionary word or a role (`이름을 영문으로`, `성명을 피고인으로`).
    expect(added('피고인은 이름을 개뻥뇔로 속이고 혼자 사는 여성들에게')).toEqual(['개뻥뇔']);
    expect(added('이름을 영문으로 바꾸고, 성명을 피고인으로 기재하고')).toEqual([]);
  });

  it('reads a word whose last syllable closes on ㅆ as a name where no verb ending follows it', () => {
    // No verb stops at its tense's ㅆ or takes a case particle after it: a random name's syllables may close so.
    expect(added('카카오톡으로 "가명은 뽑팠으로 하고 지시에 따라')).toEqual(['뽑팠']);
    expect(added('피해자에게 전화하여 쌨팠 직원을 사칭하며')).toEqual(['쌨팠']);
    expect(added('그 돈을 뽑팠으로부터 빌렸다')).toEqual(['뽑팠']);
    // The tense's ㅆ before a verb ending is a verb: `있었던`, `했으며`, `갔을`, `마셨는`.
    expect(added('그곳에 있었던에게, 했으며에게, 피고인이 갔을 명의로, 술을 마셨는 소유의')).toEqual([]);
  });

  it('reads a foreign name whose last word is one syllable before a slot only a person fills', () => {
    expect(added('자금 융통을 위해 보파 속과 함께 월불입금, 그 무렵 소피압 조에게 돈을')).toEqual(['보파 속', '소피압 조']);
    // Not prose before a noun of one syllable, a pronoun and its particle, or a verb's adnominal form.
    expect(added('씹던 껌과 함께, "내가 니한테 무슨 말을", 생산할 닭에게, ”라는 말과 함께 체류비를')).toEqual([]);
  });

  it('reads such a name as the source of money and as who one says one is', () => {
    expect(added('사실 피고인은 2014년경 다비 헹으로부터 차용한 돈을, 압둘 뚜로부터 받은 돈을')).toEqual(['다비 헹', '압둘 뚜']);
    expect(added("‘신협은행 과장님 소개로 온 찬니 찬입니다.'라고 말하였다")).toEqual(['찬니 찬']);
    // The particle agrees with the last syllable; a dictionary word or a noun of one syllable is prose there.
    expect(added('다비 헹로부터, 위 회사 측으로부터, 그 다음 날로부터, 사건 당일 집으로부터, 지인 윈입니다 그리고')).toEqual([]);
  });

  it('reads such a name as the owner, in whose name, or whose order it was; never kin or a pronoun there', () => {
    expect(added('그곳에 있던 카림 칸 소유인 물건을, 디팍 뚜 명의의 계좌로, 흘라 뚜의 지시에 따라')).toEqual(['카림 칸', '디팍 뚜', '흘라 뚜']);
    expect(added('자신의 처 명의로 운영하던, 피해자 형 소유의 아파트를, 대출 명의를 내 명의로, 피고인의 딸 명의 계좌로')).toEqual([]);
  });

  it('takes a first word of two syllables ending in 라 for a name’s where no verb’s syllable opens it', () => {
    expect(added('피고인은 위 돈을 흘라 뚜에게 전달하였다')).toEqual(['흘라 뚜']);
    // `따라`, `달라`, `마라`: a verb's form before a noun of one syllable.
    expect(added('지시에 따라 윈에게, 돈을 달라 뚜에게, 하지 마라 조에게')).toEqual([]);
  });

  it('reads the whole name where the model found its last word or a given name', () => {
    const text = '피고인은 위 돈을 흘라 뚜에게 전달하였다';
    const got = addContextNames(text, [spanOf(text, '뚜', 'PERSON')]).map((s) => [s.text, s.category]);
    expect(got).toEqual([['흘라 뚜', 'PERSON']]);
    // … or its first word (`[무함울르] 칸으로부터`).
    const first = '이에 속은 위 무함울르 칸으로부터 돈을';
    expect(addContextNames(first, [spanOf(first, '무함울르', 'PERSON')]).map((s) => s.text)).toEqual(['무함울르 칸']);
    // A span that runs past the slot's name, or two spans in it, stand as they are.
    const two = '피고인은 위 돈을 흘라 뚜에게 전달하였다';
    const halves = [spanOf(two, '흘라', 'PERSON'), spanOf(two, '뚜', 'PERSON')];
    expect(addContextNames(two, halves).map((s) => s.text)).toEqual(['흘라', '뚜']);
    const user = addContextNames(text, [spanOf(text, '뚜', 'PERSON', { source: 'user' })]).map((s) => s.text);
    expect(user).toEqual(['뚜']);
  });

  it('takes a word the model read as a business or a place where only a person stands for the person, never a bank, a kind or a Korean name', () => {
    const text = '사실 피고인은 프라카시 셰르파에게 돈을, 한빛상사에게 받은 돈을, 국민은행에게, 김철수에게';
    const spans = [spanOf(text, '프라카시', 'ADDRESS'), spanOf(text, '셰르파', 'BUSINESS'), spanOf(text, '한빛상사', 'BUSINESS'), spanOf(text, '국민은행', '은행'), spanOf(text, '김철수', 'BUSINESS')];
    // The earlier word of the foreign name is read with it, the model's place there giving way too.
    expect(addContextNames(text, spans).map((s) => [s.text, s.category])).toEqual([
      ['프라카시 셰르파', 'PERSON'],
      ['한빛상사', 'BUSINESS'],
      ['국민은행', 'INSTITUTION'],
      ['김철수', 'BUSINESS'],
    ]);
    // … and the name's other words join it.
    expect(combineSpans(text, spans.slice(0, 2), []).map((s) => s.text)).toContain('프라카시 셰르파');
    // Companies fill the other slots: money comes from them, they own and they hold accounts.
    const companies = '햇살라이프로부터 받은 돈, 씨큐엠에스 소유의 토지, 지엠피쥬얼리 명의로 송금';
    const readings = ['햇살라이프', '씨큐엠에스', '지엠피쥬얼리'].map((w) => spanOf(companies, w, 'BUSINESS'));
    expect(addContextNames(companies, readings).map((s) => s.category)).toEqual(['BUSINESS', 'BUSINESS', 'BUSINESS']);
  });

  it('marks whose bank account it is, not a pronoun, a role or 명의 glued to a name', () => {
    expect(added('2018. 10. 4. 뷁뤽의 농협은행계좌로, 렸뿜혔엽의 계좌로, 괵쇼허의 새마을금고 예금계좌로 송금하였다')).toEqual(['뷁뤽', '렸뿜혔엽', '괵쇼허']);
    expect(added('피고인의 계좌로, 자신의 우체국 계좌로, 회사의 계좌로, 아들의 계좌로, 샐컬하명의의 계좌로')).toEqual([]);
  });

  it('reads a name of two one-syllable words before those slots, never a determiner, a count or a noun of one syllable', () => {
    expect(added('위 토지 개발을 위해 초 윈으로부터 3억 원을, 한 달 후에 툰 예와 함께, 피해자는 쪼 뚜에게')).toEqual(['초 윈', '툰 예', '쪼 뚜']);
    expect(added('그 애에게, 제 딸에게, 두 분께서, 이 년에게, 한 명에게, 그 말과 함께, 초 윈로부터')).toEqual([]);
  });

  it('reads such a name written with a middle dot there, never a division, kin, a contract’s parties or a word', () => {
    expect(added('피고인은 초·조와 공모하여 허위 물품 판매글을, 한 달 후에 쪼·예·윈에게, 툰·띤으로부터')).toEqual(['초·조', '쪼·예·윈', '툰·띤']);
    expect(added('시·군·구에게 통보하고, 부·모와 함께, 갑·을에게, 시·도지사에게, 같은 선·후배들과 함께, 초·윈로부터')).toEqual([]);
  });

  it('takes the one-syllable surname of a spaced foreign name along', () => {
    expect(added('서울 강북구 지사의 마 신위에게 돈을 건넸다')).toEqual(['마 신위']);
  });

  it('marks who is impersonated: a name before a title, an employer before 직원', () => {
    expect(added('만물전당포대부 마 샤오밍 팀장을 사칭한 후 저금리 대출을')).toEqual(['마 샤오밍']);
    const text = '다음 날 개뼘초 직원을 사칭하면서 대출법을 말하였다';
    expect(addContextNames(text, []).map((s) => [s.text, s.label])).toEqual([['개뼘초', '기업명']]);
    expect(added('금융감독원 직원을 사칭하고, 채권추심팀 팀장을 사칭하였다')).toEqual([]);
    expect(added("위 조직의 '여끎긋', '괵쇼허'을 사칭하는 조직원, ‘서울중앙지검 뷁뤽 검사'를 사칭")).toEqual(['괵쇼허', '뷁뤽']);
    // A quoted name may end as prose does (가, 인): the quotes close the word.
    expect(added("위 조직의 '괵쇼가'를 사칭하는 조직원, '뷁뤽인'을 사칭")).toEqual(['괵쇼가', '뷁뤽인']);
    expect(added("‘경찰관'을 사칭하였다, 서울중앙지검 검사를 사칭하고 검찰청의 검사를 사칭한 후")).toEqual([]);
  });

  it('reads a foreign name of several words before the title impersonated, a person before 직원 too', () => {
    const text = '다음 날 누르란·아부·사비로프 직원을 사칭하면서, 전화하여 카림 아슬람 직원을 사칭하며';
    expect(addContextNames(text, []).map((s) => [s.text, s.label])).toEqual([
      ['누르란·아부·사비로프', '외국인이름'],
      ['카림 아슬람', '외국인이름'],
    ]);
    // The model's business on a word of it gives way to the person.
    const model = '전화하여 카림 아슬람 직원을 사칭하며';
    expect(added(model, [spanOf(model, '아슬람', 'BUSINESS')])).toEqual(['카림 아슬람']);
    // A dictionary word or a verb's form before the word is no part of a name.
    expect(added('국민은행 대출 쌨팠 직원을 사칭하며, 전화하여 쌨팠 팀장을 사칭하고')).toEqual(['쌨팠', '쌨팠']);
  });

  it('marks the business whose owner is named and the employer one belongs to, not a dictionary word, a compound or a kind', () => {
    const text = '수사보고(주변 상가 CCTV 및 술집다온 업주 진술), 수사보고(고래맥주창고 및 긋헴 업주 진술)';
    expect(addContextNames(text, []).map((s) => [s.text, s.label])).toEqual([['술집다온', '업소'], ['긋헴', '업소']]);
    expect(added('식당 업주 진술, 해당 업소 업주, 맥주친구 업주, 노래방 업주, 피해자 업주에게, 청솔상가 업주, ‘베어커피숍\' 카페의 업주')).toEqual([]);
    // … and the employer one belongs to, not a body, a unit or a noun.
    expect(addContextNames('피해자는 진성몰 소속 방역요원이다.', []).map((s) => [s.text, s.label])).toEqual([['진성몰', '기업명']]);
    expect(added('금융기관 소속 직원, 서울교통공사 소속 기관사, 허가건축과 소속 공무원, 같은 소속의 직원, 피고인 소속')).toEqual([]);
  });

  it('marks a word no dictionary knows before a title that carries its particle', () => {
    expect(added('"새마을금고 곬테 팀장이다. 기존 대출을 상환하라"')).toEqual(['곬테']);
    expect(added('돌문전당포대부캐피탈 퓨잭 대리라고 자신을 소개하면서')).toEqual(['퓨잭']);
    // The alias the caller gives (the release marks it 닉네임) is read too.
    expect(added('"블루문 과장이다. 마 샤오밍 팀장의 부탁으로 돈을 받으러 왔다"')).toEqual(['블루문', '마 샤오밍']);
    // A word whose particle no name ends in before the title: the title is another's (`최현주와 교수와 제자의 관계`).
    expect(added('1987년경 공소외 폐곬와 교수와 제자의 관계로')).toEqual(['폐곬']);
    // No title without its particle (`대리 운전`, `과장 등록`), no unit, noun with its particle, verb or title word before it.
    expect(added('굿즈를 대리 구매해 주겠다, 가매출로 과장 등록된 것을')).toEqual([]);
    expect(added('○○ 대전지역단 본부장으로 재직하고, 병원에서 방사선과 실장으로 근무하면서')).toEqual([]);
    expect(added('음식점에서 사장에게 말하고, 해고를 해야 되는데 차장에게 말을 잘, 사업하는 사장이 있는데')).toEqual([]);
    expect(added('아파트 동대표 회장에게 돈을 주었다, 영업 팀장이 말했다')).toEqual([]);
  });

  it('reads the longer particles after a title and the titles of the arts and the press', () => {
    expect(added('문자를 보내자, 띰턴윈뇌 팀장으로부터 카카오톡으로')).toEqual(['띰턴윈뇌']);
    expect(added('후원회원들, 디네시 예술감독, 디네시의 해외 매니지먼트')).toEqual(['디네시']);
    expect(added('쑈뜩햄 기자에게서 들었고, 꿱슬 교수도 참석하였다')).toEqual(['쑈뜩햄', '꿱슬']);
    expect(added('"슬뎅 이사장과 같은 집안사람으로 잘 안다"')).toEqual(['슬뎅']);
    // Dictionary words before a title stay (`현장 감독`, `영업 팀장`).
    expect(added('현장 감독으로부터 지시를 받고, 영업 팀장에게서 돈을')).toEqual([]);
  });

  it('reads the earlier words of a foreign name before a slot, over the model’s business on one of them; Burmese 모에 too', () => {
    const text = '피고인은 2014년경 쪼 나잉으로부터 차용한 680,000,000원을, 위 토지 개발을 위해 모에 뚜로부터 3억 원을 받았다';
    expect(addContextNames(text, [spanOf(text, '나잉', 'BUSINESS')]).map((s) => [s.text, s.category])).toEqual([
      ['쪼 나잉', 'PERSON'],
      ['모에 뚜', 'PERSON'],
    ]);
    // A word of prose before the slot's word stays out (`피해자의 집 옆에 뚜에게`), a trade too (`환전상 개앉펄에게`).
    expect(addContextNames('피해자의 집 옆에 뚜에게 말하였고, 그 위에 초에게', []).map((s) => s.text)).toEqual([]);
    expect(addContextNames('빌딩에 있는 환전상 개앉펄에게 위 돈을', []).map((s) => s.text)).toEqual(['개앉펄']);
    // Where the model's reading of another kind stands on an earlier word, the slot's word is read alone, as before.
    const region = '한 달 후에 호앙 득 미 린과 프라카시 타망으로부터 인건비를';
    expect(addContextNames(region, [spanOf(region, '프라카시', 'REGION')]).map((s) => s.text)).toEqual(['프라카시', '타망']);
  });

  it('reads a foreign name whose last word is one syllable before a title, never a surname alone or after a unit', () => {
    expect(added('문자를 보내자, 모에 조 팀장으로부터 카카오톡으로 연락이 왔다')).toEqual(['모에 조']);
    expect(added('조직원(일명 ‘나잉 조 팀장\')으로부터 지시를 받았다')).toEqual(['나잉 조']);
    // A surname after a unit, a noun or a particle's word is someone named by the surname and title (`김 팀장`).
    expect(added('영업부 김 팀장에게, 경리팀 박 과장에게, 회사에 조 팀장이, 위 김 팀장에게, 같은 조 팀장에게')).toEqual([]);
  });

  it('reads 로 after a title that ends in a vowel (`대표로`, `대리로`)', () => {
    expect(added('대출을 받기 위해 넥센 대표로 등재한 사람에게')).toEqual(['넥센']);
    // A dictionary word, a unit or a word and its particle before it names no one.
    expect(added('회사 대표로 등재하고, 관리부 대리로 재직하며, 피고인이 대표로 있는')).toEqual([]);
    // Nor a verb's conditional (`빌려주면 대리로 승진해서`).
    expect(added('500만 원을 빌려주면 대리로 승진해서 갚겠다')).toEqual([]);
  });

  it('needs the 과/와 that agrees with the last syllable', () => {
    expect(added('렸뿜혔엽와 함께 술을')).toEqual([]);
    expect(added('뷁뤽가 운영하는 공장')).toEqual([]);
  });

  it('leaves dictionary words, compounds, pronouns, plurals and nouns of a kind of person', () => {
    expect(added('경찰관에게 폭행을 가하였다')).toEqual([]);
    expect(added('앞으로 번역사에게 지불할 돈을')).toEqual([]);
    expect(added('수원지방법원 안양지원 집행관과 함께 입회하던')).toEqual([]);
    expect(added('기존 투자금과 함께 변제하겠다')).toEqual([]);
    expect(added('불특정 다수인들에게, 투자자들에게 말하였다')).toEqual([]);
    expect(added("피해자에게 '왜 그쪽에게 그런 말을")).toEqual([]);
    expect(added('징계해고처분이 징계권자에게 맡겨진')).toEqual([]);
    expect(added('기존 점포주에게 말하고 환전상에게 전달하며 명세표와 함께 보냈다')).toEqual([]);
  });

  it('leaves a word a span already touches, a word glued to a mask, and the court lines', () => {
    const text = '피고인은 김철수에게 돈을 주었다';
    expect(added(text, [spanOf(text, '김철수', '내국인이름')])).toEqual([]);
    expect(added('○○뇌퇴에게 돈을 주었다')).toEqual([]);
    expect(added('판사 뇌퇴에게')).toEqual([]);
  });

  it('is a span the engine propagates to the name’s other mentions', () => {
    const text = '바이올리니스트 뇌퇴의 매니저로서 뇌퇴의 공연을 기획하였다. 피해자는 뇌퇴에게 호감을 가지고 있었다.';
    const out = combineSpans(text, [], []);
    expect(out.filter((s) => s.category === 'PERSON').map((s) => [s.text, s.source])).toEqual([
      ['뇌퇴', 'propagated'],
      ['뇌퇴', 'propagated'],
      ['뇌퇴', 'rule'],
    ]);
  });
});
