// 재일 2014-2: an address is published down to 시·군·구; what lies below is lettered (`청주시 상당구 A`).

const PROVINCE_SHORT = new Set(['서울', '부산', '대구', '인천', '광주', '대전', '울산', '세종', '경기', '강원', '충북', '충남', '전북', '전남', '경북', '경남', '제주']);

const DISTRICT = /^[가-힣]{1,10}(특별시|광역시|특별자치시|특별자치도|도|시|군|구)$/u;

/** Offset in `surface` where the part below 시·군·구 starts (0 when the span starts below it). */
export function belowDistrictStart(surface: string): number {
  const re = /\S+/gu;
  let start = 0;
  for (let m = re.exec(surface); m; m = re.exec(surface)) {
    if (!PROVINCE_SHORT.has(m[0]) && !DISTRICT.test(m[0])) return m.index;
    start = m.index + m[0].length;
  }
  while (start < surface.length && /\s/u.test(surface[start])) start++;
  return start;
}
