/** Festive season: snow and the Christmas countdown run from 15 November to 6 January. */
export function isFestiveSeason(date: Date): boolean {
  const month = date.getMonth();
  const day = date.getDate();
  return (month === 10 && day >= 15) || month === 11 || (month === 0 && day <= 6);
}

/** The next Christmas Day at local midnight (this year's until it has begun, then next year's). */
export function nextChristmas(date: Date): Date {
  const thisYear = new Date(date.getFullYear(), 11, 25);
  return date < thisYear ? thisYear : new Date(date.getFullYear() + 1, 11, 25);
}
