// The personnummer as the user types and reads it: ååååmmdd-nnnn.

const FORMAT = /^(\d{8})-(\d{4})$/;

/** True when the text is exactly in the form ååååmmdd-nnnn. */
export function arPersonnummerFormat(text: string): boolean {
  return FORMAT.test(text.trim());
}

/** 12 digits written as ååååmmdd-nnnn; other input is returned unchanged. */
export function formateraPersonnummer(id: string): string {
  const digits = id.replace(/-/g, '');
  if (!/^\d{12}$/.test(digits)) {
    return id;
  }
  return `${digits.slice(0, 8)}-${digits.slice(8)}`;
}

/** The 12 digits of a number typed as ååååmmdd-nnnn, or undefined when the format is wrong. */
export function tolkaPersonnummer(text: string): string | undefined {
  const match = FORMAT.exec(text.trim());
  if (!match) {
    return undefined;
  }
  return `${match[1]}${match[2]}`;
}
