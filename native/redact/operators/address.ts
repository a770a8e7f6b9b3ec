// 재일 2014-2: an address is published down to 시·군·구; what lies below is lettered (`청주시 상당구 A`).

const PROVINCE_SHORT = new Set(['서울', '부산', '대구', '인천', '광주', '대전', '울산', '세종', '경기', '강원', '충북', '충남', '전북', '전남', '경북', '경남', '제주']);

const DISTRICT = /^[가-힣]{1,10}(특별시|광역시|특별자치시|특별자치도|도|시|군|구)$/u;

// Text taken out of a PDF breaks a line inside a word (`강동⏎동시`, `강동동⏎시`): the two halves read as one word where
// only they make a district, so a wrapped city is published as its unwrapped twins are.
const WRAPPED_HALF = /^(?:\r?\n)(\S+)/u;

/** Offset in `surface` where the part below 시·군·구 starts (0 when the span starts below it). */
export function belowDistrictStart(surface: string): number {
  const re = /\S+/gu;
  let start = 0;
  for (let m = re.exec(surface); m; m = re.exec(surface)) {
    if (!PROVINCE_SHORT.has(m[0]) && !DISTRICT.test(m[0])) {
      const half = WRAPPED_HALF.exec(surface.slice(m.index + m[0].length));
      if (!half || !DISTRICT.test(m[0] + half[1])) return m.index;
      re.lastIndex = m.index + m[0].length + half[0].length;
    }
    start = re.lastIndex;
  }
  while (start < surface.length && /\s/u.test(surface[start])) start++;
  return start;
}
