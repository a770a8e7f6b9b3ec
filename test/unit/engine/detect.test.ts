import { describe, expect, it } from 'vitest';
import { combineSpans, completeWords, cutUnbalancedParens, dropGluedAccountWords, dropHeadPieces, dropGluedRoles, dropNumberParticles, joinWordPieces, refineLabels, trimParticles } from '../../../native/engine/detect';
import { redact } from '../../../native/redact';
import type { Span } from '../../../native/types';

function model(text: string, surface: string, category: Span['category']): Span {
  const start = text.indexOf(surface);
  return { start, end: start + surface.length, text: surface, label: category, category, tier: 'direct', score: 0.9, source: 'model' };
}

describe('trimParticles', () => {
  it('gives a person name its particles back, down to three syllables', () => {
    const text = '홍길동이 박정의 홍길동만이 김구가';
    const out = trimParticles(text, [model(text, '홍길동이', 'PERSON'), model(text, '박정의', 'PERSON'), model(text, '홍길동만이', 'PERSON'), model(text, '김구가', 'PERSON')]);
    expect(out.map((s) => s.text)).toEqual(['홍길동', '박정의', '홍길동', '김구가']);
  });

  it('keeps the last syllable where no particle can stand: before 명의 and before the sex and age', () => {
    const text = '애초롱이 명의의 계좌, 서슬기로 명의 계좌, 개으뜸이(여, 30세), 홍길동이 명의를 빌려주고, 박민수의 명의로';
    const names = ['애초롱이', '서슬기로', '개으뜸이', '홍길동이', '박민수의'];
    const out = trimParticles(text, names.map((n) => model(text, n, 'PERSON')));
    expect(out.map((s) => s.text)).toEqual(['애초롱이', '서슬기로', '개으뜸이', '홍길동', '박민수']);
  });

  it('keeps it before the 등 of a list that takes the dative or the source, not before 등 the back', () => {
    const text = '간슬기로 등으로부터 4억 원을, 개으뜸이 등에게 전화하고, 홍길동이 등을 돌리자';
    const names = ['간슬기로', '개으뜸이', '홍길동이'];
    const out = trimParticles(text, names.map((n) => model(text, n, 'PERSON')));
    expect(out.map((s) => s.text)).toEqual(['간슬기로', '개으뜸이', '홍길동']);
    const cut = [model(text, '간슬기', 'PERSON')];
    expect(completeWords(text, cut).map((s) => s.text)).toEqual(['간슬기로']);
  });

  it('keeps it before a title a quote closes on, not before a title that takes a particle of its own', () => {
    const text = "조직원(일명 '근한별이 팀장')으로부터, ‘애초롱이 대리'를 사칭하며, 홍길동이 이사로 근무하는";
    const names = ['근한별이', '애초롱이', '홍길동이'];
    const out = trimParticles(text, names.map((n) => model(text, n, 'PERSON')));
    expect(out.map((s) => s.text)).toEqual(['근한별이', '애초롱이', '홍길동']);
  });

  it("keeps it before whose business or property it is, but gives 의 back there (`X의 소유인`) and before 명의", () => {
    const text = '피해자 박으뜸이 운영의 식당에서, 그곳에 있던 이으뜸이 소유인 물건을, 망 김철수의 소유인 주택, 박민수의 명의로';
    const names = ['박으뜸이', '이으뜸이', '김철수의', '박민수의'];
    const out = trimParticles(text, names.map((n) => model(text, n, 'PERSON')));
    expect(out.map((s) => s.text)).toEqual(['박으뜸이', '이으뜸이', '김철수', '박민수']);
    const cut = ['박으뜸', '김철수', '박민수'].map((n) => model(text, n, 'PERSON'));
    expect(completeWords(text, cut).map((s) => s.text)).toEqual(['박으뜸이', '김철수', '박민수']);
  });

  it('keeps a last syllable that reads as a one-syllable particle before the punctuation that closes a name', () => {
    const text = '공소외 민슬기로, 공소외 신서진, "피고 개해솔이"는, 피해자 라흐만(가명, 여), 노숙인으로, 피해자 홍길동이 왔다';
    const names = ['민슬기로', '개해솔이', '라흐만', '노숙인으로', '홍길동이'];
    const out = trimParticles(text, names.map((n) => model(text, n, 'PERSON')));
    // A chain of two syllables still goes (`노숙인으로,`), and a particle before a space is still given back.
    expect(out.map((s) => s.text)).toEqual(['민슬기로', '개해솔이', '라흐만', '노숙인', '홍길동']);
  });

  it('keeps the last syllable before the name in another script a court glosses it with', () => {
    const text = '피고인 하야시 겐타로(林健太郎, 남, 45세)는, 피해자 마리아로(Maria, 여)';
    const out = trimParticles(text, [model(text, '하야시 겐타로', 'PERSON'), model(text, '마리아로', 'PERSON')]);
    expect(out.map((s) => s.text)).toEqual(['하야시 겐타로', '마리아로']);
    // completeWords too: the model's `겐타` takes the whole word, 로 included.
    expect(completeWords(text, [model(text, '하야시 겐타', 'PERSON')]).map((s) => s.text)).toEqual(['하야시 겐타로']);
  });

  it('gives back the quoting 라 or 이라 before 는 and a word for what one is called, and only there', () => {
    const text = '나는 후렐수흐라는 사람과, 카림칸이라는 가명으로, 페레라는 부부이고, 스베틀라나는 사람들';
    const out = trimParticles(text, ['후렐수흐라', '카림칸이라', '페레라', '스베틀라나'].map((n) => model(text, n, 'PERSON')));
    expect(out.map((s) => s.text)).toEqual(['후렐수흐', '카림칸', '페레라', '스베틀라나']);
  });

  it('gives back the particles glued after a name in Latin letters or digits, whatever its category', () => {
    const text = '사업자인 KHAN THI MAI가, Samsung이 만든 LG전자의 제품을 7-Eleven에서 샀고 GS25는';
    const out = trimParticles(text, [model(text, 'KHAN THI MAI가', 'BUSINESS'), model(text, 'Samsung이', 'BUSINESS'), model(text, 'LG전자', 'BUSINESS'), model(text, '7-Eleven에서', 'BUSINESS'), model(text, 'GS25는', 'BUSINESS')]);
    expect(out.map((s) => s.text)).toEqual(['KHAN THI MAI', 'Samsung', 'LG전자', '7-Eleven', 'GS25']);
  });

  it('leaves business names that end like a particle, and rule spans, alone', () => {
    const text = '시나브로 엘리나 팡새레스토랑';
    const spans = [model(text, '시나브로', 'BUSINESS'), model(text, '엘리나', 'BUSINESS'), { ...model(text, '팡새레스토랑', 'BUSINESS'), source: 'rule' as const }];
    expect(trimParticles(text, spans)).toEqual(spans);
  });
});

