import { describe, expect, it } from 'vitest';
import { rewriteXml } from '../../../native/formats/xml/rewrite-xml';
import { attribute, decodeXmlText, scanXml } from '../../../native/formats/xml/scan-xml';

describe('scanXml', () => {
  it('keeps exact positions of tags, text and CDATA', () => {
    const xml = '<?xml version="1.0"?><a x="1>2"><b/>홍&amp;<![CDATA[<길동>]]></a>';
    const tokens = scanXml(xml, 'p.xml', 'f.docx');
    expect(tokens.map((t) => [t.kind, xml.slice(t.start, t.end)])).toEqual([
      ['other', '<?xml version="1.0"?>'],
      ['open', '<a x="1>2">'],
      ['open', '<b/>'],
      ['text', '홍&amp;'],
      ['cdata', '<![CDATA[<길동>]]>'],
      ['close', '</a>'],
    ]);
  });

  it('refuses DTDs and reports unbalanced tags and unknown entities', () => {
    expect(() => scanXml('<!DOCTYPE a [<!ENTITY e "x">]><a>&e;</a>', 'p.xml', 'f.docx')).toThrow(
      'f.docx: p.xml contains a DTD/entity declaration, so it was not opened (suspected XXE). Save it again from the original program.',
    );
    expect(() => scanXml('<a><b></a>', 'p.xml', 'f.docx')).toThrow('f.docx: the document is damaged (p.xml: </a> appears where <b> is open). Save it again from the original program.');
    expect(() => decodeXmlText('a&nbsp;b', 'p.xml', 'f.docx')).toThrow('f.docx: the document is damaged (p.xml: unknown entity &nbsp;). Save it again from the original program.');
    expect(decodeXmlText('&#xD64D;&#44600;&lt;&quot;')).toBe('홍길<"');
  });
});

describe('rewriteXml', () => {
  it('edits text, removes and unwraps elements, blanks and cleans tags, leaving the rest byte for byte', () => {
    const xml = '<w:p w:rsidR="00AB"><w:del><w:r><w:delText>이몽룡</w:delText></w:r></w:del><w:ins w:author="김"><w:r><w:t>홍길동</w:t></w:r></w:ins><x:title>제목</x:title></w:p>';
    const tokens = scanXml(xml, 'p.xml', 'f');
    const text = tokens.findIndex((t) => t.kind === 'text' && xml.slice(t.start, t.end) === '홍길동');
    const out = rewriteXml(xml, tokens, {
      text: new Map([[text, 'A & B']]),
      remove: (n) => n === 'w:del',
      unwrap: (n) => n === 'w:ins',
      blank: (n) => n === 'x:title',
      editTag: (tag) => tag.replace(/\s+w:rsid\w*="[^"]*"/g, ''),
    });
    expect(out).toBe('<w:p><w:r><w:t>A &amp; B</w:t></w:r><x:title></x:title></w:p>');
    expect(attribute('<a Target="../x&amp;y.xml"/>', 'Target')).toBe('../x&y.xml');
  });
});
