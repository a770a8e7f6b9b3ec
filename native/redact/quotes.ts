// The quotation marks judgments open and close a name with (straight and curly, single and double), as regular
// expressions' character classes: courts mix them (`‘24시마트'`), so an opening mark may close with another.
export const QUOTE_OPEN = "['‘\"“]";
export const QUOTE_CLOSE = "['’\"”]";