describe('dropNumberParticles', () => {
  it('gives a number the particle after its last digit back, and leaves a word that is no particle and rule spans', () => {
    const text = '같은 계좌번호 123-456-789012로 다시, 010-1234-5678에게, 12가3456호 쏘나타, 2023고단1234호';
    const spans = [
      model(text, '123-456-789012로', 'FINANCIAL'),
      model(text, '010-1234-5678에게', 'CONTACT'),
      model(text, '12가3456호', 'VEHICLE'),
      { ...model(text, '2023고단1234호', 'OTHER_NUMBER'), source: 'rule' as const },
    ];
    expect(dropNumberParticles(text, spans).map((s) => s.text)).toEqual(['123-456-789012', '010-1234-5678', '12가3456호', '2023고단1234호']);
  });
});

describe('joinWordPieces', () => {
  it('lets each reading of a word the model read in pieces cover the whole word, one span per category', () => {
    const text = '피고인은 창동주공19단지아파트재건축정비사업 조합의 조합장, 광교더퍼스트지식산업센터건물 16층';
    const spans = [
      { ...model(text, '창동주공1', 'ADDRESS'), score: 0.7 },
      model(text, '9단지아파트재건축정비사업', 'ORGANIZATION'),
      { ...model(text, '광교더퍼스트지식산', 'INSTITUTION'), score: 0.95 },
      // `업` and `센터` after `지식산` (an earlier 업 ends 정비사업).
      { ...model(text, '업', 'ADDRESS'), start: text.indexOf('업센터'), end: text.indexOf('업센터') + 1 },
      { ...model(text, '센터', 'INSTITUTION'), start: text.indexOf('센터'), end: text.indexOf('센터') + 2, score: 0.6 },
    ];
    const out = joinWordPieces(text, spans).map((s) => `${s.category}:${s.text}:${s.score}`);
    expect(out).toEqual([
      'ADDRESS:창동주공19단지아파트재건축정비사업:0.7',
      'ORGANIZATION:창동주공19단지아파트재건축정비사업:0.9',
      'INSTITUTION:광교더퍼스트지식산업센터:0.95',
      'ADDRESS:광교더퍼스트지식산업센터:0.9',
    ]);
  });

  it('joins two numbers the model read in pieces, never a number and a name', () => {
    const text = '도로개설(중로81)사업, 계좌(제일은행WISCOM지점310-27796)';
    const eight = { ...model(text, '8', 'OTHER_NUMBER'), score: 0.6 };
    const one = model(text, '1', 'FINANCIAL');
    expect(joinWordPieces(text, [eight, one]).map((s) => `${s.category}:${s.text}`)).toEqual(['OTHER_NUMBER:81', 'FINANCIAL:81']);
    const branch = model(text, 'SC', 'INSTITUTION');
    const account = model(text, 'OM지점310-', 'FINANCIAL');
    expect(joinWordPieces(text, [branch, account])).toEqual([branch, account]);
  });

  it('joins no pieces a space, a digit–Hangul seam or a rule span stands between', () => {
    const text = '홍길동 상사, 사건 2023고단1234, 김철수상사';
    const rule = { ...model(text, '상사', 'BUSINESS'), start: text.lastIndexOf('상사'), end: text.lastIndexOf('상사') + 2, source: 'rule' as const };
    const spans = [model(text, '홍길동', 'PERSON'), model(text, '상사', 'BUSINESS'), model(text, '2023', 'OTHER_NUMBER'), model(text, '고단1234', 'OTHER_NUMBER'), model(text, '김철수', 'PERSON'), rule];
    expect(joinWordPieces(text, spans)).toEqual(spans);
  });
});

