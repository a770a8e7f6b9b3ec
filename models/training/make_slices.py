"""Write models/eval/slices.jsonl: the held-out test set that can see the generalisation problem.

Every value comes from a test-split generator or list that training never draws (namegen.py / orggen.py state
how), every document from a held-out judgment:
- corpus `thunder`: the 405 test-split excerpts of the release; document i gets name style STYLES[i % 4] and
  organisations `seen` (values of the training lists) when (i // 4) is even, else `unseen` (test-split lists
  and orggen's test partition);
- corpus `lawgo`: the held-out law.go.kr judgments (lawgo.load: by file, every case type), each refilled once per
  name style; `ignore` holds the identifiers law.go.kr left in place (no label either way): company names and
  addresses (lawgo.real_identifiers), banks and insurers (finnames.py; the release labels banks as PII), and the
  ones found by reading the false spans by hand (lawgo_left_in.tsv: service marks, companies, a named person);
- corpus `assembled`: 40 assembled civil / administrative / family / tax judgments (documents_civil.py); their
  plain bank names are `ignore` ranges (the release labels banks; these were written unlabelled).
Each span has `slice` (`name:common|rare|foreign|random|wide|script`, `org:seen|unseen`, else its category); each document has
`corpus`, `case_type`, `name_style`, `org`. The format extends models/eval/labelled.jsonl compatibly.

  /usr/bin/python3 models/training/make_slices.py            (the standard draw: models/eval/slices*.jsonl)
  /usr/bin/python3 models/training/make_slices.py --seed N [--wide-names|--script-names] [--wrap-lines 38] [--tables] --out A --out-lawgo B   (a fresh draw)
  /usr/bin/python3 models/training/make_slices.py --training-documents 600 [--offset 600] --seed N --out F
    (training-split excerpts with held-out values: a check on documents nobody read the leaks of)
  /usr/bin/python3 models/training/make_slices.py --law-training [--wide-names] --seed N --out F
    (the law.go.kr training judgments with held-out values: a development file, never a figure to report)
Any draw but the standard one must name its files: it never overwrites the standard held-out files.
The law.go.kr rows go to models/eval/slices-lawgo.jsonl, rebuilt at run time and never committed: the
precedent-kr text is read from ../shared, not copied into the repository.
"""
import argparse
import json
import random
import sys
from pathlib import Path

import documents_civil
import finnames
import lawgo
import labels as L
from dataset import fill_doc
from fill import fill
from markers import load_all
from namegen import STYLES
from crime_tables import add_table
from namegen_script import SCRIPT_STYLE
from namegen_wide import WIDE_STYLE
from wrap_lines import wrap_row
from paths import MODELS, SHARED, THUNDER, TRAINING_DIR, require_shared
from splits import SEED, split_docs
from values import EVAL_ONLY_NAMES, ValueSampler

ORG_CATS = ('BUSINESS', 'INSTITUTION', 'ORGANIZATION')


def slice_of(span, style: str, org: str) -> str:
    if span.category == 'PERSON':
        return f'name:{style}' if span.label == '내국인이름' or style in EVAL_ONLY_NAMES else 'name:foreign'
    if span.category in ORG_CATS:
        return f'org:{org}'
    return span.category


def record(doc_id, text, spans, corpus, case_type, style, org, ignore=()):
    assert all(ord(c) <= 0xFFFF for c in text), 'non-BMP character: offsets would differ in UTF-16'
    return {'id': doc_id, 'corpus': corpus, 'case_type': case_type, 'name_style': style, 'org': org, 'text': text,
            'spans': [{'start': s.start, 'end': s.end, 'label': s.label, 'slice': slice_of(s, style, org)} for s in spans],
            'ignore': [{'start': a, 'end': b} for a, b in ignore]}


def left_in(path: Path = TRAINING_DIR / 'lawgo_left_in.tsv') -> dict:
    """{document id: [surface, ...]} of the hand-read list of identifiers law.go.kr left in place."""
    out: dict = {}
    for line in path.read_text(encoding='utf-8').splitlines():
        if line.strip() and not line.startswith('#'):
            doc_id, surface = line.split('\t')[:2]
            out.setdefault(doc_id, []).append(surface)
    return out


def left_in_ranges(text: str, surfaces, gold) -> list:
    """Every occurrence of the surfaces (and of bank/insurer names) that overlaps no gold mention."""
    out = finnames.find(text, gold)
    for w in surfaces:
        k = text.find(w)
        while k >= 0:
            if not any(s < k + len(w) and k < e for s, e in gold):
                out.append((k, k + len(w)))
            k = text.find(w, k + 1)
    return out


def sampler(rng, style, org, split='test'):
    return ValueSampler(split, rng, name_style=style, org_split='train' if org == 'seen' else split)


