import random
import unittest

from tests import _path  # noqa: F401

from paths import LISTS
NEEDS_LISTS = unittest.skipUnless((LISTS / 'surnames').is_dir(), f'skipped: reference lists not found at {LISTS} (set GARIM_SHARED)')
import documents_civil
import slice_metrics as S
from fill import fill
from values import ValueSampler


class SliceMetrics(unittest.TestCase):
    ROW = {'id': 'd', 'corpus': 'lawgo', 'case_type': '민사', 'text': '피고 홍길동은 살피건대 주식회사 한빛에 갔다',
           'spans': [{'start': 3, 'end': 6, 'label': '내국인이름', 'slice': 'name:common'}],
           'ignore': [{'start': 13, 'end': 20}]}

    def pred(self, marks):
        p = ['O'] * len(self.ROW['text'])
        for a, b in marks:
            p[a:b] = ['PERSON'] * (b - a)
        return p

    def test_leak_and_false_spans(self):
        # 홍길 covered, 동 not: a leak. 살피건대 is a false span; the ignored company is not.
        m = S.score([self.ROW], [self.pred([(3, 5), (8, 12), (16, 18)])])
        self.assertEqual(m['leak_by_slice']['name:common']['leaked'], 1)
        self.assertEqual(m['false_spans_per_10k']['lawgo']['spans'], 1)
        m = S.score([self.ROW], [self.pred([(3, 6)])])
        self.assertEqual(m['leak_by_slice']['lawgo/name:common']['leak_rate'], 0.0)
        self.assertEqual(m['false_spans_per_10k']['lawgo']['spans'], 0)
        self.assertEqual(m['binary_token']['all']['f1'], 1.0)
        self.assertEqual(m['leak_by_slice']['name:common']['leak_ci95'], [0.0, 0.7935])

    def test_wilson_interval_matches_the_engine(self):
        # The reference values test/unit/eval/interval.test.ts checks for native/eval/interval.ts.
        self.assertEqual(S.wilson_interval(0, 100), [0.0, 0.037])
        self.assertEqual(S.wilson_interval(5, 100), [0.0215, 0.1118])
        self.assertEqual(S.wilson_interval(10, 10), [0.7225, 1.0])
        self.assertEqual(S.wilson_interval(0, 380), [0.0, 0.01])
        self.assertEqual(S.wilson_interval(0, 0), [0.0, 1.0])


@NEEDS_LISTS
class CivilAssembly(unittest.TestCase):
    def test_every_kind_has_its_header_and_officials_stay_unlabelled(self):
        rng = random.Random(4)
        s = ValueSampler('train', rng, mixture=True)
        for kind in documents_civil.KINDS:
            for _ in range(5):
                text, spans = fill(documents_civil.assemble(kind, rng, s.gen), lambda l, k: s.sample(l), rng=rng)
                self.assertIn('【변론종결】', text)
                self.assertRegex(text, r'【(원고|원고, 항소인|청구인)】')
                self.assertIn('청구취지', text)
                judges = text[text.rindex('판사'):]
                self.assertFalse(any(sp.start >= text.rindex('판사') for sp in spans), judges)
                if '담당변호사' in text:
                    i = text.index('담당변호사')
                    self.assertFalse(any(sp.start <= i + 8 < sp.end for sp in spans))
                self.assertTrue(any(sp.category == 'PERSON' for sp in spans))
            if kind == 'family':
                self.assertIn('【사건본인】', text)


@unittest.skipUnless(__import__('importlib').util.find_spec('torch'), 'skipped: torch not installed')
class WarmStart(unittest.TestCase):
    def test_grown_model_starts_as_the_old_one(self):
        import torch
        from model import ConvTagger
        from warmstart import grow
        torch.manual_seed(0)
        old = ConvTagger(50, 5, d=16, dilations=[1, 2])
        new = grow(old.state_dict(), 50, 5, 16, [1, 2], [4, 8])
        old.eval(), new.eval()
        x = torch.randint(1, 50, (2, 30))
        m = torch.ones_like(x)
        self.assertTrue(torch.allclose(old(x, m), new(x, m), atol=1e-6))
        self.assertEqual(len(new.blocks), 4)


if __name__ == '__main__':
    unittest.main()


class LeftInPlace(unittest.TestCase):
    """The hand-read list of identifiers law.go.kr left in the held-out judgments (lawgo_left_in.tsv)."""

    def test_every_row_names_a_document_a_surface_and_why(self):
        import make_slices
        from paths import TRAINING_DIR
        rows = [l for l in (TRAINING_DIR / 'lawgo_left_in.tsv').read_text(encoding='utf-8').splitlines()
                if l.strip() and not l.startswith('#')]
        self.assertTrue(rows)
        for l in rows:
            doc_id, surface, why = l.split('\t')
            self.assertRegex(doc_id, r'^[^/]+/.+_\d{4}-\d{2}-\d{2}_')
            self.assertTrue(surface.strip() and why.strip(), l)
        self.assertEqual(sum(len(v) for v in make_slices.left_in().values()), len(rows))

    def test_ranges_cover_every_occurrence_and_banks_but_never_a_gold_mention(self):
        import make_slices
        text = '원고 우리들은 우리들병원을 운영하고 국민은행에 예금이 있다. 피고 우리들'
        gold = [(text.rindex('우리들'), len(text))]
        got = make_slices.left_in_ranges(text, ['우리들'], gold)
        self.assertIn((text.index('국민은행'), text.index('국민은행') + 4), got)
        self.assertEqual(sorted(a for a, _ in got if text[a:a + 3] == '우리들'), [3, 8])