describe('completeWords', () => {
  it('gives back a head word the model cut in two (우리은|행), as court placeholders stop before it', () => {
    const text = '박동우 명의의 우리은행 계좌로';
    const [span] = completeWords(text, [model(text, '우리은', 'INSTITUTION')]);
    expect(span).toMatchObject({ start: 8, end: 10, text: '우리' });
    expect(redact(text, [span], {}).redactedText).toBe('박동우 명의의 A은행 계좌로');
  });

  it('takes a word’s last 나 under a particle it gave back as the word’s, whatever the span names (사우나에서)', () => {
    const text = '위 백운보석사우나에서 피해자를 만났고, 사과나 배를 팔았다';
    const [sauna] = completeWords(text, [model(text, '백운보석', 'BUSINESS')]);
    expect(sauna.text).toBe('백운보석사우나');
    // A bare 나 that closes the word is still the particle "or".
    const at = text.indexOf('사과');
    const [fruit] = completeWords(text, [{ ...model(text, '사과', 'PRODUCT'), start: at, end: at + 1, text: '사' }]);
    expect(fruit.text).toBe('사과');
  });

  it('completes both ends up to particles and head words, and leaves whole words and rule spans alone', () => {
    const text = '세븐일레븐에서 경찰관 한도하는 홍길동만이 MINT2024-G99901 하나은행 안양관양시장에 1608호에 김영호';
    const spans = [
      model(text, '1608', 'ADDRESS'),
      model(text, '김영', 'PERSON'),
      model(text, '세븐일레', 'BUSINESS'),
      model(text, '안양관', 'INSTITUTION'),
      model(text, '도하', 'PERSON'),
      model(text, '홍길동', 'PERSON'),
      model(text, '2024-G99901', 'OTHER_NUMBER'),
      { ...model(text, '하나', 'INSTITUTION'), source: 'rule' as const },
    ];
    expect(completeWords(text, spans).map((s) => s.text)).toEqual(['1608', '김영호', '세븐일레븐', '안양관양', '한도하', '홍길동', 'MINT2024-G99901', '하나']);
  });

  it('completes a rest of up to six characters that particles follow (`[구찌골]프스튜디오에서`), never a longer rest', () => {
    const text = '위 구찌골프스튜디오에서 불러, 위 한빛골프스튜디오카페에서 불러, 충북혁신도시센트레빌아파트채권단을 접촉';
    const spans = [model(text, '구찌골', 'BUSINESS'), model(text, '한빛골', 'BUSINESS'), model(text, '충북혁신도시센트레빌', 'ADDRESS')];
    // … and stops at a head word inside that rest, which stays with what follows it.
    expect(completeWords(text, spans).map((s) => s.text)).toEqual(['구찌골프스튜디오', '한빛골', '충북혁신도시센트레빌']);
  });

  it('gives back the shorter particle where the longer one would cut into the name (`[쿠마라 페레라]는`, not 라는)', () => {
    const text = '쿠마라 페레라는 스리랑카 국적이고 사라는 그 동생이다';
    const spans = [model(text, '쿠마라 페레라', 'PERSON'), model(text, '사라', 'PERSON')];
    expect(completeWords(text, spans).map((s) => s.text)).toEqual(['쿠마라 페레라', '사라']);
    // 나 and 랑 after a person are the name's last syllable (`쿠마오브나`, `스베틀라나`), not "or"/"with".
    const named = '피고인과 서리타 쿠마오브나 타망은, 스베틀라나 씨는';
    const cut = [model(named, '서리타 쿠마오브', 'PERSON'), model(named, '스베틀라', 'PERSON')];
    expect(completeWords(named, cut).map((s) => s.text)).toEqual(['서리타 쿠마오브나', '스베틀라나']);
    expect(trimParticles(named, [model(named, '서리타 쿠마오브나', 'PERSON')]).map((s) => s.text)).toEqual(['서리타 쿠마오브나']);
    // So is 께, the honorific "to" no judgment puts after a party (`지인인 몬럽옮께의 거주지`).
    const honorific = '지인인 몬럽옮께의 거주지에서';
    expect(completeWords(honorific, [model(honorific, '몬럽옮', 'PERSON')]).map((s) => s.text)).toEqual(['몬럽옮께']);
    expect(trimParticles(honorific, [model(honorific, '몬럽옮께의', 'PERSON')]).map((s) => s.text)).toEqual(['몬럽옮께']);
    // Under a particle of their own, too: the chain gives back 는, not 나.
    const chained = '스베틀라나는 그 동생이고 쿠마오브나의 집에서';
    expect(trimParticles(chained, [model(chained, '스베틀라나는', 'PERSON'), model(chained, '쿠마오브나의', 'PERSON')]).map((s) => s.text)).toEqual(['스베틀라나', '쿠마오브나']);
  });

  it('does not complete across a digit–Hangul seam (case numbers, units)', () => {
    const text = '사건 2023고단1234 피고인';
    const span = model(text, '2023', 'FINANCIAL');
    expect(completeWords(text, [span])).toEqual([span]);
  });

  it('goes on through the dot of a dotted name, never from a word with no dot of its own', () => {
    const text = '대표이사 응우옌·반·안과 마리아·산토스·페레이라에게, 초·중·고등학교';
    const spans = [model(text, '응우옌·반·', 'PERSON'), model(text, '마리아·산토스', 'PERSON'), model(text, '중', 'BUSINESS')];
    expect(completeWords(text, spans).map((s) => s.text)).toEqual(['응우옌·반·안', '마리아·산토스·페레이라', '중']);
  });

  it('does not complete into a run longer than six characters', () => {
    const text = '가나다라마바사아자차카타파하';
    const span = model(text, '가나', 'BUSINESS');
    expect(completeWords(text, [span])).toEqual([span]);
  });
});