def thunder_rows(docs, seed: int, value_split: str, only: str = None):
    """Excerpt i gets name style STYLES[i % 4] (or the eval-only style `only`) and organisations `seen` when (i // 4) is even, filled with
    the values of `value_split`'s generators (training lists for seen organisations)."""
    rows = []
    for i, d in enumerate(docs):
        style, org = only or STYLES[i % 4], ('seen' if (i // 4) % 2 == 0 else 'unseen')
        rng = random.Random(seed * 7 + i)
        text, spans = fill_doc(d.parts, sampler(rng, style, org, value_split), rng)
        rows.append(record(d.id, text, spans, 'thunder', d.case_type, style, org))
    return rows


def lawgo_rows(docs, seed: int, styles, hand: dict = None):
    """Each law.go.kr judgment refilled once per style with held-out values, organisations seen and unseen in turn."""
    rows = []
    for j, d in enumerate(docs):
        for k, style in enumerate(styles):
            org = 'unseen' if (j + k) % 2 else 'seen'
            rng = random.Random(seed * 11 + j * 4 + k)
            text, spans, ignore = lawgo.fill_doc(d, sampler(rng, style, org), rng)
            ignore = ignore + left_in_ranges(text, (hand or {}).get(d.id, []), [(s.start, s.end) for s in spans])
            rows.append(record(f'{d.id}#{style}', text, spans, 'lawgo', d.case_type, style, org, ignore))
    return rows


def build_law_training(seed: int, only: str = None):
    """The law.go.kr *training* judgments refilled with held-out values: a development file for reading what the rules
    miss on law.go.kr text without reading the test judgments (the model read these texts with other values, so its
    figures are no accuracy)."""
    law, _ = lawgo.load(SHARED / 'precedent-kr' / 'raw')
    return lawgo_rows(law['train'], seed, (only,) if only else STYLES)


def build(seed: int = SEED + 13, split: str = 'test', only: str = None):
    """`split='validation'`: the same construction over validation documents and values (checkpoint choice);
    law.go.kr has no validation files, so only `test` has that corpus. `only`: every person named in one eval-only
    style, `wide` (namegen_wide.py) or `script` (namegen_script.py), one law.go.kr copy per judgment."""
    out = []
    docs = load_all(THUNDER / 'judgments')
    test_ids = split_docs([d.id for d in docs])[split]
    styles = (only,) if only else STYLES
    out += thunder_rows([d for d in docs if d.id in test_ids], seed, split, only)
    law, skipped = lawgo.load(SHARED / 'precedent-kr' / 'raw')
    if split == 'test':
        out += lawgo_rows(law['test'], seed, styles, left_in())
    for n in range(40):
        kind = documents_civil.KINDS[n % 4]
        style = only or STYLES[(n // 4) % 4]
        rng = random.Random(seed * 13 + n)
        s = sampler(rng, style, 'unseen', split)
        text, spans = fill(documents_civil.assemble(kind, rng, s.gen), lambda label, key: s.sample(label), rng=rng)
        # The held-out assembler writes its banks as plain text (the same text as before banks became mentions in
        # training); the release labels every bank, so they are `ignore` ranges, as on law.go.kr: no label either way.
        banks = finnames.find(text, [(sp.start, sp.end) for sp in spans])
        out.append(record(f'assembled/{kind}/{n}', text, spans, 'assembled', kind, style, 'unseen', banks))
    return out, skipped


def build_training_documents(seed: int, count: int, offset: int = 0):
    """Excerpts of the *training* split refilled with the test split's values, thunder only: documents the model has
    read (with other values), values it has not. The fresh draws (`--seed`) reuse the held-out documents, so a rule read
    off one draw's leak list can fit those documents; these can tell. One fixed order (seed 3131), so disjoint halves
    are `--offset 0` and `--offset N` with the same `--count N`."""
    docs = load_all(THUNDER / 'judgments')
    train_ids = split_docs([d.id for d in docs])['train']
    train = [d for d in docs if d.id in train_ids]
    random.Random(3131).shuffle(train)
    return thunder_rows(train[offset:offset + count], seed, 'test')


def tabled(rows, seed: int):
    """Every excerpt and assembled judgment with a crime list appended (crime_tables.py), its names in the row's style
    from the test split's generators; law.go.kr rows as they are."""
    out = []
    for i, r in enumerate(rows):
        if r['corpus'] == 'lawgo':
            out.append(r)
            continue
        rng = random.Random(seed * 17 + i)
        s = sampler(rng, r['name_style'], 'unseen')
        label = '외국인이름' if r['name_style'] == 'foreign' else '내국인이름'
        out.append(add_table(r, rng, lambda: (s.sample(label), label), lambda: s.sample('계좌번호')))
    return out


def write(path: Path, rows) -> None:
    tmp = Path(str(path) + '.tmp')
    with open(tmp, 'w', encoding='utf-8') as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    tmp.replace(path)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument('--out', help='default models/eval/slices.jsonl, the standard draw; required for any other draw')
    ap.add_argument('--split', default='test', choices=['test', 'validation'])
    ap.add_argument('--out-lawgo', help='the law.go.kr part: rebuilt from ../shared at run time, never committed '
                                        '(default models/eval/slices-lawgo.jsonl; required with --out)')
    ap.add_argument('--seed', type=int, default=SEED + 13,
                    help='another seed redraws every held-out value (same documents, same held-out generators): a check '
                         'that rules read off one draw\'s leak list do not just fit that draw')
    ap.add_argument('--training-documents', type=int, metavar='N',
                    help='instead: N training-split excerpts with held-out values (thunder only, to --out): documents '
                         'the model has read, values it has not')
    ap.add_argument('--offset', type=int, default=0, help='with --training-documents: skip the first OFFSET excerpts')
    ap.add_argument('--law-training', action='store_true',
                    help='instead: the law.go.kr training judgments with held-out values (to --out), for development: '
                         'what the rules miss on law.go.kr text, read without reading the test judgments')
    ap.add_argument('--wide-names', action='store_true',
                    help='every person named in the eval-only `wide` style (origins and writings no generator of '
                         'training has: namegen_wide.py), slice `name:wide`')
    ap.add_argument('--wrap-lines', type=int, metavar='N',
                    help='break every line after N characters, inside words too, as a PDF of justified text does '
                         '(wrap_lines.py): the same draw as input the tool gets from a PDF')
    ap.add_argument('--script-names', action='store_true',
                    help='every person named in Chinese characters (Chinese, Japanese, Korean names in Hanja: '
                         'namegen_script.py, eval only), slice `name:script`')
    ap.add_argument('--tables', action='store_true',
                    help='append a crime list (별지 범죄일람표) to every excerpt and assembled judgment, one cell per line '
                         'or tab-separated as the readers give tables (crime_tables.py), slice `table:<style>`')
    a = ap.parse_args(argv)
    # The standard held-out files are only ever the standard draw: a redraw, wide names or training documents written
    # over them would silently change every figure the README and model card report.
    if a.wide_names and a.script_names:
        ap.error('--wide-names and --script-names are two slices: draw them one at a time')
    only = WIDE_STYLE if a.wide_names else SCRIPT_STYLE if a.script_names else None
    standard = (a.seed == SEED + 13 and only is None and not a.training_documents and not a.law_training and a.split == 'test'
                and not a.wrap_lines and not a.tables)
    if a.out is None and a.out_lawgo is None and standard:
        a.out, a.out_lawgo = str(MODELS / 'eval' / 'slices.jsonl'), str(MODELS / 'eval' / 'slices-lawgo.jsonl')
    elif a.out is None or (a.out_lawgo is None and not (a.training_documents or a.law_training)):
        ap.error('give --out and --out-lawgo (--out alone with --training-documents or --law-training): only the standard draw '
                 '(default seed, test split, no eval-only names) may write models/eval/slices*.jsonl')
    require_shared()
    wrap = (lambda rows: [wrap_row(r, a.wrap_lines) for r in rows]) if a.wrap_lines else (lambda rows: rows)
    wrapped = (lambda rows: wrap(tabled(rows, a.seed))) if a.tables else wrap
    if a.training_documents:
        rows = wrapped(build_training_documents(a.seed, a.training_documents, a.offset))
        write(Path(a.out), rows)
        print(f'{len(rows)} training-split documents, {sum(len(r["spans"]) for r in rows)} mentions -> {a.out}')
        return 0
    if a.law_training:
        rows = wrapped(build_law_training(a.seed, only))
        write(Path(a.out), rows)
        print(f'{len(rows)} refills of the law.go.kr training judgments, {sum(len(r["spans"]) for r in rows)} mentions -> {a.out}')
        return 0
    rows, skipped = build(seed=a.seed, split=a.split, only=only)
    rows = wrapped(rows)
    write(Path(a.out), [r for r in rows if r['corpus'] != 'lawgo'])
    write(Path(a.out_lawgo), [r for r in rows if r['corpus'] == 'lawgo'])
    for s in skipped:
        print('skipped', s)
    n = sum(len(r['spans']) for r in rows)
    print(f'{len(rows)} documents, {n} mentions -> {a.out}, {a.out_lawgo}')
    return 0


if __name__ == '__main__':
    sys.exit(main())
