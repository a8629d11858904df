// The mainland resident ID number (GB 11643-1999): 17 digits and a check character computed from them
// (ISO 7064 MOD 11-2), so a mistyped digit is caught before anything is sent. The form validator 'id-card'
// and the embedded backend both use it.
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const
const CHECK_CHARACTERS = '10X98765432'

/** The check character the first 17 digits call for. */
export function idCardCheckCharacter(first17: string): string {
  let sum = 0
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i]
  return CHECK_CHARACTERS[sum % 11]
}

function isRealDate(yyyymmdd: string): boolean {
  const [y, m, d] = [yyyymmdd.slice(0, 4), yyyymmdd.slice(4, 6), yyyymmdd.slice(6, 8)].map(Number)
  const date = new Date(Date.UTC(y, m - 1, d))
  return y >= 1900 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && date.getTime() <= Date.now()
}

/** An 18-character ID number with a real birth date and the right check character (x counts as X). */
export function isIdCardNumber(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{17}[\dXx]$/.test(value)) return false
  return isRealDate(value.slice(6, 14)) && idCardCheckCharacter(value) === value[17].toUpperCase()
}
