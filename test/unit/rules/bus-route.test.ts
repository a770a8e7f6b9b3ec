import { describe, expect, it } from 'vitest';
import { findBusRoutes } from '../../../native/rules/bus-route';

const found = (text: string) => findBusRoutes(text).map((s) => [s.text, s.label]);

describe('bus routes', () => {
  it('reads a bus route’s number before 버스, with or without 번 and a kind of bus', () => {
    expect(found('피해자가 90 마을버스에서 하차하여')).toEqual([['90', '노선번호']]);
    expect(found('1002번 시내버스에 승차하자 피고인은 7-2번 버스를 탔다')).toEqual([
      ['1002', '노선번호'],
      ['7-2', '노선번호'],
    ]);
  });

  it('leaves counts, a subway line, an exit, a bus stop or company, and numbers glued to other words', () => {
    for (const text of ['버스 2대를 임차하여', '지하철 2호선 강남역', '3번 출구 앞에서', '2번 버스정류장에서', '3 버스회사 직원', '제3번 버스', 'A-12번 버스', '2019. 3. 5. 버스']) {
      expect(found(text)).toEqual([]);
    }
  });
});