describe('dropHeadPieces', () => {
  it('drops the model’s piece of a head word another span gave back, not a span that starts a word', () => {
    const text = '부천시 팔금면 737 우리메디컬센터빌딩건물 4층, 국민은행 딩동';
    const completed = completeWords(text, [model(text, '팔금면 737 우리메디컬센터빌', 'ADDRESS'), model(text, '딩', 'INSTITUTION')]);
    expect(completed.map((s) => s.text)).toEqual(['팔금면 737 우리메디컬센터', '딩']);
    expect(dropHeadPieces(text, completed).map((s) => s.text)).toEqual(['팔금면 737 우리메디컬센터']);
    const kept = [model(text, '국민', 'INSTITUTION'), model(text, '딩동', 'BUSINESS')];
    expect(dropHeadPieces(text, kept)).toEqual(kept);
  });
});

describe('cutUnbalancedParens', () => {
  it('ends a model span before a parenthesis it does not close, starts it after one it did not open', () => {
    const text = '피해자 뚜안(Tuan, 베트남 국적)에게, 쿠클럭스클랜(KKK) 식당, (주) 한빛에서, 홍길동(';
    const spans = [model(text, '뚜안(Tuan', 'PERSON'), model(text, '쿠클럭스클랜(KKK)', 'BUSINESS'), model(text, ') 한빛', 'BUSINESS'), model(text, '홍길동(', 'PERSON')];
    expect(cutUnbalancedParens(text, spans).map((s) => s.text)).toEqual(['뚜안', '쿠클럭스클랜(KKK)', '한빛', '홍길동']);
    const rule = { ...model(text, '뚜안(Tuan', 'PERSON'), source: 'rule' as const };
    expect(cutUnbalancedParens(text, [rule])).toEqual([rule]);
  });

  it('takes the close of a parenthesis a span stops right before: the model read the gloss as the name\'s', () => {
    const text = '듀베티커피숍(duvetecoffeeshop) 앞, 주식회사 꾹듕끈(대표 꽃됨턴)의 직원, ‘에브리타임(너랑나랑)\'에서, 뚜안(Tuan, 베트남 국적)';
    const spans = [model(text, '듀베티커피숍(duvetecoffeeshop', 'BUSINESS'), model(text, '꾹듕끈(대표 꽃됨턴', 'BUSINESS'), model(text, '에브리타임(너랑나랑', 'SERVICE'), model(text, '뚜안(', 'PERSON')];
    expect(cutUnbalancedParens(text, spans).map((s) => s.text)).toEqual(['듀베티커피숍(duvetecoffeeshop)', '꾹듕끈(대표 꽃됨턴)', '에브리타임(너랑나랑)', '뚜안']);
  });
});

