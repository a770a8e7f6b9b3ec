import random
import unittest

from tests import _path  # noqa: F401

from paths import LISTS
NEEDS_LISTS = unittest.skipUnless((LISTS / 'surnames').is_dir(), f'skipped: reference lists not found at {LISTS} (set GARIM_SHARED)')
import lawgo
from values import ValueSampler

DOC = """---
사건번호: 2014나760
---

【원고, 항소인】 △△△ 주식회사 (소송대리인 변호사 황정란)
【피고】 피고 1 외 2인
【주 문】
피고 1은 원고에게 (주소 생략) 토지를 인도하고, 소외 2, 3과 소외인은 (계좌번호 1 생략)로 송금하였다.
피고 2 회사는 망 소외 3의 채무를 갚는다. 원고 2인, 피고 3명, 피고 12,000원, 2005. 3. 1.
노○○은 ○○아파트에 산다. 송○○와 ○○ ○○구○○동 소재 건물. (이하 생략) [별지 생략] 원심 공동피고인 3은 주식회사 한국전력과 계약하였다.
"""


@NEEDS_LISTS
class LawGoDetector(unittest.TestCase):
    def test_front_matter_is_stripped(self):
        self.assertTrue(lawgo.strip_front_matter(DOC).startswith('【원고'))

    def test_finds_the_convention_and_nothing_else(self):
        body = lawgo.strip_front_matter(DOC)
        found, unknown = lawgo.find(body)
        got = {(body[f.start:f.end], f.category) for f in found}
        for want in [('△△△', 'BUSINESS'), ('1', 'PERSON'), ('(주소 생략)', 'ADDRESS'), ('2', 'PERSON'), ('3', 'PERSON'),
                     ('인', 'PERSON'), ('(계좌번호 1 생략)', 'FINANCIAL'), ('2 회사', 'BUSINESS'), ('노○○', 'PERSON')]:
            self.assertIn(want, got)
        texts = [body[f.start:f.end] for f in found]
        self.assertNotIn('(이하 생략)', texts)
        self.assertNotIn('[별지 생략]', texts)
        self.assertNotIn('12', texts)  # 피고 12,000원 is money, 원고 2인 / 피고 3명 are counts
        # `○○구○○동`: 구 ends a district there, not a surname before a masked given name.
        self.assertIn(('송○○', 'PERSON'), got)
        self.assertFalse([t for t in texts if t.startswith('구○')], texts)
        self.assertEqual(unknown, [])
        keys = {f.key for f in found}
        self.assertIn('role:원심 공동피고인3', keys)

    def test_refill_is_consistent_and_particles_agree(self):
        doc = lawgo.to_doc(DOC, 'x', '민사')
        rng = random.Random(3)
        text, spans, ignore = lawgo.fill_doc(doc, ValueSampler('train', rng, mixture=True), rng)
        self.assertNotIn('(주소 생략)', text)
        self.assertNotIn('소외 2', text)
        person = [text[s.start:s.end] for s in spans if s.category == 'PERSON']
        self.assertTrue(person)
        first = text.index('【피고】 피고 ') + len('【피고】 피고 ')
        name = text[first:text.index(' 외', first)]
        self.assertIn(f'피고 {name}', text[text.index('【주 문】'):])  # 피고 1 -> the same name everywhere
        self.assertEqual([text[a:b] for a, b in ignore], ['주식회사 한국전력'])
        self.assertIn('황정란', text)  # attorneys stay (court rule) and unlabelled
        self.assertFalse(any('황정란' in text[s.start:s.end] for s in spans))

    def test_masks_inside_words_and_bullets(self):
        body = '[고쳐 쓰는 부분]\n○제1심판결2면4행을 고쳐 쓴다.\n 테크노폴리스○○가 있으나, ◈◈건설의 업무범위와 □축산에 납품한 계란. ○○○가 왔다.'
        found, _ = lawgo.find(body)
        got = {body[f.start:f.end]: (f.category, f.label) for f in found}
        self.assertNotIn('○', got)  # a lone ○ opening a line is a bullet, glued to its text or not
        self.assertEqual(got['○○'][0], 'BUSINESS')  # glued after a word that is no surname: part of a proper noun
        self.assertEqual(got['◈◈'], ('BUSINESS', lawgo.NAME_BEFORE_ITS_KIND))
        self.assertEqual(got['□'], ('BUSINESS', lawgo.NAME_BEFORE_ITS_KIND))
        self.assertEqual(got['○○○'][0], 'PERSON')  # a particle after the mask: no kind glued to it

    def test_road_numbers_and_the_places_a_road_runs_between_are_no_persons(self):
        body = '‘◁◁~◎◎간(도로: 중로 ○○○ ) 해안도로 개설사업’, 중로△△△호선, ◎◎구간과 □□재해위험지구 정비사업. ○○○가 왔다.'
        found, _ = lawgo.find(body)
        got = [(body[f.start:f.end], f.category) for f in found]
        self.assertEqual(got, [('◁◁', 'REGION'), ('◎◎', 'REGION'), ('○○○', 'OTHER_NUMBER'), ('△△△', 'OTHER_NUMBER'), ('◎◎', 'REGION'),
                               ('□□', 'REGION'), ('○○○', 'PERSON')])

    def test_more_mask_symbols_a_limited_company_and_a_numbered_district(self):
        body = '【원고, 항소인】 유한회사 ○○○ 외 3인\n△△시 소재 ▽▽▽▽ 골프장, 농협 ◁◁출장소, ◁◁3동의 양 끝, ◐◐◐◐일보'
        found, _ = lawgo.find(body)
        got = [(body[f.start:f.end], f.category) for f in found]
        self.assertEqual(got, [('○○○', 'BUSINESS'), ('△△', 'REGION'), ('▽▽▽▽', 'BUSINESS'), ('◁◁', 'BUSINESS'),
                               ('◁◁', 'ADDRESS'), ('◐◐◐◐', 'BUSINESS')])

    def test_a_number_on_the_next_line_is_no_party_number(self):
        # `가. 피고인⏎1) 사실오인`: a heading, then the first item under it; party and number share a line.
        body = '1. 항소이유의 요지\n가. 피고인\n1) 사실오인\n피고인 1은 부인한다.'
        found, _ = lawgo.find(body)
        self.assertEqual([body[f.start - 4:f.end] for f in found], ['피고인 1'])

    def test_a_mask_before_its_kind_is_refilled_with_a_name_alone(self):
        for whole, alone in [('경남 미용실', '경남'), ('삼성중공업', '삼성'), ('주식회사 다온상사', '다온'), ('KJ테크', 'KJ'),
                             ('괜펭홑', '괜펭홑'), ('다온', '다온')]:
            self.assertEqual(lawgo.name_alone(whole), alone)
        doc = lawgo.to_doc('원고는 ◈◈건설의 업무범위에 따라 ◈◈건설과 계약하였다. 피고 1은 □축산에 납품하였다.', 'k', '민사')
        for seed in range(20):
            rng = random.Random(seed)
            text, spans, _ = lawgo.fill_doc(doc, ValueSampler('test', rng, mixture=True), rng)
            values = [text[s.start:s.end] for s in spans if s.category == 'BUSINESS']
            self.assertEqual(len(values), 3)
            self.assertEqual(values[0], values[1])  # one business, one name
            for v in values:
                self.assertFalse(v.endswith(('건설', '미용실', '펜션', '축산')) and len(v) > 2 and ' ' in v, (seed, v))
                self.assertNotIn('주식회사', v)

    def test_bad_inputs_are_reported_by_reason(self):
        self.assertIn('empty', lawgo.to_doc('---\na: 1\n---\n', 'e', '민사').problems[0])
        self.assertIn('no placeholders', lawgo.to_doc('원고는 피고에게 돈을 빌려주었다.', 'n', '민사').problems[0])
        self.assertIn('unknown placeholder style', lawgo.to_doc('피고 1은 (혈액형 생략)이다.', 'u', '민사').problems[0])

    def test_load_reports_bad_files_by_name_and_holds_out_every_type(self):
        import tempfile
        from pathlib import Path
        with tempfile.TemporaryDirectory() as d:
            root = Path(d)
            for t in ('민사', '형사'):
                (root / t).mkdir()
                for i in range(3):
                    (root / t / f'{t}{i}.md').write_text(f'피고 1은 소외 {i + 1}에게 갚는다.', encoding='utf-8')
            (root / '민사' / 'empty.md').write_text('', encoding='utf-8')
            (root / '형사' / 'odd.md').write_text('피고인은 (혈액형 생략)이다.', encoding='utf-8')
            split, skipped = lawgo.load(root)
            self.assertEqual(sorted(s.split(':')[0] for s in skipped), ['민사/empty.md', '형사/odd.md'])
            self.assertEqual({d.case_type for d in split['test']}, {'민사', '형사'})
            self.assertFalse({d.id for d in split['test']} & {d.id for d in split['train']})


if __name__ == '__main__':
    unittest.main()
