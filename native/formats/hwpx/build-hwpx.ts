// Builds a small, valid OWPML package from paragraphs: how HWP binary documents are exported (text only; the
// binary's formatting is not carried over) and how the test fixtures are made.
import { BLANK_PNG } from '../blank-png';
import { escapeXmlText } from '../xml/scan-xml';
import { writeZip } from '../zip/write-zip';
import { HWPX_MIMETYPE } from './hwpx-package';

const NS =
  'xmlns:ha="http://www.hancom.co.kr/hwpml/2011/app" xmlns:hp="http://www.hancom.co.kr/hwpml/2011/paragraph" ' +
  'xmlns:hs="http://www.hancom.co.kr/hwpml/2011/section" xmlns:hc="http://www.hancom.co.kr/hwpml/2011/core" ' +
  'xmlns:hh="http://www.hancom.co.kr/hwpml/2011/head" xmlns:hpf="http://www.hancom.co.kr/schema/2011/hpf" ' +
  'xmlns:opf="http://www.idpf.org/2007/opf/"';

export interface HwpxRun {
  text: string;
  /** Index into header.xml charProperties: 0 regular, 1 bold. */
  charPr?: number;
}

let paragraphId = 0;

export function hwpxParagraph(runs: HwpxRun[] | string, inner = ''): string {
  const list = typeof runs === 'string' ? [{ text: runs }] : runs;
  const body = list.map((r) => `<hp:run charPrIDRef="${r.charPr ?? 0}"><hp:t>${escapeXmlText(r.text).replace(/\t/g, '<hp:tab/>')}</hp:t></hp:run>`).join('');
  return `<hp:p id="${paragraphId++}" paraPrIDRef="0" styleIDRef="0" pageBreak="0" columnBreak="0" merged="0">${body}${inner}</hp:p>`;
}

/** A table as its own paragraph; every cell holds one paragraph. */
export function hwpxTable(rows: string[][]): string {
  const cols = Math.max(...rows.map((r) => r.length));
  const trs = rows
    .map(
      (row, r) =>
        `<hp:tr>${row
          .map(
            (cell, c) =>
              `<hp:tc name="" header="0" hasMargin="0" protect="0" editable="0" dirty="0" borderFillIDRef="1">` +
              `<hp:subList id="" textDirection="HORIZONTAL" lineWrap="BREAK" vertAlign="CENTER" linkListIDRef="0" linkListNextIDRef="0" textWidth="0" textHeight="0" hasTextRef="0" hasNumRef="0">` +
              `${hwpxParagraph(cell)}</hp:subList><hp:cellAddr colAddr="${c}" rowAddr="${r}"/><hp:cellSpan colSpan="1" rowSpan="1"/>` +
              `<hp:cellSz width="${Math.floor(42520 / cols)}" height="1000"/><hp:cellMargin left="510" right="510" top="141" bottom="141"/></hp:tc>`,
          )
          .join('')}</hp:tr>`,
    )
    .join('');
  const table =
    `<hp:run charPrIDRef="0"><hp:tbl id="${paragraphId++}" zOrder="0" numberingType="TABLE" textWrap="TOP_AND_BOTTOM" textFlow="BOTH_SIDES" lock="0" dropcapstyle="None" pageBreak="CELL" repeatHeader="0" rowCnt="${rows.length}" colCnt="${cols}" cellSpacing="0" borderFillIDRef="1" noAdjust="0">` +
    `<hp:sz width="42520" widthRelTo="ABSOLUTE" height="${1000 * rows.length}" heightRelTo="ABSOLUTE" protect="0"/><hp:pos treatAsChar="1" affectLSpacing="0" flowWithText="1" allowOverlap="0" holdAnchorAndSO="0" vertRelTo="PARA" horzRelTo="COLUMN" vertAlign="TOP" horzAlign="LEFT" vertOffset="0" horzOffset="0"/>` +
    `${trs}</hp:tbl></hp:run>`;
  return `<hp:p id="${paragraphId++}" paraPrIDRef="0" styleIDRef="0" pageBreak="0" columnBreak="0" merged="0">${table}</hp:p>`;
}