@unittest.skipUnless((__import__('paths').THUNDER / 'judgments').is_dir(), 'skipped: thunder-deid release not found (set GARIM_SHARED)')
class TrainingDocuments(unittest.TestCase):
    def test_training_split_excerpts_with_held_out_values_in_disjoint_halves(self):
        import make_slices
        from markers import load_all
        from paths import THUNDER
        from splits import split_docs
        a = make_slices.build_training_documents(seed=5, count=8, offset=0)
        b = make_slices.build_training_documents(seed=5, count=8, offset=8)
        ids = split_docs([d.id for d in load_all(THUNDER / 'judgments')])
        self.assertEqual(len(a), 8)
        self.assertFalse({r['id'] for r in a} & {r['id'] for r in b})
        for r in a + b:
            self.assertIn(r['id'], ids['train'])
            self.assertNotIn(r['id'], ids['test'])
            for s in r['spans']:
                self.assertTrue(r['text'][s['start']:s['end']].strip(), r['id'])
        # Name styles in turn, as in the held-out slices (the values are the test split's generators').
        self.assertEqual([r['name_style'] for r in a[:4]], ['common', 'rare', 'foreign', 'random'])


@unittest.skipUnless((__import__('paths').THUNDER / 'judgments').is_dir(), 'skipped: thunder-deid release not found (set GARIM_SHARED)')
class AssembledBanks(unittest.TestCase):
    def test_plain_banks_of_the_assembled_judgments_are_ignored_never_over_a_mention(self):
        import make_slices
        rows = [r for r in make_slices.build()[0] if r['corpus'] == 'assembled']
        banks = ('국민은행', '신한은행', '농협', '우리은행', '하나은행')
        ignored = [r['text'][i['start']:i['end']] for r in rows for i in r['ignore']]
        self.assertGreater(len(ignored), 10)
        self.assertTrue(all(w in banks for w in ignored), ignored)
        for r in rows:
            for i in r['ignore']:
                self.assertFalse(any(s['start'] < i['end'] and i['start'] < s['end'] for s in r['spans']), r['id'])
            # Every plain bank is ignored: none is left to count as a false span.
            for b in banks:
                k = r['text'].find(b)
                while k >= 0:
                    self.assertTrue(any(i['start'] <= k < i['end'] for i in r['ignore']), (r['id'], b))
                    k = r['text'].find(b, k + 1)


@unittest.skipUnless((__import__('paths').THUNDER / 'judgments').is_dir(), 'skipped: thunder-deid release not found (set GARIM_SHARED)')
class WideNameSlice(unittest.TestCase):
    def test_every_person_of_every_corpus_is_named_in_the_wide_style(self):
        import make_slices
        rows = make_slices.build(seed=99, only=make_slices.WIDE_STYLE)[0]
        slices = {s['slice'] for r in rows for s in r['spans']}
        self.assertIn('name:wide', slices)
        self.assertFalse({'name:common', 'name:rare', 'name:foreign', 'name:random'} & slices)
        self.assertEqual({r['corpus'] for r in rows if any(s['slice'] == 'name:wide' for s in r['spans'])}, {'thunder', 'lawgo', 'assembled'})
        # One law.go.kr copy per judgment, not one per name style.
        ids = [r['id'] for r in rows if r['corpus'] == 'lawgo']
        self.assertEqual(len(ids), len({i.split('#')[0] for i in ids}))


@unittest.skipUnless((__import__('paths').THUNDER / 'judgments').is_dir(), 'skipped: thunder-deid release not found (set GARIM_SHARED)')
class ScriptNameSlice(unittest.TestCase):
    def test_every_person_is_named_in_chinese_characters(self):
        import re
        import make_slices
        rows = make_slices.build(seed=99, only=make_slices.SCRIPT_STYLE)[0]
        people = [r['text'][s['start']:s['end']] for r in rows for s in r['spans'] if s['slice'].startswith('name:')]
        self.assertTrue(people)
        self.assertEqual({s['slice'] for r in rows for s in r['spans'] if s['slice'].startswith('name:')}, {'name:script'})
        self.assertTrue(all(re.fullmatch(r'[\u4e00-\u9fff ]+', p) for p in people), [p for p in people if not re.fullmatch(r'[\u4e00-\u9fff ]+', p)][:5])


class StandardFilesGuard(unittest.TestCase):
    @unittest.skipUnless((__import__('paths').SHARED / 'precedent-kr' / 'raw').is_dir(), 'skipped: precedent-kr not found (set GARIM_SHARED)')
    def test_law_training_judgments_are_refilled_and_never_a_test_judgment(self):
        import make_slices
        import lawgo
        from paths import SHARED
        rows = make_slices.build_law_training(seed=5)
        law, _ = lawgo.load(SHARED / 'precedent-kr' / 'raw')
        test_ids = {d.id for d in law['test']}
        self.assertEqual(len(rows), 4 * len(law['train']))
        self.assertFalse({r['id'].split('#')[0] for r in rows} & test_ids)
        self.assertTrue(all(r['corpus'] == 'lawgo' and r['spans'] for r in rows))
        self.assertGreater(sum(1 for r in rows for sp in r['spans'] if sp['label'] == '내국인이름'), len(rows))

    def test_a_redraw_wide_names_or_training_documents_never_write_the_standard_files(self):
        import contextlib, io
        import make_slices
        for argv in (['--wide-names'], ['--seed', '7'], ['--training-documents', '5'], ['--law-training'], ['--split', 'validation'], ['--wide-names', '--out', 'x.jsonl'], ['--script-names'], ['--wrap-lines', '38'], ['--tables']):
            with self.subTest(argv=argv), contextlib.redirect_stderr(io.StringIO()) as err, self.assertRaises(SystemExit) as ctx:
                make_slices.main(argv)
            self.assertEqual(ctx.exception.code, 2)
            self.assertIn('only the standard draw', err.getvalue())
