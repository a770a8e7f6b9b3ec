// The YYMMDD part of a resident or alien registration number, read with the century its gender digit gives.

/** 1,2,5,6: 1900s; 3,4,7,8: 2000s; 9,0: 1800s. */
export function centuryOf(genderDigit: number): number {
  if ([1, 2, 5, 6].includes(genderDigit)) return 1900;
  if ([3, 4, 7, 8].includes(genderDigit)) return 2000;
  return 1800;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function isValidDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const days = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return day <= days[month - 1];
}

/** `yymmdd` valid for the century of `genderDigit`; with no gender digit (masked), valid in any century. */
export function isValidBirthDate(yymmdd: string, genderDigit?: number): boolean {
  const yy = Number(yymmdd.slice(0, 2));
  const mm = Number(yymmdd.slice(2, 4));
  const dd = Number(yymmdd.slice(4, 6));
  const centuries = genderDigit === undefined ? [1800, 1900, 2000] : [centuryOf(genderDigit)];
  return centuries.some((c) => isValidDate(c + yy, mm, dd));
}