/** A header or footer control inside a paragraph of its own. */
export function hwpxHeaderFooter(kind: 'header' | 'footer', text: string): string {
  return (
    `<hp:p id="${paragraphId++}" paraPrIDRef="0" styleIDRef="0" pageBreak="0" columnBreak="0" merged="0"><hp:run charPrIDRef="0"><hp:ctrl>` +
    `<hp:${kind} id="${paragraphId++}" applyPageType="BOTH"><hp:subList id="" textDirection="HORIZONTAL" lineWrap="BREAK" vertAlign="TOP" linkListIDRef="0" linkListNextIDRef="0" textWidth="0" textHeight="0" hasTextRef="0" hasNumRef="0">` +
    `${hwpxParagraph(text)}</hp:subList></hp:${kind}></hp:ctrl></hp:run></hp:p>`
  );
}

/** A footnote attached at the end of a paragraph's text. */
export function hwpxFootnote(text: string): string {
  return (
    `<hp:run charPrIDRef="0"><hp:ctrl><hp:footNote number="1" instId="${paragraphId++}"><hp:subList id="" textDirection="HORIZONTAL" lineWrap="BREAK" vertAlign="TOP" linkListIDRef="0" linkListNextIDRef="0" textWidth="0" textHeight="0" hasTextRef="0" hasNumRef="0">` +
    `${hwpxParagraph(text)}</hp:subList></hp:footNote></hp:ctrl></hp:run>`
  );
}

const SEC_PR =
  '<hp:run charPrIDRef="0"><hp:secPr id="" textDirection="HORIZONTAL" spaceColumns="1134" tabStop="8000" tabStopVal="4000" tabStopUnit="HWPUNIT" outlineShapeIDRef="1" memoShapeIDRef="0" textVerticalWidthHead="0" masterPageCnt="0">' +
  '<hp:grid lineGrid="0" charGrid="0" wonggojiFormat="0"/><hp:startNum pageStartsOn="BOTH" page="0" pic="0" tbl="0" equation="0"/>' +
  '<hp:visibility hideFirstHeader="0" hideFirstFooter="0" hideFirstMasterPage="0" border="SHOW_ALL" fill="SHOW_ALL" hideFirstPageNum="0" hideFirstEmptyLine="0" showLineNumber="0"/>' +
  '<hp:pagePr landscape="WIDELY" width="59528" height="84186" gutterType="LEFT_ONLY"><hp:margin header="4252" footer="4252" gutter="0" left="8504" right="8504" top="5668" bottom="4252"/></hp:pagePr>' +
  '</hp:secPr></hp:run>';

export interface HwpxPackageOptions {
  /** Paragraph XML (from hwpxParagraph / hwpxTable…), in order. */
  paragraphs: string[];
  title?: string;
  creator?: string;
  /** Preview text; by default the paragraphs' text is not repeated (callers pass it). */
  previewText?: string;
  previewImage?: Uint8Array;
}

export function buildHwpx(o: HwpxPackageOptions): Uint8Array {
  const [first = hwpxParagraph(''), ...rest] = o.paragraphs;
  // The section properties ride in the first paragraph's first run, as Hangul writes them.
  const firstWithSecPr = first.replace(/^(<hp:p [^>]*>)/, `$1${SEC_PR}`);
  const section = `<?xml version="1.0" encoding="UTF-8" standalone="yes" ?><hs:sec ${NS}>${firstWithSecPr}${rest.join('')}</hs:sec>`;
  const enc = (s: string) => new TextEncoder().encode(s);
  return writeZip([
    { name: 'mimetype', data: enc(HWPX_MIMETYPE), store: true },
    { name: 'version.xml', data: enc(VERSION_XML) },
    { name: 'Contents/header.xml', data: enc(HEADER_XML) },
    { name: 'Contents/section0.xml', data: enc(section) },
    { name: 'Preview/PrvText.txt', data: enc(o.previewText ?? '') },
    { name: 'Preview/PrvImage.png', data: o.previewImage ?? BLANK_PNG },
    { name: 'settings.xml', data: enc(SETTINGS_XML) },
    { name: 'META-INF/container.xml', data: enc(CONTAINER_XML) },
    { name: 'META-INF/manifest.xml', data: enc(MANIFEST_XML) },
    { name: 'Contents/content.hpf', data: enc(contentHpf(o.title ?? '', o.creator ?? '')) },
  ]);
}

