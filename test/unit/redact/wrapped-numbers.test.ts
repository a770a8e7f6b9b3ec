import { describe, expect, it } from 'vitest';
import { joinWrappedNumbers } from '../../../native/redact/wrapped-numbers';
import { spanOf } from './make-span';

const joined = (text: string, surface: string, label = '계좌번호') => joinWrappedNumbers(text, [spanOf(text, surface, label)]).map((s) => s.text);

describe('numbers a wrapped line broke', () => {
  it('take the rest of the number on the other line, before or after the break', () => {
    expect(joined('농협계좌(877\n-03-859639)로', '-03-859639')).toEqual(['877\n-03-859639']);
    expect(joined('새마을금고 계좌(567\n-11-313616-4)로', '-11-313616-4')).toEqual(['567\n-11-313616-4']);
    expect(joined('신협 (5632985-6\n-80) 계좌로', '5632985-6')).toEqual(['5632985-6\n-80']);
    expect(joined('신협 (7808-08-16\n3916-8) 계좌로', '7808-08-16')).toEqual(['7808-08-16\n3916-8']);
    // Any digits before the break where the other line opens with the number's hyphen.
    expect(joined('씨티은행 계좌(0\n-195574-04-1)로', '-195574-04-1')).toEqual(['0\n-195574-04-1']);
    // Glued to the word that says what number it is, where the text lost its spaces; not to any other word.
    expect(joined('종중 명의의 농협 계좌927\n-01-46001-6으로', '-01-46001-6')).toEqual(['927\n-01-46001-6']);
    expect(joined('종중 명의의 농협 사건927\n-01-46001-6으로', '-01-46001-6')).toEqual(['-01-46001-6']);
  });

  it('join an address’s lot or building number the break split, up to what follows such a number', () => {
    expect(joined('부산 중구 신길로 21\n9에 있는 마트', '신길로 21', '도로명주소')).toEqual(['신길로 21\n9']);
    expect(joined('군포시 용화면 678-1\n0에 있는', '용화면 678-1', '지번주소')).toEqual(['용화면 678-1\n0']);
    expect(joined('성남시 생초면 688-\n5 제이제이', '생초면 688-', '지번주소')).toEqual(['생초면 688-\n5']);
    expect(joined('강동구 연암동 692\n-2 앞에서', '연암동 692', '지번주소')).toEqual(['연암동 692\n-2']);
    // A room number read on the next line alone takes the digits the line before ends with, after a space.
    expect(joined('한강리버빌라 1\n905호에서', '905', 'ADDRESS')).toEqual(['1\n905']);
    expect(joined('한강리버빌라1\n905호에서', '905', 'ADDRESS')).toEqual(['905']);
    // The other line's piece the model read on its own is taken in, the hyphen between with it.
    const text = '2014. 12.경까지 필동1가 871\n-39에 있는 재단법인';
    const pieces = [spanOf(text, '필동1가 871', 'ADDRESS'), spanOf(text, '39', 'ADDRESS')];
    expect(joinWrappedNumbers(text, pieces).map((s) => s.text)).toEqual(['필동1가 871\n-39']);
    // A numbered paragraph or a date on the next line is no part of the address.
    expect(joined('관문동 30\n2. 피고인은', '관문동 30', '지번주소')).toEqual(['관문동 30']);
    expect(joined('관문동 30\n2020. 1. 5.', '관문동 30', '지번주소')).toEqual(['관문동 30']);
  });

  it('leave a table’s next row number, words, and what is no account or identity number', () => {
    expect(joined('국민은행 795-0043028-1-185\n2 박예린 2019. 7. 10.', '795-0043028-1-185')).toEqual(['795-0043028-1-185']);
    expect(joined('농협 8-04877346893\n2\n장곡월쏙', '8-04877346893')).toEqual(['8-04877346893']);
    expect(joined('계좌 123-456-789\n1234번지', '123-456-789')).toEqual(['123-456-789']);
    expect(joined('2018. 6. 16\n3916-8 사건', '3916-8', 'PERSON')).toEqual(['3916-8']);
  });
});
