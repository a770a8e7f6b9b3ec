import { describe, expect, it } from 'vitest';
import { addAliases } from '../../../native/redact/aliases';
import { spanOf } from './make-span';

const added = (text: string, surface: string, label = '기업명') =>
  addAliases(text, [spanOf(text, surface, label)])
    .filter((s) => s.source === 'rule')
    .map((s) => `${s.text}:${s.label}`);

describe('the alias given a party just named', () => {
  it('is the party’s, whatever its shape, in every way judgments write it', () => {
    expect(added('원고는 주식회사 껑깝욤횔(이하 ‘병뇐’이라 한다)의 대표이사이다.', '껑깝욤횔')).toEqual(['병뇐:기업명']);
    expect(added('원고는 주식회사 껑깝욤횔 (이하 "병뇐"이라고 한다)의 대표이사이다.', '껑깝욤횔')).toEqual(['병뇐:기업명']);
    expect(added('피해자 홍길동(이하 ‘길동’이라고만 한다)은', '홍길동', '내국인이름')).toEqual(['길동:내국인이름']);
    expect(added('원고는 주식회사 한빛테크(이하 빛테크라 한다)와', '한빛테크')).toEqual(['빛테크:기업명']);
  });

  it('is taken without the head word courts keep, and a shortening of the name is taken even where it is a word', () => {
    expect(added('주식회사 까멜롯(이하 ‘까멜 회사’라 한다)', '까멜롯')).toEqual(['까멜:기업명']);
    // 대통 is in the dictionary; its letters are the name's, in order.
    expect(added('주식회사 대한통운(이하 “대통”이라 한다)에서', '대한통운')).toEqual(['대통:기업명']);
  });

  it('of a person is a shortening of the name, not the role the judgment goes on calling them by', () => {
    expect(added('부검감정의 공소외 한가은(이하 ‘부검감정의’라 한다)은', '한가은', '내국인이름')).toEqual([]);
    expect(added('피고인 겸 피부착명령청구자 뇌텝초(이하 ‘피고인’이라 한다)는', '뇌텝초', '내국인이름')).toEqual([]);
  });

  it('keeps a head word glued to it, as the name has it', () => {
    const text = '주식회사 한국친환경유기인증센터(이하 ‘한국친환경유기인증센터’라 한다.)로';
    expect(added(text, '한국친환경유기인증센터')).toEqual(['한국친환경유기인증센터:기업명']);
  });

  it('is not a role, everyday words, one letter or the court’s mask', () => {
    for (const alias of ['피해자 회사', '이 사건 아파트', '피해회사', '매수인 회사', '회사', '갑', '△△ ']) {
      expect(added(`피고인은 주식회사 한빛전자(이하 ‘${alias}’라 한다)의 직원이다.`, '한빛전자'), alias).toEqual([]);
    }
  });

  it('is read after what the parenthesis gives first (the name again, a representative), as the release writes it', () => {
    // The release: `재단법인 C(C, 이하 'C'이라고 함)`, `(대표이사 F, 이하 'E'이라 한다)`, `(금융기관 C, 이하 'C'이라고 한다)`.
    expect(added("재단법인 대원(대원, 이하 '대원'이라고 함)의 대표이사", '재단법인 대원')).toEqual(['대원:기업명']);
    expect(added('주식회사 한빛전자(대표이사 김철수, 이하 ‘빛전자’라 한다)는', '한빛전자')).toEqual(['빛전자:기업명']);
    // What follows still has to name the party: a statute's date, a role.
    expect(added('주식회사 한빛전자(2012. 2. 22. 설립, 이하 ‘피해자 회사’라 한다)는', '한빛전자')).toEqual([]);
    expect(added('피해자 홍길동(1954년생, 이하 ‘피해자’라 한다)은', '홍길동', '내국인이름')).toEqual([]);
  });

  it('is read where the text lost its space after 이하', () => {
    expect(added('법인인 주식회사테스(이하‘테스’라 한다)는1999.', '테스')).toEqual(['테스:기업명']);
  });

  it('of a person, the name they go by (일명, 별명, 예명), is marked whatever the word', () => {
    expect(added('친구 공소외 뇌예준(일명 ‘해성’, 2014. 8. 31. 사망)이', '뇌예준', '내국인이름')).toEqual(['해성:닉네임']);
    expect(added('김철수(별명 짱구)와 함께', '김철수', '내국인이름')).toEqual(['짱구:닉네임']);
    // Not after a body (a scheme's common name), not a role.
    expect(added('보이스피싱 조직인 한빛(일명 ‘콜센터’)을', '한빛')).toEqual([]);
    expect(added('김철수(일명 피고인)와', '김철수', '내국인이름')).toEqual([]);
  });

  it('needs the named party right before it', () => {
    expect(added('피고인은 주식회사 한빛전자의 공장(이하 ‘빛공장’이라 한다)에서', '한빛전자')).toEqual([]);
    // A word the name's span leaves that is no head word (`테크`) is not the name's.
    expect(added('원고는 한빛테크(이하 ‘빛테’라 한다)와', '한빛')).toEqual([]);
  });
});

describe('a handle quoted after the word for it', () => {
  const all = (text: string, given: ReturnType<typeof spanOf>[] = []) => addAliases(text, given).map((s) => `${s.text}:${s.label}`);

  it('is a nickname, whatever the word, and takes the place of the model’s part of it', () => {
    expect(all("성명불상 조직원(위챗 대화명 '별빛속으로')의 권유를 받고")).toEqual(['별빛속으로:닉네임']);
    expect(all("카페에서 닉네임 '하늘바람'으로 활동하면서, 피고인 계정 ‘B'에 게시한")).toEqual(['하늘바람:닉네임', 'B:닉네임']);
    const text = "위챗 대화명 '별빛속으로'의 권유";
    expect(all(text, [spanOf(text, '별빛속', 'ONLINE')])).toEqual(['별빛속으로:ONLINE']);
  });

  it('is no sentence nor a quote the word for it does not open', () => {
    expect(all("‘가나' 계정으로 ‘닌텐도 스위치 판매합니다'라는 글을, 아이디 '나는 오늘 물건을 팝니다'로")).toEqual([]);
    expect(all("그 계정으로 '하늘바람' 카페에")).toEqual([]);
  });
});