const VERSION_XML =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes" ?><hv:HCFVersion xmlns:hv="http://www.hancom.co.kr/hwpml/2011/version" tagetApplication="WORDPROCESSOR" major="5" minor="1" micro="0" buildNumber="1" os="1" xmlVersion="1.4" application="Hancom Office Hangul" appVersion="11, 0, 0, 0"/>';

const CONTAINER_XML =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes" ?><ocf:container xmlns:ocf="urn:oasis:names:tc:opendocument:xmlns:container" xmlns:hpf="http://www.hancom.co.kr/schema/2011/hpf"><ocf:rootfiles>' +
  '<ocf:rootfile full-path="Contents/content.hpf" media-type="application/hwpml-package+xml"/><ocf:rootfile full-path="Preview/PrvText.txt" media-type="text/plain"/></ocf:rootfiles></ocf:container>';

const MANIFEST_XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes" ?><odf:manifest xmlns:odf="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0"/>';

const SETTINGS_XML =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes" ?><ha:HWPApplicationSetting xmlns:ha="http://www.hancom.co.kr/hwpml/2011/app" xmlns:config="urn:oasis:names:tc:opendocument:xmlns:config:1.0"><ha:CaretPosition listIDRef="0" paraIDRef="0" pos="0"/></ha:HWPApplicationSetting>';

