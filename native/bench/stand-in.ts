// Judgment-like stand-in text for when test/fixtures/samples/ has no documents yet: deterministic (seeded), with
// the names, numbers and particles a real 판결문 carries, so the benchmark exercises the same code paths.

const SURNAMES = '김이박최정강조윤장임한오서신권황안송류홍';
const GIVEN = ['민준', '서연', '도윤', '지우', '길동', '철수', '영희', '하은', '준호', '수빈'];
const PARTICLES = ['은', '이', '에게', '의', '과', '와', '는', '가'];
const SENTENCES = [
  '피고인 {n}{p} {d}경 서울 {r}구 {r}로 {k}에 있는 {b}에서 피해자 {n}에게 "돈을 빌려주면 갚겠다"고 거짓말하였다.',
  '피고인은 피해자 {n}{p} 명의의 {bank} 계좌({acct})로 {k}만 원을 송금받아 이를 편취하였다.',
  '증인 {n}의 법정진술, {n}에 대한 경찰 피의자신문조서, 각 금융거래내역({acct})에 의하면 위 사실이 인정된다.',
  '피고인 {n}(주민등록번호 {rrn}, 휴대전화 {phone})은 {d} {b} 앞길에서 피해자의 얼굴을 때렸다.',
  '이에 피고인의 주장을 받아들이지 아니한다. 양형의 이유는 다음과 같다.',
  '원고 주식회사 {b}{p} 피고 {n}를 상대로 {k}만 원의 지급을 구하였으나, 이 법원은 이를 기각한다.',
];

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function standInJudgment(length: number, seed: number): string {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[] | string): T => xs[Math.floor(r() * xs.length)] as T;
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(r() * 10)).join('');
  const fill: Record<string, () => string> = {
    n: () => pick<string>(SURNAMES) + pick(GIVEN),
    p: () => pick(PARTICLES),
    d: () => `20${digits(2)}. ${1 + Math.floor(r() * 12)}. ${1 + Math.floor(r() * 28)}.`,
    r: () => pick(['강남', '서초', '중', '동', '마포', '송파']),
    k: () => String(1 + Math.floor(r() * 999)),
    b: () => pick(['가람식당', '나리상사', '한빛마트', '청솔부동산']),
    bank: () => pick(['국민은행', '신한은행', '농협은행']),
    acct: () => `${digits(3)}-${digits(2)}-${digits(6)}`,
    rrn: () => `${digits(6)}-${digits(7)}`,
    phone: () => `010-${digits(4)}-${digits(4)}`,
  };
  let text = '서 울 중 앙 지 방 법 원\n판 결\n\n';
  while (text.length < length) {
    const paragraph = Array.from({ length: 3 + Math.floor(r() * 4) }, () =>
      pick(SENTENCES).replace(/\{(\w+)\}/g, (_, k: string) => fill[k]()),
    );
    text += paragraph.join(' ') + '\n\n';
  }
  return text.slice(0, length);
}
