import { describe, expect, it } from 'vitest';
import { createEngine, type SpanDetector } from '../../../native/engine';
import { unwrapLines, wrapWidth } from '../../../native/tokenizer/unwrapped-lines';
import type { Span } from '../../../native/types';

// A judgment's paragraph as a PDF of justified text gives it: every line full, breaks inside words.
const WRAPPED = [
  '피고인은 2021. 1. 20. 21:20경 대구 중구 동해면 앞에서 피해자 김철',
  '수가 다른 사람과 싸우는 장면을 목격하고 피해자에게 다가가 "빨리 사',
  '과해라."라고 요구하고, 그럼에도 피해자가 사과를 하지 않자 손으로 피',
  '해자의 머리를 잡고 누르면서 피해자에게 말하고, 계속해서 김철수의 머리',
  '채를 잡고 인근에 있는 골목길로 피해자를 끌고 가 폭행하였다.',
].join('\n');

/** WRAPPED with its second and third lines replaced. */
function withLines(second: string, third: string): string {
  const lines = WRAPPED.split('\n');
  lines[1] = second;
  lines[2] = third;
  return lines.join('\n');
}

describe('the unwrapped view of a wrapped text', () => {
  it('takes out the breaks that end full lines inside words and maps offsets back', () => {
    const view = unwrapLines(WRAPPED)!;
    expect(view.text).not.toContain('\n');
    const at = view.text.indexOf('김철수');
    expect(view.toOriginal(at, at + 3)).toEqual([WRAPPED.indexOf('김철\n수'), WRAPPED.indexOf('김철\n수') + 4]);
    const later = view.text.lastIndexOf('김철수');
    expect(WRAPPED.slice(...view.toOriginal(later, later + 3))).toBe('김철수');
  });

  it('reads a Windows text the same way, its `\\r\\n` taken out with the break', () => {
    const crlf = WRAPPED.replace(/\n/gu, '\r\n');
    const view = unwrapLines(crlf)!;
    expect(view.text).toBe(unwrapLines(WRAPPED)!.text);
    const at = view.text.indexOf('김철수');
    expect(crlf.slice(...view.toOriginal(at, at + 3))).toBe('김철\r\n수');
  });

  it('keeps a break after a word that ends as words end (a stem and its particle): it fell between two words', () => {
    const lines = WRAPPED.split('\n');
    lines[1] = '피고인의 주장과 다른 사람과 싸우는 장면을 목격하고 피해자의 주장과';
    const view = unwrapLines(lines.join('\n'))!;
    expect(view.text).toContain('주장과\n과해라');
    expect(view.text).toContain('김철피고인의');
    // A word, then a number: law.go.kr's `공소외 2` broken where its space was.
    lines[2] = '과해라."라고 요구하고, 그럼에도 피해자가 사과를 하지 않자 손으로 공소외';
    lines[3] = '2의 머리를 잡고 누르면서 피해자에게 말하고, 계속해서 김철수의 머리';
    expect(unwrapLines(lines.join('\n'))!.text).toContain('공소외\n2의');
  });

  it('keeps a break after a word of two syllables that only stands alone (a pronoun and its particle, an adverb)', () => {
    const lines = WRAPPED.split('\n');
    lines[1] = '수가 다른 사람과 싸우는 장면을 목격하고 피해자를 기망하여 이에';
    lines[2] = '속은 피해자로부터 돈을 받고 그럼에도 사과를 하지 않자 손으로 함께';
    const view = unwrapLines(lines.join('\n'))!;
    expect(view.text).toContain('이에\n속은');
    expect(view.text).toContain('함께\n해자의');
    // A name's first syllables stay joined to the rest.
    expect(view.text).toContain('김철수가');
  });

  it('keeps a break after where something stands (있는, 위치한): the business named after an address stays a word', () => {
    const view = unwrapLines(withLines('수가 다른 사람과 싸우는 장면을 목격하고 대술면 39-24에 있는', '엘가 커피숍에서 피해자가 사과를 하지 않자 손으로 위치한'))!;
    expect(view.text).toContain('있는\n엘가 커피숍에서');
    expect(view.text).toContain('위치한\n해자의');
    expect(view.text).toContain('김철수가');
    // In whose name: a word before the bank, not before its own particle.
    const named = unwrapLines(withLines('수가 다른 사람과 싸우는 장면을 목격하고 나서 다음 날 피해자는 겊귄 명의', '새마을금고 계좌로 송금하였고 그럼에도 사과를 하지 않자 화가 나 손으로 피'))!;
    expect(named.text).toContain('명의\n새마을금고');
    const particle = unwrapLines(withLines('수가 다른 사람과 싸우는 장면을 목격하고 나서 다음 날 피해자는 겊귄 명의', '로 송금하였고 그럼에도 피해자가 사과를 하지 않자 화가 나 손으로 피'))!;
    expect(particle.text).toContain('겊귄 명의로 송금');
  });

  it('takes out a break after a space that ends a full line: the space parts the words', () => {
    const text = withLines('수가 다른 사람과 싸우는 장면을 목격하고 저우 신위를 통해 만난 마 ', '팅팅으로부터 요구하고, 그럼에도 피해자가 사과를 하지 않자 손으로 피');
    const view = unwrapLines(text)!;
    expect(view.text).toContain('만난 마 팅팅으로부터');
    const at = view.text.indexOf('마 팅팅');
    expect(text.slice(...view.toOriginal(at, at + 4))).toBe('마 \n팅팅');
  });

  it('reads a party role that ends a full line as a word of its own before a name on the next line', () => {
    const role = '수가 다른 사람과 싸우는 장면을 목격하고 분미를 통해 다가가 피해자';
    const text = withLines(role, '부이 반 롱에게 요구하고, 그럼에도 피해자가 사과를 하지 않자 손으로 피');
    const view = unwrapLines(text)!;
    expect(view.text).toContain('피해자 부이 반 롱에게');
    expect(view.text.length).toBe(text.length - 3);
    const at = view.text.indexOf('부이');
    expect(text.slice(...view.toOriginal(at - 4, at + 2))).toBe('피해자\n부이');
    // The role's own word goes on (`피해자⏎들에게`, `공소외⏎인`): glued as before.
    expect(unwrapLines(withLines(role, '들에게 요구하고, 그럼에도 피해자가 사과를 하지 않자 손으로 피'))!.text).toContain('피해자들에게');
    // … and so does a longer role the two lines make (`피고⏎인의`).
    const longer = withLines('수가 다른 사람과 싸우는 장면을 목격하고 분미를 통해 다가가 피고', '인의 사무실에서 요구하고, 그럼에도 피해자가 사과를 하지 않자 손으로 피');
    expect(unwrapLines(longer)!.text).toContain('피고인의 사무실');
    // A line that is not full ends its paragraph there: the break stays.
    expect(unwrapLines(withLines('다가가 피해자', '부이 반 롱에게 요구하고, 그럼에도 피해자가 사과를 하지 않자 손으로 피'))!.text).toContain('피해자\n부이');
  });

  it('keeps the break between a Hangul word and a name in Latin letters on the next line, and glues Latin to its particle', () => {
    const text = withLines('수가 다른 사람과 싸우는 장면을 목격하고 피해자로부터 같은 날', 'Hassan VAN AN 명의의 계좌로 송금받고, 이를 KHAN AUN');
    const view = unwrapLines(text)!;
    expect(view.text).toContain('같은 날\nHassan VAN AN');
    expect(unwrapLines(withLines('수가 다른 사람과 싸우는 장면을 목격하고 피해자로부터 KHAN AUN', 'G와 함께 송금받고, 그럼에도 피해자가 사과를 하지 않자 피'))!.text).toContain('KHAN AUNG와');
  });

  it('reads a number and its particle that end a full line as a word of its own, unless the next line goes on with the particle', () => {
    const text = withLines('수가 다른 사람과 싸우는 장면을 목격하고 서울 강남구 신길로 25에', '있는 샐띈 강남점 앞에서 요구하고, 그럼에도 피해자가 사과를 하지 않자 피');
    const view = unwrapLines(text)!;
    expect(view.text).toContain('신길로 25에 있는 샐띈');
    expect(view.text.length).toBe(text.length - 3);
    expect(unwrapLines(withLines('수가 다른 사람과 싸우는 장면을 목격하고 서울 강남구 신길로 25에', '서 요구하고, 그럼에도 피해자가 사과를 하지 않자 손으로 머리를 피'))!.text).toContain('25에서 요구하고');
  });

  it('keeps the break before a party role that opens the next line: a full heading ended there, the role reads its name', () => {
    const text = withLines('  3) 피고인 최말년 변호인의 공동정범 불성립의 주장에 대한 판단', '피고인 최말년 변호인은, 피고인 김경민과 피고인 김앗쥠샐이 2006.');
    const view = unwrapLines(text)!;
    expect(view.text).toContain('판단\n피고인 최말년 변호인은');
    // Glued as before where the role goes on as its own word (`피고인⏎의`) or the lines make a longer role (`공동⏎피고인`).
    expect(unwrapLines(withLines('  3) 피고인 최말년 변호인의 공동정범 불성립의 주장에 대한 판단', '피고인의 머리를 잡고 누르면서 피해자에게 말하고, 계속해서 머'))!.text).toContain('판단피고인의');
    expect(unwrapLines(withLines('  3) 피고인 최말년 변호인의 공동정범 불성립의 주장에 대한 원심공동', '피고인 최말년 변호인은, 피고인 김경민과 피고인 김앗쥠샐이 2006.'))!.text).toContain('원심공동피고인 최말년');
  });

  it('reads a role and the copula that end a full line as a word of their own, not a role ending in 인 or the copula going on', () => {
    const lines = WRAPPED.split('\n');
    lines[1] = '수가 다른 사람과 싸우는 장면을 목격하고 분미를 통해 다가가 자신의 아들인';
    lines[2] = '밸함과 밸함이 요구하고, 그럼에도 피해자가 사과를 하지 않자 손으로 피';
    expect(unwrapLines(lines.join('\n'))!.text).toContain('아들인 밸함과');
    lines[2] = '데도 요구하고, 그럼에도 피해자가 사과를 하지 않자 손으로 피해자의 피';
    expect(unwrapLines(lines.join('\n'))!.text).toContain('아들인데도');
    lines[1] = '수가 다른 사람과 싸우는 장면을 목격하고 분미를 통해 다가가 또한 피고인';
    lines[2] = '의 어떠한 위험을 요구하고, 그럼에도 피해자가 사과를 하지 않자 손으로 피';
    expect(unwrapLines(lines.join('\n'))!.text).toContain('피고인의 어떠한');
  });

  it('reads a text as wrapped where a fifth of its full lines break inside a word, the rest at spaces', () => {
    // The first judgment of wrapped draw 12323 (38 characters): two of its eight full lines break inside a word.
    const lines = [
      '피고인은 12오1162 택시운전사이고, 피해자 손결(63세, 남)은 ',
      '499배8754 택시운전사로 서로 다른 법인 소속 택시운전기사이다.',
      '피고인은 2020. 08. 29. 02:10경 부산 중구 신길로 21',
      '9에 있는 대안할인마트 앞 노상에서 피고인이 손님을 기다리며 주차해 ',
      '둔 자신의 택시 앞에 피해자가 새치기 주차를 했다는 이유로 시비되어 ',
      '다투던 중 화가 나 피해자의 상의 조끼를 잡고 흔들고, 피해자가 운행',
      '중인 택시 조수석에 승차한 뒤, 욕설을 하고 차량 키를 빼앗아 앞 유',
      '리창 쪽으로 던지고, 자신이 피우고 있던 담배를 차량 바닥에 던지는 ',
      '등의 폭행을 가하였다.',
    ];
    expect(wrapWidth(lines)).toBe(38);
    expect(unwrapLines(lines.join('\n'))!.text).toContain('신길로 219에 있는');
  });

  it('reads a judgment of short paragraphs as wrapped where four lines or more at its longest length break inside words', () => {
    // An assembled civil judgment wrapped at 38 characters: its header and items are short, so few lines are full.
    const text = [
      '【사건】 2016나7788 건물명도',
      '【원고, 항소인】 깐야 웡사',
      '   대구광역시 북구 수석동 522-36 (소송대리인 법무법인 율촌 ',
      '담당변호사 이철기, 류규예)',
      '【피고, 피항소인】 즈하오',
      '【주문】',
      '1. 원고의 항소를 기각한다.',
      '2. 소송비용은 원고가 부담한다.',
      '【청구취지 및 항소취지】',
      '원고는 로웰가르시아에게 13,100,000원을 대여하였고, 로웰가르시',
      '아는 이를 변제하지 아니하였다.',
      '나. 증인 투멘나랑게렐의 증언에 의하면, 투멘나랑게렐은 에이치이엠파마',
      '의 직원으로 근무하였다.',
      '라. 원고는 로웰가르시아에게 72,800,000원을 대여하였고, 로웰',
      '가르시아는 이를 변제하지 아니하였다.',
      '위 인정사실에 의하면 원고의 주장은 이유 없다.',
    ].join('\n');
    const view = unwrapLines(text);
    expect(view?.text).toContain('대여하였고, 로웰가르시아는 이를');
    expect(view?.text).toContain('대여하였고, 로웰가르시아는 이를 변제하지 아니하였다.\n위 인정사실');
    // Three such lines are too few: a paragraph text may have three of one length by chance.
    const three = text.split('\n').filter((l) => !l.startsWith('라.') && !l.startsWith('가르시아')).join('\n');
    expect(unwrapLines(three)).toBeUndefined();
  });

  it('leaves paragraphs, short texts and tables whose rows are of one length', () => {
    const paragraphs = ['주 문', '피고인을 징역 1년에 처한다.', '이 유', '범 죄 사 실', '피고인은 2021. 1. 20. 피해자를 폭행하였다. 피고인은 그 후 도주하였다.', '증거의 요지', '1. 피고인의 법정진술'].join('\n');
    const table = Array.from({ length: 8 }, (_, i) => `${i + 1} 2020. 1. ${i + 1}. 피해자 김철수 계좌 500,000원`).join('\n');
    for (const text of [paragraphs, table, '피고인 김철\n수는', WRAPPED.split('\n').slice(0, 3).join('\n')]) expect(unwrapLines(text)).toBeUndefined();
    expect(wrapWidth(table.split('\n'))).toBeUndefined();
  });
});

describe('detection of a wrapped text', () => {
  it('reads a name split over two lines as one and gives the spans in the text as it is', async () => {
    // A model that finds 김철수 only where it is one word.
    const runner: SpanDetector = {
      manifest: { name: 'fake', version: '0' },
      device: 'cpu',
      async detect(text) {
        const out: Span[] = [];
        for (let i = text.indexOf('김철수'); i >= 0; i = text.indexOf('김철수', i + 1)) {
          out.push({ start: i, end: i + 3, text: '김철수', label: '내국인이름', category: 'PERSON', tier: 'direct', score: 0.9, source: 'model' });
        }
        return out;
      },
    };
    const engine = await createEngine({ runner });
    const r = await engine.deidentify(WRAPPED, {});
    expect(r.spans.filter((s) => s.category === 'PERSON').map((s) => s.text)).toEqual(['김철\n수', '김철수']);
    expect(r.redactedText).not.toMatch(/김철|철\n수/u);
  });
});
