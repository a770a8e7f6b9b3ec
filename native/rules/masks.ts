// The characters the court and law.go.kr mask a name with (`○○○`, `△△△ 주식회사`, `‘☆☆☆☆’`), as the body of a regex
// character class. header.ts and hygiene.ts keep sets of their own that differ by a few symbols.
export const MASK_CLASS = '○△□◇☆◈▣●◎◆■※#*＊';
