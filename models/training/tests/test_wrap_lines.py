import unittest

from tests import _path  # noqa: F401

from wrap_lines import wrap, wrap_row


class WrapLines(unittest.TestCase):
    def test_lines_break_when_full_inside_words_and_a_space_at_the_break_gives_way(self):
        text, _ = wrap('가나다라 마바사아자차카', 5)
        self.assertEqual(text, '가나다라 \n마바사아자\n차카')
        text, _ = wrap('가나다라마 바사', 5)
        self.assertEqual(text, '가나다라마\n바사')  # the space at the break became the break
        self.assertEqual(wrap('가나\n다라마바사아', 5)[0], '가나\n다라마바사\n아')  # a paragraph break starts a line

    def test_gold_moves_with_the_breaks_and_keeps_a_break_inside_a_split_name(self):
        row = {'text': '피해자 김철수는 피고인 박영희에게', 'spans': [{'start': 4, 'end': 7, 'label': '내국인이름'}, {'start': 13, 'end': 16}],
               'ignore': [{'start': 0, 'end': 3}]}
        out = wrap_row(row, 6)
        spans = [out['text'][s['start']:s['end']] for s in out['spans']]
        self.assertEqual(spans, ['김철\n수', '박영희'])
        self.assertEqual(out['spans'][0]['label'], '내국인이름')
        self.assertEqual(out['text'][out['ignore'][0]['start']:out['ignore'][0]['end']], '피해자')


if __name__ == '__main__':
    unittest.main()
