"""Parse the release's marked excerpts: <<<label>>>X<<</label>>>."""
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import List, Union

MARK = re.compile(r'<<<([^<>]+?)>>>(.*?)<<</\1>>>', re.S)


@dataclass
class Mention:
    raw_label: str
    placeholder: str
    scope: int = 0  # excerpt index inside an assembled document: letters repeat across excerpts

    @property
    def referent(self) -> tuple:
        # Same letter + same label = same referent within a document.
        return (self.raw_label, self.placeholder)


@dataclass
class Doc:
    id: str
    case_type: str
    parts: List[Union[str, Mention]] = field(default_factory=list)

    def plain(self) -> str:
        """The text as the court published it (placeholders, no markers)."""
        return ''.join(p if isinstance(p, str) else p.placeholder for p in self.parts)

    def mentions(self) -> List[Mention]:
        return [p for p in self.parts if isinstance(p, Mention)]


def parse(text: str, doc_id: str = '', case_type: str = '') -> Doc:
    doc = Doc(doc_id, case_type)
    pos = 0
    for m in MARK.finditer(text):
        if m.start() > pos:
            doc.parts.append(text[pos:m.start()])
        doc.parts.append(Mention(m.group(1).strip(), m.group(2)))
        pos = m.end()
    if pos < len(text):
        doc.parts.append(text[pos:])
    return doc


def load_all(judgments_dir: Path) -> List[Doc]:
    docs = []
    for f in sorted(judgments_dir.glob('*/*.md')):
        docs.append(parse(f.read_text(encoding='utf-8'), f'{f.parent.name}/{f.stem}', f.parent.name))
    return docs
