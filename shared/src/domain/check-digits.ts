// Check-digit (Luhn) validation for personnummer, samordningsnummer and organisationsnummer.
// The personnummer package does the person numbers (date and Luhn, coordination day + 60);
// orgnr has no date, so it is the plain Luhn rule on its ten digits.
import Personnummer from 'personnummer';

/** True when the last digit of `digits` is the Luhn check digit of the rest. */
export function luhnValid(digits: string): boolean {
  // Stryker disable next-line Regex: equivalent without an anchor: a non-digit left in gives NaN, and a NaN sum is never valid.
  if (!/^\d{2,}$/.test(digits)) {
    return false;
  }
  let sum = 0;
  // Double every second digit counted from the right, starting with the one left of the check digit.
  for (let i = 0; i < digits.length; i += 1) {
    let v = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      v *= 2;
      // Stryker disable next-line EqualityOperator: equivalent: a doubled digit is even, never 9.
      if (v > 9) {
        v -= 9;
      }
    }
    // Stryker disable next-line AssignmentOperator: equivalent: -sum is a multiple of 10 exactly when sum is.
    sum += v;
  }
  return sum % 10 === 0;
}

/** The Luhn check digit for a digit string (without its check digit). */
export function luhnCheckDigit(body: string): number {
  for (let d = 0; d <= 9; d += 1) {
    if (luhnValid(`${body}${d}`)) {
      return d;
    }
  }
  // Unreachable for a digit string: exactly one digit 0-9 completes the sum.
  // Stryker disable next-line all: unreachable, so no test can reach the throw.
  throw new Error(`Ingen kontrollsiffra för ${body}`);
}

/** A valid 12-digit personnummer (yyyymmddnnnc): a real date and a correct check digit. */
export function arGiltigtPersonnummer(id: string): boolean {
  // Stryker disable next-line Regex: equivalent without an anchor: the library refuses any other character or length; the pattern refuses the 10-digit and hyphenated forms it accepts.
  if (!/^\d{12}$/.test(id)) {
    return false;
  }
  // Stryker disable next-line BooleanLiteral: allowing interim numbers is equivalent (their letter never passes \d{12}); allowing coordination numbers is killed by 'does not take a samnr for a pnr' but shares the line.
  return Personnummer.valid(id, { allowCoordinationNumber: false, allowInterimNumber: false });
}

/** A valid 12-digit samordningsnummer: day + 60 is a real date and the check digit is correct. */
export function arGiltigtSamordningsnummer(id: string): boolean {
  // Stryker disable next-line Regex: equivalent without an anchor: the library refuses any other character or length.
  if (!/^\d{12}$/.test(id) || Number(id.slice(6, 8)) < 61) {
    return false;
  }
  // Stryker disable next-line ObjectLiteral,BooleanLiteral: equivalent: the library's defaults allow coordination numbers, and an interim letter never passes \d{12}.
  return Personnummer.valid(id, { allowCoordinationNumber: true, allowInterimNumber: false });
}

/** A valid 10-digit organisationsnummer (or gdnr): Luhn over the ten digits. */
export function arGiltigtOrganisationsnummer(id: string): boolean {
  return /^\d{10}$/.test(id) && luhnValid(id);
}