function contentHpf(title: string, creator: string): string {
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="yes" ?><opf:package ${NS} version="" unique-identifier="" id=""><opf:metadata>` +
    `<opf:title>${escapeXmlText(title)}</opf:title><opf:language>ko</opf:language>` +
    `<opf:meta name="creator" content="text">${escapeXmlText(creator)}</opf:meta><opf:meta name="lastsaveby" content="text">${escapeXmlText(creator)}</opf:meta>` +
    `<opf:meta name="CreatedDate" content="text">2024-01-01T00:00:00Z</opf:meta></opf:metadata><opf:manifest>` +
    '<opf:item id="header" href="Contents/header.xml" media-type="application/xml"/><opf:item id="section0" href="Contents/section0.xml" media-type="application/xml"/>' +
    '<opf:item id="settings" href="settings.xml" media-type="application/xml"/><opf:item id="prvtext" href="Preview/PrvText.txt" media-type="text/plain"/>' +
    '<opf:item id="prvimage" href="Preview/PrvImage.png" media-type="image/png"/></opf:manifest>' +
    '<opf:spine><opf:itemref idref="header" linear="yes"/><opf:itemref idref="section0" linear="yes"/></opf:spine></opf:package>'
  );
}

const LANGS = ['HANGUL', 'LATIN', 'HANJA', 'JAPANESE', 'OTHER', 'SYMBOL', 'USER'];
const FONT_REF = LANGS.map((l) => `${l.toLowerCase()}="0"`).join(' ');
const CHAR_PR = (id: number, bold: boolean) =>
  `<hh:charPr id="${id}" height="1000" textColor="#000000" shadeColor="none" useFontSpace="0" useKerning="0" symMark="NONE" borderFillIDRef="1">` +
  `<hh:fontRef ${FONT_REF}/><hh:ratio ${FONT_REF.replace(/"0"/g, '"100"')}/><hh:spacing ${FONT_REF}/><hh:relSz ${FONT_REF.replace(/"0"/g, '"100"')}/><hh:offset ${FONT_REF}/>` +
  `${bold ? '<hh:bold/>' : ''}<hh:underline type="NONE" shape="SOLID" color="#000000"/><hh:strikeout shape="NONE" color="#000000"/><hh:outline type="NONE"/><hh:shadow type="NONE" color="#B2B2B2" offsetX="10" offsetY="10"/></hh:charPr>`;

const HEADER_XML =
  `<?xml version="1.0" encoding="UTF-8" standalone="yes" ?><hh:head ${NS} version="1.4" secCnt="1">` +
  '<hh:beginNum page="1" footnote="1" endnote="1" pic="1" tbl="1" equation="1"/><hh:refList>' +
  `<hh:fontfaces itemCnt="${LANGS.length}">${LANGS.map((l) => `<hh:fontface lang="${l}" fontCnt="1"><hh:font id="0" face="함초롬바탕" type="TTF" isEmbedded="0"/></hh:fontface>`).join('')}</hh:fontfaces>` +
  '<hh:borderFills itemCnt="1"><hh:borderFill id="1" threeD="0" shadow="0" centerLine="NONE" breakCellSeparateLine="0"><hh:slash type="NONE" Crooked="0" isCounter="0"/><hh:backSlash type="NONE" Crooked="0" isCounter="0"/>' +
  '<hh:leftBorder type="NONE" width="0.1 mm" color="#000000"/><hh:rightBorder type="NONE" width="0.1 mm" color="#000000"/><hh:topBorder type="NONE" width="0.1 mm" color="#000000"/><hh:bottomBorder type="NONE" width="0.1 mm" color="#000000"/><hh:diagonal type="SOLID" width="0.1 mm" color="#000000"/></hh:borderFill></hh:borderFills>' +
  `<hh:charProperties itemCnt="2">${CHAR_PR(0, false)}${CHAR_PR(1, true)}</hh:charProperties>` +
  '<hh:tabProperties itemCnt="1"><hh:tabPr id="0" autoTabLeft="0" autoTabRight="0"/></hh:tabProperties>' +
  '<hh:paraProperties itemCnt="1"><hh:paraPr id="0" tabPrIDRef="0" condense="0" fontLineHeight="0" snapToGrid="1" suppressLineNumbers="0" checked="0"><hh:align horizontal="JUSTIFY" vertical="BASELINE"/>' +
  '<hh:heading type="NONE" idRef="0" level="0"/><hh:breakSetting breakLatinWord="KEEP_WORD" breakNonLatinWord="KEEP_WORD" widowOrphan="0" keepWithNext="0" keepLines="0" pageBreakBefore="0" lineWrap="BREAK"/>' +
  '<hh:autoSpacing eAsianEng="0" eAsianNum="0"/><hh:margin><hc:intent value="0" unit="HWPUNIT"/><hc:left value="0" unit="HWPUNIT"/><hc:right value="0" unit="HWPUNIT"/><hc:prev value="0" unit="HWPUNIT"/><hc:next value="0" unit="HWPUNIT"/></hh:margin>' +
  '<hh:lineSpacing type="PERCENT" value="160" unit="HWPUNIT"/><hh:border borderFillIDRef="1" offsetLeft="0" offsetRight="0" offsetTop="0" offsetBottom="0" connect="0" ignoreMargin="0"/></hh:paraPr></hh:paraProperties>' +
  '<hh:styles itemCnt="1"><hh:style id="0" type="PARA" name="바탕글" engName="Normal" paraPrIDRef="0" charPrIDRef="0" nextStyleIDRef="0" langID="1042" lockForm="0"/></hh:styles>' +
  '</hh:refList><hh:compatibleDocument targetProgram="HWP201X"><hh:layoutCompatibility/></hh:compatibleDocument><hh:docOption><hh:linkinfo path="" pageInherit="0" footnoteInherit="0"/></hh:docOption></hh:head>';
