import { describe, expect, it } from 'vitest';
import { combineSpans } from '../../../native/engine/detect';
import { takeNameSuffixI } from '../../../native/redact/name-suffix-i';
import { spanOf } from './make-span';

const taken = (text: string, surface: string, label = '내국인이름') => takeNameSuffixI(text, [spanOf(text, surface, label)]).map((s) => s.text);

describe('the familiar suffix 이 of a name', () => {
  it('is the name’s where a particle follows it, on the next line or glued', () => {
    expect(taken('계좌에 정초롱이\n가 50,700,000원을', '정초롱')).toEqual(['정초롱이']);
    expect(taken('후원회원들, 박으뜸이\n의 해외 매니지먼트', '박으뜸')).toEqual(['박으뜸이']);
    expect(taken('박으뜸이에게 말하였다', '박으뜸')).toEqual(['박으뜸이']);
    // The list word 등, which no subject particle stands before.
    expect(taken('구춘자, 문귀례, 김초롱이 등으로부터 3억 원을', '김초롱')).toEqual(['김초롱이']);
    expect(taken('구춘자, 김초롱이 등 3인에게', '김초롱')).toEqual(['김초롱이']);
    // `외` and a count after a party, as a heading writes co-parties; a name closed by ㄹ takes the suffix too.
    expect(taken('【피고, 항소인】 피고 장곡한별이 외 13인 (소송대리인', '장곡한별')).toEqual(['장곡한별이']);
    expect(taken('정한별이\n가 말하였다', '정한별')).toEqual(['정한별이']);
    // No particle stands before the parenthesis after a name, nor before 에.
    expect(taken('피해자 빙새롬이(여, 27세)에게', '빙새롬')).toEqual(['빙새롬이']);
    expect(taken('아는 사람들(삼한별이)이 화학약품', '삼한별')).toEqual(['삼한별이']);
    expect(taken('범한별이에 대한 사기', '범한별')).toEqual(['범한별이']);
  });

  it('is the name’s before the next name of a list, and only there', () => {
    const text = '선배이고, 삼한별이, 장곡욱은 피고인을 통해, 피고인과 삼한별이·장곡욱은';
    const spans = [spanOf(text, '삼한별', '내국인이름'), spanOf(text, '장곡욱', '내국인이름'), spanOf(text, '삼한별', '내국인이름', { nth: 1 }), spanOf(text, '장곡욱', '내국인이름', { nth: 1 })];
    expect(takeNameSuffixI(text, spans).map((s) => s.text)).toEqual(['삼한별이', '장곡욱', '삼한별이', '장곡욱']);
    // A comma and prose after it: the subject particle may stand there.
    expect(taken('정초롱이, 피해자에게 말하였다', '정초롱')).toEqual(['정초롱']);
    expect(taken('정초롱이에요', '정초롱')).toEqual(['정초롱']);
    // A noun the 이 completes (a model's doubtful reading of `보행용 지팡`) stays as it was.
    expect(taken('손에 들고 있던 보행용 지팡이(길이 약 80cm)로', '보행용 지팡')).toEqual(['보행용 지팡']);
  });

  it('is the subject particle before prose, after an open syllable, and on what is no person', () => {
    expect(taken('정초롱이 돈을 주었다', '정초롱')).toEqual(['정초롱']);
    expect(taken('정초롱이\n돈을 주었다', '정초롱')).toEqual(['정초롱']);
    expect(taken('김철수이\n는', '김철수')).toEqual(['김철수']);
    expect(taken('한빛상사이\n가', '한빛상사', 'BUSINESS')).toEqual(['한빛상사']);
    expect(taken('정초롱이\n가방을', '정초롱')).toEqual(['정초롱']);
    // `등을` is also "the back", `등장` a word of its own.
    expect(taken('김민준이 등을 긁었다, 김민준이 등장하였다', '김민준')).toEqual(['김민준']);
    expect(taken('김민준이 외출하였다, 김민준이 외 다른 사람은', '김민준')).toEqual(['김민준']);
  });

  it('reaches the name’s other mentions through propagation', () => {
    const text = '후원회원들, 박으뜸이 예술감독, 박으뜸이\n의 해외 매니지먼트';
    const out = combineSpans(text, [spanOf(text, '박으뜸', '내국인이름'), spanOf(text, '박으뜸', '내국인이름', { nth: 1 })], []);
    expect(out.filter((s) => s.category === 'PERSON').map((s) => s.text)).toEqual(['박으뜸이', '박으뜸이']);
  });
});