describe('dropGluedRoles', () => {
  it('starts a person span after a party role glued to the name, and leaves other spans alone', () => {
    const text = '피해자동방진우에 대한 범행, 피해자들에게, 주식회사피해자보상';
    const spans = [model(text, '피해자동방진우', 'PERSON'), model(text, '피해자들', 'PERSON'), model(text, '주식회사피해자보상', 'BUSINESS')];
    expect(dropGluedRoles(text, spans).map((s) => s.text)).toEqual(['동방진우', '피해자들', '주식회사피해자보상']);
  });
});

describe('dropGluedAccountWords', () => {
  it('ends a bank or business span before an account word glued to it, and leaves short or other spans alone', () => {
    const text = '농협계좌로, 하나은행예금계좌에서, 우리통장, 계좌에, 김통장';
    const spans = [model(text, '농협계좌', 'INSTITUTION'), model(text, '하나은행예금계좌', 'INSTITUTION'), model(text, '우리통장', 'BUSINESS'), model(text, '계좌', 'INSTITUTION'), model(text, '김통장', 'PERSON')];
    expect(dropGluedAccountWords(text, spans).map((s) => s.text)).toEqual(['농협', '하나은행', '우리', '계좌', '김통장']);
  });
});

describe('refineLabels', () => {
  it('names category-only numbers by their kind, from shape and context', () => {
    const text = '계좌(5-62451260230), 카드 1234-5678-9012-3456, 010-1234-5678, 02-123-4567, a@b.kr, 12가3456, 홍길동';
    const spans = [
      model(text, '5-62451260230', 'FINANCIAL'),
      model(text, '1234-5678-9012-3456', 'FINANCIAL'),
      model(text, '010-1234-5678', 'CONTACT'),
      model(text, '02-123-4567', 'CONTACT'),
      model(text, 'a@b.kr', 'CONTACT'),
      model(text, '12가3456', 'VEHICLE'),
      model(text, '홍길동', 'PERSON'),
    ];
    expect(refineLabels(text, spans).map((s) => s.label)).toEqual(['계좌번호', '카드번호', '휴대전화번호', '전화번호', '이메일주소', '차량번호', 'PERSON']);
    expect(redact(text, refineLabels(text, spans.slice(0, 1)), {}).redactedText.startsWith('계좌(계좌번호 1 생략)')).toBe(true);
  });
});

