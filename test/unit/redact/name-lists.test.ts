import { describe, expect, it } from 'vitest';
import { addListedNames } from '../../../native/redact/name-lists';
import { spanOf } from './make-span';

const added = (text: string, anchors: string[]) =>
  addListedNames(text, anchors.map((a) => spanOf(text, a, '내국인이름')))
    .filter((s) => s.reason === 'listed after a name')
    .map((s) => s.text);

describe('names listed after a found name', () => {
  it('takes the names of a list that closes as names close, whatever their shape', () => {
    expect(added('피고인은 켰둔펄돛, 붓으로부터 제안받은 일을 하였다.', ['켰둔펄돛'])).toEqual(['붓으']);
    expect(added('피고인은 김민수, 돗짜럽, 얕듕썸에게 돈을 주었다.', ['김민수'])).toEqual(['돗짜럽', '얕듕썸']);
    expect(added('김민수 및 박철수는 함께 갔다.', ['김민수'])).toEqual(['박철수']);
  });

  it('takes nothing from a list that runs into prose, of dictionary nouns, or after a noun the model took for a name', () => {
    expect(added('김민수, 사실관계를 보면 다음과 같다.', ['김민수'])).toEqual([]);
    expect(added('김민수, 사실, 의견은 다음과 같다.', ['김민수'])).toEqual([]);
    expect(added('그 표현, 돗짜럽은 모욕이다.', ['표현'])).toEqual([]);
  });

  it('replaces the part of a listed foreign name the model found by the whole name, and nothing else', () => {
    const text = '피고인, 마이클 앤더슨, 후인 티 하 등은 공모하였다.';
    const spans = [spanOf(text, '마이클 앤더슨', '외국인이름'), spanOf(text, '티 하', '외국인이름')];
    expect(addListedNames(text, spans).map((s) => s.text)).toEqual(['마이클 앤더슨', '후인 티 하']);
    // A span of another category inside stays, and the item is left out.
    const address = [spans[0], spanOf(text, '티 하', '도로명주소')];
    expect(addListedNames(text, address)).toEqual(address);
  });

  it('adds nothing a span already covers', () => {
    const text = '피고인은 김민수, 박철수에게 갔다.';
    const spans = [spanOf(text, '김민수', '내국인이름'), spanOf(text, '박철수', '내국인이름')];
    expect(addListedNames(text, spans)).toEqual(spans);
  });
});
