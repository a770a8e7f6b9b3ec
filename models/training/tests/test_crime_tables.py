import random
import re
import unittest

from tests import _path  # noqa: F401

from crime_tables import PERSON_HEADERS, add_table, table_parts


class CrimeTables(unittest.TestCase):
    def test_names_and_accounts_sit_in_their_column_in_either_layout(self):
        layouts = set()
        for seed in range(40):
            rng = random.Random(seed)
            names = iter(f'이름{k}' for k in range(100))
            text, mentions = table_parts(rng, lambda: (next(names), '내국인이름'), lambda: '352-1234-5678-93')
            lines = text.strip('\n').split('\n')
            layout = 'tabs' if '\t' in text else 'cells' if len(lines) > 12 else 'spaces'
            layouts.add(layout)
            sep = {'tabs': '\t', 'cells': '\n', 'spaces': ' '}[layout]
            header = lines[2:7] if layout == 'cells' else lines[2].split(sep)
            self.assertTrue(header[1] in PERSON_HEADERS or ' '.join(header[1:3]) in PERSON_HEADERS, header)
            rows = [m for m in mentions if m[3] == 'name']
            self.assertTrue(3 <= len(rows) <= 8)
            for k, (start, end, label, kind) in enumerate(rows):
                self.assertEqual(text[start:end], f'이름{k}')
                self.assertEqual(text[start - 1], sep)
                self.assertEqual(re.split('[\t\n ]', text[:start - 1])[-1], str(k + 1))  # the row number before it
            for start, end, _, kind in mentions:
                if kind == 'account':
                    self.assertEqual(text[start:end], '352-1234-5678-93')
        self.assertEqual(layouts, {'tabs', 'cells', 'spaces'})

    def test_a_row_gets_its_table_with_slices_and_the_banks_as_ignore_ranges(self):
        row = {'text': '피해자 김철수에게', 'name_style': 'rare', 'spans': [{'start': 4, 'end': 7, 'label': '내국인이름', 'slice': 'name:rare'}],
               'ignore': []}
        out = add_table(row, random.Random(1), lambda: ('탁말순', '내국인이름'), lambda: '110-234-567890')
        self.assertTrue(out['text'].startswith(row['text']))
        self.assertEqual(out['spans'][0], row['spans'][0])
        slices = {s['slice'] for s in out['spans'][1:]}
        self.assertEqual(slices, {'table:rare', 'FINANCIAL'})
        for s in out['spans'][1:]:
            self.assertIn(out['text'][s['start']:s['end']], ('탁말순', '110-234-567890'))
        banks = [out['text'][r['start']:r['end']] for r in out['ignore']]
        self.assertTrue(banks and all(b in ('농협', '국민은행', '신한은행', '우리은행', '하나은행', '기업은행', '새마을금고', '카카오뱅크') for b in banks))
        self.assertEqual(row['spans'], [{'start': 4, 'end': 7, 'label': '내국인이름', 'slice': 'name:rare'}])  # the input row is not changed


if __name__ == '__main__':
    unittest.main()