describe('combineSpans', () => {
  it('reads a list beside a mention only propagation found, and propagates what it adds', () => {
    const text = '망절햄햄과 근재석, 어금으켬과 개었긔는 각 부부사이로서 술을 마셨다. 이에 피고인은 근재석에게 사정을 설명하였다.';
    const at = text.indexOf('근재석에게');
    const seed: Span = { ...model(text, '근재석', 'PERSON'), start: at, end: at + 3 };
    const persons = combineSpans(text, [model(text, '망절햄햄', 'PERSON'), seed], []).filter((s) => s.category === 'PERSON');
    expect(persons.map((s) => s.text)).toEqual(['망절햄햄', '근재석', '어금으켬', '근재석']);
  });

  it('keeps what the second list reading changed even where it left the count of spans as it was', () => {
    // The listed `후인 티 하` takes the place of the model's `티 하`: one span in, one out.
    const text = '피고인은 근재석, 후인 티 하 등과 공모하였다. 이에 피고인은 근재석에게 사정을 설명하였다.';
    const at = text.indexOf('근재석에게');
    const seed: Span = { ...model(text, '근재석', 'PERSON'), start: at, end: at + 3 };
    const persons = combineSpans(text, [model(text, '티 하', 'PERSON'), seed], []).filter((s) => s.category === 'PERSON');
    expect(persons.map((s) => s.text)).toEqual(['근재석', '후인 티 하', '근재석']);
  });

  it('joins a foreign name split at a 도 read as a particle once propagation has found its second word', () => {
    const text = '피고인은 피해자 아르만도 레예스를 때렸다. 레예스는 넘어졌다.';
    const at = text.indexOf('레예스는');
    const seed: Span = { ...model(text, '레예스', 'PERSON'), start: at, end: at + 3 };
    const persons = combineSpans(text, [model(text, '아르만', 'PERSON'), seed], []).filter((s) => s.category === 'PERSON');
    expect(persons.map((s) => s.text)).toEqual(['아르만도 레예스', '레예스']);
  });
});
