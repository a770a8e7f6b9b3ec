import { describe, expect, it } from 'vitest';
import { findDatesOfBirth } from '../../../native/rules/date-of-birth';
import { findSerialNumbers } from '../../../native/rules/serial-number';

const texts = (spans: { text: string }[]) => spans.map((s) => s.text);

describe('serial numbers named as such', () => {
  it('reads every serial of a list after the word', () => {
    const t = '금괴 4개(금괴일련번호: KOMSCO2024-000005, KOMSCO2024-000006, MINT2024-G99901) 시가 합계';
    expect(texts(findSerialNumbers(t))).toEqual(['KOMSCO2024-000005', 'KOMSCO2024-000006', 'MINT2024-G99901']);
    expect(findSerialNumbers(t).every((s) => s.label === '번호' && s.category === 'OTHER_NUMBER')).toBe(true);
    expect(texts(findSerialNumbers('IMEI 356789101234567인 휴대전화, 시리얼 번호는 없다'))).toEqual(['356789101234567']);
  });

  it('needs the word, and a serial with digits', () => {
    expect(findSerialNumbers('2024-000005 사건, 모델번호 SM-G991N, 일련번호 없음, 고유번호: ABCD')).toEqual([]);
  });
});

describe('dates of birth', () => {
  it('reads a full date before 생 or 출생, or after 생년월일', () => {
    const t = '사건본인 신별 (1942년 6월 27일생), 피고 (1970. 5. 23.생), 생년월일: 1985. 3. 4. 이고 2001. 2. 3. 출생인';
    expect(texts(findDatesOfBirth(t))).toEqual(['1942년 6월 27일', '1970. 5. 23.', '2001. 2. 3.', '1985. 3. 4.']);
  });

  it('leaves a year alone, an invalid date and other dates', () => {
    expect(findDatesOfBirth('사건본인 (2005년생), 2019. 2. 30.생, 2020. 5. 1.생산된 제품, 2021. 3. 4. 선고')).toEqual([]);
  });
});
